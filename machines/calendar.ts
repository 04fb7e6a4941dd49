/**
 * Calendar dates as the product uses them: local `YYYY-MM-DD` strings, parsed at 01:01:01
 * local time so that a daylight-saving shift can never move a date to its neighbour.
 * Pure functions: "today" always comes from outside.
 */
import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_PARSE_ANCHOR } from './constants';

export type CalendarDate = string & { readonly __calendarDate: unique symbol };

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The first and last dates the app keeps (docs/design.md "Dates"): addresses, Previous and Next,
 * and the rules' day keys all stay within them.
 */
export const FIRST_DATE = '2000-01-01' as CalendarDate;
export const LAST_DATE = '2099-12-31' as CalendarDate;

/** Parses `YYYY-MM-DD` from {@link FIRST_DATE} to {@link LAST_DATE}; `null` for anything else. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const date = parseAnyDate(text);
  return date !== null && date >= FIRST_DATE && date <= LAST_DATE ? date : null;
}

/** Why `text` is no date the app keeps, in words for the address bar; `null` when it is one. */
export function calendarDateProblem(text: string): string | null {
  if (parseCalendarDate(text) !== null) return null;
  return parseAnyDate(text) === null
    ? `${text} is not a date on the calendar.`
    : `${text} is outside the dates Kids To-Do keeps (${FIRST_DATE} to ${LAST_DATE}).`;
}

/** Any date that exists, in any year dayjs reads. */
function parseAnyDate(text: string): CalendarDate | null {
  const match = DATE_SHAPE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = anchor(text);
  const valid =
    parsed.isValid() &&
    parsed.year() === year &&
    parsed.month() + 1 === month &&
    parsed.date() === day;
  return valid ? (text as CalendarDate) : null;
}

function anchor(date: string): dayjs.Dayjs {
  return dayjs(`${date}T${DATE_PARSE_ANCHOR}`);
}

export function toCalendarDate(moment: Date): CalendarDate {
  return dayjs(moment).format(DATE_FORMAT) as CalendarDate;
}

/**
 * The date `days` after `date` (before, when negative). Counted on the calendar alone, in UTC
 * where no clock ever changes: no time zone can skip or repeat a day, and it is cheap enough for
 * the stars' sums on every tick.
 */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const moved = new Date(0);
  moved.setUTCFullYear(year, month - 1, day + days);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1, 2)}-${pad(
    moved.getUTCDate(),
    2,
  )}` as CalendarDate;
}

/** Negative when `a` is before `b`, zero when equal, positive after (as strings sort). */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The local time a date string stands for, for formatting in words. */
export function dateAtAnchor(date: CalendarDate): Date {
  return anchor(date).toDate();
}
