/**
 * Firebase mode, offline first (docs/design.md "Offline first, with a server"): the family is
 * read from a copy on this device and every change is kept in an outbox on disk before the
 * server hears of it, so a reload, a closed tab or a night without Wi-Fi loses nothing.
 *
 * - The local copy is the embedded store in a database of the signed-in parent's own. Every
 *   place the app listens to is also listened to on the server, and what the server says is
 *   written to the copy with the changes still waiting applied on top (`listening.ts`,
 *   `overlay.ts`).
 * - A change is validated, kept in the outbox (`outboxDatabase.ts`), applied to the copy, then
 *   handed to the server; once the server confirms it, it leaves the outbox. A transaction is
 *   kept as its intent and run again on the server's value (`keeping.ts`).
 * - One tab sends (the holder of a lock); the others keep and apply their changes and tell it
 *   (`sending.ts`; what each tab knows of the outbox: `tabOutbox.ts`).
 * - A change the server refuses is reported once, naming what was lost, and the copy is put back
 *   to what the server holds.
 */
import { loggingFailure } from '../errors';
import { createIndexedDbStore } from '../indexedDb';
import { joinPath, splitPath, type PathKeys } from '../paths';
import type { Store, TransactionIntent, TransactionUpdate, Unsubscribe } from '../port';
import { newPushId } from '../pushId';
import { normalizeValue, parsePath, validateUpdate } from '../validation';
import { applied, createKeeping } from './keeping';
import { createListening } from './listening';
import { deleteDatabase, openOutboxDatabase, type OutboxOp } from './outboxDatabase';
import type { IntentUpdates } from './overlay';
import { createSending, type LockRequest } from './sending';
import { createTabOutbox } from './tabOutbox';

export type { LockRequest } from './sending';

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

  const tab = createTabOutbox(outbox, channel);

  const ready = Promise.all([outbox.entries(), outbox.known()]).then(async ([entries, places]) => {
    tab.pending = tab.mergeEntries(entries);
    for (const place of places) tab.known.add(place);
    tab.countWaiting();
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

  const { knowKept, sendWaiting, releaseLock } = createSending({
    tab,
    local,
    outbox,
    remote,
    intents,
    abortLoses,
    ready,
    channel,
    requestLock,
    lockName: `${names.outbox}-sender`,
  });
  const { listen, lookup } = createListening({
    tab,
    local,
    outbox,
    remote,
    intents,
    ready,
    needsServer,
  });
  const { keep, keepIntent } = createKeeping({
    tab,
    local,
    outbox,
    ready,
    now,
    lookup,
    knowKept,
    sendWaiting,
  });

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
      tab.watchers.add(watcher);
      watcher.onWaiting(tab.pending.length);
      return () => tab.watchers.delete(watcher);
    },
    async forgetDevice() {
      store.close();
      await Promise.all([
        deleteDatabase(factory, names.copy),
        deleteDatabase(factory, names.outbox),
      ]);
    },
    close() {
      if (tab.closed) return;
      tab.closed = true;
      releaseLock();
      channel?.close();
      local.close();
      outbox.close();
      void remote.then((server) => server.close());
    },
  };
  return store;
}
