import { fromPromise } from 'xstate';
import { toCalendarDate } from '../../../machines/calendar';
import { seedDay, shouldSeed, type SeedingInput } from '../../../machines/domain/seeding';
import type { Store } from '../../store/port';
import { newPushId } from '../../store/pushId';
import { dayListPath } from '../storePaths';
import { unixSeconds } from './boardEffects';

/**
 * Copies the routine into a day in one transaction on `lists/{date}`, which writes only
 * when the day has no `_seeded` marker: two devices opening a new day add one copy.
 * Resolves `true` when this call seeded the day.
 */
export async function seedDayFromTemplates(
  store: Store,
  now: () => Date,
  input: SeedingInput & { familyId: string },
): Promise<boolean> {
  // Checked here too, with the device's own clock: a past day is never touched.
  const today = toCalendarDate(now());
  if (!shouldSeed({ ...input, today })) return false;
  const result = await store.transaction(dayListPath(input.familyId, input.date), (current) =>
    seedDay(current, input, unixSeconds(now()), newPushId),
  );
  return result.committed;
}

export function createSeedingEffects(store: Store, now: () => Date) {
  return {
    seedDay: fromPromise<void, SeedingInput & { familyId: string }>(async ({ input }) => {
      await seedDayFromTemplates(store, now, input);
    }),
  };
}
