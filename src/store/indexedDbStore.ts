import { createActor, fromPromise, type ActorOptions, type AnyActorLogic } from 'xstate';
import { transactionMachine, type AttemptResult } from '../../machines/transactionMachine';
import { StoreError, toStoreError } from './errors';
import {
  OBJECT_STORE,
  applyWrites,
  openDatabase,
  readSubtree,
  transactionDone,
  type Write,
} from './indexedDbRecords';
import { joinPath, pathsOverlap, isAncestorOrSelf } from './paths';
import type {
  Store,
  StoreSnapshot,
  TransactionResult,
  TransactionUpdate,
  Unsubscribe,
} from './port';
import { newPushId } from './pushId';
import { childAt, deepEqual, withChildAt } from './tree';
import { normalizeValue, parsePath } from './validation';
import { settleTransaction } from './transactionOutcome';

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

interface Subscription {
  keys: string[];
  onValue: (value: StoreSnapshot) => void;
  onError: (error: Error) => void;
  /** The value last delivered; `undefined` until the first read. */
  value: StoreSnapshot | undefined;
  reading: boolean;
  /** A change arrived while reading: read again before delivering. */
  dirty: boolean;
  active: boolean;
}

interface PendingTransaction {
  keys: string[];
  overridden: () => void;
}

interface ChangeMessage {
  type: 'changed';
  paths: string[][];
}

const STALE_MESSAGE =
  'Kids To-Do was updated in another tab, so this tab is out of date. Reload the page to keep going.';

/**
 * The embedded store: Realtime Database semantics on IndexedDB. Local writes reach local
 * listeners at once (as Firebase's do) and are persisted in one IndexedDB transaction each;
 * other tabs hear about them on a BroadcastChannel and re-read only what they listen to.
 */
