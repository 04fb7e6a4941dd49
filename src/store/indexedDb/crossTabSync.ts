/**
 * Tabs of one database keep each other's listeners current over a BroadcastChannel: writes are
 * posted with their values, and other tabs patch what their listeners hold without reading the
 * day again, then read back what is stored there (see `crossTabMessages.ts`).
 */
import { isAncestorOrSelf, type PathKeys } from '../paths';
import { newPushId } from '../pushId';
import type { StoreDatabase, StoredValues } from './database';
import {
  changeMessage,
  createMissedMessageCheck,
  pathsToConfirm,
  readChangeMessage,
} from './crossTabMessages';
import type { Write } from './records';
import type { Subscriptions } from './subscriptions';

export interface CrossTabSync {
  /** Tells the other tabs where this tab writes, with the values while they are still news. */
  announce(writes: readonly Write[], withValues: boolean): void;
  close(): void;
}

export function createCrossTabSync(
  databaseName: string,
  database: StoreDatabase,
  subscriptions: Subscriptions,
): CrossTabSync {
  /** This instance's name on the channel, and how many messages it has posted. */
  const sender = newPushId();
  let messagesSent = 0;
  const missedMessage = createMissedMessageCheck();
  /** Check reads show their results in the order they started. */
  let lastConfirmation: Promise<void> = Promise.resolve();
  /** Check reads not shown yet, oldest first: a newer one reading the same path sees more. */
  const confirmations = new Set<{ paths: string[][] }>();

  const channel =
    typeof BroadcastChannel === 'undefined'
      ? null
      : new BroadcastChannel(`kids-todo-store/${databaseName}`);
  // Node keeps a process alive for an open channel; a browser has no such method.
  (channel as { unref?: () => void } | null)?.unref?.();
  if (channel) channel.onmessage = (event: MessageEvent<unknown>) => hearChange(event.data);

  function hearChange(data: unknown): void {
    const change = readChangeMessage(data);
    if (change === null || database.closed || database.stale) return;
    database.forgetFirstReads();
    // A tab of an older version names the paths only.
    if (change.from === undefined) return subscriptions.refreshOverlapping(change.paths);
    if (missedMessage(change.from.sender, change.from.sequence)) {
      return subscriptions.refreshAll();
    }
    if (change.writes) subscriptions.showWrites(change.writes, true);
    confirmStored(change.paths);
  }

  /**
   * Reads back what is stored where another tab wrote, where this tab listens, and corrects what
   * it shows: a write may fail, and messages from two tabs may arrive in another order than
   * their writes were saved. A read started after the other tab's write sees its outcome.
   */
  function confirmStored(written: readonly string[][]): void {
    const paths = pathsToConfirm(written, subscriptions.listenedPaths());
    if (paths.length === 0) return;
    const confirmation = { paths };
    confirmations.add(confirmation);
    const reading = database.read(paths);
    const previous = lastConfirmation;
    lastConfirmation = reading
      .then(async (stored: StoredValues) => {
        await previous;
        confirmations.delete(confirmation);
        subscriptions.showConfirmed(stored, readAgainLater);
      })
      .catch(() => {
        confirmations.delete(confirmation);
        subscriptions.refreshOverlapping(paths);
      });
  }

  /** True when a check read started later reads `keys` too: its value is the fresher one. */
  const readAgainLater = (keys: PathKeys) =>
    [...confirmations].some(({ paths }) => paths.some((path) => isAncestorOrSelf(path, keys)));

  return {
    announce(writes, withValues) {
      if (database.closed || channel === null) return;
      const from = { sender, sequence: ++messagesSent };
      const paths = writes.map((write) => write.keys);
      channel.postMessage(changeMessage(from, paths, withValues ? [...writes] : undefined));
    },

    close() {
      channel?.close();
    },
  };
}
