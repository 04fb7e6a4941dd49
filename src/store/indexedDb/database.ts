/**
 * The embedded store's connection to IndexedDB: opening the database, knowing when this tab
 * is out of date or closed, and reading values in one transaction.
 */
import { STALE_MESSAGE, StoreError, toStoreError } from '../errors';
import { joinPath } from '../paths';
import type { KeyRange, StoreSnapshot } from '../port';
import { deepFreeze, type PathValue } from '../tree';
import { forgetFirstReads, takeFirstRead } from '../earlyOpening';
import { OBJECT_STORE, openDatabase, readSubtree, subtreeValue, transactionDone } from './records';

/** Another version of the app upgraded the database: this tab can no longer use it. */
export function staleError(path: string, cause?: unknown): StoreError {
  return new StoreError('DATASTALE', STALE_MESSAGE, path, cause ? { cause } : undefined);
}

/** Values read in one transaction; reads are numbered as they start, later ones seeing more. */
export interface StoredValues {
  readNumber: number;
  values: PathValue[];
}

export interface StoreDatabase {
  readonly keyRange: typeof IDBKeyRange;
  /** The store was closed: nothing more is read, written or told. */
  readonly closed: boolean;
  /** Another version of the app upgraded the database: every later operation fails. */
  readonly stale: boolean;
  /** The open database, or the reason it may not be used for `path`. */
  usable(path: string): Promise<IDBDatabase>;
  /**
   * Reads the values at `paths` in one transaction; with `range`, only those children of one.
   * Resolves once every request has succeeded, not waiting for the transaction's completion.
   */
  read(paths: readonly string[][], range?: KeyRange): Promise<StoredValues>;
  readValue(keys: string[]): Promise<StoreSnapshot>;
  /**
   * What the page read before the app started is no longer taken (src/lastFrame/firstReads.ts):
   * called before this tab writes, and when another tab is heard.
   */
  forgetFirstReads(): void;
  close(): void;
}

export interface StoreDatabaseOptions {
  factory: IDBFactory;
  keyRange: typeof IDBKeyRange;
  databaseName: string;
  /** Called once the database has gone stale. */
  onStale: () => void;
}

export function openStoreDatabase({
  factory,
  keyRange,
  databaseName,
  onStale,
}: StoreDatabaseOptions): StoreDatabase {
  let closed = false;
  let stale = false;
  let readsStarted = 0;

  const database = openDatabase(factory, databaseName).then((db) => {
    db.onversionchange = () => {
      stale = true;
      db.close();
      onStale();
    };
    if (closed) db.close();
    return db;
  });
  // A rejected open is reported by the operations that need the database.
  database.catch(() => undefined);

  async function usable(path: string): Promise<IDBDatabase> {
    if (closed) throw new StoreError('STORE_CLOSED', 'The store was closed.', path);
    if (stale) throw staleError(path);
    try {
      return await database;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'VersionError') {
        throw staleError(path, error);
      }
      throw toStoreError(error, path);
    }
  }

  /**
   * The page's own read of `keys`, made before the app started and taken once, when there is
   * one and nothing can have changed it since; numbered 0, older than every read of this store.
   */
  async function firstRead(keys: string[]): Promise<StoredValues | undefined> {
    const records = await takeFirstRead(factory, databaseName, keys);
    if (!records) return undefined;
    return { readNumber: 0, values: [{ keys, value: deepFreeze(subtreeValue(records, keys)) }] };
  }

  async function read(paths: readonly string[][], range?: KeyRange): Promise<StoredValues> {
    const db = await usable(joinPath(paths[0] ?? []));
    const [only] = paths;
    if (paths.length === 1 && only && !range) {
      const early = await firstRead(only);
      if (early) return early;
    }
    const transaction = db.transaction(OBJECT_STORE, 'readonly');
    const readNumber = ++readsStarted;
    const objectStore = transaction.objectStore(OBJECT_STORE);
    const values: PathValue[] = paths.map((keys) => ({ keys, value: null }));
    // A read-only transaction's values are final once each of its requests has succeeded: its
    // completion, one more round trip to the browser's storage (behind any other reads there),
    // is not waited for.
    await new Promise<void>((resolve, reject) => {
      let waiting = paths.length;
      if (waiting === 0) resolve();
      transactionDone(transaction).then(resolve, reject);
      paths.forEach((keys, index) =>
        readSubtree(
          objectStore,
          keyRange,
          keys,
          (value) => {
            values[index] = { keys, value: deepFreeze(value) };
            waiting -= 1;
            if (waiting === 0) resolve();
          },
          range,
        ),
      );
    });
    return { readNumber, values };
  }

  return {
    keyRange,
    get closed() {
      return closed;
    },
    get stale() {
      return stale;
    },
    usable,
    read,
    async readValue(keys) {
      const { values } = await read([keys]);
      return values[0]?.value ?? null;
    },
    forgetFirstReads: () => forgetFirstReads(factory, databaseName),
    close() {
      closed = true;
      forgetFirstReads(factory, databaseName);
      database.then((db) => db.close()).catch(() => undefined);
    },
  };
}
