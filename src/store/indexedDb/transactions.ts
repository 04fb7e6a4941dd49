/**
 * The embedded store's transactions: the transaction machine drives optimistic tries, each of
 * which writes only if what is stored is still what the update was given.
 */
import { createActor, fromPromise, type ActorOptions, type AnyActorLogic } from 'xstate';
import { transactionMachine, type AttemptResult } from '../../../machines/transaction';
import { joinPath, pathsOverlap } from '../paths';
import type { StoreSnapshot, TransactionResult, TransactionUpdate } from '../port';
import { settleTransaction } from '../transactionOutcome';
import { deepEqual, deepFreeze } from '../tree';
import { normalizeValue, parsePath } from '../validation';
import type { CrossTabSync } from './crossTabSync';
import type { StoreDatabase } from './database';
import {
  OBJECT_STORE,
  applyWrites,
  commitNow,
  readSubtree,
  transactionDone,
  type Write,
} from './records';
import type { Subscriptions } from './subscriptions';

export interface Transactions {
  run(path: string, update: TransactionUpdate): Promise<TransactionResult>;
  /** A write is on its way: transactions on what it overlaps retry on top of it. */
  overrideOverlapping(writes: readonly Write[]): void;
}

interface PendingTransaction {
  keys: string[];
  overridden: () => void;
}

export interface TransactionsOptions {
  database: StoreDatabase;
  subscriptions: Subscriptions;
  sync: CrossTabSync;
  /** Options for the actors the store starts (the inspector hooks in here). */
  actorOptions?: Pick<ActorOptions<AnyActorLogic>, 'inspect'>;
}

export function createTransactions({
  database,
  subscriptions,
  sync,
  actorOptions,
}: TransactionsOptions): Transactions {
  const pendingTransactions = new Set<PendingTransaction>();

  /** One optimistic try: writes `update(current)` only if `current` is still what is stored. */
  async function attempt(
    keys: string[],
    current: StoreSnapshot,
    update: TransactionUpdate,
  ): Promise<AttemptResult> {
    if (database.stale) return { outcome: 'stale' };
    const proposed = update(structuredClone(current));
    if (proposed === undefined) return { outcome: 'aborted' };
    const next = normalizeValue(proposed, keys);
    const db = await database.usable(joinPath(keys));
    const { keyRange } = database;
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
    sync.announce(writes, true);
    subscriptions.showWrites(writes, true);
    return { outcome: 'committed', value: next };
  }

  return {
    run(path, update) {
      let keys: string[];
      try {
        keys = parsePath(path);
      } catch (error) {
        return Promise.reject(error);
      }
      // A transaction writes: what the page read before the app started is not taken after it.
      database.forgetFirstReads();
      const machine = transactionMachine.provide({
        actors: {
          readCurrent: fromPromise<unknown, { path: string }>(() => database.readValue(keys)),
          attempt: fromPromise(({ input }) =>
            attempt(keys, input.current as StoreSnapshot, update),
          ),
        },
      });
      const actor = createActor(machine, { ...actorOptions, input: { path } });
      const pending: PendingTransaction = {
        keys,
        overridden: () => actor.send({ type: 'transaction.overridden' }),
      };
      pendingTransactions.add(pending);
      return settleTransaction(actor, path).finally(() => pendingTransactions.delete(pending));
    },

    overrideOverlapping(writes) {
      for (const pending of pendingTransactions) {
        if (writes.some((w) => pathsOverlap(w.keys, pending.keys))) pending.overridden();
      }
    },
  };
}
