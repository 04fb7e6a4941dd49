import { useId } from 'react';
import type { LibraryGroup } from '../../../machines/domain/family';
import { useDragReorder } from '../useDragReorder';
import { AddGroupToKids } from './AddGroupToKids';
import { GroupHeader } from './GroupHeader';
import { LibraryItemRow } from './LibraryItemRow';
import { useLibraryActor } from './libraryActor';

/** A group: its name (rename, delete), its tasks in order, and "Add to …" for each kid. */
export function GroupColumn({ group }: { group: LibraryGroup }) {
  const library = useLibraryActor();
  const headingId = useId();
  const items = group.items;
  const move = (from: number, to: number) =>
    library.send({
      type: 'item.move',
      groupId: group.id,
      items: items.map(({ id, order }) => ({ id, order })),
      from,
      to,
    });
  const { itemProps } = useDragReorder(move);

  return (
    <section className="kid-column group-column" aria-labelledby={headingId}>
      <GroupHeader group={group} headingId={headingId} />
      {/* Header and body, as a kid's column has them: the headers of a row share one height. */}
      <div className="kid-column__body group-column__body">
        {items.length === 0 ? (
          <p className="kid-column__message">No tasks in this group yet.</p>
        ) : (
          <ul className="task-list">
            {items.map((item, index) => (
              <LibraryItemRow
                key={item.id}
                groupId={group.id}
                item={item}
                index={index}
                count={items.length}
                onMove={move}
                dragProps={itemProps(index)}
              />
            ))}
          </ul>
        )}
        <AddGroupToKids group={group} />
      </div>
    </section>
  );
}
