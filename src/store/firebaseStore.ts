import {
  endAt,
  onValue,
  orderByKey,
  query,
  ref,
  startAt,
  remove,
  runTransaction,
  set,
  update,
  type Database,
  type DataSnapshot,
} from 'firebase/database';
import type { TransactionOutput } from '../../machines/transaction';
import { loggingFailure, reported, StoreError, toStoreError } from './errors';
import { failedTransaction, fromFirebaseError, fromFirebaseValue } from './firebaseValues';
import { joinPath } from './paths';
import type {
  KeyRange,
  Store,
  StoreSnapshot,
  TransactionResult,
  TransactionUpdate,
  Unsubscribe,
} from './port';
import { newPushId } from './pushId';
import { clipToRange, deepEqual, deepFreeze } from './tree';
import { transactionResult } from './transactionOutcome';
import { normalizeValue, parsePath, validateUpdate } from './validation';

/**
 * The Firebase store: the port over a Realtime Database reached through the modular SDK.
 * Every write is validated as the embedded adapter validates it before the SDK sees it, so
 * both backends refuse the same values with the same codes. The store does not own the
 * Firebase app: whoever made it deletes it.
 */
export function createFirebaseStore(database: Database): Store {
  const listeners = new Set<Unsubscribe>();
  let closed = false;

  /** The SDK's reference for a path; the root has no path string (`''` is refused). */
  function at(keys: readonly string[]) {
    return keys.length === 0 ? ref(database) : ref(database, joinPath(keys));
  }

  function closedError(path: string): StoreError {
    return new StoreError('STORE_CLOSED', 'The store was closed.', path);
  }

  /** Runs one SDK write; what the SDK or the database reports is rejected as a StoreError. */
  async function write(path: string, send: () => Promise<void>): Promise<void> {
    if (closed) throw closedError(path);
    try {
      await send();
    } catch (error) {
      throw fromFirebaseError(error, path);
    }
  }

  function listen(
    path: string,
    onChange: (value: StoreSnapshot) => void,
    onError: (error: Error) => void,
    range?: KeyRange,
  ): Unsubscribe {
    const keys = parsePath(path);
    if (closed) {
      queueMicrotask(() => onError(closedError(path)));
      return () => undefined;
    }
    let active = true;
    let last: StoreSnapshot | undefined;
    // Filled in once onValue() returns: the current value may arrive before it does.
    const listening: { stop?: Unsubscribe } = {};
    const unsubscribe = () => {
      active = false;
      listeners.delete(unsubscribe);
      listening.stop?.();
    };
    const deliver = (snapshot: DataSnapshot) => {
      const read = fromFirebaseValue(snapshot.val());
      const value = deepFreeze(range ? clipToRange(read, range) : read);
      if (!active || (last !== undefined && deepEqual(last, value))) return;
      last = value;
      onChange(value);
    };
    // A cancelled listen (permission denied, say) is over: the SDK will not call again.
    const cancel = (error: Error) => {
      if (!active) return;
      unsubscribe();
      onError(fromFirebaseError(error, path));
    };
    listeners.add(unsubscribe);
    const target = range
      ? query(at(keys), orderByKey(), startAt(range.from), endAt(range.to))
      : at(keys);
    listening.stop = onValue(target, deliver, cancel);
    if (!active) listening.stop();
    return unsubscribe;
  }

  /**
   * Runs `nextValue` through the SDK's transaction, which retries on a conflict at most 25 times
   * (the limit) and then fails with `maxretry`. Each next value is validated first; an invalid one
   * ends the transaction with its code and nothing is written.
   */
  async function transact(path: string, nextValue: TransactionUpdate): Promise<TransactionResult> {
    const keys = parsePath(path);
    if (closed) throw closedError(path);
    let attempts = 0;
    let refusal: StoreError | undefined;
    const validated = (current: unknown): StoreSnapshot | undefined => {
      attempts++;
      try {
        const proposed = nextValue(fromFirebaseValue(current));
        if (proposed === undefined) return undefined;
        return normalizeValue(proposed, keys);
      } catch (error) {
        // Returning undefined makes the SDK abandon the transaction without writing.
        refusal = toStoreError(error, path);
        return undefined;
      }
    };
    let output: TransactionOutput;
    try {
      // Listeners see only the committed value, never a guess that a retry may undo.
      const result = await runTransaction(at(keys), validated, {
        applyLocally: false,
      });
      if (refusal) throw refusal;
      output = result.committed
        ? { outcome: 'committed', value: fromFirebaseValue(result.snapshot.val()), attempts }
        : { outcome: 'aborted', reason: 'nodata', attempts };
    } catch (error) {
      if (error === refusal) throw error;
      output = failedTransaction(error, path, attempts);
    }
    return transactionResult(output, path);
  }

  // Every failure is logged here, once, whoever is told of it.
  return {
    subscribe(path, onChange, onError = () => undefined, options = {}) {
      return listen(path, onChange, (error) =>
        onError(reported(toStoreError(error, path), options)),
      );
    },

    subscribeRange(path, fromKey, toKey, onChange, onError = () => undefined, options = {}) {
      return listen(
        path,
        onChange,
        (error) => onError(reported(toStoreError(error, path), options)),
        { from: fromKey, to: toKey },
      );
    },

    set: (path, value) =>
      loggingFailure(path, async () => {
        const keys = parsePath(path);
        const stored = normalizeValue(value, keys);
        await write(path, () => set(at(keys), stored));
      }),

    update: (path, values) =>
      loggingFailure(path, async () => {
        const base = parsePath(path);
        const writes = validateUpdate(path, values);
        const changes = Object.fromEntries(
          writes.map((change) => [joinPath(change.keys.slice(base.length)), change.value]),
        );
        await write(path, () =>
          writes.length === 0 ? Promise.resolve() : update(at(base), changes),
        );
      }),

    remove: (path) =>
      loggingFailure(path, async () => {
        const keys = parsePath(path);
        await write(path, () => remove(at(keys)));
      }),

    push: (path, value) =>
      loggingFailure(path, async () => {
        const key = newPushId();
        const keys = [...parsePath(path), key];
        const stored = normalizeValue(value, keys);
        await write(path, () => set(at(keys), stored));
        return key;
      }),

    transaction: (path, update) => loggingFailure(path, () => transact(path, update)),

    watchConnection(onChange) {
      // `.info/connected` is the SDK's own answer, kept on the device; it needs no permission.
      const stop = onValue(ref(database, '.info/connected'), (snapshot) =>
        onChange(snapshot.val() === true),
      );
      listeners.add(stop);
      return () => {
        listeners.delete(stop);
        stop();
      };
    },

    close() {
      closed = true;
      for (const unsubscribe of [...listeners]) unsubscribe();
    },
  };
}
