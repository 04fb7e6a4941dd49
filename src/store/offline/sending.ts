/**
 * Sending the outbox: one tab (the holder of a lock) hands the kept changes to the server in the
 * order they were made, a transaction as its intent run on the server's value, and settles each
 * once the server answers. A refused change is reported once and the copy put back.
 */
import { toStoreError } from '../errors';
import { joinPath } from '../paths';
import type { Store, TransactionIntent, TransactionResult } from '../port';
import { readOnce } from '../readOnce';
import { explainRefusal } from './describe';
import type { OutboxDatabase, OutboxEntry } from './outboxDatabase';
import { opPaths, overlay, type IntentUpdates } from './overlay';
import type { Pending, TabOutbox } from './tabOutbox';

/** Runs `whileHeld` once this tab holds the named lock, until the promise it returns settles. */
export type LockRequest = (name: string, whileHeld: () => Promise<void>) => void;

export interface SendingOptions {
  tab: TabOutbox;
  /** The copy on this device. */
  local: Store;
  outbox: OutboxDatabase;
  remote: Promise<Store>;
  intents: IntentUpdates;
  abortLoses: (intent: TransactionIntent) => boolean;
  /** The outbox has been read from disk. */
  ready: Promise<void>;
  /** Where other tabs say the outbox changed. */
  channel: { onmessage: ((event: MessageEvent) => void) | null } | null;
  requestLock: LockRequest | null;
  lockName: string;
}

export function createSending(options: SendingOptions) {
  const { tab, local, outbox, remote, intents, abortLoses, ready, channel, requestLock } = options;
  let releaseLock: () => void = () => undefined;

  if (channel) {
    channel.onmessage = () => {
      void reloadOutbox();
    };
  }

  let reloads = 0;

  async function reloadOutbox(): Promise<void> {
    if (tab.closed) return;
    // An outbox that could not be read (the store closed first) has nothing to send.
    if (
      !(await ready.then(
        () => true,
        () => false,
      ))
    )
      return;
    // Only the latest read counts: an earlier one may finish later, with what has since gone.
    const reading = ++reloads;
    const entries = await outbox.entries().catch(() => null);
    if (entries === null || tab.closed || reading !== reloads) return;
    tab.pending = tab.mergeEntries(entries);
    tab.countWaiting();
    sendWaiting();
  }

  function becomeSender(): Promise<void> {
    return new Promise<void>((release) => {
      releaseLock = release;
      if (tab.closed) return release();
      tab.sender = true;
      void reloadOutbox();
    });
  }
  /**
   * Without a lock to say which tab sends, each tab sends only the changes it made and those it
   * found waiting when it started (left by a tab closed before it could send them): two tabs
   * sending the same change could each put an old value back over a newer one.
   */
  let sendable: ((entry: Pending) => boolean) | null = null;
  const madeHere = new Set<string>();
  if (requestLock) requestLock(options.lockName, becomeSender);
  else {
    ready.then(
      () => {
        const foundAtStart = new Set(tab.pending.map((entry) => entry.id));
        sendable = (entry) => madeHere.has(entry.id) || foundAtStart.has(entry.id);
        tab.sender = true;
        sendWaiting();
      },
      () => undefined,
    );
  }

  /**
   * A change this tab just kept, with the changes on disk read in the same transaction: this
   * tab now knows every change kept before it, and hands those first. A read of the outbox
   * started earlier (which may miss one) no longer counts.
   */
  function knowKept(entry: Pending, entries: readonly OutboxEntry[]): void {
    madeHere.add(entry.id);
    reloads++;
    tab.pending = tab.mergeEntries(entries);
    if (!tab.pending.includes(entry)) {
      tab.pending = tab.pending.map((other) => (other.id === entry.id ? entry : other));
    }
  }

  /**
   * Changes are handed to the server one after another, in the order they were made. A plain
   * write is on its way once handed (the SDK sends writes in order); a transaction is sent only
   * once the server's value is here, so whatever follows it waits until it is done.
   */
  let turn: Promise<void> = Promise.resolve();

  /** Hands every kept change not yet handed to the server, in order (when this tab sends). */
  function sendWaiting(): void {
    if (!tab.sender) return;
    for (const entry of tab.pending) {
      if (entry.seq === undefined || tab.handed.has(entry.id)) continue;
      if (sendable && !sendable(entry)) continue;
      send(entry);
    }
  }

  function send(entry: Pending): void {
    if (tab.handed.has(entry.id)) return;
    tab.handed.add(entry.id);
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
    if (tab.closed) return { handed: Promise.resolve(), done: Promise.resolve() };
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
        if (op.kind === 'intent') {
          if (result && !result.committed && abortLoses(op.intent)) return refused(entry, 'NODATA');
          if (result?.committed !== false) tab.intentMade(op.path);
        }
        return tab.settle([entry]);
      },
      async (error: unknown) => {
        const code = toStoreError(error, op.path).code;
        // Closing the store is not the server's answer: the change is sent next time.
        if (code === 'STORE_CLOSED' || tab.closed) return;
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

  function report(message: string, code: string): void {
    console.warn(`${message} (${code})`);
    for (const watcher of tab.watchers) watcher.onRefused({ message, code });
  }

  async function refused(entry: Pending, code: string): Promise<void> {
    const readServer = async (path: string) => readOnce(await remote, path, { quiet: true });
    const { code: why, reason } = await explainRefusal(entry.op, code, readServer);
    // Already dropped with its family's others (each was refused in turn): reported then.
    if (!tab.pending.some((other) => other.id === entry.id)) return;
    if (why === 'NOT_A_MEMBER' && entry.family) {
      // Nothing more of that family is sent: the server would refuse each in turn.
      const dropped = tab.pending.filter((other) => other.family === entry.family);
      await tab.settle(dropped);
      const count = dropped.length === 1 ? 'A change' : `${dropped.length} changes`;
      report(`${count} made on this device could not be saved: ${reason}.`, why);
      const place = `families/${entry.family}`;
      tab.known.delete(place);
      await outbox.forget(place).catch(() => undefined);
      await local.remove(place).catch(() => undefined);
      return;
    }
    await tab.settle([entry]);
    report(`${entry.what} could not be saved: ${reason}.`, why);
    // The copy goes back to what the server holds, with what still waits on top.
    await Promise.all(
      opPaths(entry.op).map(async (keys) => {
        const path = joinPath(keys);
        const value = await readServer(path).catch(() => undefined);
        if (value === undefined) return;
        await local
          .set(path, overlay(value, keys, tab.pendingOps(), intents))
          .catch(() => undefined);
      }),
    );
  }

  return { knowKept, sendWaiting, releaseLock: () => releaseLock() };
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
