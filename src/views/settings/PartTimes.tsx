import { useSelector } from '@xstate/react';
import { Fragment, useId, useState } from 'react';
import {
  clockTime,
  DEFAULT_PART_STARTS,
  minutesOfClockTime,
  partStartsProblem,
  type PartStarts,
} from '../../../machines/domain/parts';
import { selectIsSavingPartStarts } from '../../../machines/familySettings';
import type { FamilySettingsActor } from '../../app/settings/useFamilySettings';

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
  const saving = useSelector(settings, selectIsSavingPartStarts);
  const ids = { afternoon: useId(), evening: useId(), problem: useId() };

  const save = () => {
    const times = {
      afternoon: minutesOfClockTime(afternoon),
      evening: minutesOfClockTime(evening),
    };
    const found = partStartsProblem(times.afternoon, times.evening);
    setProblem(found);
    const { afternoon: from, evening: until } = times;
    if (found === null && from !== null && until !== null) {
      settings.send({ type: 'parts.save', starts: { afternoon: from, evening: until } });
    }
  };

  const fields = [
    { id: ids.afternoon, label: '🌅→☀️ Afternoon starts', value: afternoon, set: setAfternoon },
    { id: ids.evening, label: '☀️→🌙 Evening starts', value: evening, set: setEvening },
  ];

  return (
    <section className="card settings-card field part-times" aria-labelledby={`${ids.afternoon}-h`}>
      <h2 id={`${ids.afternoon}-h`} className="settings-page__heading">
        Parts of the day
      </h2>
      <p className="part-times__intro">
        The morning runs from midnight. “Now only” on the Day view switches at these times.
      </p>
      <div className="part-times__fields">
        {fields.map(({ id, label, value, set }) => (
          <Fragment key={id}>
            <label htmlFor={id}>{label}</label>
            <input
              id={id}
              className="text-input"
              type="time"
              value={value}
              aria-describedby={problem ? ids.problem : undefined}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => set(event.target.value)}
            />
          </Fragment>
        ))}
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
