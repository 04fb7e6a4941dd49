/**
 * Firebase mode, offline first (docs/design.md "Offline first, with a server"): the family is
 * read from a copy on this device and every change is kept in an outbox on disk before the
 * server hears of it, so a reload, a closed tab or a night without Wi-Fi loses nothing.
 *
 * - The local copy is the embedded store in a database of the signed-in parent's own. Every
 *   place the app listens to is also listened to on the server, and what the server says is
 *   written to the copy with the changes still waiting applied on top (`overlay.ts`).
 * - A change is validated, kept in the outbox (`outboxDatabase.ts`), applied to the copy, then
 *   handed to the server; once the server confirms it, it leaves the outbox. A transaction is
 *   kept as its intent and run again on the server's value.
 * - One tab sends (the holder of a lock); the others keep and apply their changes and tell it.
 * - A change the server refuses is reported once, naming what was lost, and the copy is put back
 *   to what the server holds.
 */
import { loggingFailure, reported, StoreError, toStoreError } from '../errors';
import { createIndexedDbStore } from '../indexedDb';
import { isAncestorOrSelf, joinPath, splitPath, type PathKeys } from '../paths';
import type {
  OutboxWatcher,
  Store,
  StoreSnapshot,
  TransactionIntent,
  TransactionResult,
  TransactionUpdate,
  Unsubscribe,
} from '../port';
import { newPushId } from '../pushId';
import { readOnce } from '../readOnce';
import { childAt, clipToRange, deepEqual } from '../tree';
import { normalizeValue, parsePath, validateUpdate } from '../validation';
import { describeChange, explainRefusal, familyOf, type Lookup } from './describe';
import {
  deleteDatabase,
  openOutboxDatabase,
  type NewOutboxEntry,
  type OutboxEntry,
  type OutboxOp,
} from './outboxDatabase';
import { opPaths, overlay, type IntentUpdates } from './overlay';

/** Runs `whileHeld` once this tab holds the named lock, until the promise it returns settles. */
export type LockRequest = (name: string, whileHeld: () => Promise<void>) => void;

export interface OfflineFirstStoreOptions {
  /** The signed-in parent: each has a copy and an outbox of their own on the device. */
  account: string;
  /** The server's store; it may still be loading. */
  remote: Store | Promise<Store>;
  /** The update each kept intent stands for (the app's intents). */
  intents: IntentUpdates;
  /** Whether an intent that comes to nothing on the server loses a change (a task gone). */
  abortLoses: (intent: TransactionIntent) => boolean;
  indexedDB?: IDBFactory;
  keyRange?: typeof IDBKeyRange;
  /** Which tab sends: default `navigator.locks` where there is one, else this tab. */
  requestLock?: LockRequest | null;
  /** How tabs tell each other the outbox changed: default a BroadcastChannel. */
  channel?: (name: string) => Pick<BroadcastChannel, 'postMessage' | 'close'> & {
    onmessage: ((event: MessageEvent) => void) | null;
  };
  now?: () => number;
  /**
   * Told when something needs the server that the copy cannot answer: a place never held on the
   * device, or a change that goes straight to the server. A remote that is started only once the
   * first screen is shown (a returning parent) starts at once for these.
   */
  needsServer?: () => void;
  /**
   * Which paths are kept until the server has them; default: settings, lists, away days and
   * rewards.
   */
  keeps?: (keys: PathKeys) => boolean;
}

/** The device's databases for one parent: their copy and their outbox. */
export function accountDatabases(account: string) {
  return { copy: `kids-todo-copy-${account}`, outbox: `kids-todo-outbox-${account}` };
}

/** A kept change as this tab holds it: its place on disk once it is there. */
interface Pending extends NewOutboxEntry {
  seq?: number;
}

function defaultLock(): LockRequest | null {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return null;
  return (name, whileHeld) => void locks.request(name, whileHeld).catch(() => undefined);
}

function defaultChannel(name: string) {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
}

