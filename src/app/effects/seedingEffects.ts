import { fromPromise } from 'xstate';
import { familyDate } from '../../../machines/domain/familyDay';
import { parseAway } from '../../../machines/domain/away';
import { shouldSeed, type SeedingInput } from '../../../machines/domain/seeding';
import type { Store } from '../../store/port';
import { readOnce } from '../../store/readOnce';
import { awayPath, dayListPath } from '../storePaths';
import { daySeed, runIntent } from './intents';
import { unixSeconds } from './taskWrites';

/**
 * Copies the routine into a day in one transaction on `lists/{date}`, which writes only
 * when the day has no `_seeded` marker: two devices opening a new day add one copy (and two
 * that seed it apart, one offline, make the same tasks: each keeps its routine task's id).
 * Resolves `true` when this call seeded the day.
 */
export async function seedDayFromTemplates(
  store: Store,
  now: () => Date,
  input: SeedingInput & { familyId: string; dayStart?: number },
): Promise<boolean> {
  // Checked here too, with the device's own clock: a past day is never touched.
  const today = familyDate(now(), input.dayStart ?? 0);
  // A kid away that day gets no routine: the intent names only the kids at home.
  const away = input.away ?? parseAway(await readOnce(store, awayPath(input.familyId)));
  if (!shouldSeed({ ...input, today, away })) return false;
  const intent = daySeed({ ...input, away }, unixSeconds(now()));
  const result = await runIntent(store, dayListPath(input.familyId, input.date), intent);
  return result.committed;
}

export function createSeedingEffects(store: Store, now: () => Date) {
  return {
    seedDay: fromPromise<void, SeedingInput & { familyId: string; dayStart: number }>(
      async ({ input }) => {
        await seedDayFromTemplates(store, now, input);
      },
    ),
  };
}
