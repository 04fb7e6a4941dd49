/**
 * Away days (docs/design.md "Away days"): a grown-up marks a kid, or the whole family, away for
 * a range of dates (sick, on holiday, at grandma's). An away day is not seeded from the routine,
 * and neither counts towards a streak nor breaks it; a day already seeded keeps its ticks.
 * Stored at `away/{id}`: `{kid?, from, to, reason?, made}`; no `kid` means the whole family.
 */
import {
  addDays,
  compareDates,
  FIRST_DATE,
  LAST_DATE,
  parseCalendarDate,
  type CalendarDate,
} from '../calendar';

/** The longest range one entry may hold, both ends included. */
export const MAX_AWAY_DAYS = 366;
/** A reason's length, in UTF-16 units as the rules count. */
export const MAX_AWAY_REASON_LENGTH = 80;
/** Entries one family may hold at once (the rules bound each entry, the app counts). */
export const MAX_AWAY_ENTRIES = 200;

export interface AwayEntry {
  id: string;
  /** The kid away; absent: the whole family. */
  kid?: string;
  from: CalendarDate;
  to: CalendarDate;
  reason?: string;
  /** When it was made, in Unix seconds. */
  made: number;
}

/** A family's away entries, by `from`, then by id. */
export type AwayList = readonly AwayEntry[];

type Raw = unknown;

const asRecord = (value: Raw): Record<string, Raw> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, Raw>)
    : {};

/** The entries as stored; one with no dates, or dates out of order, is skipped. */
export function parseAway(value: Raw): AwayEntry[] {
  const entries: AwayEntry[] = [];
  for (const [id, raw] of Object.entries(asRecord(value))) {
    const fields = asRecord(raw);
    const from = typeof fields.from === 'string' ? parseCalendarDate(fields.from) : null;
    const to = typeof fields.to === 'string' ? parseCalendarDate(fields.to) : null;
    if (from === null || to === null || compareDates(from, to) > 0) continue;
    const { kid, reason, made } = fields;
    entries.push({
      id,
      from,
      to,
      made: typeof made === 'number' && Number.isFinite(made) ? made : 0,
      ...(typeof kid === 'string' && kid !== '' && { kid }),
      ...(typeof reason === 'string' && reason !== '' && { reason }),
    });
  }
  return entries.sort(
    (a, b) => compareDates(a.from, b.from) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** Whether `entry` covers `date`. */
export const covers = (entry: AwayEntry, date: CalendarDate): boolean =>
  compareDates(entry.from, date) <= 0 && compareDates(date, entry.to) <= 0;

/** Whether `entry` is for `kidId`: theirs, or the whole family's. */
export const isFor = (entry: AwayEntry, kidId: string): boolean =>
  entry.kid === undefined || entry.kid === kidId;

/** The entry that makes `kidId` away on `date` (their own first), or `undefined`. */
export function awayEntryOn(
  away: AwayList,
  kidId: string,
  date: CalendarDate,
): AwayEntry | undefined {
  const covering = away.filter((entry) => isFor(entry, kidId) && covers(entry, date));
  return covering.find((entry) => entry.kid !== undefined) ?? covering[0];
}

/** Whether `kidId` is away on `date`. */
export const isAway = (away: AwayList, kidId: string, date: CalendarDate): boolean =>
  awayEntryOn(away, kidId, date) !== undefined;

/** The kids of `kidIds` not away on `date`: the ones whose routine is copied into it. */
export const kidsHomeOn = (
  kidIds: readonly string[],
  away: AwayList,
  date: CalendarDate,
): string[] => kidIds.filter((kidId) => !isAway(away, kidId, date));

/** Days from `from` to `to`, both included. */
export function daysInRange(from: CalendarDate, to: CalendarDate): number {
  const utc = (date: CalendarDate) => {
    const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000) + 1;
}

/** What is wrong with a range a grown-up typed, in words; `null` when it can be kept. */
export function awayRangeProblem(from: string, to: string): string | null {
  if (from === '') return 'Choose the first day away.';
  if (to === '') return 'Choose the last day away.';
  const first = parseCalendarDate(from);
  const last = parseCalendarDate(to);
  if (first === null || last === null) {
    return `Away days must lie between ${FIRST_DATE} and ${LAST_DATE}.`;
  }
  if (compareDates(last, first) < 0) return 'The last day away is before the first.';
  if (daysInRange(first, last) > MAX_AWAY_DAYS) {
    return `Away days can span at most ${MAX_AWAY_DAYS} days.`;
  }
  return null;
}

/** What is wrong with a reason, in words; `null` when it fits. */
export function awayReasonProblem(reason: string): string | null {
  return reason.trim().length > MAX_AWAY_REASON_LENGTH
    ? `A reason can be at most ${MAX_AWAY_REASON_LENGTH} characters.`
    : null;
}

/**
 * Ending an entry early on `today`: the kid is back today, so it ends yesterday. An entry that
 * has not begun before today (nothing of it is past) is removed instead: `null`.
 */
export function endedEarlyTo(entry: AwayEntry, today: CalendarDate): CalendarDate | null {
  const yesterday = addDays(today, -1);
  if (compareDates(yesterday, entry.from) < 0) return null;
  return compareDates(yesterday, entry.to) < 0 ? yesterday : entry.to;
}

/** Whether an entry can be ended early: it has begun and not yet ended. */
export const canEndEarly = (entry: AwayEntry, today: CalendarDate): boolean =>
  covers(entry, today) && compareDates(entry.from, today) < 0;

/** The entries a family's page lists: those not over before `today`. */
export function currentAway(away: AwayList, today: CalendarDate): AwayEntry[] {
  return away.filter((entry) => compareDates(entry.to, today) >= 0);
}

/** The value stored for a new entry. */
export function awayValue(input: {
  kid: string | null;
  from: CalendarDate;
  to: CalendarDate;
  reason: string;
  made: number;
}): Record<string, string | number> {
  const reason = input.reason.trim();
  return {
    from: input.from,
    to: input.to,
    made: input.made,
    ...(input.kid !== null && { kid: input.kid }),
    ...(reason !== '' && { reason }),
  };
}
