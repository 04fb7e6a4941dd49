import { fromCallback, fromPromise, type MachineImplementationsFrom } from 'xstate';
import { parseSettled } from '../../../machines/domain/earnedStars';
import { parseSettledTotals } from '../../../machines/domain/settledTotal';
import { parseCheckpoints } from '../../../machines/domain/checkpointStored';
import { parseCatalogue, parseLedger } from '../../../machines/domain/rewards';
import { parseDayLists } from '../../../machines/domain/stars';
import type {
  CheckpointInput,
  CheckpointWrites,
  DaysRange,
  LedgerByKid,
  rewardsMachine,
  RewardsEvent,
  RewardsListenInput,
  SettledByKid,
  SettleInput,
  SettleOutput,
  TotalsByKid,
  WriteInput,
} from '../../../machines/rewards';
import { LAST_KEY, type Store, type Unsubscribe } from '../../store/port';
import { newPushId } from '../../store/pushId';
import { writing } from '../effects/writing';
import {
  cataloguePath,
  checkpointPath,
  kidLedgerPath,
  listsPath,
  rewardPath,
  rewardsPath,
  settledPath,
  settledTotalPath,
} from '../storePaths';
import { checkpointUpdate, entryValue, rewardValue, settledUpdate } from './rewardsStored';

const unixSeconds = (now: () => Date) => Math.floor(now().getTime() / 1000);

/** A place read whole (`from` is `null`), or its children from `from` on (a key range to the end). */
const subscribeFrom = (
  store: Store,
  path: string,
  from: string | null,
  onValue: (value: unknown) => void,
  failed: (error: Error) => void,
) =>
  from === null
    ? store.subscribe(path, onValue, failed)
    : store.subscribeRange(path, from, LAST_KEY, onValue, failed);

/**
 * One read a kid, each from where the kid's checkpoint or total says: `follow` starts a kid's
 * read again only when where it starts has changed.
 */
function perKidReads(start: (kidId: string, from: string | null) => Unsubscribe) {
  const reading = new Map<string, { from: string | null; stop: Unsubscribe }>();
  return {
    follow(kidIds: readonly string[], fromOf: (kidId: string) => string | null): void {
      for (const kidId of kidIds) {
        const from = fromOf(kidId);
        const current = reading.get(kidId);
        if (current !== undefined && current.from === from) continue;
        current?.stop();
        reading.set(kidId, { from, stop: start(kidId, from) });
      }
    },
    stop: () => reading.forEach(({ stop }) => stop()),
  };
}

/**
 * Each kid's ledger: once the checkpoints are heard, the entries after a kid's checkpoint (a key
 * range to the end), or the whole ledger for a kid with none or named in `whole`. Every kid's
 * ledger is reported together the first time, then each as it changes; a checkpoint moved on
 * starts that kid's range again.
 */
function listenToLedgers(
  store: Store,
  input: RewardsListenInput,
  sendBack: (event: RewardsEvent) => void,
  failed: (error: Error) => void,
) {
  const heard: LedgerByKid = {};
  const heardFrom: Record<string, string | null> = {};
  let allHeard = false;
  const report = (kidIds: readonly string[]) => {
    const pick = <T>(values: Record<string, T>) =>
      Object.fromEntries(kidIds.map((kidId) => [kidId, values[kidId] as T]));
    sendBack({ type: 'rewards.heard', ledger: pick(heard), ledgerFrom: pick(heardFrom) });
  };
  // The range starts at the boundary itself: it is left out of what is heard.
  const reads = perKidReads((kidId, from) =>
    subscribeFrom(
      store,
      kidLedgerPath(input.familyId, kidId),
      from,
      (value) => {
        const entries = parseLedger(value);
        heard[kidId] = from === null ? entries : entries.filter((entry) => entry.id > from);
        heardFrom[kidId] = from;
        if (allHeard) return report([kidId]);
        allHeard = input.kidIds.every((each) => each in heard);
        if (allHeard) report(input.kidIds);
      },
      failed,
    ),
  );
  if (input.kidIds.length === 0) {
    allHeard = true;
    sendBack({ type: 'rewards.heard', ledger: {}, ledgerFrom: {} });
  }
  const stopCheckpoints = store.subscribe(
    checkpointPath(input.familyId),
    (value) => {
      const checkpoints = parseCheckpoints(value);
      // The ledgers' reads first: the store reads them while the page takes the checkpoints in.
      reads.follow(input.kidIds, (kidId) =>
        input.whole.includes(kidId) ? null : (checkpoints[kidId]?.boundary ?? null),
      );
      sendBack({ type: 'rewards.heard', checkpoints });
    },
    failed,
  );
  return () => {
    stopCheckpoints();
    reads.stop();
  };
}

