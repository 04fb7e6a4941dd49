/**
 * The store port: Realtime Database semantics that every backend implements.
 * Views never see this; machines reach it through actors that `src/` provides.
 */

/** A value as it is stored and read back. Objects never hold `null` children. */
export type StoreValue = string | number | boolean | StoreObject;
export interface StoreObject {
  [key: string]: StoreValue;
}

/** What a read yields: `null` when nothing is stored at the path. */
export type StoreSnapshot = StoreValue | null;

export type Unsubscribe = () => void;

/** How a transaction ended without throwing. Failures reject with a {@link StoreError}. */
export type TransactionResult =
  | { committed: true; value: StoreSnapshot; attempts: number }
  | { committed: false; reason: 'nodata'; attempts: number };

/** Children of a path from one key to another, both included. */
export interface KeyRange {
  from: string;
  to: string;
}

/**
 * A key after every key the app makes (push ids, dates, kid ids): a range to it runs to the end,
 * so `subscribeRange(path, from, LAST_KEY, …)` reads the children from `from` on (a ledger's
 * entries after its checkpoint).
 */
export const LAST_KEY = '\uf8ff';

/** Returns the next value, or `undefined` to abort and write nothing. May run more than once. */
export type TransactionUpdate = (current: StoreSnapshot) => unknown;

/**
 * A read-before-write kept as what it means: the name of one of the app's intents and its plain
 * arguments. A store that keeps changes until its server is reachable (Firebase mode's outbox)
 * stores the intent and replays it as a transaction against the server's value; the update
 * passed beside it must be what the intent makes of those arguments.
 */
export interface TransactionIntent {
  name: string;
  args: StoreValue;
}

/** A change the server refused after it had been kept on the device: reported once. */
export interface SyncRefusal {
  /** Plain words naming what was lost, e.g. `Ada's tick on "Feed the cat" could not be saved: …`. */
  message: string;
  /** The upper-cased reason: `TASK_DELETED`, `NOT_A_MEMBER`, `PERMISSION_DENIED`… */
  code: string;
}

/** What a store that keeps changes for its server tells the app. */
export interface OutboxWatcher {
  /** How many changes wait to reach the server, now and on every change. */
  onWaiting(count: number): void;
  /** A kept change the server refused; the store already shows what the server holds. */
  onRefused(refusal: SyncRefusal): void;
}

export interface SubscribeOptions {
  /**
   * A failure goes to `onError` only, unlogged: for a check whose refusal is itself the answer
   * (a failed write it explains is logged already).
   */
  quiet?: boolean;
}

export interface Store {
  /** Fires once with the current value (or `null`), then after every change at or below `path`. */
  subscribe(
    path: string,
    onValue: (value: StoreSnapshot) => void,
    onError?: (error: Error) => void,
    options?: SubscribeOptions,
  ): Unsubscribe;
  /**
   * Like `subscribe`, over only the children of `path` whose keys run from `fromKey` to `toKey`
   * (both included, in key order): an object of those children, or `null` when there are none.
   * Cost follows the range, not what else `path` holds (a week of days, not years).
   */
  subscribeRange(
    path: string,
    fromKey: string,
    toKey: string,
    onValue: (value: StoreSnapshot) => void,
    onError?: (error: Error) => void,
    options?: SubscribeOptions,
  ): Unsubscribe;
  /** Replaces the value at `path`; `null` removes it. */
  set(path: string, value: unknown): Promise<void>;
  /** Writes every `relativePath → value` below `path` atomically, as one change. */
  update(path: string, values: Record<string, unknown>): Promise<void>;
  remove(path: string): Promise<void>;
  /** Writes `value` at a new time-ordered key below `path` and returns the key. */
  push(path: string, value: unknown): Promise<string>;
  /**
   * Read-modify-write with optimistic retries: the embedded store's are driven by the transaction
   * machine, Firebase's by the SDK. With `intent`, a store that keeps changes for later (Firebase
   * mode's outbox) runs it on its local copy now and replays it on the server's value later.
   */
  transaction(
    path: string,
    update: TransactionUpdate,
    intent?: TransactionIntent,
  ): Promise<TransactionResult>;
  /**
   * Reports whether the backend reaches its server, now and on every change. Only a backend
   * with a server has it; without it, changes are always where they belong.
   */
  watchConnection?(onChange: (online: boolean) => void): Unsubscribe;
  /**
   * Reports the changes kept on this device until the server has them (Firebase mode's outbox):
   * how many wait, and each one the server refused. Without it every change is where it belongs.
   */
  watchOutbox?(watcher: OutboxWatcher): Unsubscribe;
  /** Removes what this device keeps of the signed-in parent: their local copies and outbox. */
  forgetDevice?(): Promise<void>;
  /** Stops listeners and releases the backend. */
  close(): void;
}
