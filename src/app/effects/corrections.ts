/**
 * A tick or untick on a day before the family's today (docs/design.md "Putting the past right"):
 * refused in kid mode; from a grown-up, the task records who, when and on which device, and the
 * kid's settled weeks from that day's week on are cleared, so their stars are counted again from
 * the corrected days on every device.
 */
import type { CalendarDate } from '../../../machines/calendar';
import {
  clearedWeeks,
  isLaterChange,
  type LaterChange,
} from '../../../machines/domain/corrections';
import { weeksUnsettledBy } from '../../../machines/domain/earnedStars';
import { clearsTotal } from '../../../machines/domain/settledTotal';
import { StoreError } from '../../store/errors';
import type { Store } from '../../store/port';
import { rewardsPath } from '../storePaths';
import { unixSeconds } from './taskWrites';

export const PAST_DAY_IN_KID_MODE_MESSAGE = 'This day is over. A grown-up can put it right.';

/** What the board's writes need to know of the family's day and of this device. */
export interface PastDays {
  /** The family's date now, by its day start. */
  today(familyId: string): CalendarDate;
  /** This device is in kid mode for the family. */
  inKidMode(familyId: string): boolean;
  /** This device, as its browser names it ("an Android phone"); absent when it cannot tell. */
  device?: string;
}

export type Correction =
  | { kind: 'today' }
  | { kind: 'refused'; error: StoreError }
  | {
      kind: 'later';
      change: LaterChange;
      /** The kid's settled weeks it may have made wrong: cleared. */
      weeks: CalendarDate[];
      /** It may have made the kid's settled total wrong too: removed with the weeks. */
      total: boolean;
    };

/** Whether a change to `date`'s ticks is a correction, and if so, what it records. */
export function correctionOf(
  past: PastDays | undefined,
  now: () => Date,
  where: { familyId: string; date: CalendarDate; path: string },
): Correction {
  if (past === undefined) return { kind: 'today' };
  const today = past.today(where.familyId);
  if (!isLaterChange(where.date, today)) return { kind: 'today' };
  if (past.inKidMode(where.familyId)) {
    return {
      kind: 'refused',
      error: new StoreError('PAST_DAY', PAST_DAY_IN_KID_MODE_MESSAGE, where.path),
    };
  }
  const change: LaterChange = {
    by: 'grown-up',
    at: unixSeconds(now()),
    ...(past.device !== undefined && { device: past.device }),
  };
  return {
    kind: 'later',
    change,
    weeks: weeksUnsettledBy(where.date, today),
    total: clearsTotal(where.date, today),
  };
}

/**
 * Clears a kid's settled weeks a correction may have made wrong, and their settled total with
 * them when it may hold one of those weeks, in one update (none: nothing is written).
 */
export async function clearSettledWeeks(
  store: Store,
  familyId: string,
  kidId: string,
  { weeks, total }: { weeks: readonly CalendarDate[]; total: boolean },
): Promise<void> {
  if (weeks.length === 0) return;
  const cleared = Object.entries(clearedWeeks(weeks)).map(([monday]) => [
    `settled/${kidId}/${monday}`,
    null,
  ]);
  await store.update(rewardsPath(familyId), {
    ...Object.fromEntries(cleared),
    ...(total && { [`settledTotal/${kidId}`]: null }),
  });
}
