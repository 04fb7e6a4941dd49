import { IDBCursor, IDBFactory, IDBIndex, IDBKeyRange, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { createIndexedDbStore } from '../../src/store/indexedDbStore';
import type { Store } from '../../src/store/port';
import { createPushIdGenerator } from '../../src/store/pushId';
import {
  countLeaves,
  generateFamilyHistory,
  loadFamilyHistory,
  seededRandom,
} from '../support/history';
import { describeStoreContract } from './contract';
import { expectRejectedWith, nextValue, readValue, recordValues } from './contract/support';

let databaseCount = 0;

/** A fresh fake IndexedDB and a database name of its own (the BroadcastChannel is per name). */
function freshDatabase() {
  const factory = new IDBFactory();
  const databaseName = `kids-todo-test-${++databaseCount}`;
  const open = (): Store =>
    createIndexedDbStore({ databaseName, indexedDB: factory, keyRange: IDBKeyRange });
  return { factory, databaseName, open };
}

describeStoreContract('IndexedDB', async () => {
  const { open } = freshDatabase();
  return { open, cleanup: async () => undefined };
});

const opened: Store[] = [];
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});

function openTracked(open: () => Store): Store {
  const store = open();
  opened.push(store);
  return store;
}

function request<T>(pending: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result);
    pending.onerror = () => reject(pending.error);
  });
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
  }, 120_000);

  it('keeps one record per leaf value, keyed by its path keys, after close and reopen', async () => {
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

  describe('when another version of the app opens the database at a higher version', () => {
    it('fails a pending transaction and every later operation with DATASTALE', async () => {
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

/** Keeps a read-write transaction busy until `release` is called. */
function holdReadWriteTransaction(db: IDBDatabase): () => void {
  let held = true;
  const objectStore = db.transaction('nodes', 'readwrite').objectStore('nodes');
  const spin = () => {
    objectStore.get(['spin']).onsuccess = () => {
      if (held) spin();
    };
  };
  spin();
  return () => {
    held = false;
  };
}

interface ReadCounter {
  /** Records returned to the caller (values, keys, cursor positions, records skipped by advance). */
  records: number;
  requests: number;
  stop(): void;
}

/**
 * Counts what is read from fake-indexeddb by wrapping its public read methods, whatever the
 * adapter's code does. Cursor requests fire once per record, continue() included.
 */
function countIndexedDbReads(): ReadCounter {
  const counter: ReadCounter = { records: 0, requests: 0, stop: () => undefined };
  const restores: Array<() => void> = [];
  const wrap = (prototype: object, name: string, count: (result: unknown) => number) => {
    const target = prototype as Record<string, unknown>;
    const original = target[name];
    if (typeof original !== 'function') return;
    target[name] = function (this: unknown, ...args: unknown[]) {
      const pending = original.apply(this, args) as IDBRequest;
      counter.requests++;
      pending.addEventListener('success', () => (counter.records += count(pending.result)));
      return pending;
    };
    restores.push(() => (target[name] = original));
  };
  const one = (result: unknown) => (result === undefined || result === null ? 0 : 1);
  const many = (result: unknown) => (Array.isArray(result) ? result.length : 0);
  for (const prototype of [IDBObjectStore.prototype, IDBIndex.prototype]) {
    for (const name of ['get', 'getKey', 'openCursor', 'openKeyCursor']) wrap(prototype, name, one);
    for (const name of ['getAll', 'getAllKeys', 'getAllRecords']) wrap(prototype, name, many);
  }
  const cursor = IDBCursor.prototype as unknown as { advance(count: number): void };
  const advance = cursor.advance;
  cursor.advance = function (this: IDBCursor, count: number) {
    counter.records += count - 1; // the records stepped over are read too
    advance.call(this, count);
  };
  restores.push(() => (cursor.advance = advance));
  counter.stop = () => restores.forEach((restore) => restore());
  return counter;
}
