/**
 * The embedded store's writes: each is shown to local listeners at once (as Firebase's are)
 * and persisted in one IndexedDB transaction.
 */
import { toStoreError } from '../errors';
import type { Store } from '../port';
import { newPushId } from '../pushId';
import { normalizeValue, parsePath, validateUpdate } from '../validation';
import type { CrossTabSync } from './crossTabSync';
import type { StoreDatabase } from './database';
import { OBJECT_STORE, applyWrites, commitNow, transactionDone, type Write } from './records';
import type { Subscriptions } from './subscriptions';
import type { Transactions } from './transactions';

export type Writes = Pick<Store, 'set' | 'update' | 'remove' | 'push'>;

export interface WritesOptions {
  database: StoreDatabase;
  subscriptions: Subscriptions;
  sync: CrossTabSync;
  transactions: Transactions;
}

export function createWrites({
  database,
  subscriptions,
  sync,
  transactions,
}: WritesOptions): Writes {
  /** Starts saving at once, and commits without waiting for this page to be idle. */
  async function save(db: IDBDatabase, writes: readonly Write[]): Promise<void> {
    const transaction = db.transaction(OBJECT_STORE, 'readwrite');
    applyWrites(transaction.objectStore(OBJECT_STORE), database.keyRange, writes);
    commitNow(transaction);
    await transactionDone(transaction);
  }

  /**
   * Shows the write here, and tells the other tabs, as soon as it is on its way to IndexedDB:
   * waiting for the commit would wait for this page to render. They read it back once it is
   * saved, or failed.
   */
  async function write(path: string, writes: Write[]): Promise<void> {
    // What the page read before the app started no longer says what is stored.
    database.forgetFirstReads();
    const db = await database.usable(path);
    transactions.overrideOverlapping(writes);
    const saving = save(db, writes);
    sync.announce(writes, true);
    subscriptions.holdUnsaved(writes);
    subscriptions.showWrites(writes, false);
    try {
      await saving;
    } catch (error) {
      subscriptions.dropUnsaved(writes);
      sync.announce(writes, false);
      subscriptions.refreshOverlapping(writes.map((w) => w.keys));
      throw toStoreError(error, path);
    }
    subscriptions.dropUnsaved(writes);
    sync.announce(writes, false);
  }

  return {
    async set(path, value) {
      const keys = parsePath(path);
      await write(path, [{ keys, value: normalizeValue(value, keys) }]);
    },

    async update(path, values) {
      const writes = validateUpdate(path, values);
      if (writes.length > 0) await write(path, writes);
    },

    async remove(path) {
      await write(path, [{ keys: parsePath(path), value: null }]);
    },

    async push(path, value) {
      const key = newPushId();
      const keys = [...parsePath(path), key];
      await write(path, [{ keys, value: normalizeValue(value, keys) }]);
      return key;
    },
  };
}
