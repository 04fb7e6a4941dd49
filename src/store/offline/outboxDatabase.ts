/**
 * The outbox on disk (docs/design.md "Offline first, with a server"): one IndexedDB database per
 * signed-in parent holding the changes made on this device that the server has not confirmed,
 * in the order they were made, and the places this device has a copy of.
 */
import type { StoreSnapshot, TransactionIntent } from '../port';
import { openEarlyOr } from '../earlyOpening';
import { StoreError } from '../errors';
import { commitNow, transactionDone } from '../indexedDb/records';

/** What a kept change does, as the port call that made it. A `set` of `null` removes. */
export type OutboxOp =
  | { kind: 'set'; path: string; value: StoreSnapshot }
  | { kind: 'update'; path: string; values: Record<string, StoreSnapshot> }
  | { kind: 'intent'; path: string; intent: TransactionIntent };

export interface OutboxEntry {
  /** The order the change was made in on this device (IndexedDB's key generator). */
  seq: number;
  /** Made on the device when the change was made: how the change is known until it is sent. */
  id: string;
  /** When it was made, in milliseconds. */
  made: number;
  /** The family it belongs to, or `''` (what a removed member's outbox is dropped by). */
  family: string;
  /** Plain words for the change, for a report if the server refuses it. */
  what: string;
  op: OutboxOp;
}

export type NewOutboxEntry = Omit<OutboxEntry, 'seq'>;

export const ENTRIES = 'entries';
export const KNOWN = 'known';
export const OUTBOX_VERSION = 1;

export interface OutboxDatabase {
  /** Every kept change, oldest first. */
  entries(): Promise<OutboxEntry[]>;
  /**
   * Keeps a change; resolves once it is on disk with its place in the order and every change
   * kept then (its own included), read in the same transaction: none kept before it is missing.
   */
  add(entry: NewOutboxEntry): Promise<{ seq: number; entries: OutboxEntry[] }>;
  /** The server has it, or refused it: gone. Removing one that is gone changes nothing. */
  remove(seqs: readonly number[]): Promise<void>;
  /** The places this device has held a server copy of (see `markKnown`). */
  known(): Promise<string[]>;
  markKnown(place: string): Promise<void>;
  forget(place: string): Promise<void>;
  close(): void;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB refused the request.'));
  });
}

function openNow(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const req = factory.open(name, OUTBOX_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(ENTRIES)) {
        db.createObjectStore(ENTRIES, { keyPath: 'seq', autoIncrement: true });
      }
      if (!db.objectStoreNames.contains(KNOWN)) db.createObjectStore(KNOWN);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('The outbox could not be opened.'));
  });
}

export function openOutboxDatabase(factory: IDBFactory, name: string): OutboxDatabase {
  let closed = false;
  // The page may have started opening it already (index.html, a returning parent).
  const opening = openEarlyOr(factory, name, () => openNow(factory, name)).then((db) => {
    // Signing out deletes this database: let it go.
    db.onversionchange = () => db.close();
    if (closed) db.close();
    return db;
  });
  opening.catch(() => undefined);

  async function run<T>(
    storeName: string,
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<T> | void,
  ): Promise<T | undefined> {
    const db = await opening;
    if (closed) throw new StoreError('STORE_CLOSED', 'The store was closed.', name);
    const transaction = db.transaction(storeName, mode);
    const req = work(transaction.objectStore(storeName));
    const result = req ? request(req) : Promise.resolve(undefined);
    if (mode === 'readwrite') commitNow(transaction);
    await transactionDone(transaction);
    return result;
  }

  return {
    async entries() {
      return ((await run(ENTRIES, 'readonly', (store) => store.getAll())) ?? []) as OutboxEntry[];
    },
    async add(entry) {
      let seq = 0;
      const entries = (await run(ENTRIES, 'readwrite', (store) => {
        store.add(entry).onsuccess = (event) => {
          seq = (event.target as IDBRequest<number>).result;
        };
        return store.getAll();
      })) as OutboxEntry[];
      return { seq, entries };
    },
    async remove(seqs) {
      if (seqs.length === 0) return;
      await run(ENTRIES, 'readwrite', (store) => {
        for (const seq of seqs) store.delete(seq);
      });
    },
    async known() {
      return ((await run(KNOWN, 'readonly', (store) => store.getAllKeys())) ?? []) as string[];
    },
    async markKnown(place) {
      await run(KNOWN, 'readwrite', (store) => store.put(true, place));
    },
    async forget(place) {
      await run(KNOWN, 'readwrite', (store) => store.delete(place));
    },
    close() {
      closed = true;
      opening.then((db) => db.close()).catch(() => undefined);
    },
  };
}

/** Deletes a database, waiting for other tabs to let go of it. */
export function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = factory.deleteDatabase(name);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error ?? new Error(`${name} could not be deleted.`));
  });
}
