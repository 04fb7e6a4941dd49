import { useSelector } from '@xstate/react';
import { useEffect, type CSSProperties } from 'react';
import { useFamilyActors } from './familyActors';
import { useList } from './listContext';
import { KidColumn } from './KidColumn';
import { KidTabs } from './KidTabs';
import { useColumnsThatFit } from './useColumnsThatFit';
import { useKidInView } from './useKidInView';
import { useSwipe } from './useSwipe';
import { useKeptWhileEdited } from './useKeptWhileEdited';
import { preloadRowPanelWhenIdle } from './rowPanel';
import { selectBoardDate, selectKidsEditing } from '../../machines/dayBoard';
import { selectConfigLoaded, selectKids } from '../../machines/listeners';

/**
 * One column per kid, side by side while they fit at a readable width; when they don't, as many
 * as fit, starting at the kid in view, with a row of kid tabs to reach the others.
 */
export function Board() {
  const { listeners } = useFamilyActors();
  const { board, tickOnly = false } = useList();
  const loaded = useSelector(listeners, selectConfigLoaded);
  // Rows a grown-up can change open a panel: its code comes once the page is idle.
  useEffect(() => (tickOnly ? undefined : preloadRowPanelWhenIdle()), [tickOnly]);
  const familyKids = useSelector(listeners, selectKids);
  // A kid removed on another device while one of their titles is open keeps their column until
  // it is saved or let go, so what is typed there stays on screen.
  const kids = useKeptWhileEdited(familyKids, useSelector(board, selectKidsEditing));
  const date = useSelector(board, selectBoardDate);
  const [boardRef, fit] = useColumnsThatFit();
  const [kidInView, showKid] = useKidInView(kids);
  // The window of columns shown holds the kid in view and stays full at the end of the row.
  const tabbed = kids.length > fit;
  const at = Math.max(
    0,
    kids.findIndex((kid) => kid.id === kidInView),
  );
  const first = tabbed ? Math.min(at, kids.length - fit) : 0;
  // A swipe to the left shows the kid after the window, to the right the one before it.
  const swipe = useSwipe((direction) => {
    const kid =
      kids[direction < 0 ? Math.min(first + fit, kids.length - 1) : Math.max(first - 1, 0)];
    if (kid) showKid(kid.id);
  });

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
        {...(tabbed && swipe)}
      >
        {shown.map((kid) => (
          // Keyed by day too: a new day is a fresh column (no celebration carried over).
          <KidColumn key={`${date}/${kid.id}`} kid={kid} removed={!familyKids.includes(kid)} />
        ))}
      </div>
    </div>
  );
}
