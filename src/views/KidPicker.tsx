import type { Kid } from '../../machines/domain/family';
import { AppActorContext } from '../app/appActorContext';
import { kidStyle } from './kidStyle';
import { isKidPicked } from '../../machines/dayBoard';

/** Whose list a new task goes to: every kid at first; one choice per device, for every board. */
export function KidPicker({
  kids,
  picked,
}: {
  kids: readonly Kid[];
  picked: readonly string[] | null;
}) {
  const app = AppActorContext.useActorRef();
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
            onClick={() => app.send({ type: 'picker.toggle', kidId: kid.id, allKidIds })}
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
