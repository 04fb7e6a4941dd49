import { IDBDatabase, IDBTransaction } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../../src/store/port';
import { createPushIdGenerator } from '../../src/store/pushId';
import {
  countLeaves,
  generateFamilyHistory,
  loadFamilyHistory,
  seededRandom,
} from '../support/history';
import { describeStoreContract } from './contract';
import {
  expectRejectedWith,
  nextValue,
  readValue,
  recordValues,
  rejectionOf,
} from './contract/support';
import {
  countIndexedDbReads,
  freshDatabase,
  holdReadWriteTransaction,
  request,
} from './indexedDbSupport';

describeStoreContract('IndexedDB', async () => {
  const { open } = freshDatabase();
  return { open, cleanup: async () => undefined };
});

const opened: Store[] = [];
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  vi.restoreAllMocks();
});

/** The store logs each failure it reports; these cases fail on purpose. */
const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

function openTracked(open: () => Store): Store {
  const store = open();
  opened.push(store);
  return store;
}

describe('the IndexedDB store', () => {
  it('reads only the records of the day a subscription asks for, after three years', async () => {
    const { factory, databaseName, open } = freshDatabase();
    const familyId = createPushIdGenerator(() => 1_700_000_000_000, seededRandom(3))();
    const history = generateFamilyHistory({
      familyId,
      kids: 10,
      days: 3 * 365,
      endDate: '2026-11-22',
      tasksPerKidPerDay: 4,
      seed: 42,
    });
    const writer = openTracked(open);
    const started = performance.now();
    const writes = await loadFamilyHistory(writer, history);
    const loadMs = Math.round(performance.now() - started);
    writer.close();

    const db = await request(factory.open(databaseName));
    const recordsInDatabase = await request(db.transaction('nodes').objectStore('nodes').count());
    db.close();
    expect(recordsInDatabase).toBe(countLeaves(history.family));

    for (const day of [history.days[400], history.days.at(-1)]) {
      if (!day) throw new Error('the history has too few days');
      const counter = countIndexedDbReads();
      let value: unknown;
      try {
        const reader = openTracked(open);
        value = await nextValue(reader, `${history.familyPath}/lists/${day.date}`);
      } finally {
        counter.stop();
      }
      expect(value).toEqual(day.list);
      const dayRecords = countLeaves(day.list);
      console.info(
        `three years × 10 kids: loaded in ${loadMs} ms (${writes} updates); ` +
          `${recordsInDatabase} records in the database; reading ${day.date} read ` +
          `${counter.records} records in ${counter.requests} requests (the day has ${dayRecords})`,
      );
      expect(counter.records).toBe(dayRecords);
    }

    // A week, and the 60 days a streak looks back over: only their records are read.
    for (const days of [history.days.slice(-7), history.days.slice(-60)]) {
      const [first, last] = [days[0], days.at(-1)];
      if (!first || !last) throw new Error('the history has too few days');
      const counter = countIndexedDbReads();
      let value: unknown;
      try {
        const reader = openTracked(open);
        value = await new Promise((resolve, reject) => {
          const stop = reader.subscribeRange(
            `${history.familyPath}/lists`,
            first.date,
            last.date,
            (read) => {
              resolve(read);
              queueMicrotask(() => stop());
            },
            reject,
          );
        });
      } finally {
        counter.stop();
      }
      expect(value).toEqual(Object.fromEntries(days.map((day) => [day.date, day.list])));
      const rangeRecords = days.reduce((sum, day) => sum + countLeaves(day.list), 0);
      console.info(
        `three years × 10 kids: ${first.date} to ${last.date} read ${counter.records} records ` +
          `in ${counter.requests} requests (the ${days.length} days have ${rangeRecords})`,
      );
      expect(counter.records).toBe(rangeRecords);
    }
  }, 120_000);

  it('a second listener of the same place, started while the first reads, shares its read', async () => {
    const store = openTracked(freshDatabase().open);
    const day = 'families/f1/lists/2026-11-22';
    await store.set(day, { ada: { t1: { title: 'Brush teeth', completed: false, order: 1 } } });
    const counter = countIndexedDbReads();
    try {
      // Both start before either has read: the app's early read, and its own listener.
      const first = recordValues(store, day);
      const second = recordValues(store, day);
      await Promise.all([first.waitForCount(1), second.waitForCount(1)]);
      expect(second.values).toEqual(first.values);
      expect(counter.requests).toBe(1);
      // A write after that reaches both, as it reaches any listener.
      await store.set(`${day}/ada/t1/completed`, 1_795_000_000);
      await Promise.all([first.waitForCount(2), second.waitForCount(2)]);
      expect(second.values[1]).toEqual(first.values[1]);
      first.stop();
      second.stop();
    } finally {
      counter.stop();
    }
  });

  it('a listener of a place another listener has read starts from its value, reading nothing', async () => {
    const store = openTracked(freshDatabase().open);
    const lists = 'families/f1/lists';
    const task = (title: string) => ({ ada: { t1: { title, completed: false, order: 1 } } });
    await store.update(lists, { '2026-11-21': task('Feed the cat'), '2026-11-22': task('Read') });
    const week = () => {
      const values: unknown[] = [];
      const stop = store.subscribeRange(lists, '2026-11-16', '2026-11-22', (value) => {
        values.push(value);
      });
      return { values, stop };
    };
    // The app's early read of the week, read before the Week view's own listener starts.
    const early = week();
    await vi.waitFor(() => expect(early.values).toHaveLength(1));
    const counter = countIndexedDbReads();
    try {
      const own = week();
      await vi.waitFor(() => expect(own.values).toHaveLength(1));
      expect(own.values[0]).toEqual(early.values[0]);
      expect(counter.requests).toBe(0);
      // Both hear a write after that, and a day outside the range reaches neither.
      await store.set(`${lists}/2026-11-22/ada/t1/completed`, 1_795_000_000);
      await store.set(`${lists}/2026-11-23`, task('Swim'));
      await vi.waitFor(() => expect(own.values).toHaveLength(2));
      expect(own.values[1]).toEqual(early.values[1]);
      expect(own.values[1]).toMatchObject({
        '2026-11-22': { ada: { t1: { completed: 1_795_000_000 } } },
      });
      // A listener that has not read yet answers nobody: a listener of another range reads.
      const other = store.subscribeRange(lists, '2026-11-23', '2026-11-29', () => undefined);
      await vi.waitFor(() => expect(counter.requests).toBe(1));
      other();
      early.stop();
      own.stop();
    } finally {
      counter.stop();
    }
    expect(early.values).toHaveLength(2);
  });

  it('a listener hears its value once its read succeeded, not when the transaction completes', async () => {
    const store = openTracked(freshDatabase().open);
    const day = 'families/f1/lists/2026-11-22';
    await store.set(day, { ada: { t1: { title: 'Brush teeth', completed: false, order: 1 } } });
    // Read-only transactions from now on never say they are complete (the browser's storage busy
    // with other transactions' bookkeeping).
    const transaction = IDBDatabase.prototype.transaction;
    vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
      this: IDBDatabase,
      ...args: Parameters<IDBDatabase['transaction']>
    ) {
      const started = transaction.apply(this, args);
      if (started.mode === 'readonly') {
        Object.defineProperty(started, 'oncomplete', { set: () => undefined, get: () => null });
      }
      return started;
    });
    const heard = recordValues(store, day);
    await heard.waitForCount(1);
    expect(heard.values[0]).toEqual({
      ada: { t1: { title: 'Brush teeth', completed: false, order: 1 } },
    });
    heard.stop();
  });

  it('keeps one record per leaf value, keyed by its path keys, after close and reopen', async () => {
    quietErrors();
    const { factory, databaseName, open } = freshDatabase();
    const first = openTracked(open);
    await first.set('families/f1/config', { name: 'The Lovelaces', names: { ada: 'Ada' } });
    first.close();
    await expectRejectedWith(
      () => first.set('families/f1/config/name', 'x'),
      'STORE_CLOSED',
      'families/f1/config/name',
    );

    const db = await request(factory.open(databaseName));
    const records = await request(db.transaction('nodes').objectStore('nodes').getAll());
    db.close();
    expect(records).toEqual([
      { path: ['families', 'f1', 'config', 'name'], value: 'The Lovelaces' },
      { path: ['families', 'f1', 'config', 'names', 'ada'], value: 'Ada' },
    ]);

    const second = openTracked(open);
    expect(await readValue(second, 'families/f1/config/names/ada')).toBe('Ada');
  });

  it('logs a write IndexedDB fails to save exactly once, as the error it rejects with', async () => {
    const store = openTracked(freshDatabase().open);
    const path = 'families/f1/lists/2026-11-22/ada/t1/completed';
    await store.set(path, false);
    const logged = quietErrors();
    // IndexedDB aborts the write instead of committing it (a full disk, say).
    vi.spyOn(IDBTransaction.prototype, 'commit').mockImplementation(function (
      this: IDBTransaction,
    ) {
      this.abort();
    });
    const error = await rejectionOf(() => store.set(path, 1_795_000_100));
    expect(error).toMatchObject({ code: 'STORAGE_FAILED', path });
    expect(logged).toHaveBeenCalledOnce();
    expect(logged.mock.calls[0]?.[0]).toBe(error);
  });

  describe('when another version of the app opens the database at a higher version', () => {
    it('fails a pending transaction and every later operation with DATASTALE', async () => {
      quietErrors();
      const { factory, databaseName, open } = freshDatabase();
      const store = openTracked(open);
      await store.set('families/f1/counter', 1);
      const listener = recordValues(store, 'families/f1');
      await listener.waitForCount(1);

      // Another connection holds a read-write transaction, so the store's transaction waits.
      const blocker = await request(factory.open(databaseName));
      const release = holdReadWriteTransaction(blocker);
      const pending = store.transaction('families/f1/counter', (n) => Number(n) + 1);
      const pendingFailure = expectRejectedWith(() => pending, 'DATASTALE', 'families/f1/counter');
      let settledBeforeUpgrade = false;
      const markSettled = () => (settledBeforeUpgrade = true);
      pending.then(markSettled, markSettled);
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(settledBeforeUpgrade, 'the transaction should still be pending').toBe(false);

      const upgrade = factory.open(databaseName, 2);
      blocker.onversionchange = () => {
        release();
        blocker.close();
      };
      const upgraded = await request(upgrade);
      upgraded.close();
      await pendingFailure;

      expect(listener.errors.map((error) => (error as { code?: string }).code)).toEqual([
        'DATASTALE',
      ]);
      const path = 'families/f1/counter';
      await expectRejectedWith(() => store.set(path, 5), 'DATASTALE', path);
      await expectRejectedWith(() => store.update(path, { a: 1 }), 'DATASTALE', path);
      await expectRejectedWith(() => store.remove(path), 'DATASTALE', path);
      await expectRejectedWith(() => store.push(path, 1), 'DATASTALE', path);
      await expectRejectedWith(() => store.transaction(path, () => 1), 'DATASTALE', path);
      await expectRejectedWith(() => nextValue(store, path), 'DATASTALE', path);
      // A tab still running the old version, opened after the upgrade, is stale from the start.
      await expectRejectedWith(() => openTracked(open).set(path, 5), 'DATASTALE', path);
    });
  });
});
