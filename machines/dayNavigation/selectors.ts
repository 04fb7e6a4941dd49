/** The day in view in words, and what the views read from the day navigation. */
import dayjs from 'dayjs';
import type { SnapshotFrom } from 'xstate';
import { addDays, dateAtAnchor, type CalendarDate } from '../calendar';
import { hasDayAfter, hasDayBefore, type dayNavigationMachine } from './dayNavigationMachine';

type NavigationSnapshot = SnapshotFrom<typeof dayNavigationMachine>;

/** "Sunday 22 November"; the year too when it is not this year's. */
export function dayInWords(date: CalendarDate, today: CalendarDate): string {
  const day = dayjs(dateAtAnchor(date));
  const sameYear = day.year() === dayjs(dateAtAnchor(today)).year();
  return day.format(sameYear ? 'dddd D MMMM' : 'dddd D MMMM YYYY');
}

/** The friendly word for days next to today. */
export function dayTag(date: CalendarDate, today: CalendarDate): string | null {
  if (date === today) return 'Today';
  if (date === addDays(today, -1)) return 'Yesterday';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return null;
}

export const selectShownDate = (snapshot: NavigationSnapshot): CalendarDate =>
  snapshot.context.date;
export const selectToday = (snapshot: NavigationSnapshot): CalendarDate => snapshot.context.today;
export const selectIsToday = (snapshot: NavigationSnapshot): boolean => snapshot.matches('today');
/** Previous day and Next day stop at the first and last dates the app keeps. */
export const selectHasDayBefore = (snapshot: NavigationSnapshot): boolean =>
  hasDayBefore(snapshot.context);
export const selectHasDayAfter = (snapshot: NavigationSnapshot): boolean =>
  hasDayAfter(snapshot.context);
/** Where the day in view lies: today, or which way today is from it. */
export const selectDayPlace = (snapshot: NavigationSnapshot): 'today' | 'past' | 'future' =>
  snapshot.matches('past') ? 'past' : snapshot.matches('future') ? 'future' : 'today';
