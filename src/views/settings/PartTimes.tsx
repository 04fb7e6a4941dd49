import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import {
  clockTime,
  DEFAULT_PART_STARTS,
  minutesOfClockTime,
  type PartStarts,
} from '../../../machines/domain/parts';
import type { FamilySettingsActor } from '../../app/settings/useFamilySettings';

/** Why two times cannot be the family's, or `null` when they can. */
function problemWith(afternoon: number | null, evening: number | null): string | null {
  if (afternoon === null || evening === null) return 'Give both times, such as 12:00.';
  if (afternoon === 0) return 'The afternoon starts after midnight.';
  if (afternoon >= evening) return 'The evening starts after the afternoon.';
  return null;
}

/**
 * When the family's afternoon and evening start, for "Now only" on the Day view: the morning
 * runs from midnight. Shown as stored; saved with Save times, after a check.
 */
export function PartTimes({
  settings,
  stored,
}: {
  settings: FamilySettingsActor;
  stored: PartStarts | undefined;
}) {
  const starts = stored ?? DEFAULT_PART_STARTS;
  const [afternoon, setAfternoon] = useState(clockTime(starts.afternoon));
  const [evening, setEvening] = useState(clockTime(starts.evening));
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useSelector(settings, (snapshot) => snapshot.matches('savingPartStarts'));
  const ids = { afternoon: useId(), evening: useId(), problem: useId() };

  const save = () => {
    const times = [minutesOfClockTime(afternoon), minutesOfClockTime(evening)] as const;
    const found = problemWith(...times);
    setProblem(found);
    if (found === null && times[0] !== null && times[1] !== null) {
      settings.send({ type: 'parts.save', starts: { afternoon: times[0], evening: times[1] } });
    }
  };

  return (
    <section className="card settings-card field part-times" aria-labelledby={`${ids.afternoon}-h`}>
      <h2 id={`${ids.afternoon}-h`} className="settings-page__heading">
        Parts of the day
      </h2>
      <p className="part-times__intro">
        The morning runs from midnight. “Now only” on the Day view switches at these times.
      </p>
      <div className="part-times__fields">
        <label htmlFor={ids.afternoon}>🌅→☀️ Afternoon starts</label>
        <input
          id={ids.afternoon}
          className="text-input"
          type="time"
          value={afternoon}
          aria-describedby={problem ? ids.problem : undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setAfternoon(event.target.value)}
        />
        <label htmlFor={ids.evening}>☀️→🌙 Evening starts</label>
        <input
          id={ids.evening}
          className="text-input"
          type="time"
          value={evening}
          aria-describedby={problem ? ids.problem : undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setEvening(event.target.value)}
        />
      </div>
      {problem && (
        <p id={ids.problem} className="field__error" role="alert">
          {problem}
        </p>
      )}
      <button
        className="button button--primary part-times__save"
        type="button"
        disabled={saving}
        aria-busy={saving || undefined}
        onClick={save}
      >
        {saving ? 'Saving…' : 'Save times'}
      </button>
    </section>
  );
}
