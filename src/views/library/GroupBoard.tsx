import { useSelector } from '@xstate/react';
import { useFamilyActors } from '../familyActors';
import { GroupColumn } from './GroupColumn';
import { selectGroups } from '../../../machines/listeners';

/** One column per group, oldest first; on a phone they scroll sideways. */
export function GroupBoard() {
  const { listeners } = useFamilyActors();
  const groups = useSelector(listeners, selectGroups);

  if (groups === null) {
    return (
      <p className="board__message" role="status">
        Loading…
      </p>
    );
  }
  if (groups.length === 0) {
    return (
      <p className="board__message">
        No groups yet. Start with one: name it above, like “Morning” or “Bedtime”, then add its
        tasks.
      </p>
    );
  }
  return (
    // Focusable so that a keyboard can scroll it sideways on a narrow screen.
    <div className="board library-board" role="group" aria-label="Task groups" tabIndex={0}>
      {groups.map((group) => (
        <GroupColumn key={group.id} group={group} />
      ))}
    </div>
  );
}
