/**
 * The outbox's contract (Firebase mode, offline first): every change is kept on the device until
 * the server has it, reaches the server in the order it was made and lands once however often it
 * is sent, survives a crash or a reload, and one the server refuses is reported once. The server
 * is an embedded store behind a fake network (`offline/fakeServer.ts`); the device keeps its copy
 * and outbox in a fake IndexedDB of its own.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreError } from '../../src/store/errors';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import {
  accountDatabases,
  createOfflineFirstStore,
  type LockRequest,
} from '../../src/store/offline/offlineFirstStore';
import { openOutboxDatabase, type OutboxEntry } from '../../src/store/offline/outboxDatabase';
import type { IntentUpdates } from '../../src/store/offline/overlay';
import type {
  Store,
  StoreObject,
  StoreSnapshot,
  SyncRefusal,
  TransactionIntent,
  TransactionUpdate,
} from '../../src/store/port';
import { readOnce } from '../../src/store/readOnce';
import { settle } from './contract/support';
import { createFakeLock, createFakeServer, type FakeServer } from './offline/fakeServer';

/** How long a wait may last on a busy machine before the case fails with what it saw. */
const WAIT = { timeout: 15_000, interval: 20 };

const FAMILY = 'families/f1';
const CONFIG = `${FAMILY}/config`;
const DAY = `${FAMILY}/lists/2026-11-22`;
const ADA = `${DAY}/ada`;
/** A list of the family's with plain values, for changes of every kind. */
const BOARD = `${FAMILY}/lists/notes`;
const TICKED = 1_795_000_000;

const feedTheCat = { title: 'Feed the cat', completed: false, order: 1 };
const brushTeeth = { title: 'Brush teeth', completed: false, order: 2 };
const theDay = { ada: { t1: feedTheCat, t2: brushTeeth } };
const theConfig = { names: { ada: 'Ada' } };

// ---- An intent of the tests' own: a day seeded once, only while its marker is absent ---------

const SEED = 'day.seedOnce';
const seedTasks: StoreObject = { s1: { title: 'Make the bed', completed: false, order: 1 } };
const seedIntent: TransactionIntent = { name: SEED, args: { tasks: seedTasks } };

function seedUpdate(args: StoreSnapshot): TransactionUpdate {
  const tasks = typeof args === 'object' && args !== null ? (args.tasks as StoreObject) : {};
  return (current) => {
    const day = typeof current === 'object' && current !== null ? current : {};
    return day._seeded ? undefined : { ...day, ...tasks, _seeded: true };
  };
}

const intents: IntentUpdates = (intent) =>
  intent.name === SEED ? seedUpdate(intent.args) : undefined;
/** A seeding that finds the day seeded had nothing to do: nothing is lost. */
const abortLoses = (intent: TransactionIntent) => intent.name !== SEED;

// ---- A device, its server, and what the family would see ---------------------------------------

interface Device {
  store: Store;
  /** Every count of changes waiting, as the app would show it. */
  waiting: number[];
  refusals: SyncRefusal[];
}

interface Watched {
  values: StoreSnapshot[];
  errors: Error[];
  last(): StoreSnapshot | undefined;
}

const cleanups: Array<() => void> = [];
let accountCount = 0;

beforeEach(() => {
  // Refusals are reported with a warning and failed writes logged: the cases make them on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  vi.restoreAllMocks();
});

function watch(store: Store, path: string): Watched {
  const values: StoreSnapshot[] = [];
  const errors: Error[] = [];
  const stop = store.subscribe(
    path,
    (value) => values.push(value),
    (error) => errors.push(error),
  );
  cleanups.push(stop);
  return { values, errors, last: () => values.at(-1) };
}

/** A tab's channel to the others that tells them its news but hears none of theirs. */
function deafChannel(name: string) {
  const channel = new BroadcastChannel(name);
  return {
    postMessage: (message: unknown) => channel.postMessage(message),
    close: () => channel.close(),
    onmessage: null,
  };
}

