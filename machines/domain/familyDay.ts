/**
 * The family's day start (docs/design.md "The family's day"): an hour from 00:00 to 05:00 when
 * the family's day turns, midnight unless the family sets another. Before it, it is still the day
 * before: a tick at 00:30 with a 03:00 start lands on yesterday's list, and "today", seeding,
 * "Now only", the Week view and streaks all follow the same date.
 *
 * The rule reads the device's wall clock: the family's date is the wall clock's date, or the day
 * before while the wall clock's hour is before the start. On a night the clocks go forward past
 * the start (a 02:00 start when 02:00 does not exist) the day turns at the first wall-clock time
 * at or after the start (03:00); when the start happens twice (the clocks go back over it) the day
 * turns at the first one and never turns back. Pure functions: the moment always comes from
 * outside.
 */
import { addDays, compareDates, toCalendarDate, type CalendarDate } from '../calendar';

/** Midnight: the day turns when the calendar's does. */
export const DEFAULT_DAY_START = 0;
/** The latest hour a family's day may start at. */
export const LATEST_DAY_START = 5;
/** The hours a family may choose, in order. */
export const DAY_STARTS: readonly number[] = Array.from(
  { length: LATEST_DAY_START + 1 },
  (_, hour) => hour,
);

/** A whole hour from 0 to {@link LATEST_DAY_START}. */
export function isDayStart(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= DEFAULT_DAY_START &&
    value <= LATEST_DAY_START
  );
}

/** The day start as stored, or `undefined` (midnight) for anything that is not one. */
export function parseDayStart(value: unknown): number | undefined {
  return isDayStart(value) && value !== DEFAULT_DAY_START ? value : undefined;
}

/** The family's day start, midnight when it set none. */
export const dayStartOf = (config: { dayStart?: number } | null | undefined): number =>
  config?.dayStart ?? DEFAULT_DAY_START;

/**
 * The family's date at `moment` by this device's wall clock: its calendar date, or the day before
 * while the wall clock's hour is before `dayStart`.
 */
export function familyDate(moment: Date, dayStart: number): CalendarDate {
  const date = toCalendarDate(moment);
  return moment.getHours() < dayStart ? addDays(date, -1) : date;
}

/** Longer than any family day can last (24 hours, 25 on a night the clocks go back). */
const LONGEST_DAY_MS = 2 * 24 * 3_600_000;

/**
 * How long after `moment`, in ms, the family's next day starts by this device's wall clock: the
 * first instant {@link familyDate} gives a later date than at `moment`. It is found by halving
 * the time ahead down to the millisecond, asking `familyDate` each time, so the clock-change
 * nights follow the one rule above (a start that does not exist turns at the next time that
 * does, one that happens twice turns at the first).
 */
export function msUntilNextDayStart(moment: Date, dayStart: number): number {
  const today = familyDate(moment, dayStart);
  const turned = (ms: number) =>
    compareDates(familyDate(new Date(moment.getTime() + ms), dayStart), today) > 0;
  // Still today `before` ms on; a later day `after` ms on.
  let before = 0;
  let after = LONGEST_DAY_MS;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (turned(middle)) after = middle;
    else before = middle;
  }
  return after;
}

/** "03:00" for 3. */
export const dayStartTime = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/**
 * A local time in minutes after midnight, counted from midnight of the family's date: a time
 * before the day start is past 24:00 of the day before (00:30 with a 03:00 start is 24:30).
 */
export function familyMinutes(minutes: number, dayStart: number): number {
  return minutes < dayStart * 60 ? minutes + 24 * 60 : minutes;
}
