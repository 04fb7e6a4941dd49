// The week machine's input, context and events: the config is in weekMachine.ts.
import type { CalendarDate } from '../calendar';
import type { AwayList } from '../domain/away';
import type { DayLists } from '../domain/stars';
import type { ShownError } from '../shared/errors';

export interface WeekInput {
  familyId: string;
  /** The Monday of the week in view. */
  weekStart: CalendarDate;
  today: CalendarDate;
  /** The week's days are read (the Week view); the Day view reads only the streaks' days. */
  showsWeek: boolean;
  /** The family's kids: each one's streak must be read back far enough. */
  kidIds: readonly string[];
}

export interface WeekContext {
  familyId: string;
  weekStart: CalendarDate;
  today: CalendarDate;
  showsWeek: boolean;
  kidIds: readonly string[];
  /** The family's away days: a day a kid is away neither counts towards a streak nor breaks it. */
  away: AwayList;
  /** How many days back the streaks' listener reads: two weeks, 60 days, a year, or all. */
  historyDays: number;
  /** The week's days as stored; `null` until first heard. */
  week: DayLists | null;
  /** The streaks' days (and this week's stars); `null` until first heard. */
  history: DayLists | null;
  error: ShownError | null;
}

/** What a range listener is asked for: the family's days from one date to another. */
export interface DaysRange {
  familyId: string;
  from: CalendarDate;
  to: CalendarDate;
}

export type WeekEvent =
  /** The week in view is another: the address names it (this week, on the Day view). */
  | { type: 'weekStart.heard'; weekStart: CalendarDate }
  | { type: 'week.previous' }
  | { type: 'week.next' }
  | { type: 'week.thisWeek' }
  | { type: 'week.heard'; days: DayLists }
  | { type: 'week.failed'; error: unknown }
  | { type: 'history.heard'; days: DayLists }
  | { type: 'history.failed'; error: unknown }
  /** The family's kids are others (added, removed, or first heard). */
  | { type: 'kids.heard'; kidIds: readonly string[] }
  /** The family's away days are others (marked, ended early, removed, or first heard). */
  | { type: 'away.heard'; away: AwayList }
  /** Try again: the listeners that failed are started afresh. */
  | { type: 'week.retry' }
  /** The calendar day changed. */
  | { type: 'today.heard'; today: CalendarDate };
