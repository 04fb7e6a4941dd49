import type { Kid } from '../../machines/domain/family';
import { useList } from './listContext';
import { kidStyle } from './kidStyle';
import { isKidPicked } from '../../machines/dayBoard';

/** Whose list a new task goes to: every kid at first, remembered on this device. */
export function KidPicker({
  kids,
  picked,
}: {
  kids: readonly Kid[];
  picked: readonly string[] | null;
}) {
  const { board } = useList();
  const allKidIds = kids.map((kid) => kid.id);

  return (
    <div className="picker">
      <span className="picker__label" aria-hidden="true">
        For
      </span>
      <div className="picker__kids" role="group" aria-label="Add the task for">
        {kids.map((kid) => (
          <button
            key={kid.id}
            className="picker__kid"
            type="button"
            aria-pressed={isKidPicked(picked, kid.id)}
            style={kidStyle(kid.color)}
            onClick={() => board.send({ type: 'picker.toggle', kidId: kid.id, allKidIds })}
          >
            <span className="picker__emoji" aria-hidden="true">
              {kid.emoji}
            </span>
            {kid.name}
          </button>
        ))}
      </div>
    </div>
  );
}
