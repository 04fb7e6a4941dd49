import type { Kid } from '../../machines/domain/family';
import { AppActorContext } from '../app/appActorContext';
import { kidStyle } from './kidStyle';

/**
 * Whose list a new task goes to: the kid in view at first; pressing kids adds or removes them
 * for the adds that follow while the entry stays open (docs/design.md "The entry box").
 */
export function KidPicker({ kids, forKids }: { kids: readonly Kid[]; forKids: readonly string[] }) {
  const app = AppActorContext.useActorRef();
  const allKidIds = kids.map((kid) => kid.id);

  return (
    <div className="picker picker--kids">
      <span className="picker__label" aria-hidden="true">
        For
      </span>
      <div className="picker__kids" role="group" aria-label="Add the task for">
        {kids.map((kid) => (
          <button
            key={kid.id}
            className="picker__kid"
            type="button"
            aria-pressed={forKids.includes(kid.id)}
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
