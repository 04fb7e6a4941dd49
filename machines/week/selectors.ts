import type { SnapshotFrom } from 'xstate';
import type { CalendarDate } from '../calendar';
import type { AwayList } from '../domain/away';
import { starsOn, streakOf, weekDays, weekStart, type DayLists } from '../domain/stars';
import type { weekMachine } from './weekMachine';
import { hasWeekAfter, hasWeekBefore } from './weeks';

type WeekSnapshot = SnapshotFrom<typeof weekMachine>;

export const selectWeekDays = (snapshot: WeekSnapshot): DayLists | null => snapshot.context.week;
export const selectHistory = (snapshot: WeekSnapshot): DayLists | null => snapshot.context.history;
export const selectWeekError = (snapshot: WeekSnapshot) => snapshot.context.error;
export const selectWeekFailed = (snapshot: WeekSnapshot): boolean =>
  snapshot.matches({ week: 'failed' }) || snapshot.matches({ history: 'failed' });
/** Previous week and Next week stop at the weeks holding the first and last dates kept. */
export const selectHasWeekBefore = (snapshot: WeekSnapshot): boolean =>
  hasWeekBefore(snapshot.context);
export const selectHasWeekAfter = (snapshot: WeekSnapshot): boolean =>
  hasWeekAfter(snapshot.context);

/** A kid's stars this week and streak, as the Day view's column headers show them. */
export interface KidStars {
  stars: number;
  streak: number;
}

/** Worked out once per delivery of the days and per kid, however many views ask. */
const worked = new WeakMap<DayLists, WeakMap<AwayList, Map<string, KidStars>>>();

/** A kid's stars this week (up to today) and streak, from the days read; `null` until read. */
function kidStarsIn(
  history: DayLists | null,
  away: AwayList,
  kidId: string,
  today: CalendarDate,
): KidStars | null {
  if (history === null) return null;
  let byAway = worked.get(history);
  if (!byAway) {
    byAway = new WeakMap();
    worked.set(history, byAway);
  }
  let byKid = byAway.get(away);
  if (!byKid) {
    byKid = new Map();
    byAway.set(away, byKid);
  }
  const key = `${today}/${kidId}`;
  let found = byKid.get(key);
  if (!found) {
    const thisWeek = weekDays(weekStart(today)).filter((date) => date <= today);
    found = {
      stars: starsOn(history, thisWeek, kidId),
      streak: streakOf(history, kidId, today, away),
    };
    byKid.set(key, found);
  }
  return found;
}

/**
 * A kid's stars this week (up to `today`) and streak, away days neither counting nor breaking
 * it; `null` until the days are read. The same object while the days read and the away days are.
 */
export const selectKidStars =
  (away: AwayList, kidId: string, today: CalendarDate) =>
  (snapshot: WeekSnapshot): KidStars | null =>
    kidStarsIn(snapshot.context.history, away, kidId, today);

/** Two answers of `selectKidStars` show the same numbers. */
export const sameKidStars = (a: KidStars | null, b: KidStars | null): boolean =>
  a === b || (a !== null && b !== null && a.stars === b.stars && a.streak === b.streak);
