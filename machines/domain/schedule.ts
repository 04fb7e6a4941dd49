/**
 * Which weekdays a routine task is for (docs/design.md "Seeding and the routine"): `days` holds
 * ISO weekday digits in ascending order, `1` Monday to `7` Sunday ("135": Monday, Wednesday and
 * Friday). Absent means every day; "every day" is never stored as digits.
 */
import type { CalendarDate } from '../calendar';

export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];
export const EVERY_DAY = '1234567';
export const SCHOOL_DAYS = '12345';
export const WEEKEND = '67';

const SHORT_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const LONG_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** Some weekdays, at least one, in order, without repeats; "every day" is not written so. */
const STORED_DAYS = /^(?=.)1?2?3?4?5?6?7?$/;

/** The schedule as stored, or `undefined` (every day) for anything else. */
export function parseDays(value: unknown): string | undefined {
  return typeof value === 'string' && STORED_DAYS.test(value) && value !== EVERY_DAY
    ? value
    : undefined;
}

/**
 * The weekday of a calendar date, from its year, month and day alone: the same wherever and
 * whenever it is computed (Sakamoto's method on the proleptic Gregorian calendar).
 */
export function weekdayOf(date: CalendarDate): Weekday {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
  const y = month < 3 ? year - 1 : year;
  const sunday0 =
    (y +
      Math.floor(y / 4) -
      Math.floor(y / 100) +
      Math.floor(y / 400) +
      offsets[month - 1]! +
      day) %
    7;
  return (sunday0 === 0 ? 7 : sunday0) as Weekday;
}

/** Whether a task with this schedule belongs on that weekday. */
export function runsOn(days: string | undefined, weekday: Weekday): boolean {
  return days === undefined || days.includes(String(weekday));
}

/** The schedule with `weekday` turned on or off; the last day cannot be turned off. */
export function toggleDay(days: string | undefined, weekday: Weekday): string | undefined {
  const on = new Set(days ?? EVERY_DAY);
  if (on.has(String(weekday))) {
    if (on.size === 1) return days;
    on.delete(String(weekday));
  } else {
    on.add(String(weekday));
  }
  return parseDays(WEEKDAYS.filter((d) => on.has(String(d))).join(''));
}

/** "Every day", "School days", "Weekend", "Mondays", or "Tue, Thu". */
export function describeDays(days: string | undefined): string {
  if (days === undefined) return 'Every day';
  if (days === SCHOOL_DAYS) return 'School days';
  if (days === WEEKEND) return 'Weekend';
  const picked = [...days].map((digit) => Number(digit) - 1);
  if (picked.length === 1) return `${LONG_NAMES[picked[0]!]}s`;
  return picked.map((index) => SHORT_NAMES[index]).join(', ');
}

/** "Monday" … "Sunday". */
export function weekdayName(weekday: Weekday): string {
  return LONG_NAMES[weekday - 1]!;
}

/** "Mon" … "Sun". */
export function weekdayShortName(weekday: Weekday): string {
  return SHORT_NAMES[weekday - 1]!;
}
