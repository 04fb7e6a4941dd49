/**
 * What a correction clears (docs/design.md "Putting the past right"): the kid's settled weeks from
 * the corrected day's week on, and their settled total when it may hold one of them. In a chunk
 * of its own, loaded when a past day is first put right: a day's own ticks never need it.
 */
import type { CalendarDate } from '../../../machines/calendar';
import { clearedWeeks } from '../../../machines/domain/corrections';
import { weeksUnsettledBy } from '../../../machines/domain/earnedStars';
import { clearsTotal } from '../../../machines/domain/settledTotal';
import type { Store } from '../../store/port';
import { rewardsPath } from '../storePaths';

/**
 * Clears the settled weeks and total a change to `date` (before `today`) may have made wrong, in
 * one update (none: nothing is written).
 */
export async function clearSettledWeeks(
  store: Store,
  familyId: string,
  kidId: string,
  { date, today }: { date: CalendarDate; today: CalendarDate },
): Promise<void> {
  const weeks = weeksUnsettledBy(date, today);
  if (weeks.length === 0) return;
  const cleared = Object.entries(clearedWeeks(weeks)).map(([monday]) => [
    `settled/${kidId}/${monday}`,
    null,
  ]);
  await store.update(rewardsPath(familyId), {
    ...Object.fromEntries(cleared),
    ...(clearsTotal(date, today) && { [`settledTotal/${kidId}`]: null }),
  });
}
