import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { DAY_STARTS, dayStartTime } from '../../../machines/domain/familyDay';
import { selectIsSavingDayStart } from '../../../machines/familySettings';
import type { FamilySettingsActor } from '../../app/settings/useFamilySettings';

/**
 * When the family's day starts (docs/design.md "The family's day"): midnight to 05:00. Before it,
 * it is still yesterday on every page. Shown as stored; saved with Save day start.
 */
export function DayStartSetting({
  settings,
  stored,
}: {
  settings: FamilySettingsActor;
  stored: number;
}) {
  const [hour, setHour] = useState(stored);
  const saving = useSelector(settings, selectIsSavingDayStart);
  const ids = { heading: useId(), field: useId(), hint: useId() };

  return (
    <section className="card settings-card field part-times" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="settings-page__heading">
        When the day starts
      </h2>
      <p id={ids.hint} className="part-times__intro">
        Until this time it is still yesterday: a task ticked at 00:30 counts for the day before, and
        “Today”, the routine and the Week view turn over at this hour. Each device uses its own
        clock.
      </p>
      <div className="part-times__fields">
        <label htmlFor={ids.field}>🌙→🌅 New day at</label>
        <select
          id={ids.field}
          className="text-input"
          value={hour}
          aria-describedby={ids.hint}
          onChange={(event) => setHour(Number(event.target.value))}
        >
          {DAY_STARTS.map((start) => (
            <option key={start} value={start}>
              {start === 0 ? '00:00 (midnight)' : dayStartTime(start)}
            </option>
          ))}
        </select>
      </div>
      <button
        className="button button--primary part-times__save"
        type="button"
        disabled={saving}
        aria-busy={saving || undefined}
        onClick={() => settings.send({ type: 'dayStart.save', dayStart: hour })}
      >
        {saving ? 'Saving…' : 'Save day start'}
      </button>
    </section>
  );
}
