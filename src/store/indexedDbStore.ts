import { createActor, fromPromise, type ActorOptions, type AnyActorLogic } from 'xstate';
import { transactionMachine, type AttemptResult } from '../../machines/transaction';
import {
  changeMessage,
  createMissedMessageCheck,
  pathsToConfirm,
  readChangeMessage,
} from './crossTab';
import { StoreError, toStoreError } from './errors';
import {
  OBJECT_STORE,
  applyWrites,
  commitNow,
  openDatabase,
  readSubtree,
  transactionDone,
  type Write,
} from './indexedDbRecords';
import { isAncestorOrSelf, joinPath, pathsOverlap } from './paths';
import type {
  Store,
  StoreSnapshot,
  TransactionResult,
  TransactionUpdate,
  Unsubscribe,
} from './port';
import { newPushId } from './pushId';
import { deepEqual, patchValue, type PathValue } from './tree';
import { normalizeValue, parsePath, validateUpdate } from './validation';
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
  /** The number of the last whole read delivered: a check read started before it is too old. */
  readNumber: number;
}

/** Values read in one transaction; reads are numbered as they start, later ones seeing more. */
interface StoredValues {
  readNumber: number;
  values: PathValue[];
}

interface PendingTransaction {
  keys: string[];
  overridden: () => void;
}

const STALE_MESSAGE =
  'Kids To-Do was updated in another tab, so this tab is out of date. Reload the page to keep going.';

/**
 * The embedded store: Realtime Database semantics on IndexedDB. Local writes reach local
 * listeners at once (as Firebase's do) and are persisted in one IndexedDB transaction each.
 * Writes are posted on a BroadcastChannel with their values, and other tabs patch what their
 * listeners hold without reading the day again (see `crossTab.ts`).
 */
