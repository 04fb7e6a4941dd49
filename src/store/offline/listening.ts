/**
 * Listening offline first: a place is read from the copy on this device and listened to on the
 * server too, and what the server says is written to the copy with the changes still waiting
 * applied on top. What each listener last showed names a change when it is made (`Lookup`).
 */
import { reported, toStoreError } from '../errors';
import { isAncestorOrSelf, joinPath, splitPath, type PathKeys } from '../paths';
import type { Store, StoreSnapshot, Unsubscribe } from '../port';
import { childAt, clipToRange, deepEqual } from '../tree';
import { parsePath } from '../validation';
import type { Lookup } from './describe';
import type { OutboxDatabase } from './outboxDatabase';
import { overlay, type IntentUpdates } from './overlay';
import type { Pending, TabOutbox } from './tabOutbox';

export interface ListeningOptions {
  tab: TabOutbox;
  /** The copy on this device. */
  local: Store;
  outbox: OutboxDatabase;
  remote: Promise<Store>;
  intents: IntentUpdates;
  /** The outbox has been read from disk. */
  ready: Promise<void>;
  /** Told when a place was never held on the device: only the server can answer. */
  needsServer: () => void;
}

export function createListening(options: ListeningOptions) {
  const { tab, local, outbox, remote, intents, ready, needsServer } = options;
  /** What each listener last showed, for naming a change when it is made. */
  const shown = new Map<object, { keys: PathKeys; value: StoreSnapshot }>();

  const lookup: Lookup = (keys) => {
    for (const { keys: at, value } of shown.values()) {
      if (isAncestorOrSelf(at, keys)) return childAt(value, keys.slice(at.length));
    }
    return undefined;
  };

  function listen(
    path: string,
    onValue: (value: StoreSnapshot) => void,
    onError: (error: Error) => void,
    range: { from: string; to: string } | undefined,
    quiet: boolean,
  ): Unsubscribe {
    const keys = parsePath(path);
    const token = {};
    let active = true;
    let open = false;
    let latest: StoreSnapshot | undefined;
    let readLocally: () => void = () => undefined;
    const firstLocal = new Promise<void>((resolve) => (readLocally = resolve));
    let delivered: StoreSnapshot | undefined;
    const deliver = (value: StoreSnapshot) => {
      if (!active || (delivered !== undefined && deepEqual(delivered, value))) return;
      delivered = value;
      shown.set(token, { keys, value });
      onValue(value);
    };
    const onLocal = (value: StoreSnapshot) => {
      latest = value;
      readLocally();
      if (open) deliver(value);
    };
    // A listener fails once, whichever side failed first (the copy: a full disk, a newer
    // version; the server: a refusal), and hears nothing more.
    const fail = (error: Error) => {
      readLocally();
      if (!active) return;
      stop();
      onError(reported(toStoreError(error, path), { quiet }));
    };
    // Both sides are quiet: the failure is logged here, once.
    const localOptions = { quiet: true };
    const stopLocal = range
      ? local.subscribeRange(path, range.from, range.to, onLocal, fail, localOptions)
      : local.subscribe(path, onLocal, fail, localOptions);

    // A place this device has held before opens from the copy at once; a new one waits for the
    // server, so a family this parent may not read is never shown as empty.
    ready.then(
      () => {
        if (!active) return;
        if (tab.known.has(placeOf(keys))) {
          open = true;
          if (latest !== undefined) deliver(latest);
        } else needsServer();
      },
      () => undefined,
    );

    let stopRemote: Unsubscribe = () => undefined;
    void remote.then((server) => {
      if (!active) return;
      const onServer = (value: StoreSnapshot) => {
        const heard = ++serverValues;
        Promise.all([ready, firstLocal]).then(
          () => mirror(value, heard),
          () => undefined,
        );
      };
      stopRemote = range
        ? server.subscribeRange(path, range.from, range.to, onServer, fail, localOptions)
        : server.subscribe(path, onServer, fail, localOptions);
    });

    let serverValues = 0;

    async function mirror(value: StoreSnapshot, heard: number): Promise<void> {
      if (!active || tab.closed) return;
      const intentsMade = tab.intentsMade;
      // What waits is read from disk first: another tab's change may be in the copy already, and
      // what the server says must not be written over it.
      let waiting: Pending[];
      let before: StoreSnapshot | undefined;
      do {
        // A change made here while reading is on disk before it is in the copy: read again.
        before = latest;
        waiting = await outbox.entries().then(tab.mergeEntries, () => tab.pending);
        if (!active || tab.closed) return;
      } while (before !== latest);
      // A newer value is on its way, or here: the server made a transaction of this device's
      // on this place while reading, and sends what it made next. This one may be from before
      // it. One that made nothing, or one elsewhere, changes nothing here: nothing more comes.
      if (heard !== serverValues || (open && tab.intentMadeAt(intentsMade, keys, range))) {
        return;
      }
      // Below a transaction still waiting, the copy holds what it made here, which the server's
      // value cannot be put together with: the place follows the copy until it is sent.
      const underIntent = waiting.some(
        ({ op }) =>
          op.kind === 'intent' &&
          splitPath(op.path).length < keys.length &&
          isAncestorOrSelf(splitPath(op.path), keys),
      );
      if (underIntent) {
        if (!open) {
          open = true;
          deliver(latest ?? null);
        }
        return;
      }
      const onTop = overlay(
        value,
        keys,
        waiting.map((entry) => entry.op),
        intents,
      );
      const place = placeOf(keys);
      if (!tab.known.has(place)) {
        tab.known.add(place);
        void outbox.markKnown(place).catch(() => undefined);
      }
      const current = latest === undefined ? null : latest;
      const next = range ? clipToRange(onTop, range) : onTop;
      if (!deepEqual(current, next)) {
        const written = range
          ? local.update(path, rangeUpdate(current, next))
          : local.set(path, next);
        // Shown from the copy as it is written; a copy that cannot be written still shows it.
        await written.catch(() => deliver(next));
      }
      if (!open) {
        open = true;
        deliver(next);
      }
    }

    function stop(): void {
      active = false;
      shown.delete(token);
      stopLocal();
      stopRemote();
    }
    return stop;
  }

  return { listen, lookup };
}

/** The family that a place under `families/` belongs to, or the path itself. */
function placeOf(keys: PathKeys): string {
  return keys[0] === 'families' && keys[1] ? `families/${keys[1]}` : joinPath(keys);
}

/** The update that makes a range of children `next` where they were `current`. */
function rangeUpdate(current: StoreSnapshot, next: StoreSnapshot): Record<string, StoreSnapshot> {
  const before = typeof current === 'object' && current !== null ? current : {};
  const after = typeof next === 'object' && next !== null ? next : {};
  const update: Record<string, StoreSnapshot> = {};
  for (const key of Object.keys(before)) if (!(key in after)) update[key] = null;
  for (const [key, value] of Object.entries(after)) {
    if (!deepEqual(before[key] ?? null, value)) update[key] = value;
  }
  return update;
}
