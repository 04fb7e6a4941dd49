// Which weeks can be shown, and each one's address.
import { addDays, compareDates, FIRST_DATE, LAST_DATE, type CalendarDate } from '../calendar';
import { weekStart } from '../domain/stars';

/** The week before holds a date the app keeps. */
export const hasWeekBefore = ({ weekStart }: { weekStart: CalendarDate }) =>
  compareDates(addDays(weekStart, -1), FIRST_DATE) >= 0;
/** The week after holds a date the app keeps. */
export const hasWeekAfter = ({ weekStart }: { weekStart: CalendarDate }) =>
  compareDates(addDays(weekStart, 7), LAST_DATE) <= 0;

/** The address of the week starting `start`: `/{family}/week` for this week. */
export function weekPath(familyId: string, start: CalendarDate, today: CalendarDate): string {
  return start === weekStart(today) ? `/${familyId}/week` : `/${familyId}/week/${start}`;
}
