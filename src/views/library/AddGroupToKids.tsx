import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { LibraryGroup } from '../../../machines/domain/family';
import { PARTS, parsePart, partEmoji, partName } from '../../../machines/domain/parts';
import { useFamilyActors } from '../familyActors';
import { kidStyle } from '../kidStyle';
import { selectKids } from '../../../machines/listeners';
import { selectToday } from '../../../machines/dayNavigation';
import { useLibraryActor } from './libraryActor';
import { groupTitle, selectIsCopying } from '../../../machines/library';

/** "Add to Ada’s day" and "Add to Ada’s routine" for each kid: the group's tasks, copied. */
export function AddGroupToKids({ group }: { group: LibraryGroup }) {
  const library = useLibraryActor();
  const { listeners, navigation } = useFamilyActors();
  const kids = useSelector(listeners, selectKids);
  // Today, not the day the listeners follow: "Add to Ada’s day" means today's list.
  const today = useSelector(navigation, selectToday);
  // One copy at a time: the others wait, and say so, rather than drop a click.
  const copying = useSelector(library, selectIsCopying);
  const reasonId = useId();
  const partId = useId();
  const empty = group.items.length === 0;
  const title = groupTitle(group);

  if (kids.length === 0) return null;

  return (
    <div className="group-column__add-to">
      <p className="group-column__part">
        <label htmlFor={partId}>Part of the day</label>
        <select
          className="choice-select"
          id={partId}
          value={group.part ?? ''}
          onChange={(event) =>
            library.send({
              type: 'group.part',
              groupId: group.id,
              part: parsePart(event.target.value) ?? null,
            })
          }
        >
          <option value="">Any time</option>
          {PARTS.map((part) => (
            <option key={part} value={part}>
              {partEmoji(part)} {partName(part)}
            </option>
          ))}
        </select>
      </p>
      <p className="group-column__add-label">Add these tasks to</p>
      {empty && (
        <p id={reasonId} className="group-column__reason">
          Add a task to this group first.
        </p>
      )}
      <div className="add-to-list">
        {kids.map((kid) => (
          <div key={kid.id} className="add-to-list__kid" style={kidStyle(kid.color)}>
            <span className="add-to-list__name">
              <span className="add-to__emoji" aria-hidden="true">
                {kid.emoji}
              </span>
              {kid.name}
            </span>
            <button
              className="add-to"
              type="button"
              aria-label={`Add ${title} to ${kid.name}’s day`}
              aria-describedby={empty ? reasonId : undefined}
              disabled={empty}
              aria-disabled={copying || undefined}
              aria-busy={copying || undefined}
              onClick={() =>
                library.send({
                  type: 'group.addToDay',
                  groupId: group.id,
                  kidId: kid.id,
                  date: today,
                })
              }
            >
              <span className="add-to__icon" aria-hidden="true">
                🏠
              </span>
              Day
            </button>
            <button
              className="add-to"
              type="button"
              aria-label={`Add ${title} to ${kid.name}’s routine`}
              aria-describedby={empty ? reasonId : undefined}
              disabled={empty}
              aria-disabled={copying || undefined}
              aria-busy={copying || undefined}
              onClick={() =>
                library.send({ type: 'group.addToRoutine', groupId: group.id, kidId: kid.id })
              }
            >
              <span className="add-to__icon" aria-hidden="true">
                🔁
              </span>
              Routine
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