/**
 * What is kept on the device until the server has it: a family's settings, lists, away days and
 * rewards, what the family does day to day (a ledger entry is at an id of its own, so one sent
 * later overwrites nothing). Who belongs to a family (members, people, invites, a parent's list of
 * families) is the server's to say: those writes go straight to it, and wait for it offline.
 */
function keptByDefault(keys: PathKeys): boolean {
  return keys[0] === 'families' && ['config', 'lists', 'away', 'rewards'].includes(keys[2] ?? '');
}

/** The family that a place under `families/` belongs to, or the path itself. */
function placeOf(keys: PathKeys): string {
  return keys[0] === 'families' && keys[1] ? `families/${keys[1]}` : joinPath(keys);
}

export function createOfflineFirstStore(options: OfflineFirstStoreOptions): Store {
  const { account, intents, abortLoses } = options;
  const isKept = options.keeps ?? keptByDefault;
  const factory = options.indexedDB ?? globalThis.indexedDB;
  const names = accountDatabases(account);
  const now = options.now ?? (() => Date.now());
  const local = createIndexedDbStore({
    databaseName: names.copy,
    indexedDB: factory,
    keyRange: options.keyRange,
  });
  const outbox = openOutboxDatabase(factory, names.outbox);
  const remote = Promise.resolve(options.remote);
  const needsServer = options.needsServer ?? (() => undefined);
  /** The server, for what the copy cannot do. */
  const server = () => {
    needsServer();
    return remote;
  };
  const channel = options.channel ? options.channel(names.outbox) : defaultChannel(names.outbox);
  const requestLock = options.requestLock === undefined ? defaultLock() : options.requestLock;

  let closed = false;
  let sender = false;
  /** Every kept change this tab knows of (its own and other tabs'), oldest first. */
  let pending: Pending[] = [];
  /** Changes this tab has handed to the server, by id. */
  const handed = new Set<string>();
  /** Changes this tab saw settled (confirmed, refused or dropped), by id. */
  const settled = new Set<string>();
  /** How many times a kept transaction was settled: what the server said before may be old. */
  let intentsSettled = 0;
  const known = new Set<string>();
  const watchers = new Set<OutboxWatcher>();
  /** What each listener last showed, for naming a change when it is made. */
  const shown = new Map<object, { keys: PathKeys; value: StoreSnapshot }>();
  let releaseLock: () => void = () => undefined;

  const ready = Promise.all([outbox.entries(), outbox.known()]).then(async ([entries, places]) => {
    pending = mergeEntries(entries);
    for (const place of places) known.add(place);
    countWaiting();
    // A change kept just before the page closed may not have reached the copy: each waiting
    // change is applied to it again, in order (running one twice is running it once).
    for (const entry of entries) await applyToCopy(entry.op).catch(() => undefined);
  });
  ready.catch(() => undefined);

  /** Applies a kept change to the copy; `false` when a kept intent comes to nothing there. */
  async function applyToCopy(op: OutboxOp, update?: TransactionUpdate): Promise<boolean> {
    switch (op.kind) {
      case 'set':
        await (op.value === null ? local.remove(op.path) : local.set(op.path, op.value));
        return true;
      case 'update':
        await local.update(op.path, op.values);
        return true;
      case 'intent': {
        const run = update ?? intents(op.intent);
        if (!run) return false;
        return (await local.transaction(op.path, run)).committed;
      }
    }
  }

  /** The entries on disk, with this tab's own that are not there yet. */
  function mergeEntries(entries: readonly OutboxEntry[]): Pending[] {
    const onDisk = new Set(entries.map((entry) => entry.id));
    const unsaved = pending.filter((entry) => entry.seq === undefined && !onDisk.has(entry.id));
    // What this tab settled stays settled, whatever a read started before then found.
    return [...entries.filter((entry) => !settled.has(entry.id)), ...unsaved];
  }

  const pendingOps = (): OutboxOp[] => pending.map((entry) => entry.op);

  function countWaiting(): void {
    for (const watcher of watchers) watcher.onWaiting(pending.length);
  }

  function tellOtherTabs(): void {
    if (!closed) channel?.postMessage({ type: 'outbox.changed' });
  }

  if (channel) {
    channel.onmessage = () => {
      void reloadOutbox();
    };
  }

  let reloads = 0;

  async function reloadOutbox(): Promise<void> {
    if (closed) return;
    await ready;
    // Only the latest read counts: an earlier one may finish later, with what has since gone.
    const reading = ++reloads;
    const entries = await outbox.entries().catch(() => null);
    if (entries === null || closed || reading !== reloads) return;
    pending = mergeEntries(entries);
    countWaiting();
    if (sender) sendWaiting();
  }

  const lookup: Lookup = (keys) => {
    for (const { keys: at, value } of shown.values()) {
      if (isAncestorOrSelf(at, keys)) return childAt(value, keys.slice(at.length));
    }
    return undefined;
  };

  // ---- Sending -------------------------------------------------------------------------------

  function becomeSender(): Promise<void> {
    return new Promise<void>((release) => {
      releaseLock = release;
      if (closed) return release();
      sender = true;
      void reloadOutbox();
    });
  }
  if (requestLock) requestLock(`${names.outbox}-sender`, becomeSender);
  else {
    sender = true;
    ready.then(sendWaiting, () => undefined);
  }

  /**
   * Changes are handed to the server one after another, in the order they were made. A plain
   * write is on its way once handed (the SDK sends writes in order); a transaction is sent only
   * once the server's value is here, so whatever follows it waits until it is done.
   */
  let turn: Promise<void> = Promise.resolve();

  /** Hands every kept change not yet handed to the server, in order. */
  function sendWaiting(): void {
    for (const entry of pending) {
      if (entry.seq !== undefined && !handed.has(entry.id)) send(entry);
    }
  }

  function send(entry: Pending): void {
    if (handed.has(entry.id)) return;
    handed.add(entry.id);
    const sent = turn.then(() => handOver(entry));
    // What follows waits until this one is on its way (or done, for a transaction).
    turn = sent.then(
      (onItsWay) => onItsWay.handed,
      () => undefined,
    );
    void sent.then((onItsWay) => onItsWay.done);
  }

  /** Sends one change: `handed` once the next may go, `done` once the server answered. */
  async function handOver(entry: Pending): Promise<{ handed: Promise<void>; done: Promise<void> }> {
    const server = await remote;
    const { op } = entry;
    if (closed) return { handed: Promise.resolve(), done: Promise.resolve() };
    let answered: Promise<unknown>;
    if (op.kind === 'set') {
      answered = op.value === null ? server.remove(op.path) : server.set(op.path, op.value);
    } else if (op.kind === 'update') {
      answered = server.update(op.path, op.values);
    } else {
      answered = runOnServer(server, op.path, op.intent);
    }
    const done = answered.then(
      async (outcome) => {
        const result = outcome as TransactionResult | undefined;
        if (op.kind === 'intent' && result && !result.committed && abortLoses(op.intent)) {
          return refused(entry, 'NODATA');
        }
        return settle([entry]);
      },
      async (error: unknown) => {
        const code = toStoreError(error, op.path).code;
        // Closing the store is not the server's answer: the change is sent next time.
        if (code === 'STORE_CLOSED' || closed) return;
        return refused(entry, code);
      },
    );
    return { handed: op.kind === 'intent' ? done : Promise.resolve(), done };
  }

  /** Runs a kept intent on the server's value. */
  async function runOnServer(
    server: Store,
    path: string,
    intent: TransactionIntent,
  ): Promise<TransactionResult> {
    const update = intents(intent) ?? (() => undefined);
    // Run on the server's value, not on nothing: the SDK starts a transaction from the value it
    // holds, and holds one only while something listens to it.
    const stopListening = await listeningOn(server, path);
    try {
      return await server.transaction(path, update, intent);
    } finally {
      stopListening();
    }
  }

  /** The server has these (or refused them): they leave the outbox. */
  async function settle(entries: readonly Pending[]): Promise<void> {
    const ids = new Set(entries.map((entry) => entry.id));
    for (const id of ids) settled.add(id);
    if (entries.some((entry) => entry.op.kind === 'intent')) intentsSettled++;
    pending = pending.filter((entry) => !ids.has(entry.id));
    countWaiting();
    await outbox
      .remove(entries.flatMap((entry) => (entry.seq === undefined ? [] : [entry.seq])))
      .catch(() => undefined);
    tellOtherTabs();
  }

  function report(message: string, code: string): void {
    console.warn(`${message} (${code})`);
    for (const watcher of watchers) watcher.onRefused({ message, code });
  }

  async function refused(entry: Pending, code: string): Promise<void> {
    const readServer = async (path: string) => readOnce(await remote, path, { quiet: true });
    const { code: why, reason } = await explainRefusal(entry.op, code, readServer);
    // Already dropped with its family's others (each was refused in turn): reported then.
    if (!pending.some((other) => other.id === entry.id)) return;
    if (why === 'NOT_A_MEMBER' && entry.family) {
      // Nothing more of that family is sent: the server would refuse each in turn.
      const dropped = pending.filter((other) => other.family === entry.family);
      await settle(dropped);
      const count = dropped.length === 1 ? 'A change' : `${dropped.length} changes`;
      report(`${count} made on this device could not be saved: ${reason}.`, why);
      const place = `families/${entry.family}`;
      known.delete(place);
      await outbox.forget(place).catch(() => undefined);
      await local.remove(place).catch(() => undefined);
      return;
    }
    await settle([entry]);
    report(`${entry.what} could not be saved: ${reason}.`, why);
    // The copy goes back to what the server holds, with what still waits on top.
    await Promise.all(
      opPaths(entry.op).map(async (keys) => {
        const path = joinPath(keys);
        const value = await readServer(path).catch(() => undefined);
        if (value === undefined) return;
        await local.set(path, overlay(value, keys, pendingOps(), intents)).catch(() => undefined);
      }),
    );
  }

  // ---- Keeping a change ----------------------------------------------------------------------

  /**
   * Keeps `op` on disk, then applies it here with `apply`, then hands it to the server. `apply`
   * answers whether there is anything to send (a transaction may come to nothing here).
   */
  async function keep(op: OutboxOp, apply: () => Promise<boolean>): Promise<void> {
    if (closed) throw new StoreError('STORE_CLOSED', 'The store was closed.', op.path);
    await ready;
    const entry: Pending = {
      id: newPushId(),
      made: now(),
      family: familyOf(op.path),
      what: describeChange(op, lookup),
      op,
    };
    pending.push(entry);
    try {
      entry.seq = await outbox.add(entry);
    } catch (error) {
      pending = pending.filter((other) => other !== entry);
      throw toStoreError(error, op.path);
    }
    countWaiting();
    // The other tabs put it under what the server says from now on.
    tellOtherTabs();
    let toSend = false;
    try {
      toSend = await apply();
    } finally {
      if (!toSend) {
        handed.add(entry.id);
        await settle([entry]);
      }
    }
    if (!toSend) return;
    tellOtherTabs();
    if (sender) send(entry);
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

  // ---- Listening -----------------------------------------------------------------------------

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
        if (known.has(placeOf(keys))) {
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
      if (!active || closed) return;
      const intentsDone = intentsSettled;
      // What waits is read from disk first: another tab's change may be in the copy already, and
      // what the server says must not be written over it.
      let waiting: Pending[];
      let before: StoreSnapshot | undefined;
      do {
        // A change made here while reading is on disk before it is in the copy: read again.
        before = latest;
        waiting = await outbox.entries().then(mergeEntries, () => pending);
        if (!active || closed) return;
      } while (before !== latest);
      // A newer value is on its way, or here: a transaction of this device's was settled while
      // reading, and the server sends what it made next. This one may be from before it.
      if (heard !== serverValues || (intentsDone !== intentsSettled && open)) return;
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
      if (!known.has(place)) {
        known.add(place);
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

  const store: Store = {
    subscribe(path, onValue, onError = () => undefined, subscribeOptions = {}) {
      return listen(path, onValue, onError, undefined, subscribeOptions.quiet ?? false);
    },
    subscribeRange(path, from, to, onValue, onError = () => undefined, subscribeOptions = {}) {
      return listen(path, onValue, onError, { from, to }, subscribeOptions.quiet ?? false);
    },
    set: (path, value) =>
      !isKept(splitPath(path))
        ? server().then((remote) => remote.set(path, value))
        : loggingFailure(path, async () => {
            const keys = parsePath(path);
            const stored = normalizeValue(value, keys);
            await keep({ kind: 'set', path, value: stored }, () =>
              applied(local.set(path, stored)),
            );
          }),
    update: (path, values) =>
      !Object.keys(values).every((relative) => isKept(splitPath(`${path}/${relative}`)))
        ? server().then((remote) => remote.update(path, values))
        : loggingFailure(path, async () => {
            const base = parsePath(path);
            const writes = validateUpdate(path, values);
            if (writes.length === 0) return;
            const relative = Object.fromEntries(
              writes.map((write) => [joinPath(write.keys.slice(base.length)), write.value]),
            );
            await keep({ kind: 'update', path, values: relative }, () =>
              applied(local.update(path, relative)),
            );
          }),
    remove: (path) =>
      !isKept(splitPath(path))
        ? server().then((remote) => remote.remove(path))
        : loggingFailure(path, async () => {
            parsePath(path);
            await keep({ kind: 'set', path, value: null }, () => applied(local.remove(path)));
          }),
    push: (path, value) =>
      !isKept([...splitPath(path), 'child'])
        ? server().then((remote) => remote.push(path, value))
        : loggingFailure(path, async () => {
            const key = newPushId();
            const child = `${path}/${key}`;
            const stored = normalizeValue(value, parsePath(child));
            await keep({ kind: 'set', path: child, value: stored }, () =>
              applied(local.set(child, stored)),
            );
            return key;
          }),
    transaction: (path, update, intent) =>
      intent && isKept(splitPath(path))
        ? loggingFailure(path, async () => {
            parsePath(path);
            return keepIntent(path, update, intent);
          })
        : // Not kept: it runs on the server, and the copy follows.
          server().then((remote) => remote.transaction(path, update, intent)),
    watchConnection(onChange) {
      let stop: Unsubscribe | undefined;
      let active = true;
      void remote.then((server) => {
        if (active) stop = server.watchConnection?.(onChange);
      });
      return () => {
        active = false;
        stop?.();
      };
    },
    watchOutbox(watcher) {
      watchers.add(watcher);
      watcher.onWaiting(pending.length);
      return () => watchers.delete(watcher);
    },
    async forgetDevice() {
      store.close();
      await Promise.all([
        deleteDatabase(factory, names.copy),
        deleteDatabase(factory, names.outbox),
      ]);
    },
    close() {
      if (closed) return;
      closed = true;
      releaseLock();
      channel?.close();
      local.close();
      outbox.close();
      void remote.then((server) => server.close());
    },
  };
  return store;
}

/**
 * A plain change is sent even when the copy could not take it (a full disk): it is kept, and the
 * server is where it belongs.
 */
async function applied(writing: Promise<void>): Promise<boolean> {
  await writing.catch(() => undefined);
  return true;
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

/**
 * Listens to `path` on `server` until its first value (or refusal) is in; resolves with the way
 * to stop. A refused read is left for the transaction itself to meet.
 */
function listeningOn(server: Store, path: string): Promise<() => void> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = () => {
      if (answered) return;
      answered = true;
      // The first value may come before `subscribe` has returned.
      queueMicrotask(() => resolve(() => stop()));
    };
    const stop = server.subscribe(path, answer, answer, { quiet: true });
  });
}
