import { useState } from 'react';
import {
  parseDays,
  SCHOOL_DAYS,
  toggleDay,
  WEEKDAYS,
  WEEKEND,
  weekdayName,
  weekdayShortName,
} from '../../machines/domain/schedule';
import { selectDays } from '../../machines/app';
import { AppActorContext } from '../app/appActorContext';

const PRESETS = [
  { label: 'Every day', days: null },
  { label: 'School days', days: SCHOOL_DAYS },
  { label: 'Weekend', days: WEEKEND },
] as const;

/**
 * The weekdays a new routine task is for, beside When and Picture: every day at first, a preset,
 * or "Pick days" for one toggle per weekday (the last day on cannot be turned off).
 */
export function DaysPicker() {
  const app = AppActorContext.useActorRef();
  const days = AppActorContext.useSelector(selectDays);
  const [picking, setPicking] = useState(false);
  const isPreset = PRESETS.some((preset) => preset.days === days);
  const custom = picking || !isPreset;
  const pick = (next: string | null) => app.send({ type: 'picker.days', days: next });
  return (
    <div className="picker picker--days">
      <span className="picker__label" aria-hidden="true">
        Days
      </span>
      <div className="segmented" role="group" aria-label="Days for the task">
        {PRESETS.map((preset) => (
          <button
            key={preset.label}
            className="segmented__choice"
            type="button"
            aria-pressed={!custom && days === preset.days}
            onClick={() => {
              setPicking(false);
              pick(preset.days);
            }}
          >
            {preset.label}
          </button>
        ))}
        <button
          className="segmented__choice"
          type="button"
          aria-pressed={custom}
          onClick={() => setPicking(true)}
        >
          Pick days
        </button>
      </div>
      {custom && (
        <div
          className="segmented segmented--weekdays"
          role="group"
          aria-label="Weekdays for the task"
        >
          {WEEKDAYS.map((weekday) => (
            <button
              key={weekday}
              className="segmented__choice"
              type="button"
              aria-pressed={(days ?? '1234567').includes(String(weekday))}
              aria-label={weekdayName(weekday)}
              onClick={() => pick(toggleDay(parseDays(days ?? undefined), weekday) ?? null)}
            >
              {weekdayShortName(weekday)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