/**
 * Each kid's settled weeks: once the totals are heard, the weeks from a kid's total's `before` on
 * (a key range to the end), or all of them for a kid with none. Every kid's weeks are reported
 * together with the totals, each time all of them are read: a total moved on starts that kid's
 * range again, and nothing is reported until it is read (the weeks the total now holds would
 * otherwise count as not settled meanwhile).
 */
function listenToSettled(
  store: Store,
  input: RewardsListenInput,
  sendBack: (event: RewardsEvent) => void,
  failed: (error: Error) => void,
) {
  const settled: SettledByKid = {};
  let totals: TotalsByKid = {};
  const report = () => {
    if (!input.kidIds.every((kidId) => kidId in settled)) return;
    const kidTotals = input.kidIds.flatMap((kidId) =>
      totals[kidId] === undefined ? [] : [[kidId, totals[kidId]] as const],
    );
    sendBack({
      type: 'rewards.heard',
      settled: Object.fromEntries(input.kidIds.map((kidId) => [kidId, settled[kidId] ?? {}])),
      totals: Object.fromEntries(kidTotals),
    });
  };
  const reads = perKidReads((kidId, from) => {
    // What was read before the total moved on is not reported again (a store may answer at once).
    delete settled[kidId];
    return subscribeFrom(
      store,
      `${settledPath(input.familyId)}/${kidId}`,
      from,
      (value) => {
        settled[kidId] = parseSettled(value);
        report();
      },
      failed,
    );
  });
  const stopTotals = store.subscribe(
    settledTotalPath(input.familyId),
    (value) => {
      totals = parseSettledTotals(value);
      reads.follow(input.kidIds, (kidId) => totals[kidId]?.before ?? null);
      report();
    },
    failed,
  );
  return () => {
    stopTotals();
    reads.stop();
  };
}

/** The catalogue, the settled weeks, the checkpoints and the ledgers, each heard as it changes. */
function listenToRewards(store: Store) {
  return fromCallback<RewardsEvent, RewardsListenInput>(({ input, sendBack }) => {
    const failed = (error: Error) => sendBack({ type: 'rewards.failed', error });
    const stops = [
      store.subscribe(
        cataloguePath(input.familyId),
        (value) => sendBack({ type: 'rewards.heard', catalogue: parseCatalogue(value) }),
        failed,
      ),
      listenToSettled(store, input, sendBack, failed),
      listenToLedgers(store, input, sendBack, failed),
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
      // The same days give the same counts, and the same weeks the same totals, on any device:
      // settling is idempotent.
      settleWeeks: fromPromise<SettleOutput, SettleInput>(async ({ input }) => {
        const path = rewardsPath(input.familyId);
        const { weeks, totals } = input;
        await writing(path, store.update(path, settledUpdate({ weeks, totals })));
        return { weeks, totals };
      }),
      // The same ledger gives the same checkpoint on any device: writing one is idempotent.
      writeCheckpoints: fromPromise<CheckpointWrites, CheckpointInput>(async ({ input }) => {
        const path = checkpointPath(input.familyId);
        await writing(path, store.update(path, checkpointUpdate(input.checkpoints)));
        return input.checkpoints;
      }),
      write: fromPromise<void, WriteInput>(({ input }) => write(store, now, input)),
    },
  } satisfies MachineImplementationsFrom<typeof rewardsMachine>;
}
