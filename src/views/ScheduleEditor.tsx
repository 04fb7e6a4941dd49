import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Task } from '../../machines/domain/family';
import { partEmoji, partName, type Part } from '../../machines/domain/parts';
import { PartButtons } from './PartPicker';
import { PictureButtons } from './PicturePicker';
import {
  describeDays,
  parseDays,
  SCHOOL_DAYS,
  WEEKDAYS,
  WEEKEND,
  weekdayName,
  weekdayShortName,
  type Weekday,
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

/** What a routine row's button says: its days in words, and its part of the day if it has one. */
export function describeWhen(task: Task): string {
  const days = describeDays(task.days);
  return task.part === undefined ? days : `${days}, ${partName(task.part)}`;
}

/** A routine row's days and part of the day in words ("Tue, Thu, Evening"); it opens them. */
export function ScheduleButton({
  task,
  open,
  panelId,
  buttonRef,
  onClick,
  partOnly = false,
}: {
  task: Task;
  open: boolean;
  panelId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClick: () => void;
  /** A day's row: only its part of the day, as an emoji (🕒 for any time). */
  partOnly?: boolean;
}) {
  if (partOnly) {
    const name = partName(task.part);
    return (
      <button
        ref={buttonRef}
        className="round-button task-row__when"
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Part of the day for ${task.title}: ${name}`}
        title={name}
        onClick={onClick}
      >
        <span aria-hidden="true">{task.part === undefined ? '🕒' : partEmoji(task.part)}</span>
      </button>
    );
  }
  const words = describeWhen(task);
  const some = task.days !== undefined || task.part !== undefined;
  return (
    <button
      ref={buttonRef}
      className={`schedule-button${some ? ' schedule-button--some' : ''}`}
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={`Days and time for ${task.title}: ${words}`}
      title={words}
      onClick={onClick}
    >
      {/* The part shows as its emoji, so the button stays short on a phone; its name says it. */}
      <span aria-hidden="true">{task.part === undefined ? '📅' : partEmoji(task.part)}</span>{' '}
      {describeDays(task.days)}
    </button>
  );
}

/**
 * Seven day toggles and three presets, the part of the day and the picture, under the row. Each press is saved at once; the last day
 * on cannot be turned off. Escape or Done closes it and gives the focus back to its button.
 */
export function SchedulePanel({
  task,
  panelId,
  onClose,
  onChange,
  onToggleDay,
  onPart,
  onPicture,
}: {
  task: Task;
  panelId: string;
  onClose: () => void;
  /** The new weekdays (`null`: every day); a day's task has none to set. */
  onChange?: (days: string | null) => void;
  /** One weekday turned on or off, from the days as stored when it is saved. */
  onToggleDay?: (weekday: Weekday) => void;
  /** The new part of the day; `null`: any time. */
  onPart: (part: Part | null) => void;
  /** The task's new picture; `null`: none. */
  onPicture: (picture: string | null) => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const days = task.days;
  const onDays = days ?? '1234567';

  // The panel takes focus when it opens, so the keyboard lands among its buttons.
  useEffect(() => {
    panelRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);

  const pick = (next: string | undefined) => {
    if (next !== days) onChange?.(parseDays(next) ?? null);
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
      aria-label={
        onChange ? `Days and time for ${task.title}` : `Part of the day for ${task.title}`
      }
      onKeyDown={onKeyDown}
    >
      {onChange && (
        <>
          <div className="schedule__presets" role="group" aria-label="Days">
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
          <div className="schedule__days" role="group" aria-label="Weekdays">
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
                    if (!last) onToggleDay?.(weekday);
                  }}
                >
                  {weekdayShortName(weekday)}
                </button>
              );
            })}
          </div>
        </>
      )}
      <div className="schedule__parts" role="group" aria-label="Part of the day">
        <PartButtons part={task.part ?? null} onPick={onPart} buttonClass="schedule__preset" />
      </div>
      <PictureButtons picture={task.picture ?? null} onPick={onPicture} />
      <button className="schedule__done" type="button" onClick={onClose}>
        Done
      </button>
    </div>
  );
}