export function createIndexedDbStore(options: IndexedDbStoreOptions = {}): Store {
  const factory = options.indexedDB ?? globalThis.indexedDB;
  const keyRange = options.keyRange ?? globalThis.IDBKeyRange;
  const databaseName = options.databaseName ?? 'kids-todo';
  const subscriptions = new Set<Subscription>();
  const pendingTransactions = new Set<PendingTransaction>();
  let closed = false;
  let stale = false;

  const database = openDatabase(factory, databaseName).then((db) => {
    db.onversionchange = () => {
      stale = true;
      db.close();
      for (const subscription of subscriptions) {
        subscription.onError(
          new StoreError('DATASTALE', STALE_MESSAGE, joinPath(subscription.keys)),
        );
      }
    };
    if (closed) db.close();
    return db;
  });
  // A rejected open is reported by the operations that need the database.
  database.catch(() => undefined);

  const channel =
    typeof BroadcastChannel === 'undefined'
      ? null
      : new BroadcastChannel(`kids-todo-store/${databaseName}`);
  // Node keeps a process alive for an open channel; a browser has no such method.
  (channel as { unref?: () => void } | null)?.unref?.();
  if (channel) {
    channel.onmessage = (event: MessageEvent<ChangeMessage>) => {
      if (event.data?.type === 'changed') refreshOverlapping(event.data.paths);
    };
  }

  async function usableDatabase(path: string): Promise<IDBDatabase> {
    if (closed) throw new StoreError('STORE_CLOSED', 'The store was closed.', path);
    if (stale) throw new StoreError('DATASTALE', STALE_MESSAGE, path);
    try {
      return await database;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'VersionError') {
        throw new StoreError('DATASTALE', STALE_MESSAGE, path, { cause: error });
      }
      throw toStoreError(error, path);
    }
  }

  async function readValue(keys: string[]): Promise<StoreSnapshot> {
    const db = await usableDatabase(joinPath(keys));
    const transaction = db.transaction(OBJECT_STORE, 'readonly');
    let value: StoreSnapshot = null;
    readSubtree(transaction.objectStore(OBJECT_STORE), keyRange, keys, (read) => (value = read));
    await transactionDone(transaction);
    return deepFreeze(value);
  }

  function deliver(subscription: Subscription, value: StoreSnapshot): void {
    if (!subscription.active) return;
    if (subscription.value !== undefined && deepEqual(subscription.value, value)) return;
    subscription.value = value;
    subscription.onValue(value);
  }

  function refresh(subscription: Subscription): void {
    if (subscription.reading) {
      subscription.dirty = true;
      return;
    }
    subscription.reading = true;
    subscription.dirty = false;
    readValue(subscription.keys).then(
      (value) => {
        subscription.reading = false;
        if (subscription.dirty) refresh(subscription);
        else deliver(subscription, value);
      },
      (error: unknown) => {
        subscription.reading = false;
        if (subscription.active)
          subscription.onError(toStoreError(error, joinPath(subscription.keys)));
      },
    );
  }

  function refreshOverlapping(paths: readonly (readonly string[])[]): void {
    for (const subscription of subscriptions) {
      if (paths.some((keys) => pathsOverlap(keys, subscription.keys))) refresh(subscription);
    }
  }

  /** Shows a write to local listeners at once, as the Realtime Database does. */
  function applyLocally(writes: readonly Write[]): void {
    for (const subscription of subscriptions) {
      const relevant = writes.filter((write) => pathsOverlap(write.keys, subscription.keys));
      if (relevant.length === 0) continue;
      if (subscription.value === undefined || subscription.reading) {
        refresh(subscription);
        continue;
      }
      let value: StoreSnapshot = subscription.value;
      for (const write of relevant) {
        value = isAncestorOrSelf(write.keys, subscription.keys)
          ? childAt(write.value, subscription.keys.slice(write.keys.length))
          : withChildAt(value, write.keys.slice(subscription.keys.length), write.value);
      }
      deliver(subscription, deepFreeze(value));
    }
  }

  async function persist(db: IDBDatabase, writes: readonly Write[]): Promise<void> {
    const transaction = db.transaction(OBJECT_STORE, 'readwrite');
    applyWrites(transaction.objectStore(OBJECT_STORE), keyRange, writes);
    await transactionDone(transaction);
  }

  function announce(writes: readonly Write[]): void {
    const message: ChangeMessage = { type: 'changed', paths: writes.map((write) => write.keys) };
    if (!closed) channel?.postMessage(message);
  }

  async function write(path: string, writes: Write[]): Promise<void> {
    const db = await usableDatabase(path);
    for (const pending of pendingTransactions) {
      if (writes.some((w) => pathsOverlap(w.keys, pending.keys))) pending.overridden();
    }
    applyLocally(writes);
    try {
      await persist(db, writes);
    } catch (error) {
      refreshOverlapping(writes.map((w) => w.keys));
      throw toStoreError(error, path);
    }
    announce(writes);
  }

  /** One optimistic try: writes `update(current)` only if `current` is still what is stored. */
  async function attempt(
    keys: string[],
    current: StoreSnapshot,
    update: TransactionUpdate,
  ): Promise<AttemptResult> {
    if (stale) return { outcome: 'stale' };
    const proposed = update(structuredClone(current));
    if (proposed === undefined) return { outcome: 'aborted' };
    const next = normalizeValue(proposed, keys);
    const db = await usableDatabase(joinPath(keys));
    const transaction = db.transaction(OBJECT_STORE, 'readwrite');
    const objectStore = transaction.objectStore(OBJECT_STORE);
    let stored: StoreSnapshot = null;
    readSubtree(objectStore, keyRange, keys, (value) => {
      stored = value;
      if (deepEqual(value, current)) applyWrites(objectStore, keyRange, [{ keys, value: next }]);
    });
    await transactionDone(transaction);
    if (!deepEqual(stored, current)) return { outcome: 'conflict', current: deepFreeze(stored) };
    applyLocally([{ keys, value: next }]);
    announce([{ keys, value: next }]);
    return { outcome: 'committed', value: next };
  }

  return {
    subscribe(path, onValue, onError = reportUnhandled): Unsubscribe {
      const keys = parsePath(path);
      const subscription: Subscription = {
        keys,
        onValue,
        onError,
        value: undefined,
        reading: false,
        dirty: false,
        active: true,
      };
      subscriptions.add(subscription);
      refresh(subscription);
      return () => {
        subscription.active = false;
        subscriptions.delete(subscription);
      };
    },

    async set(path, value) {
      const keys = parsePath(path);
      await write(path, [{ keys, value: normalizeValue(value, keys) }]);
    },

    async update(path, values) {
      const base = parsePath(path);
      const writes = Object.entries(values).map(([relative, value]) => {
        const full = [...base, relative].join('/');
        if (relative.split('/').some((key) => key === '')) {
          throw new StoreError('INVALID_KEY', `The path "${full}" has an empty name in it.`, full);
        }
        const keys = parsePath(full);
        return { keys, value: normalizeValue(value, keys) };
      });
      for (const [index, a] of writes.entries()) {
        for (const b of writes.slice(index + 1)) {
          if (pathsOverlap(a.keys, b.keys)) {
            throw new StoreError(
              'INVALID_PATH',
              `One update cannot change both "${joinPath(a.keys)}" and "${joinPath(b.keys)}": one lies inside the other.`,
              path,
            );
          }
        }
      }
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

    transaction(path, update): Promise<TransactionResult> {
      let keys: string[];
      try {
        keys = parsePath(path);
      } catch (error) {
        return Promise.reject(error);
      }
      const machine = transactionMachine.provide({
        actors: {
          readCurrent: fromPromise<unknown, { path: string }>(() => readValue(keys)),
          attempt: fromPromise(({ input }) =>
            attempt(keys, input.current as StoreSnapshot, update),
          ),
        },
      });
      const actor = createActor(machine, { ...options.actorOptions, input: { path } });
      const pending: PendingTransaction = {
        keys,
        overridden: () => actor.send({ type: 'transaction.overridden' }),
      };
      pendingTransactions.add(pending);
      return settleTransaction(actor, path).finally(() => pendingTransactions.delete(pending));
    },

    close() {
      closed = true;
      for (const subscription of subscriptions) subscription.active = false;
      subscriptions.clear();
      channel?.close();
      database.then((db) => db.close()).catch(() => undefined);
    },
  };
}

function reportUnhandled(error: Error): void {
  console.error(error);
}

function deepFreeze<T extends StoreSnapshot>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
