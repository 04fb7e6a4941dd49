import { useCallback, useRef, useState } from 'react';
import { FRAME_ID } from '../lastFrame/paint';

/** A column's narrowest readable width and the gap between columns, in rem (see `.board`). */
const COLUMN_MIN_REM = 17;
const GAP_REM = 1;

/** How many columns of readable width fit in a board `width` px wide, at `rem` px a rem. */
export function columnsThatFit(width: number, rem: number): number {
  // Not laid out (a test without layout, a hidden page): every column.
  if (width <= 0 || rem <= 0) return Number.POSITIVE_INFINITY;
  const column = COLUMN_MIN_REM * rem;
  const gap = GAP_REM * rem;
  return Math.max(1, Math.floor((width + gap) / (column + gap)));
}

const remPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize);

/**
 * The columns that fit as a painted first frame shows the board (`src/lastFrame/`: the same
 * markup, laid out the same way, already on screen), so the app's first render draws those
 * rather than every column, measured and drawn again; every column when there is no frame.
 */
function columnsInFrame(): number {
  const board = document.querySelector<HTMLElement>(`#${FRAME_ID} .board-area`);
  return board ? columnsThatFit(board.clientWidth, remPx()) : Number.POSITIVE_INFINITY;
}

/**
 * A ref for the board and how many columns fit in it, followed as the screen turns or resizes.
 * Measured before the first paint, so the columns never show squeezed for a frame. A count taken
 * from a painted frame is not measured again as the board is put in the page (that would lay the
 * new board out there and then, under the frame, and again as it shows): the resize observer's
 * first report, once the browser has laid it out and before it paints, confirms it.
 */
export function useColumnsThatFit(): [(element: HTMLElement | null) => void, number] {
  const [fit, setFit] = useState(columnsInFrame);
  const countedInFrame = useRef(Number.isFinite(fit));
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = () => setFit(columnsThatFit(element.clientWidth, remPx()));
    const observes = typeof ResizeObserver === 'function';
    if (!countedInFrame.current || !observes) measure();
    countedInFrame.current = false;
    if (observes) {
      observer.current = new ResizeObserver(measure);
      observer.current.observe(element);
    }
  }, []);
  return [ref, fit];
}
