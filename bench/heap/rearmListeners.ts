/**
 * Run by `measure/heap.ts` as `node --expose-gc --import tsx bench/heap/rearmListeners.ts`.
 * The real listeners machine, with the app's real listener (`listenToFamily`) over the real
 * embedded store on fake-indexeddb, re-armed by a simulated clock an hour at a time. Prints the
 * heap after warm-up and after each round of re-arms, as one line of JSON.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { toCalendarDate } from '../../machines/calendar';
import { LISTENER_REARM_MS } from '../../machines/constants';
import { listenersMachine, type ListenersEvent, type TodayReading } from '../../machines/listeners';
import { createFamilyEffects } from '../../src/app/effects/familyEffects';
import { createSeedingEffects } from '../../src/app/effects/seedingEffects';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import { generateFamilyHistory, loadFamilyHistory } from '../../test/support/history';

export interface HeapRun {
  rearmsPerRound: number;
  warmUpRearms: number;
  /** `heapUsed` in bytes after a full collection: after warm-up, then after each round. */
  heapUsed: number[];
  /** Milliseconds each round took. */
  roundMs: number[];
  /** How many re-arms the machine counted, and the live listeners at the end. */
  rearms: number;
  reloads: number;
}

const collectGarbage = globalThis.gc;
if (!collectGarbage) throw new Error('Run with node --expose-gc.');
const gc: () => void = collectGarbage;

const args = new Map(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
);
const rounds = Number(args.get('rounds') ?? 5);
const rearmsPerRound = Number(args.get('rearms') ?? 1000);
const warmUpRearms = Number(args.get('warm-up') ?? 100);

async function settledHeap(): Promise<number> {
  for (let pass = 0; pass < 3; pass++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

async function main(): Promise<HeapRun> {
  const clock = new SimulatedClock();
  clock.set(new Date(2026, 10, 22, 8, 0).getTime());
  const now = () => new Date(clock.now());
  const today = toCalendarDate(now());
  const store = createIndexedDbStore({
    databaseName: 'bench-heap',
    indexedDB: new IDBFactory(),
    keyRange: IDBKeyRange,
  });
  const history = generateFamilyHistory({
    familyId: 'heap-family',
    kids: 4,
    days: 30,
    tasksPerKidPerDay: 5,
    endDate: today,
  });
  await loadFamilyHistory(store, history);

  let reloads = 0;
  const family = createFamilyEffects(store, now);
  const machine = listenersMachine.provide({
    actors: {
      listenToFamily: family.listenToFamily,
      // The page never lives past its day here: re-arms are what is measured, not reloads.
      readToday: fromPromise<TodayReading, { familyId: string; dayStart: number }>(async () => ({
        today,
        nextDayStartIn: Number.MAX_SAFE_INTEGER,
      })),
      watchPage: fromCallback<ListenersEvent>(() => () => undefined),
      seedDay: createSeedingEffects(store, now).seedDay,
    },
    actions: { reloadPage: () => void reloads++ },
  });
  const actor = createActor(machine, {
    input: { familyId: history.familyId, date: today, loadedOn: today, showingDay: true },
    clock,
  }).start();
  const live = () =>
    waitFor(actor, (snapshot) => snapshot.matches({ connection: { listening: 'live' } }), {
      timeout: 10_000,
    });
  const rearm = async (times: number) => {
    for (let index = 0; index < times; index++) {
      clock.increment(LISTENER_REARM_MS);
      await live();
    }
  };

  await live();
  await rearm(warmUpRearms);
  const heapUsed = [await settledHeap()];
  const roundMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await rearm(rearmsPerRound);
    roundMs.push(performance.now() - started);
    heapUsed.push(await settledHeap());
  }
  const rearms = actor.getSnapshot().context.rearms;
  actor.stop();
  store.close();
  return { rearmsPerRound, warmUpRearms, heapUsed, roundMs, rearms, reloads };
}

main().then(
  (run) => console.log(JSON.stringify(run)),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