export function createIndexedDbStore(options: IndexedDbStoreOptions = {}): Store {
  const factory = options.indexedDB ?? globalThis.indexedDB;
  const keyRange = options.keyRange ?? globalThis.IDBKeyRange;
  const databaseName = options.databaseName ?? 'kids-todo';
  const subscriptions = new Set<Subscription>();
  const pendingTransactions = new Set<PendingTransaction>();
  /** Writes this tab shows but IndexedDB has not saved yet, oldest first. */
  const unsaved = new Set<readonly Write[]>();
  /** This instance's name on the channel, and how many messages it has posted. */
  const sender = newPushId();
  let messagesSent = 0;
  const missedMessage = createMissedMessageCheck();
  let readsStarted = 0;
  /** Check reads show their results in the order they started. */
  let lastConfirmation: Promise<void> = Promise.resolve();
  /** Check reads not shown yet, oldest first: a newer one reading the same path sees more. */
  const confirmations = new Set<{ paths: string[][] }>();
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
  if (channel) channel.onmessage = (event: MessageEvent<unknown>) => hearChange(event.data);

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

  /** Reads the values at `paths` in one transaction. */
  async function readStored(paths: readonly string[][]): Promise<StoredValues> {
    const db = await usableDatabase(joinPath(paths[0] ?? []));
    const transaction = db.transaction(OBJECT_STORE, 'readonly');
    const readNumber = ++readsStarted;
    const objectStore = transaction.objectStore(OBJECT_STORE);
    const values: PathValue[] = paths.map((keys) => ({ keys, value: null }));
    paths.forEach((keys, index) =>
      readSubtree(objectStore, keyRange, keys, (value) => {
        values[index] = { keys, value: deepFreeze(value) };
      }),
    );
    await transactionDone(transaction);
    return { readNumber, values };
  }

  async function readValue(keys: string[]): Promise<StoreSnapshot> {
    const { values } = await readStored([keys]);
    return values[0]?.value ?? null;
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
    readStored([subscription.keys]).then(
      ({ readNumber, values: [read] }) => {
        subscription.reading = false;
        if (subscription.dirty) return refresh(subscription);
        subscription.readNumber = readNumber;
        deliver(subscription, read?.value ?? null);
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

  const isRead = (subscription: Subscription) =>
    subscription.value !== undefined && !subscription.reading;

  /** `value` with this tab's unsaved writes on top: they will be saved after what it shows. */
  function withUnsaved(keys: readonly string[], value: StoreSnapshot): StoreSnapshot {
    let shown = value;
    for (const writes of unsaved) shown = patchValue(shown, keys, writes);
    return shown;
  }

  /**
   * Shows writes to the listeners they touch, as the Realtime Database does; a listener that
   * has not read its value yet reads afresh. Writes saved before this tab's unsaved ones (another
   * tab's, or a transaction's) go under them.
   */
  function showWrites(writes: readonly PathValue[], underUnsaved: boolean): void {
    for (const subscription of subscriptions) {
      if (!writes.some((write) => pathsOverlap(write.keys, subscription.keys))) continue;
      if (!isRead(subscription)) {
        refresh(subscription);
        continue;
      }
      const patched = patchValue(subscription.value ?? null, subscription.keys, writes);
      const shown = underUnsaved ? withUnsaved(subscription.keys, patched) : patched;
      deliver(subscription, deepFreeze(shown));
    }
  }

  function hearChange(data: unknown): void {
    const change = readChangeMessage(data);
    if (change === null || closed || stale) return;
    // A tab of an older version names the paths only.
    if (change.from === undefined) return refreshOverlapping(change.paths);
    if (missedMessage(change.from.sender, change.from.sequence)) {
      for (const subscription of subscriptions) refresh(subscription);
      return;
    }
    if (change.writes) showWrites(change.writes, true);
    confirmStored(change.paths);
  }

  /**
   * Reads back what is stored where another tab wrote, where this tab listens, and corrects what
   * it shows: a write may fail, and messages from two tabs may arrive in another order than
   * their writes were saved. A read started after the other tab's write sees its outcome.
   */
  function confirmStored(written: readonly string[][]): void {
    const listened = [...subscriptions].filter(isRead).map((subscription) => subscription.keys);
    const paths = pathsToConfirm(written, listened);
    if (paths.length === 0) return;
    const confirmation = { paths };
    confirmations.add(confirmation);
    const reading = readStored(paths);
    const previous = lastConfirmation;
    lastConfirmation = reading
      .then(async (stored) => {
        await previous;
        confirmations.delete(confirmation);
        showConfirmed(stored);
      })
      .catch(() => {
        confirmations.delete(confirmation);
        refreshOverlapping(paths);
      });
  }

  /** True when a check read started later reads `keys` too: its value is the fresher one. */
  const readAgainLater = (keys: readonly string[]) =>
    [...confirmations].some(({ paths }) => paths.some((path) => isAncestorOrSelf(path, keys)));

  function showConfirmed({ readNumber, values: read }: StoredValues): void {
    // A value already read again would show an older state between two quick writes.
    const values = read.filter(({ keys }) => !readAgainLater(keys));
    for (const subscription of subscriptions) {
      if (!isRead(subscription) || subscription.readNumber > readNumber) continue;
      if (!values.some((read) => pathsOverlap(read.keys, subscription.keys))) continue;
      const stored = patchValue(subscription.value ?? null, subscription.keys, values);
      deliver(subscription, deepFreeze(withUnsaved(subscription.keys, stored)));
    }
  }

  /** Starts saving at once, and commits without waiting for this page to be idle. */
  async function save(db: IDBDatabase, writes: readonly Write[]): Promise<void> {
    const transaction = db.transaction(OBJECT_STORE, 'readwrite');
    applyWrites(transaction.objectStore(OBJECT_STORE), keyRange, writes);
    commitNow(transaction);
    await transactionDone(transaction);
  }

  /** Tells the other tabs where this tab writes, with the values while they are still news. */
  function announce(writes: readonly Write[], withValues: boolean): void {
    if (closed || channel === null) return;
    const from = { sender, sequence: ++messagesSent };
    const paths = writes.map((write) => write.keys);
    channel.postMessage(changeMessage(from, paths, withValues ? [...writes] : undefined));
  }

  /**
   * Shows the write here, and tells the other tabs, as soon as it is on its way to IndexedDB:
   * waiting for the commit would wait for this page to render. They read it back once it is
   * saved, or failed.
   */
  async function write(path: string, writes: Write[]): Promise<void> {
    const db = await usableDatabase(path);
    for (const pending of pendingTransactions) {
      if (writes.some((w) => pathsOverlap(w.keys, pending.keys))) pending.overridden();
    }
    const saving = save(db, writes);
    announce(writes, true);
    unsaved.add(writes);
    showWrites(writes, false);
    try {
      await saving;
    } catch (error) {
      unsaved.delete(writes);
      announce(writes, false);
      refreshOverlapping(writes.map((w) => w.keys));
      throw toStoreError(error, path);
    }
    unsaved.delete(writes);
    announce(writes, false);
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
      commitNow(transaction);
    });
    await transactionDone(transaction);
    if (!deepEqual(stored, current)) return { outcome: 'conflict', current: deepFreeze(stored) };
    const writes = [{ keys, value: next }];
    announce(writes, true);
    showWrites(writes, true);
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
        readNumber: 0,
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
