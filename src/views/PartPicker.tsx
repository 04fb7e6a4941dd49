import { PARTS, partEmoji, partName, type Part } from '../../machines/domain/parts';
import { AppActorContext } from '../app/appActorContext';

/** One toggle button per part of the day, "Any time" first; the one on is `part`. */
export function PartButtons({
  part,
  onPick,
  buttonClass,
  emojiClass,
}: {
  part: Part | null;
  /** Called only for another part than the one on. */
  onPick: (part: Part | null) => void;
  buttonClass: string;
  emojiClass?: string;
}) {
  return (
    <>
      {[null, ...PARTS].map((choice) => (
        <button
          key={choice ?? 'any'}
          className={buttonClass}
          type="button"
          aria-pressed={part === choice}
          onClick={() => {
            if (choice !== part) onPick(choice);
          }}
        >
          <span className={emojiClass} aria-hidden="true">
            {partEmoji(choice ?? undefined)}{' '}
          </span>
          {partName(choice ?? undefined)}
        </button>
      ))}
    </>
  );
}

/**
 * Which part of the day a new task goes to, as one segmented row (never one per line): any time
 * at first, kept for a run of adds while the entry is open.
 */
export function PartPicker({ part }: { part: Part | null }) {
  const app = AppActorContext.useActorRef();
  return (
    <div className="picker picker--part">
      <span className="picker__label" aria-hidden="true">
        When
      </span>
      <div className="segmented" role="group" aria-label="Part of the day for the task">
        <PartButtons
          part={part}
          onPick={(choice) => app.send({ type: 'picker.part', part: choice })}
          buttonClass="segmented__choice"
          emojiClass="segmented__emoji"
        />
      </div>
    </div>
  );
}
