import { useSyncExternalStore } from 'react';

/** A column stays readable down to 16rem; columns are 1rem apart (styles.css `.board`). */
const COLUMN_REM = 16;
const GAP_REM = 1;
/** The page's widest and its side padding, below and from 48rem (styles.css `.page`). */
const PAGE_MAX_REM = 72;
const TABLET_PX = 768;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function columnsFit(count: number): boolean {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const padding = (window.innerWidth >= TABLET_PX ? 1.5 : 1) * 2 * rem;
  const room = Math.min(window.innerWidth, PAGE_MAX_REM * rem) - padding;
  return count * COLUMN_REM * rem + (count - 1) * GAP_REM * rem <= room;
}

/** `count` kids' columns fit side by side on this screen at a readable width; follows resizes. */
export function useColumnsFit(count: number): boolean {
  return useSyncExternalStore(subscribe, () => columnsFit(count));
}
