import dayjs, { type Dayjs } from 'dayjs';

/** Days are local calendar dates in this form; never derived from `toISOString()` (UTC). */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** The local calendar date of a moment. */
export function localDate(moment: Date): string {
  return dayjs(moment).format(DATE_FORMAT);
}

/** Parses a date at 01:01:01 local time, so a daylight-saving shift cannot move it to another day. */
export function parseLocalDate(date: string): Dayjs {
  return dayjs(`${date}T01:01:01`);
}
