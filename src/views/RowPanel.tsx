import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { Task } from '../../machines/domain/family';
import type { Part } from '../../machines/domain/parts';
import {
  parseDays,
  SCHOOL_DAYS,
  WEEKDAYS,
  WEEKEND,
  weekdayName,
  weekdayShortName,
  type Weekday,
} from '../../machines/domain/schedule';
import { PartButtons } from './PartPicker';
import { PictureButtons } from './PicturePicker';
import './rowPanel.css';

const PRESETS = [
  { label: 'Every day', days: undefined },
  { label: 'School days', days: SCHOOL_DAYS },
  { label: 'Weekend', days: WEEKEND },
] as const;

interface RowPanelProps {
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
  /** Opens the title for editing (the panel closes). */
  onEdit: () => void;
  /** Moves the row one up (-1) or down (+1); absent where it cannot go. */
  onMove: { up?: () => void; down?: () => void };
  onDelete: () => void;
}

/**
 * The row's panel, in labelled sections: the days (routine), the part of the day, the picture,
 * then renaming, moving and deleting. Each choice is saved at once; the last weekday on cannot be
 * turned off. Escape or Done closes it and gives the focus back to the row's button.
 */
export function RowPanel({
  task,
  panelId,
  onClose,
  onChange,
  onToggleDay,
  onPart,
  onPicture,
  onEdit,
  onMove,
  onDelete,
}: RowPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const ids = { task: useId(), days: useId(), part: useId(), picture: useId() };
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
      data-no-last-frame
      aria-label={`Change ${task.title}`}
      onKeyDown={onKeyDown}
    >
      {onChange && (
        <div className="schedule__section" role="group" aria-labelledby={ids.days}>
          <p className="schedule__label" id={ids.days}>
            Days
          </p>
          <div className="schedule__choices" role="group" aria-label="Days">
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
          <div className="schedule__choices schedule__days" role="group" aria-label="Weekdays">
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
        </div>
      )}
      <div className="schedule__section" role="group" aria-labelledby={ids.part}>
        <p className="schedule__label" id={ids.part}>
          Part of the day
        </p>
        <div className="schedule__choices">
          <PartButtons part={task.part ?? null} onPick={onPart} buttonClass="schedule__preset" />
        </div>
      </div>
      <div className="schedule__section" role="group" aria-labelledby={ids.picture}>
        <p className="schedule__label" id={ids.picture}>
          Picture
        </p>
        <PictureButtons picture={task.picture ?? null} onPick={onPicture} />
      </div>
      <div className="schedule__section" role="group" aria-labelledby={ids.task}>
        <p className="schedule__label" id={ids.task}>
          Task
        </p>
        <div className="schedule__choices">
          <button className="schedule__action" type="button" onClick={onEdit}>
            <span aria-hidden="true">✏️ </span>Rename
          </button>
          <button
            className="schedule__action"
            type="button"
            aria-label={`Move ${task.title} up`}
            disabled={!onMove.up}
            onClick={onMove.up}
          >
            <span aria-hidden="true">↑ </span>Up
          </button>
          <button
            className="schedule__action"
            type="button"
            aria-label={`Move ${task.title} down`}
            disabled={!onMove.down}
            onClick={onMove.down}
          >
            <span aria-hidden="true">↓ </span>Down
          </button>
          <button
            className="schedule__action schedule__action--danger"
            type="button"
            aria-label={`Delete ${task.title}`}
            onClick={onDelete}
          >
            <span aria-hidden="true">🗑️ </span>Delete
          </button>
        </div>
      </div>
      <button className="button button--primary schedule__done" type="button" onClick={onClose}>
        Done
      </button>
    </div>
  );
}
