import { useId, useRef, useState, type RefObject } from 'react';
import type { Task } from '../../machines/domain/family';
import { partName } from '../../machines/domain/parts';
import { describeDays } from '../../machines/domain/schedule';

/** A row's panel open or shut, for its button and its panel; closing gives the focus back. */
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

/** A routine row's days and part of the day in words ("Tue, Thu, Evening"). */
export function describeWhen(task: Task): string {
  const days = describeDays(task.days);
  return task.part === undefined ? days : `${days}, ${partName(task.part)}`;
}

/** What the row's button says after the title: a day's part, or a routine's days and part. */
const whenOf = (task: Task, routine: boolean) =>
  routine ? describeWhen(task) : partName(task.part);

/**
 * The row's one compact control: it opens the row's panel (title, days, part of the day,
 * picture, moving and deleting), so none of those takes the title's width.
 */
export function ScheduleButton({
  task,
  open,
  panelId,
  buttonRef,
  onClick,
  routine = false,
}: {
  task: Task;
  open: boolean;
  panelId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClick: () => void;
  /** A routine row: its button names its days too. */
  routine?: boolean;
}) {
  return (
    <button
      ref={buttonRef}
      className="round-button task-row__more"
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={`Change ${task.title}: ${whenOf(task, routine)}`}
      title="Change this task"
      onClick={onClick}
    >
      ⋯
    </button>
  );
}

/** Under a routine row's title, small, its days (its part of the day heads its section). */
export function ScheduleSummary({ task }: { task: Task }) {
  const some = task.days !== undefined;
  return (
    <span className={`task-row__when${some ? ' task-row__when--some' : ''}`} aria-hidden="true">
      📅 {describeDays(task.days)}
    </span>
  );
}