/** One parent's device (its copy and outbox) and the server it reaches. */
function createWorld() {
  const server = createFakeServer();
  cleanups.push(() => server.close());
  const factory = new IDBFactory();
  const account = `parent-${++accountCount}`;
  const names = accountDatabases(account);

  /** The app opened on this device: a tab, or the page again after a reload or a crash. */
  function open(
    options: {
      requestLock?: LockRequest;
      remote?: Promise<Store>;
      needsServer?: () => void;
      /** Hears nothing from the other tabs (their news has not reached it yet). */
      deaf?: boolean;
    } = {},
  ): Device {
    const store = createOfflineFirstStore({
      account,
      remote: options.remote ?? server.connect(),
      needsServer: options.needsServer,
      intents,
      abortLoses,
      indexedDB: factory,
      keyRange: IDBKeyRange,
      requestLock: options.requestLock ?? null,
      ...(options.deaf && { channel: deafChannel }),
    });
    cleanups.push(() => store.close());
    const device: Device = { store, waiting: [], refusals: [] };
    store.watchOutbox?.({
      onWaiting: (count) => device.waiting.push(count),
      onRefused: (refusal) => device.refusals.push(refusal),
    });
    return device;
  }

  /** What the device's copy holds, read from its database directly. */
  async function readCopy(path: string): Promise<StoreSnapshot> {
    const copy = createIndexedDbStore({
      databaseName: names.copy,
      indexedDB: factory,
      keyRange: IDBKeyRange,
    });
    try {
      return await readOnce(copy, path);
    } finally {
      copy.close();
    }
  }

  /** The changes kept on the device's disk. */
  async function outboxEntries(): Promise<OutboxEntry[]> {
    const outbox = openOutboxDatabase(factory, names.outbox);
    try {
      return await outbox.entries();
    } finally {
      outbox.close();
    }
  }

  return { server, factory, names, open, readCopy, outboxEntries };
}

const serverValue = (server: FakeServer, path: string) => readOnce(server.data, path);

/**
 * A device that has shown the family's day seeds `day` offline, and is left before the seeding
 * is sent: it waits in the outbox for the next page. The server stays offline.
 */
async function seededOfflineAndLeft(world: ReturnType<typeof createWorld>, day: string) {
  const first = world.open();
  await deviceShowingTheDay(world, first);
  world.server.goOffline();
  await first.store.transaction(day, seedUpdate(seedIntent.args), seedIntent);
  first.store.close();
}

/** Resolves once `count` rounds of microtasks have run: within the task, before any timer. */
async function afterMicrotasks(count: number): Promise<void> {
  for (let round = 0; round < count; round++) await Promise.resolve();
}

/**
 * A device's connection whose transactions settle once the server's value of `place` has reached
 * the first listener of it (held until the server has run them), a moment after: while the device
 * is keeping that value in its copy.
 */
function settlingAsHeard(connection: Store, place: string): Store {
  let ran: () => void = () => undefined;
  const transactionRan = new Promise<void>((resolve) => (ran = resolve));
  let mayEnd: () => void = () => undefined;
  const transactionMayEnd = new Promise<void>((resolve) => (mayEnd = resolve));
  let listeners = 0;
  return {
    ...connection,
    transaction: async (...args) => {
      const result = await connection.transaction(...args);
      ran();
      await transactionMayEnd;
      return result;
    },
    subscribe: (path, onValue, onError, options) => {
      const held = path === place && ++listeners === 1;
      const heard = (value: StoreSnapshot) =>
        void transactionRan.then(async () => {
          onValue(value);
          await afterMicrotasks(20);
          mayEnd();
        });
      return connection.subscribe(path, held ? heard : onValue, onError, options);
    },
  };
}

/** Counts with repeats taken out: what a badge showing the count would go through. */
const steps = (counts: readonly number[]) =>
  counts.filter((count, index) => index === 0 || counts[index - 1] !== count);

const tickedDay = (task: 't1' | 't2') => ({
  ada: { ...theDay.ada, [task]: { ...theDay.ada[task], completed: TICKED } },
});

async function setUpFamily(server: FakeServer): Promise<void> {
  await server.data.set(FAMILY, { config: theConfig, lists: { '2026-11-22': theDay } });
}

