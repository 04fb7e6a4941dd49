import { fromCallback, fromPromise, type MachineImplementationsFrom } from 'xstate';
import { parseSettled } from '../../../machines/domain/earnedStars';
import { parseCatalogue, parseLedger } from '../../../machines/domain/rewards';
import { parseDayLists } from '../../../machines/domain/stars';
import type {
  DaysRange,
  EntryMaker,
  LedgerByKid,
  NewEntry,
  RewardDraft,
  rewardsMachine,
  RewardsEvent,
  SettledByKid,
  SettleInput,
  WriteInput,
} from '../../../machines/rewards';
import type { Store } from '../../store/port';
import { newPushId } from '../../store/pushId';
import { writing } from '../effects/writing';
import {
  cataloguePath,
  kidLedgerPath,
  ledgerPath,
  listsPath,
  rewardPath,
  settledPath,
} from '../storePaths';

/** A reward as the data layout keeps it (docs/design.md "Data layout"). */
export function rewardValue(reward: RewardDraft, archived: boolean, made: number) {
  const { title, picture, cost, kids, needsYes } = reward;
  return {
    title,
    ...(picture !== undefined && { picture }),
    cost,
    ...(kids !== undefined && { kids: kids.join(',') }),
    needsYes,
    ...(archived && { archived: true as const }),
    made,
  };
}

/** A ledger entry as written: who made it (their uid in Firebase mode) and when. */
export function entryValue(entry: NewEntry, maker: EntryMaker, at: number) {
  return { ...entry, by: maker.by, ...(maker.uid !== undefined && { uid: maker.uid }), at };
}

/** `{kidId}/{Monday}: count` below `settled`, for one update. */
export function settledUpdate(weeks: SettledByKid): Record<string, number> {
  return Object.fromEntries(
    Object.entries(weeks).flatMap(([kidId, counts]) =>
      Object.entries(counts).map(([monday, count]) => [`${kidId}/${monday}`, count ?? 0]),
    ),
  );
}

const byKid = <T>(value: unknown, parse: (kid: unknown) => T): Record<string, T> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).map(([kidId, kid]) => [kidId, parse(kid)]))
    : {};

const unixSeconds = (now: () => Date) => Math.floor(now().getTime() / 1000);

/** The catalogue, the ledgers and the settled weeks, each heard as it changes. */
function listenToRewards(store: Store) {
  return fromCallback<RewardsEvent, { familyId: string }>(({ input, sendBack }) => {
    const failed = (error: Error) => sendBack({ type: 'rewards.failed', error });
    const stops = [
      store.subscribe(
        cataloguePath(input.familyId),
        (value) => sendBack({ type: 'rewards.heard', catalogue: parseCatalogue(value) }),
        failed,
      ),
      store.subscribe(
        ledgerPath(input.familyId),
        (value) =>
          sendBack({ type: 'rewards.heard', ledger: byKid(value, parseLedger) as LedgerByKid }),
        failed,
      ),
      store.subscribe(
        settledPath(input.familyId),
        (value) => sendBack({ type: 'rewards.heard', settled: byKid(value, parseSettled) }),
        failed,
      ),
    ];
    return () => stops.forEach((stop) => stop());
  });
}

/** The family's days from the first not settled to today, with one range listener. */
function listenToDays(store: Store) {
  return fromCallback<RewardsEvent, DaysRange>(({ input, sendBack }) =>
    store.subscribeRange(
      listsPath(input.familyId),
      input.from,
      input.to,
      (value) => sendBack({ type: 'days.heard', days: parseDayLists(value) }),
      (error) => sendBack({ type: 'days.failed', error }),
    ),
  );
}

/** One write the page asked for: an entry at a push id of its own, or the catalogue. */
async function write(store: Store, now: () => Date, { familyId, maker, write }: WriteInput) {
  const at = unixSeconds(now);
  if (write.kind === 'entry') {
    const path = kidLedgerPath(familyId, write.kidId);
    // Entries at unique paths: two devices never overwrite each other.
    await writing(path, store.update(path, { [newPushId()]: entryValue(write.entry, maker, at) }));
  } else if (write.kind === 'reward') {
    const path = rewardPath(familyId, write.rewardId ?? newPushId());
    const value = rewardValue(write.reward, write.archived, write.made ?? at);
    await writing(path, store.set(path, value));
  } else {
    const path = rewardPath(familyId, write.rewardId);
    await writing(path, store.remove(path));
  }
}

/** Everything the rewards machine names, on the store and the clock. */
export function createRewardsImplementations({ store, now }: { store: Store; now: () => Date }) {
  return {
    actors: {
      listenToRewards: listenToRewards(store),
      listenToDays: listenToDays(store),
      // The same days give the same counts on any device: settling is idempotent.
      settleWeeks: fromPromise<SettledByKid, SettleInput>(async ({ input }) => {
        const path = settledPath(input.familyId);
        await writing(path, store.update(path, settledUpdate(input.weeks)));
        return input.weeks;
      }),
      write: fromPromise<void, WriteInput>(({ input }) => write(store, now, input)),
    },
  } satisfies MachineImplementationsFrom<typeof rewardsMachine>;
}
