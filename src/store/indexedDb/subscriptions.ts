/**
 * The embedded store's listeners: each reads its value from IndexedDB once, then is shown
 * writes as they are made (this tab's at once, as Firebase shows them, other tabs' as they are
 * heard) and corrected by what is read back.
 */
import { toStoreError } from '../errors';
import { joinPath, pathsOverlap, type PathKeys } from '../paths';
import type { KeyRange, StoreSnapshot, Unsubscribe } from '../port';
import { clipToRange, deepEqual, deepFreeze, patchValue, type PathValue } from '../tree';
import type { StoreDatabase, StoredValues } from './database';
import type { Write } from './records';

interface Subscription {
  keys: string[];
  /** Only these children of `keys` (a range subscription). */
  range: KeyRange | undefined;
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
  /** The read under way, for a listener of the same place to share. */
  pending: Promise<StoredValues> | undefined;
}

/** Two listeners of the same place: the same path, and the same range of children if any. */
function samePlace(a: Subscription, b: Subscription): boolean {
  return (
    a.keys.length === b.keys.length &&
    a.keys.every((key, index) => key === b.keys[index]) &&
    a.range?.from === b.range?.from &&
    a.range?.to === b.range?.to
  );
}

export interface Subscriptions {
  add(
    keys: string[],
    onValue: (value: StoreSnapshot) => void,
    onError: (error: Error) => void,
    range?: KeyRange,
  ): Unsubscribe;
  /** Reads afresh every listener that a change at one of `paths` can change. */
  refreshOverlapping(paths: readonly PathKeys[]): void;
  refreshAll(): void;
  /**
   * Shows writes to the listeners they touch, as the Realtime Database does; a listener that
   * has not read its value yet reads afresh. Writes saved before this tab's unsaved ones (another
   * tab's, or a transaction's) go `underUnsaved`.
   */
  showWrites(writes: readonly PathValue[], underUnsaved: boolean): void;
  /** Shows what a check read found, except the values `readAgainLater` will bring fresher. */
  showConfirmed(stored: StoredValues, readAgainLater: (keys: PathKeys) => boolean): void;
  /** The paths of the listeners that have read their value. */
  listenedPaths(): string[][];
  /** This tab shows `writes` before IndexedDB has saved them: they go on top of what is read. */
  holdUnsaved(writes: readonly Write[]): void;
  dropUnsaved(writes: readonly Write[]): void;
  /** Ends every listener with the error made for its path. */
  failAll(error: (path: string) => Error): void;
  close(): void;
}

export function createSubscriptions(database: StoreDatabase): Subscriptions {
  const subscriptions = new Set<Subscription>();
  /** Writes this tab shows but IndexedDB has not saved yet, oldest first. */
  const unsaved = new Set<readonly Write[]>();

  function deliver(subscription: Subscription, whole: StoreSnapshot): void {
    if (!subscription.active) return;
    // A write above or beside a range can bring children outside it: they are not shown.
    const value = subscription.range ? deepFreeze(clipToRange(whole, subscription.range)) : whole;
    if (subscription.value !== undefined && deepEqual(subscription.value, value)) return;
    subscription.value = value;
    subscription.onValue(value);
  }

  function refresh(subscription: Subscription): void {
    if (subscription.reading) {
      subscription.dirty = true;
      return;
    }
    subscription.dirty = false;
    // A listener of the same place already reading (the app's first read, started before the
    // page renders) answers this one too; a write meanwhile makes both read again.
    const sharing = [...subscriptions].find(
      (other) =>
        other !== subscription && other.pending && !other.dirty && samePlace(other, subscription),
    );
    settle(
      subscription,
      sharing?.pending ?? database.read([subscription.keys], subscription.range),
    );
  }

  /** Delivers what `reading` brings to `subscription`, unless a change meanwhile calls for more. */
  function settle(subscription: Subscription, reading: Promise<StoredValues>): void {
    subscription.reading = true;
    subscription.pending = reading;
    reading.then(
      ({ readNumber, values: [read] }) => {
        subscription.pending = undefined;
        subscription.reading = false;
        if (subscription.dirty) return refresh(subscription);
        subscription.readNumber = readNumber;
        deliver(subscription, read?.value ?? null);
      },
      (error: unknown) => {
        subscription.pending = undefined;
        subscription.reading = false;
        if (subscription.active)
          subscription.onError(toStoreError(error, joinPath(subscription.keys)));
      },
    );
  }

  const isRead = (subscription: Subscription) =>
    subscription.value !== undefined && !subscription.reading;

  /**
   * A new listener of a range of days another listener has read (the app's first read, made
   * while the page rendered) starts from that one's value: it has been shown every change since,
   * so the view shows at once, not behind the other reads in IndexedDB. A listener of a whole
   * place always reads: one-off reads (`readOnce`) decide writes by it, and must see what
   * another tab saved a moment ago even before that tab's message arrives.
   */
  function answerFromRead(subscription: Subscription): boolean {
    if (!subscription.range) return false;
    // A store no longer usable says why to each new listener, from its own read.
    if (database.stale || database.closed) return false;
    const read = [...subscriptions].find(
      (other) => other !== subscription && isRead(other) && samePlace(other, subscription),
    );
    if (!read) return false;
    const { readNumber, value = null } = read;
    settle(
      subscription,
      Promise.resolve({ readNumber, values: [{ keys: subscription.keys, value }] }),
    );
    return true;
  }

  /** `value` with this tab's unsaved writes on top: they will be saved after what it shows. */
  function withUnsaved(keys: readonly string[], value: StoreSnapshot): StoreSnapshot {
    let shown = value;
    for (const writes of unsaved) shown = patchValue(shown, keys, writes);
    return shown;
  }

  return {
    add(keys, onValue, onError, range) {
      const subscription: Subscription = {
        keys,
        range,
        onValue,
        onError,
        value: undefined,
        reading: false,
        dirty: false,
        active: true,
        readNumber: 0,
        pending: undefined,
      };
      subscriptions.add(subscription);
      if (!answerFromRead(subscription)) refresh(subscription);
      return () => {
        subscription.active = false;
        subscriptions.delete(subscription);
      };
    },

    refreshOverlapping(paths) {
      for (const subscription of subscriptions) {
        if (paths.some((keys) => pathsOverlap(keys, subscription.keys))) refresh(subscription);
      }
    },

    refreshAll() {
      for (const subscription of subscriptions) refresh(subscription);
    },

    showWrites(writes, underUnsaved) {
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
    },

    showConfirmed({ readNumber, values: read }, readAgainLater) {
      // A value already read again would show an older state between two quick writes.
      const values = read.filter(({ keys }) => !readAgainLater(keys));
      for (const subscription of subscriptions) {
        if (!isRead(subscription) || subscription.readNumber > readNumber) continue;
        if (!values.some((read) => pathsOverlap(read.keys, subscription.keys))) continue;
        const stored = patchValue(subscription.value ?? null, subscription.keys, values);
        deliver(subscription, deepFreeze(withUnsaved(subscription.keys, stored)));
      }
    },

    listenedPaths() {
      return [...subscriptions].filter(isRead).map((subscription) => subscription.keys);
    },

    holdUnsaved(writes) {
      unsaved.add(writes);
    },

    dropUnsaved(writes) {
      unsaved.delete(writes);
    },

    failAll(error) {
      for (const subscription of subscriptions) {
        subscription.onError(error(joinPath(subscription.keys)));
      }
    },

    close() {
      for (const subscription of subscriptions) subscription.active = false;
      subscriptions.clear();
    },
  };
}
