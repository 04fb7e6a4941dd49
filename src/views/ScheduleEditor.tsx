import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Task } from '../../machines/domain/family';
import {
  describeDays,
  parseDays,
  SCHOOL_DAYS,
  toggleDay,
  WEEKDAYS,
  WEEKEND,
  weekdayName,
  weekdayShortName,
} from '../../machines/domain/schedule';

const PRESETS = [
  { label: 'Every day', days: undefined },
  { label: 'School days', days: SCHOOL_DAYS },
  { label: 'Weekend', days: WEEKEND },
] as const;

/**
 * Whether a row's day toggles are open, for its button and its panel; closing gives the focus
 * back to the button.
 */
export function useScheduleToggle() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return { open, panelId, buttonRef, flip: () => setOpen((was) => !was), close };
}

/** A routine row's weekdays in words ("Tue, Thu"); it opens the row's day toggles. */
export function ScheduleButton({
  task,
  open,
  panelId,
  buttonRef,
  onClick,
}: {
  task: Task;
  open: boolean;
  panelId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClick: () => void;
}) {
  const words = describeDays(task.days);
  return (
    <button
      ref={buttonRef}
      className={`schedule-button${task.days === undefined ? '' : ' schedule-button--some'}`}
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={`Days for ${task.title}: ${words}`}
      onClick={onClick}
    >
      <span aria-hidden="true">📅</span> {words}
    </button>
  );
}

/**
 * Seven day toggles and three presets, under the row. Each press is saved at once; the last day
 * on cannot be turned off. Escape or Done closes it and gives the focus back to its button.
 */
export function SchedulePanel({
  task,
  panelId,
  onClose,
  onChange,
}: {
  task: Task;
  panelId: string;
  onClose: () => void;
  /** The new weekdays; `null`: every day. */
  onChange: (days: string | null) => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const days = task.days;
  const onDays = days ?? '1234567';

  // The panel takes focus when it opens, so the keyboard lands among its buttons.
  useEffect(() => {
    panelRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);

  const pick = (next: string | undefined) => {
    if (next !== days) onChange(parseDays(next) ?? null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div
      ref={panelRef}
      id={panelId}
      className="schedule"
      role="group"
      aria-label={`Days for ${task.title}`}
      onKeyDown={onKeyDown}
    >
      <div className="schedule__presets">
        {PRESETS.map((preset) => (
          <button
            key={preset.label}
            className="schedule__preset"
            type="button"
            aria-pressed={days === preset.days}
            onClick={() => pick(preset.days)}
          >
            {preset.label}
          </button>
        ))}
      </div>
      <div className="schedule__days">
        {WEEKDAYS.map((weekday) => {
          const on = onDays.includes(String(weekday));
          const last = on && onDays.length === 1;
          return (
            <button
              key={weekday}
              className="schedule__day"
              type="button"
              aria-pressed={on}
              aria-label={weekdayName(weekday)}
              aria-disabled={last}
              title={last ? 'A routine task needs at least one day.' : undefined}
              onClick={() => {
                if (!last) pick(toggleDay(days, weekday));
              }}
            >
              {weekdayShortName(weekday)}
            </button>
          );
        })}
      </div>
      <button className="schedule__done" type="button" onClick={onClose}>
        Done
      </button>
    </div>
  );
}
