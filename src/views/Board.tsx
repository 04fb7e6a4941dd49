import { useSelector } from '@xstate/react';
import { useFamilyActors } from './familyActors';
import { useList } from './listContext';
import { KidColumn } from './KidColumn';
import { selectBoardDate } from '../../machines/dayBoard';
import { selectConfigLoaded, selectKids } from '../../machines/listeners';

/** One column per kid, side by side; on a phone they scroll sideways. */
export function Board() {
  const { listeners } = useFamilyActors();
  const { board } = useList();
  const loaded = useSelector(listeners, selectConfigLoaded);
  const kids = useSelector(listeners, selectKids);
  const date = useSelector(board, selectBoardDate);

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
  return (
    // Focusable so that a keyboard can scroll it sideways on a narrow screen.
    <div className="board" role="group" aria-label="Each kid’s tasks" tabIndex={0}>
      {kids.map((kid) => (
        // Keyed by day too: a new day is a fresh column (no celebration carried over).
        <KidColumn key={`${date}/${kid.id}`} kid={kid} />
      ))}
    </div>
  );
}
