import { PARTS, partEmoji, partName, type Part } from '../../machines/domain/parts';
import { AppActorContext } from '../app/appActorContext';

/** Which part of the day a new task goes to: any time at first; one choice per device. */
export function PartPicker({ part }: { part: Part | null }) {
  const app = AppActorContext.useActorRef();
  return (
    <div className="picker">
      <span className="picker__label" aria-hidden="true">
        When
      </span>
      <div className="picker__kids" role="group" aria-label="Part of the day for the task">
        {[null, ...PARTS].map((choice) => (
          <button
            key={choice ?? 'any'}
            className="picker__kid picker__part"
            type="button"
            aria-pressed={part === choice}
            onClick={() => app.send({ type: 'picker.part', part: choice })}
          >
            {choice !== null && (
              <span className="picker__emoji" aria-hidden="true">
                {partEmoji(choice)}
              </span>
            )}
            {partName(choice ?? undefined)}
          </button>
        ))}
      </div>
    </div>
  );
}
