/**
 * Fake IndexedDB helpers for the embedded store's own tests: fresh databases, a blocked writer,
 * and a count of what is read.
 */
import { IDBCursor, IDBFactory, IDBIndex, IDBKeyRange, IDBObjectStore } from 'fake-indexeddb';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import type { Store } from '../../src/store/port';

let databaseCount = 0;

/** A fresh fake IndexedDB and a database name of its own (the BroadcastChannel is per name). */
export function freshDatabase(prefix = 'kids-todo-test') {
  const factory = new IDBFactory();
  const databaseName = `${prefix}-${++databaseCount}`;
  const open = (): Store =>
    createIndexedDbStore({ databaseName, indexedDB: factory, keyRange: IDBKeyRange });
  return { factory, databaseName, open };
}

export function request<T>(pending: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result);
    pending.onerror = () => reject(pending.error);
  });
}

/** Keeps a read-write transaction busy until `release` is called. */
export function holdReadWriteTransaction(db: IDBDatabase): () => void {
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

/**
 * Resolves once every transaction started on the database before it has finished: a read-write
 * transaction waits for them. It reads nothing the read counter counts.
 */
export async function transactionsFinished(factory: IDBFactory, databaseName: string) {
  const db = await request(factory.open(databaseName));
  try {
    await request(db.transaction('nodes', 'readwrite').objectStore('nodes').count());
  } finally {
    db.close();
  }
}

export interface ReadCounter {
  /** Records returned to the caller (values, keys, cursor positions, records skipped by advance). */
  records: number;
  requests: number;
  stop(): void;
}

/**
 * Counts what is read from fake-indexeddb by wrapping its public read methods, whatever the
 * adapter's code does. Cursor requests fire once per record, continue() included.
 */
export function countIndexedDbReads(): ReadCounter {
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
