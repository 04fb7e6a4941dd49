/**
 * The embedded store's IndexedDB layout: one record per leaf value, keyed by the array of
 * its path keys. An array key range selects exactly one subtree, so a subscription to one
 * day reads that day's records and nothing else, however many years of history there are.
 */
import type { PathKeys } from '../paths';
import { openEarlyOr } from '../earlyOpening';
import type { KeyRange, StoreSnapshot } from '../port';
import { assemble, flatten, type Leaf } from '../tree';

export const OBJECT_STORE = 'nodes';
export const SCHEMA_VERSION = 1;

interface LeafRecord {
  path: string[];
  value: string | number | boolean;
}

/** A normalized write: `null` removes. */
export interface Write {
  keys: string[];
  value: StoreSnapshot;
}

/** The embedded store's database, which the page starts opening itself (index.html). */
export const EARLY_DATABASE = 'kids-todo';

export function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return openEarlyOr(factory, name, () => openDatabaseNow(factory, name));
}

function openDatabaseNow(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, SCHEMA_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OBJECT_STORE)) {
        db.createObjectStore(OBJECT_STORE, { keyPath: 'path' });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened.'));
    request.onblocked = () => {
      // Another tab holds an older version open; it closes on `versionchange` and we proceed.
    };
  });
}

/** Every key at or below `keys`: `[...keys]` up to `[...keys, []]` (arrays sort after strings). */
export function subtreeRange(keyRange: typeof IDBKeyRange, keys: PathKeys): IDBKeyRange {
  return keyRange.bound([...keys], [...keys, []]);
}

/** The records of the children of `keys` from `range.from` to `range.to`, and below them. */
export function childRange(
  keyRange: typeof IDBKeyRange,
  keys: PathKeys,
  range: KeyRange,
): IDBKeyRange {
  return keyRange.bound([...keys, range.from], [...keys, range.to, []]);
}

function toLeaves(records: LeafRecord[], depth: number): Leaf[] {
  return records.map((record) => [record.path.slice(depth), record.value] as const);
}

/** The value at `keys` made from the records at and below it (read with `subtreeRange`). */
export function subtreeValue(records: readonly unknown[], keys: PathKeys): StoreSnapshot {
  return assemble(toLeaves(records as LeafRecord[], keys.length));
}

/** Reads the value at `keys` inside an open transaction; with `range`, only those children. */
export function readSubtree(
  objectStore: IDBObjectStore,
  keyRange: typeof IDBKeyRange,
  keys: PathKeys,
  onValue: (value: StoreSnapshot) => void,
  range?: KeyRange,
): void {
  if (range && range.from > range.to) {
    onValue(null);
    return;
  }
  const request = objectStore.getAll(
    range ? childRange(keyRange, keys, range) : subtreeRange(keyRange, keys),
  );
  request.onsuccess = () => onValue(subtreeValue(request.result, keys));
}

/** Replaces each written subtree, and drops any leaf stored above it (a value becomes an object). */
export function applyWrites(
  objectStore: IDBObjectStore,
  keyRange: typeof IDBKeyRange,
  writes: readonly Write[],
): void {
  for (const { keys, value } of writes) {
    objectStore.delete(subtreeRange(keyRange, keys));
    for (let depth = 0; depth < keys.length; depth++) objectStore.delete(keys.slice(0, depth));
    for (const [relative, leaf] of flatten(value)) {
      const record: LeafRecord = { path: [...keys, ...relative], value: leaf };
      objectStore.put(record);
    }
  }
}

/**
 * Commits as soon as the requests made so far are done, not once this page has handled their
 * results: a page busy rendering would otherwise hold the commit, and the other tabs, back.
 */
export function commitNow(transaction: IDBTransaction): void {
  // Browsers without commit() commit by themselves once the requests are done.
  if (typeof transaction.commit === 'function') transaction.commit();
}

export function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('The write failed.'));
    transaction.onabort = () => reject(transaction.error ?? new Error('The write was aborted.'));
  });
}
