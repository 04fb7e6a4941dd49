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
  /** How many kept transactions the server has made: see `intentMadeAt`. */
  intentsMade: number;
  /** The server made a kept transaction at `path`: it sends what it made next. */
  intentMade(path: string): void;
  /**
   * Whether the server made a kept transaction at `keys` since `intentsMade` was `count` (with
   * `range`, on one of those children), above it or below it; too long ago to tell counts as yes.
   */
  intentMadeAt(count: number, keys: PathKeys, range?: KeyRange): boolean;
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

/** How many places of transactions made a tab remembers (a listener's wait is far shorter). */
const KEPT_INTENTS_MADE = 100;

export function createTabOutbox(
  outbox: OutboxDatabase,
  channel: Pick<BroadcastChannel, 'postMessage'> | null,
): TabOutbox {
  /** Changes this tab saw settled (confirmed, refused or dropped), by id. */
  const settled = new Set<string>();
  /** Where the server made the last kept transactions, oldest first. */
  const madeAt: PathKeys[] = [];

  function intentMade(path: string): void {
    tab.intentsMade++;
    madeAt.push(splitPath(path));
    if (madeAt.length > KEPT_INTENTS_MADE) madeAt.shift();
  }

  function intentMadeAt(count: number, keys: PathKeys, range?: KeyRange): boolean {
    const since = tab.intentsMade - count;
    if (since <= 0) return false;
    if (since > madeAt.length) return true;
    return madeAt.slice(-since).some((at) => {
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
    intentsMade: 0,
    intentMade,
    intentMadeAt,
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
