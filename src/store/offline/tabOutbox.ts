/**
 * The outbox as one tab knows it: every kept change (its own and other tabs'), which it has
 * handed to the server and which are settled, the places the device has held, and who is told
 * how many wait. The parts of the offline-first store (`offlineFirstStore.ts`) share it.
 */
import { isAncestorOrSelf, splitPath, type PathKeys } from '../paths';
import type { KeyRange, OutboxWatcher } from '../port';
import type { NewOutboxEntry, OutboxDatabase, OutboxEntry, OutboxOp } from './outboxDatabase';

/** A kept change as this tab holds it: its place on disk once it is there. */
export interface Pending extends NewOutboxEntry {
  seq?: number;
}

export interface TabOutbox {
  /** The store is closed: nothing more is sent, shown or told. */
  closed: boolean;
  /** This tab holds the lock and sends. */
  sender: boolean;
  /** Every kept change this tab knows of (its own and other tabs'), oldest first. */
  pending: Pending[];
  /** Changes this tab has handed to the server, by id. */
  readonly handed: Set<string>;
  /** How many kept transactions were settled: see `intentSettledAt`. */
  intentsSettled: number;
  /**
   * Whether a kept transaction settled since `intentsSettled` was `count` ran at `keys` (with
   * `range`, on one of those children), above it or below it; too long ago to tell counts as yes.
   */
  intentSettledAt(count: number, keys: PathKeys, range?: KeyRange): boolean;
  /** The places this device has held a server copy of (a family's: `families/{id}`). */
  readonly known: Set<string>;
  readonly watchers: Set<OutboxWatcher>;
  /** The entries on disk, with this tab's own that are not there yet. */
  mergeEntries(entries: readonly OutboxEntry[]): Pending[];
  pendingOps(): OutboxOp[];
  countWaiting(): void;
  tellOtherTabs(): void;
  /** The server has these (or refused them): they leave the outbox. */
  settle(entries: readonly Pending[]): Promise<void>;
}

/** How many settled transactions' places a tab remembers (a listener's wait is far shorter). */
const KEPT_SETTLED_INTENTS = 100;

export function createTabOutbox(
  outbox: OutboxDatabase,
  channel: Pick<BroadcastChannel, 'postMessage'> | null,
): TabOutbox {
  /** Changes this tab saw settled (confirmed, refused or dropped), by id. */
  const settled = new Set<string>();
  /** Where the last kept transactions settled ran, oldest first. */
  const settledIntents: PathKeys[] = [];

  function intentSettledAt(count: number, keys: PathKeys, range?: KeyRange): boolean {
    const since = tab.intentsSettled - count;
    if (since <= 0) return false;
    if (since > settledIntents.length) return true;
    return settledIntents.slice(-since).some((at) => {
      if (isAncestorOrSelf(at, keys)) return true;
      if (!isAncestorOrSelf(keys, at)) return false;
      const child = at[keys.length] as string;
      return !range || (child >= range.from && child <= range.to);
    });
  }

  function mergeEntries(entries: readonly OutboxEntry[]): Pending[] {
    const onDisk = new Set(entries.map((entry) => entry.id));
    const unsaved = tab.pending.filter((entry) => entry.seq === undefined && !onDisk.has(entry.id));
    // What this tab settled stays settled, whatever a read started before then found.
    return [...entries.filter((entry) => !settled.has(entry.id)), ...unsaved];
  }

  function pendingOps(): OutboxOp[] {
    return tab.pending.map((entry) => entry.op);
  }

  function countWaiting(): void {
    for (const watcher of tab.watchers) watcher.onWaiting(tab.pending.length);
  }

  function tellOtherTabs(): void {
    if (!tab.closed) channel?.postMessage({ type: 'outbox.changed' });
  }

  async function settle(entries: readonly Pending[]): Promise<void> {
    const ids = new Set(entries.map((entry) => entry.id));
    for (const id of ids) settled.add(id);
    for (const { op } of entries) {
      if (op.kind !== 'intent') continue;
      tab.intentsSettled++;
      settledIntents.push(splitPath(op.path));
      if (settledIntents.length > KEPT_SETTLED_INTENTS) settledIntents.shift();
    }
    tab.pending = tab.pending.filter((entry) => !ids.has(entry.id));
    countWaiting();
    await outbox
      .remove(entries.flatMap((entry) => (entry.seq === undefined ? [] : [entry.seq])))
      .catch(() => undefined);
    tellOtherTabs();
  }

  const tab: TabOutbox = {
    closed: false,
    sender: false,
    pending: [],
    handed: new Set(),
    intentsSettled: 0,
    intentSettledAt,
    known: new Set(),
    watchers: new Set(),
    mergeEntries,
    pendingOps,
    countWaiting,
    tellOtherTabs,
    settle,
  };
  return tab;
}
