import type { ActorOptions, AnyActorLogic } from 'xstate';
import { loggingFailure, reported, toStoreError } from '../errors';
import type { Store, Unsubscribe } from '../port';
import { parsePath } from '../validation';
import { createCrossTabSync } from './crossTabSync';
import { openStoreDatabase, staleError } from './database';
import { createSubscriptions } from './subscriptions';
import { createTransactions } from './transactions';
import { createWrites } from './writes';

export interface IndexedDbStoreOptions {
  /** The IndexedDB database to use. Default `kids-todo`. */
  databaseName?: string;
  /** The IndexedDB implementation; default the browser's. Tests pass fake-indexeddb's. */
  indexedDB?: IDBFactory;
  /** Key range constructor matching `indexedDB`; default the global `IDBKeyRange`. */
  keyRange?: typeof IDBKeyRange;
  /** Options for the actors the store starts (the inspector hooks in here). */
  actorOptions?: Pick<ActorOptions<AnyActorLogic>, 'inspect'>;
}

/**
 * The embedded store: Realtime Database semantics on IndexedDB. Local writes reach local
 * listeners at once (as Firebase's do) and are persisted in one IndexedDB transaction each
 * (`writes.ts`). Writes are posted on a BroadcastChannel with their values, and other tabs
 * patch what their listeners hold without reading the day again (`crossTabSync.ts`).
 */
export function createIndexedDbStore(options: IndexedDbStoreOptions = {}): Store {
  const databaseName = options.databaseName ?? 'kids-todo';
  const database = openStoreDatabase({
    factory: options.indexedDB ?? globalThis.indexedDB,
    keyRange: options.keyRange ?? globalThis.IDBKeyRange,
    databaseName,
    onStale: () => subscriptions.failAll((path) => staleError(path)),
  });
  const subscriptions = createSubscriptions(database);
  const sync = createCrossTabSync(databaseName, database, subscriptions);
  const transactions = createTransactions({
    database,
    subscriptions,
    sync,
    actorOptions: options.actorOptions,
  });

  const writes = createWrites({ database, subscriptions, sync, transactions });

  // Every failure is logged here, once, whoever is told of it.
  return {
    subscribe(path, onValue, onError = () => undefined, options = {}): Unsubscribe {
      return subscriptions.add(parsePath(path), onValue, (error) =>
        onError(reported(toStoreError(error, path), options)),
      );
    },
    subscribeRange(path, fromKey, toKey, onValue, onError = () => undefined, options = {}) {
      return subscriptions.add(
        parsePath(path),
        onValue,
        (error) => onError(reported(toStoreError(error, path), options)),
        { from: fromKey, to: toKey },
      );
    },
    set: (path, value) => loggingFailure(path, () => writes.set(path, value)),
    update: (path, values) => loggingFailure(path, () => writes.update(path, values)),
    remove: (path) => loggingFailure(path, () => writes.remove(path)),
    push: (path, value) => loggingFailure(path, () => writes.push(path, value)),
    transaction: (path, update) => loggingFailure(path, () => transactions.run(path, update)),
    close() {
      database.close();
      subscriptions.close();
      sync.close();
    },
  };
}
