import { useSelector } from '@xstate/react';
import type { CSSProperties, TouchEvent } from 'react';
import type { Kid } from '../../machines/domain/family';
import { useFamilyActors } from './familyActors';
import { useList } from './listContext';
import { KidColumn } from './KidColumn';
import { KidTabs } from './KidTabs';
import { useColumnsThatFit } from './useColumnsThatFit';
import { useKidInView } from './useKidInView';
import { selectBoardDate } from '../../machines/dayBoard';
import { selectConfigLoaded, selectKids } from '../../machines/listeners';

/**
 * One column per kid, side by side while they fit at a readable width; when they don't, as many
 * as fit, starting at the kid in view, with a row of kid tabs to reach the others.
 */
export function Board() {
  const { listeners } = useFamilyActors();
  const { board } = useList();
  const loaded = useSelector(listeners, selectConfigLoaded);
  const kids = useSelector(listeners, selectKids);
  const date = useSelector(board, selectBoardDate);
  const [boardRef, fit] = useColumnsThatFit();
  const [kidInView, showKid] = useKidInView(kids);

  if (!loaded) {
    return (
      <p className="board__message" role="status">
        Loading…
      </p>
    );
  }
  if (kids.length === 0) {
    return <p className="board__message">This family has no kids yet.</p>;
  }
  const tabbed = kids.length > fit;
  // The window of columns shown holds the kid in view and stays full at the end of the row.
  const at = Math.max(
    0,
    kids.findIndex((kid) => kid.id === kidInView),
  );
  const first = tabbed ? Math.min(at, kids.length - fit) : 0;
  const shown = tabbed ? kids.slice(first, first + fit) : kids;
  return (
    // Measured around the board: the board itself is only as wide as the columns it shows.
    <div ref={boardRef} className="board-area">
      {tabbed && <KidTabs kids={kids} shown={shown.map((kid) => kid.id)} onShow={showKid} />}
      <div
        className="board"
        role="group"
        aria-label="Each kid’s tasks"
        style={{ '--columns': shown.length } as CSSProperties}
        {...(tabbed && swipeProps(kids, first, fit, showKid))}
      >
        {shown.map((kid) => (
          // Keyed by day too: a new day is a fresh column (no celebration carried over).
          <KidColumn key={`${date}/${kid.id}`} kid={kid} />
        ))}
      </div>
    </div>
  );
}

/** A sideways swipe across the columns shows the next kids, or the ones before. */
function swipeProps(kids: readonly Kid[], first: number, fit: number, show: (id: string) => void) {
  let start: { x: number; y: number } | null = null;
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const [dx, dy] = [touch.clientX - start.x, touch.clientY - start.y];
      start = null;
      // Mostly sideways and far enough: not a scroll, not a tap.
      if (Math.abs(dx) < 60 || Math.abs(dy) > Math.abs(dx) / 2) return;
      const next = dx < 0 ? Math.min(first + fit, kids.length - 1) : Math.max(first - 1, 0);
      const kid = kids[next];
      if (kid) show(kid.id);
    },
  };
}
