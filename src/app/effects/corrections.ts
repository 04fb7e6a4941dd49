/**
 * A tick or untick on a day before the family's today (docs/design.md "Putting the past right"):
 * refused in kid mode; from a grown-up, the task records who, when and on which device, and the
 * kid's settled weeks from that day's week on are cleared, so their stars are counted again from
 * the corrected days on every device.
 */
import type { CalendarDate } from '../../../machines/calendar';
import { isLaterChange, type LaterChange } from '../../../machines/domain/corrections';
import { StoreError } from '../../store/errors';
import type { Store } from '../../store/port';
import { unixSeconds } from './taskWrites';

export const PAST_DAY_IN_KID_MODE_MESSAGE = 'This day is over. A grown-up can put it right.';

/**
 * The code of a correction written whose weeks could not be counted again: what clears them did
 * not load (src/views/errorMessages.ts).
 */
export const RECOUNT_NOT_LOADED = 'RECOUNT_NOT_LOADED';

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
      /** The day put right, and the family's today: what it may have made wrong follows from them. */
      date: CalendarDate;
      today: CalendarDate;
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
  return { kind: 'later', change, date: where.date, today };
}

/**
 * After a correction is written, clears the kid's settled weeks and total it may have made wrong
 * (`settledWeeksCleared.ts`: a chunk of its own, loaded when a past day is first put right, which
 * today's ticks never need). A chunk that cannot load is reported as such: the tick stands.
 */
export async function settleAgain(
  store: Store,
  where: { familyId: string; kidId: string; path: string },
  correction: Correction,
): Promise<void> {
  if (correction.kind !== 'later') return;
  let cleared: typeof import('./settledWeeksCleared');
  try {
    cleared = await import('./settledWeeksCleared');
  } catch (error) {
    throw new StoreError(RECOUNT_NOT_LOADED, 'The recount could not load.', where.path, {
      cause: error,
    });
  }
  await cleared.clearSettledWeeks(store, where.familyId, where.kidId, correction);
}
