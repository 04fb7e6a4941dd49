/**
 * Keeping a change: it is on disk in the outbox before it is applied to the copy, and only then
 * handed to the server; a transaction is kept as its intent, to run again on the server's value.
 */
import { StoreError, toStoreError } from '../errors';
import type { Store, TransactionIntent, TransactionResult, TransactionUpdate } from '../port';
import { newPushId } from '../pushId';
import { describeChange, familyOf, type Lookup } from './describe';
import type { OutboxDatabase, OutboxEntry, OutboxOp } from './outboxDatabase';
import type { Pending, TabOutbox } from './tabOutbox';

export interface KeepingOptions {
  tab: TabOutbox;
  /** The copy on this device. */
  local: Store;
  outbox: OutboxDatabase;
  /** The outbox has been read from disk. */
  ready: Promise<void>;
  now: () => number;
  /** What the listeners show, for naming a change. */
  lookup: Lookup;
  /**
   * The changes on disk as they were when one was kept (`entries`, read with it): this tab
   * knows them all before it hands the new one to the server (when it sends).
   */
  knowKept: (entry: Pending, entries: readonly OutboxEntry[]) => void;
  /** Hands the kept changes not yet handed to the server, in the order they were kept. */
  sendWaiting: () => void;
}

export function createKeeping(options: KeepingOptions) {
  const { tab, local, outbox, ready, now, lookup, knowKept, sendWaiting } = options;

  /**
   * Keeps `op` on disk, then applies it here with `apply`, then hands it to the server. `apply`
   * answers whether there is anything to send (a transaction may come to nothing here).
   */
  async function keep(op: OutboxOp, apply: () => Promise<boolean>): Promise<void> {
    if (tab.closed) throw new StoreError('STORE_CLOSED', 'The store was closed.', op.path);
    await ready;
    const entry: Pending = {
      id: newPushId(),
      made: now(),
      family: familyOf(op.path),
      what: describeChange(op, lookup),
      op,
    };
    tab.pending.push(entry);
    try {
      const kept = await outbox.add(entry);
      entry.seq = kept.seq;
      knowKept(entry, kept.entries);
    } catch (error) {
      tab.pending = tab.pending.filter((other) => other !== entry);
      throw toStoreError(error, op.path);
    }
    tab.countWaiting();
    // The other tabs put it under what the server says from now on.
    tab.tellOtherTabs();
    let toSend = false;
    try {
      toSend = await apply();
    } finally {
      if (!toSend) {
        tab.handed.add(entry.id);
        await tab.settle([entry]);
      }
    }
    if (!toSend) return;
    tab.tellOtherTabs();
    // After every change kept before it, another tab's too: never an old value over this one.
    sendWaiting();
  }

  /** Runs a transaction here now, and keeps its intent to run on the server's value later. */
  async function keepIntent(
    path: string,
    update: TransactionUpdate,
    intent: TransactionIntent,
  ): Promise<TransactionResult> {
    let result: TransactionResult | undefined;
    // Kept before it runs here: a crash right after it ran still sends it.
    await keep({ kind: 'intent', path, intent }, async () => {
      result = await local.transaction(path, update);
      return result.committed;
    });
    return result as TransactionResult;
  }

  return { keep, keepIntent };
}

/**
 * A plain change is sent even when the copy could not take it (a full disk): it is kept, and the
 * server is where it belongs.
 */
export async function applied(writing: Promise<void>): Promise<boolean> {
  await writing.catch(() => undefined);
  return true;
}