/** A device that has shown the family's day and settings, so its copy holds them. */
async function deviceShowingTheDay(world: ReturnType<typeof createWorld>, device: Device) {
  const config = watch(device.store, CONFIG);
  const day = watch(device.store, DAY);
  await vi.waitFor(() => {
    expect(config.last()).toEqual(theConfig);
    expect(day.last()).toEqual(theDay);
  }, WAIT);
  // The copy has it on disk: the next instance may open from it.
  await vi.waitFor(async () => expect(await world.readCopy(DAY)).toEqual(theDay), WAIT);
  return { config, day };
}

describe('the outbox', () => {
  it('sends the changes made offline in the order they were made, and the server ends with the last', async () => {
    const world = createWorld();
    const device = world.open();
    const board = watch(device.store, BOARD);
    await vi.waitFor(() => expect(board.values).toEqual([null]), WAIT);

    world.server.goOffline();
    await device.store.set(`${BOARD}/a`, 1);
    await device.store.update(BOARD, { a: 2, b: 1 });
    await device.store.remove(`${BOARD}/b`);
    const key = await device.store.push(`${BOARD}/items`, 'Milk');
    await device.store.transaction(`${BOARD}/day`, seedUpdate(seedIntent.args), seedIntent);
    const seeded = { ...seedTasks, _seeded: true };
    const last = { a: 2, items: { [key]: 'Milk' }, day: seeded };

    // Each change shows at once, offline; the server has none of them yet.
    expect(board.values).toEqual([
      null,
      { a: 1 },
      { a: 2, b: 1 },
      { a: 2 },
      { a: 2, items: { [key]: 'Milk' } },
      last,
    ]);
    expect(world.server.calls).toEqual([]);
    expect(await serverValue(world.server, BOARD)).toBeNull();

    world.server.goOnline();
    await vi.waitFor(() => {
      expect(world.server.calls).toHaveLength(5);
      expect(device.waiting.at(-1)).toBe(0);
    }, WAIT);
    expect(world.server.calls).toEqual([
      { kind: 'set', path: `${BOARD}/a`, value: 1, outcome: 'applied' },
      { kind: 'update', path: BOARD, value: { a: 2, b: 1 }, outcome: 'applied' },
      { kind: 'remove', path: `${BOARD}/b`, value: null, outcome: 'applied' },
      { kind: 'set', path: `${BOARD}/items/${key}`, value: 'Milk', outcome: 'applied' },
      { kind: 'transaction', path: `${BOARD}/day`, value: seeded, outcome: 'applied' },
    ]);
    expect(await serverValue(world.server, BOARD)).toEqual(last);
    expect(steps(device.waiting)).toEqual([0, 1, 2, 3, 4, 5, 4, 3, 2, 1, 0]);
    // Coming back online shows nothing going backwards.
    expect(board.values.at(-1)).toEqual(last);
    expect(board.values).toHaveLength(6);
    expect(await world.outboxEntries()).toEqual([]);
  });

  it('a change the server took but never confirmed is sent again after a crash, and lands once', async () => {
    const world = createWorld();
    const device = world.open();
    world.server.dropAcks(2);
    const key = await device.store.push(`${BOARD}/items`, 'Milk');
    await device.store.transaction(`${BOARD}/day`, seedUpdate(seedIntent.args), seedIntent);
    await vi.waitFor(() => expect(world.server.calls).toHaveLength(2), WAIT);
    expect(device.waiting.at(-1)).toBe(2);
    // Another device ticks the seeded task meanwhile: a second seeding must not undo it.
    await world.server.data.set(`${BOARD}/day/s1/completed`, TICKED);
    const onServer = watch(world.server.data, BOARD);
    const held = {
      items: { [key]: 'Milk' },
      day: { s1: { ...(seedTasks.s1 as StoreObject), completed: TICKED }, _seeded: true },
    };
    await vi.waitFor(() => expect(onServer.values).toEqual([held]), WAIT);

    device.store.close(); // a crash: both changes are still kept
    expect(await world.outboxEntries()).toHaveLength(2);

    const again = world.open();
    await vi.waitFor(() => {
      expect(world.server.calls).toHaveLength(4);
      expect(again.waiting).toContain(2);
      expect(again.waiting.at(-1)).toBe(0);
    }, WAIT);
    expect(world.server.calls.slice(2)).toEqual([
      { kind: 'set', path: `${BOARD}/items/${key}`, value: 'Milk', outcome: 'applied' },
      { kind: 'transaction', path: `${BOARD}/day`, value: 'aborted', outcome: 'applied' },
    ]);
    await settle(world.server.data);
    expect(onServer.values, 'the server saw no second change').toEqual([held]);
    expect(await serverValue(world.server, BOARD)).toEqual(held);
    expect(again.refusals).toEqual([]);
    expect(await world.outboxEntries()).toEqual([]);
  });

  it('a crash right after a change is kept, before the copy has it, loses nothing', async () => {
    const world = createWorld();
    await setUpFamily(world.server);
    const first = world.open();
    await deviceShowingTheDay(world, first);

    // The page dies the moment the change is on disk: before the copy or the server hear of it.
    const crashed = new Promise<void>((resolve) => {
      first.store.watchOutbox?.({
        onWaiting: (count) => {
          if (count !== 1) return;
          first.store.close();
          resolve();
        },
        onRefused: () => undefined,
      });
    });
    const ticking = first.store.update(ADA, { 't1/completed': TICKED }).catch(() => undefined);
    await crashed;
    await ticking;
    expect(await world.readCopy(DAY), 'the copy never got the tick').toEqual(theDay);
    expect(await world.outboxEntries()).toHaveLength(1);

    world.server.goOffline();
    const second = world.open();
    const day = watch(second.store, DAY);
    await vi.waitFor(() => expect(day.values).toHaveLength(1), WAIT);
    expect(day.values[0], 'shown ticked at once, offline').toEqual(tickedDay('t1'));
    expect(world.server.calls).toEqual([]);

    world.server.goOnline();
    await vi.waitFor(() => {
      expect(world.server.calls).toHaveLength(1);
      expect(second.waiting.at(-1)).toBe(0);
    }, WAIT);
    expect(await serverValue(world.server, DAY)).toEqual(tickedDay('t1'));
    expect(day.values).toEqual([tickedDay('t1')]);
    expect(await world.outboxEntries()).toEqual([]);
  });

  it('changes made offline survive a reload while still offline, and reach the server once online', async () => {
    const world = createWorld();
    await setUpFamily(world.server);
    const first = world.open();
    await deviceShowingTheDay(world, first);

    world.server.goOffline();
    await first.store.update(ADA, { 't1/completed': TICKED });
    const water = { title: 'Water the plants', completed: false, order: 3 };
    const key = await first.store.push(ADA, water);
    first.store.close();
    const changed = { ada: { ...tickedDay('t1').ada, [key]: water } };

    const second = world.open();
    const day = watch(second.store, DAY);
    await vi.waitFor(() => expect(day.values).toHaveLength(1), WAIT);
    expect(day.values[0]).toEqual(changed);
    expect(world.server.calls).toEqual([]);

    world.server.goOnline();
    await vi.waitFor(() => {
      expect(world.server.calls).toHaveLength(2);
      expect(second.waiting.at(-1)).toBe(0);
    }, WAIT);
    expect(world.server.calls.map(({ kind, path }) => [kind, path])).toEqual([
      ['update', ADA],
      ['set', `${ADA}/${key}`],
    ]);
    expect(await serverValue(world.server, DAY)).toEqual(changed);
    expect(day.last()).toEqual(changed);
  });

  describe('a tick on a task deleted on another device meanwhile', () => {
    const message =
      'Ada’s tick on “Feed the cat” could not be saved: the task was deleted on another device.';
    const withoutFeedTheCat = { ada: { t2: brushTeeth } };

    /** Offline, the task goes on the server and the rules refuse a write to it (half a task). */
    function deleteFeedTheCatElsewhere(server: FakeServer) {
      server.goOffline();
      server.refuseWritesUnder(`${ADA}/t1`);
      return server.data.remove(`${ADA}/t1`);
    }

    it('is reported once, and the board shows neither the tick nor half a task', async () => {
      const world = createWorld();
      await setUpFamily(world.server);
      const device = world.open();
      const { day } = await deviceShowingTheDay(world, device);

      await deleteFeedTheCatElsewhere(world.server);
      await device.store.update(ADA, { 't1/completed': TICKED });
      expect(day.last()).toEqual(tickedDay('t1'));

      world.server.goOnline();
      await vi.waitFor(() => {
        expect(device.refusals).toHaveLength(1);
        expect(device.waiting.at(-1)).toBe(0);
        expect(day.last()).toEqual(withoutFeedTheCat);
      }, WAIT);
      expect(device.refusals).toEqual([{ message, code: 'TASK_DELETED' }]);
      expect(await world.readCopy(DAY)).toEqual(withoutFeedTheCat);
      expect(await world.outboxEntries()).toEqual([]);
      device.store.close();

      // After a reload it is not reported again nor sent again; a later change is saved.
      const again = world.open();
      const dayAgain = watch(again.store, DAY);
      await vi.waitFor(() => expect(dayAgain.last()).toEqual(withoutFeedTheCat), WAIT);
      await again.store.update(ADA, { 't2/completed': TICKED });
      await vi.waitFor(() => {
        expect(world.server.calls).toHaveLength(2);
        expect(again.waiting.at(-1)).toBe(0);
      }, WAIT);
      expect(world.server.calls.map(({ path, value, outcome }) => [path, value, outcome])).toEqual([
        [ADA, undefined, 'refused'],
        [ADA, { 't2/completed': TICKED }, 'applied'],
      ]);
      expect(again.refusals).toEqual([]);
      expect(device.refusals).toHaveLength(1);
    });

    it('made in one of two tabs, is sent and reported once in all', async () => {
      const world = createWorld();
      await setUpFamily(world.server);
      const lock = createFakeLock();
      const sender = world.open({ requestLock: lock });
      const other = world.open({ requestLock: lock });
      const senderView = await deviceShowingTheDay(world, sender);
      const otherView = await deviceShowingTheDay(world, other);

      await deleteFeedTheCatElsewhere(world.server);
      // The tick is made in the tab that does not send.
      await other.store.update(ADA, { 't1/completed': TICKED });
      await vi.waitFor(() => expect(sender.waiting.at(-1)).toBe(1), WAIT);

      world.server.goOnline();
      await vi.waitFor(() => {
        expect([...sender.refusals, ...other.refusals]).toHaveLength(1);
        for (const tab of [sender, other]) expect(tab.waiting.at(-1)).toBe(0);
        for (const view of [senderView, otherView]) {
          expect(view.day.last()).toEqual(withoutFeedTheCat);
        }
      }, WAIT);

      // A later change from the other tab reaches the server after it: the tick was tried once.
      await other.store.update(ADA, { 't2/completed': TICKED });
      await vi.waitFor(() => {
        expect(world.server.calls).toHaveLength(2);
        for (const tab of [sender, other]) expect(tab.waiting.at(-1)).toBe(0);
      }, WAIT);
      expect(world.server.calls.map(({ path, outcome }) => [path, outcome])).toEqual([
        [ADA, 'refused'],
        [ADA, 'applied'],
      ]);
      expect([...sender.refusals, ...other.refusals]).toEqual([{ message, code: 'TASK_DELETED' }]);
    });
  });

  describe('two tabs changing the same place, offline, one right after the other', () => {
    it('the sending tab sends the other tab’s older change first: the newer one stays', async () => {
      const world = createWorld();
      await setUpFamily(world.server);
      const lock = createFakeLock();
      // The other tab's news has not reached the sender when its own change comes.
      const sender = world.open({ requestLock: lock, deaf: true });
      const other = world.open({ requestLock: lock });
      await deviceShowingTheDay(world, sender);

      world.server.goOffline();
      await other.store.set(`${CONFIG}/names/ada`, 'Adaline');
      await sender.store.set(`${CONFIG}/names/ada`, 'Ada Lovelace');

      world.server.goOnline();
      await vi.waitFor(() => {
        expect(world.server.calls).toHaveLength(2);
        for (const tab of [sender, other]) expect(tab.waiting.at(-1)).toBe(0);
      }, WAIT);
      expect(world.server.calls.map(({ value }) => value)).toEqual(['Adaline', 'Ada Lovelace']);
      expect(await serverValue(world.server, `${CONFIG}/names/ada`)).toBe('Ada Lovelace');
    });

    it('with no lock to share, each tab sends its own change once: none is sent twice', async () => {
      const world = createWorld();
      await setUpFamily(world.server);
      const first = world.open();
      const second = world.open();
      await deviceShowingTheDay(world, first);
      await deviceShowingTheDay(world, second);

      world.server.goOffline();
      await first.store.update(ADA, { 't1/completed': TICKED });
      await second.store.update(ADA, { 't2/completed': TICKED });
      await vi.waitFor(() => expect(first.waiting.at(-1)).toBe(2), WAIT);

      world.server.goOnline();
      await vi.waitFor(() => {
        for (const tab of [first, second]) expect(tab.waiting.at(-1)).toBe(0);
      }, WAIT);
      expect(world.server.calls.map(({ value }) => value)).toEqual(
        expect.arrayContaining([{ 't1/completed': TICKED }, { 't2/completed': TICKED }]),
      );
      expect(world.server.calls).toHaveLength(2);
      expect(await serverValue(world.server, DAY)).toEqual({
        ada: { t1: { ...feedTheCat, completed: TICKED }, t2: { ...brushTeeth, completed: TICKED } },
      });
    });
  });

  it('a parent removed from the family has their kept changes dropped, reported once, not sent again', async () => {
    const world = createWorld();
    await setUpFamily(world.server);
    const device = world.open();
    await deviceShowingTheDay(world, device);

    world.server.goOffline();
    await device.store.update(ADA, { 't1/completed': TICKED });
    await device.store.update(ADA, { 't2/completed': TICKED });
    await device.store.set(`${CONFIG}/names/ada`, 'Adaline');
    world.server.refuseFamily('f1');

    world.server.goOnline();
    await vi.waitFor(async () => {
      expect(device.refusals.length).toBeGreaterThan(0);
      expect(device.waiting.at(-1)).toBe(0);
      expect(await world.readCopy(FAMILY), 'the family’s copy is gone').toBeNull();
    }, WAIT);
    expect(device.refusals).toEqual([
      {
        message:
          '3 changes made on this device could not be saved: you are no longer a member of this family.',
        code: 'NOT_A_MEMBER',
      },
    ]);
    expect(world.server.calls.every(({ outcome }) => outcome === 'refused')).toBe(true);
    const triedBefore = world.server.calls.length;
    device.store.close();
    expect(await world.outboxEntries()).toEqual([]);

    // After a reload nothing is sent again, and the family is no longer shown from the copy.
    const again = world.open();
    const day = watch(again.store, DAY);
    await vi.waitFor(() => expect(day.errors).toHaveLength(1), WAIT);
    expect(day.errors[0]).toBeInstanceOf(StoreError);
    expect((day.errors[0] as StoreError).code).toBe('PERMISSION_DENIED');
    expect(day.values).toEqual([]);
    expect(again.refusals).toEqual([]);
    expect(again.waiting.at(-1)).toBe(0);
    expect(world.server.calls).toHaveLength(triedBefore);
    expect(await serverValue(world.server, DAY)).toEqual(theDay);
  });

  describe('opening', () => {
    it('a place this device has held before opens from the copy at once, offline', async () => {
      const world = createWorld();
      await setUpFamily(world.server);
      const first = world.open();
      await deviceShowingTheDay(world, first);
      first.store.close();

      world.server.goOffline();
      const second = world.open();
      const day = watch(second.store, DAY);
      await vi.waitFor(() => expect(day.values).toEqual([theDay]), WAIT);
    });

    it('a family never held waits for the server: nothing, not an empty day, comes first', async () => {
      const world = createWorld();
      await setUpFamily(world.server);
      await world.server.data.set('families/f2/config', theConfig);
      // Family f2 has been held on this device before; f1 never has.
      const first = world.open();
      const held = watch(first.store, 'families/f2/config');
      await vi.waitFor(() => expect(held.values).toEqual([theConfig]), WAIT);
      first.store.close();

      world.server.goOffline();
      const second = world.open();
      const day = watch(second.store, DAY);
      // Read after the new family's place: once it has shown, the new one had its turn.
      const heldAgain = watch(second.store, 'families/f2/config');
      await vi.waitFor(() => expect(heldAgain.values).toEqual([theConfig]), WAIT);
      expect(day.values).toEqual([]);

      world.server.goOnline();
      await vi.waitFor(() => expect(day.values).toHaveLength(1), WAIT);
      expect(day.values).toEqual([theDay]);
    });

    it('a day never held shows the server’s tasks though a kept transaction on another day settles as they arrive', async () => {
      const world = createWorld();
      await setUpFamily(world.server);
      const pastDay = `${FAMILY}/lists/2026-11-21`;
      const swim = { ben: { b1: { title: 'Swim', completed: TICKED, order: 1 } } };
      await world.server.data.set(pastDay, swim);
      // Another day is seeded offline, and the page is left before it is sent.
      const nextDay = `${FAMILY}/lists/2026-11-23`;
      await seededOfflineAndLeft(world, nextDay);
      world.server.goOnline();

      // The page again, on a day it never held: the server's answer for that day comes once the
      // server has run the seeding, and the seeding is settled while that answer is being kept.
      const remote = settlingAsHeard(world.server.connect(), pastDay);
      const second = world.open({ remote: Promise.resolve(remote) });
      const day = watch(second.store, pastDay);
      await vi.waitFor(() => expect(second.waiting.at(-1)).toBe(0), WAIT);
      await vi.waitFor(() => expect(day.last()).toEqual(swim), WAIT);
      expect(await serverValue(world.server, nextDay)).toEqual({ ...seedTasks, _seeded: true });
    });

    it('a day seeded here offline and meanwhile on another device shows the other device’s tasks, though this seeding ends as they arrive', async () => {
      const world = createWorld();
      await setUpFamily(world.server);
      const newDay = `${FAMILY}/lists/2026-11-23`;
      await seededOfflineAndLeft(world, newDay);
      // Another device seeded the day first: this one's seeding finds it seeded, and ends.
      const seeded = { o1: { title: 'Feed the fish', completed: false, order: 1 }, _seeded: true };
      await world.server.data.set(newDay, seeded);
      world.server.goOnline();

      const second = world.open({
        remote: Promise.resolve(settlingAsHeard(world.server.connect(), newDay)),
      });
      const day = watch(second.store, newDay);
      await vi.waitFor(() => expect(second.waiting.at(-1)).toBe(0), WAIT);
      await vi.waitFor(() => expect(day.last()).toEqual(seeded), WAIT);
      expect(await world.readCopy(newDay)).toEqual(seeded);
    });

    it('a read the server refuses is reported as PERMISSION_DENIED, with nothing shown', async () => {
      const world = createWorld();
      await setUpFamily(world.server);
      world.server.refuseFamily('f1');
      const device = world.open();
      const config = watch(device.store, CONFIG);
      await vi.waitFor(() => expect(config.errors).toHaveLength(1), WAIT);
      expect(config.errors[0]).toBeInstanceOf(StoreError);
      expect((config.errors[0] as StoreError).code).toBe('PERMISSION_DENIED');
      expect(config.values).toEqual([]);
    });
  });

  it('a reward asked for offline survives a reload and reaches the server beside another device’s ask', async () => {
    const world = createWorld();
    const ledger = `${FAMILY}/rewards/ledger/ada`;
    const first = world.open();
    const shown = watch(first.store, ledger);
    await vi.waitFor(() => expect(shown.values).toEqual([null]), WAIT);

    world.server.goOffline();
    const ask = { type: 'request', by: 'kid', at: TICKED, title: 'Screen time', cost: 5 };
    const key = await first.store.push(ledger, ask);
    expect(shown.last(), 'shown at once, offline').toEqual({ [key]: ask });
    first.store.close();
    // Meanwhile another device's ask reached the server, at an id of its own.
    const other = { ...ask, title: 'A trip to the park' };
    await world.server.data.set(`${ledger}/-Other00000000000000`, other);

    const again = world.open();
    world.server.goOnline();
    await vi.waitFor(() => {
      expect(world.server.calls).toHaveLength(1);
      expect(again.waiting.at(-1)).toBe(0);
    }, WAIT);
    expect(await serverValue(world.server, ledger)).toEqual({
      [key]: ask,
      '-Other00000000000000': other,
    });
    expect(await world.outboxEntries()).toEqual([]);
  });

  it('away days marked offline survive a reload and reach the server', async () => {
    const world = createWorld();
    const away = `${FAMILY}/away`;
    const first = world.open();
    const shown = watch(first.store, away);
    await vi.waitFor(() => expect(shown.values).toEqual([null]), WAIT);

    world.server.goOffline();
    const entry = { kid: 'ada', from: '2026-11-24', to: '2026-11-26', made: TICKED };
    const key = await first.store.push(away, entry);
    expect(shown.last(), 'shown at once, offline').toEqual({ [key]: entry });
    first.store.close();

    const again = world.open();
    world.server.goOnline();
    await vi.waitFor(() => expect(again.waiting.at(-1)).toBe(0), WAIT);
    expect(await serverValue(world.server, away)).toEqual({ [key]: entry });
    await vi.waitFor(async () => expect(await world.outboxEntries()).toEqual([]), WAIT);
  });

  it('a returning parent’s server is asked for only when the copy cannot answer', async () => {
    const world = createWorld();
    await setUpFamily(world.server);
    const first = world.open();
    await deviceShowingTheDay(world, first);
    first.store.close();

    // The page again: the server starts only when the store asks for it.
    let asked = 0;
    let connect: () => void = () => undefined;
    const connected = new Promise<void>((resolve) => (connect = resolve));
    const device = world.open({
      remote: connected.then(() => world.server.connect()),
      needsServer: () => {
        asked += 1;
        connect();
      },
    });
    const day = watch(device.store, DAY);
    await vi.waitFor(() => expect(day.last()).toEqual(theDay), WAIT);
    await device.store.set(`${ADA}/t1/completed`, TICKED);
    await vi.waitFor(() => expect(day.last()).toEqual(tickedDay('t1')), WAIT);
    expect(asked).toBe(0);

    // A family never held on the device waits for the server, which is asked for.
    await world.server.data.set('families/f2/config', theConfig);
    const other = watch(device.store, 'families/f2/config');
    await vi.waitFor(() => expect(other.last()).toEqual(theConfig), WAIT);
    expect(asked).toBeGreaterThan(0);
    // And the tick kept meanwhile reaches it.
    await vi.waitFor(
      async () => expect(await serverValue(world.server, `${ADA}/t1/completed`)).toBe(TICKED),
      WAIT,
    );
  });

  it('a change that goes straight to the server asks for it', async () => {
    const world = createWorld();
    let asked = 0;
    const device = world.open({
      remote: new Promise<Store>(() => undefined),
      needsServer: () => (asked += 1),
    });
    void device.store.set('users/parent/families/f1', true);
    expect(asked).toBe(1);
  });

  it('forgetting the device removes its copy and its outbox', async () => {
    const world = createWorld();
    await setUpFamily(world.server);
    const first = world.open();
    await deviceShowingTheDay(world, first);

    world.server.goOffline();
    await first.store.update(ADA, { 't1/completed': TICKED });
    // Another device ticks the other task: the server's day is no longer the copy's.
    await world.server.data.set(`${ADA}/t2/completed`, TICKED);
    await first.store.forgetDevice?.();
    const names = (await world.factory.databases()).map((database) => database.name);
    expect(names).not.toContain(world.names.copy);
    expect(names).not.toContain(world.names.outbox);

    const second = world.open();
    const day = watch(second.store, DAY);
    world.server.goOnline();
    await vi.waitFor(() => expect(day.values).toHaveLength(1), WAIT);
    expect(day.values, 'the first day shown is the server’s, not a copy').toEqual([
      tickedDay('t2'),
    ]);
    // The tick kept before forgetting is never sent: a later change is the only one.
    await second.store.set(`${BOARD}/a`, 1);
    await vi.waitFor(() => {
      expect(world.server.calls).toHaveLength(1);
      expect(second.waiting.at(-1)).toBe(0);
    }, WAIT);
    expect(world.server.calls.map(({ path }) => path)).toEqual([`${BOARD}/a`]);
    expect(await serverValue(world.server, DAY)).toEqual(tickedDay('t2'));
  });
});
