/**
 * A server for the outbox's tests: an embedded store on a fake IndexedDB of its own holds what
 * the server holds, and each device reaches it through a fake network that the test controls.
 * Offline, a device's writes wait in the order made (as the Firebase SDK's do: a promise that
 * settles once back online) and its listeners hear nothing new. The server can refuse writes
 * under chosen paths, refuse a family to a parent who is no longer a member, and apply a write
 * whose acknowledgement never arrives.
 */
import { StoreError } from '../../../src/store/errors';
import type { LockRequest } from '../../../src/store/offline/offlineFirstStore';
import { isAncestorOrSelf, splitPath } from '../../../src/store/paths';
import type {
  Store,
  StoreSnapshot,
  TransactionResult,
  TransactionUpdate,
  Unsubscribe,
} from '../../../src/store/port';
import { deepEqual } from '../../../src/store/tree';
import { freshDatabase } from '../indexedDbSupport';

/** A write as the server took it (or refused it), in the order it arrived. */
export interface ServerCall {
  kind: 'set' | 'update' | 'remove' | 'push' | 'transaction';
  /** Where it was written; a push: the new child's path. */
  path: string;
  /** What a set or push wrote, what an update wrote (relative paths), or a transaction's result. */
  value: unknown;
  outcome: 'applied' | 'refused';
}

interface QueuedWrite {
  kind: ServerCall['kind'];
  path: string;
  /** Every path it writes at, for the refusals. */
  writes: string[];
  apply(): Promise<{ path: string; value: unknown; result: unknown }>;
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

interface RemoteListener {
  path: string;
  onValue: (value: StoreSnapshot) => void;
  onError: (error: Error) => void;
  /** The server's value as last heard, delivered or not. */
  latest: StoreSnapshot | undefined;
  delivered: StoreSnapshot | undefined;
  stop: Unsubscribe;
}

const under = (path: string, prefix: string) =>
  isAncestorOrSelf(splitPath(prefix), splitPath(path));

const denied = (path: string) =>
  new StoreError('PERMISSION_DENIED', 'Permission denied: the server refused this.', path);

export function createFakeServer() {
  const server = freshDatabase('kids-todo-server');
  /** What the server holds; writing here is another device's write, heard by every device. */
  const data = server.open();
  const calls: ServerCall[] = [];
  const refusedWrites: string[] = [];
  const refusedFamilies = new Set<string>();
  const clients = new Set<{ wake(): void; revoke(): void }>();
  const connectionWatchers = new Set<(online: boolean) => void>();
  let online = true;
  let acksToDrop = 0;

  const readRefused = (path: string) =>
    [...refusedFamilies].some((family) => under(path, `families/${family}`));
  const writeRefused = (paths: readonly string[]) =>
    paths.some((path) => readRefused(path) || refusedWrites.some((prefix) => under(path, prefix)));

  /** A device's connection: the Store the offline-first store is given as its remote. */
  function connect(): Store {
    let closed = false;
    let flushing = false;
    const queue: QueuedWrite[] = [];
    const listeners = new Set<RemoteListener>();

    function deliver(listener: RemoteListener): void {
      const { latest } = listener;
      if (closed || !online || latest === undefined) return;
      if (listener.delivered !== undefined && deepEqual(listener.delivered, latest)) return;
      listener.delivered = latest;
      listener.onValue(latest);
    }

    /** The server ends a listener this parent may no longer read, as Firebase cancels it. */
    function cancelRefused(): void {
      if (closed || !online) return;
      for (const listener of [...listeners]) {
        if (!readRefused(listener.path)) continue;
        listener.stop();
        listeners.delete(listener);
        listener.onError(denied(listener.path));
      }
    }

    async function flush(): Promise<void> {
      if (flushing) return;
      flushing = true;
      try {
        while (online && !closed && queue.length > 0) {
          const write = queue.shift() as QueuedWrite;
          if (writeRefused(write.writes)) {
            calls.push({
              kind: write.kind,
              path: write.path,
              value: undefined,
              outcome: 'refused',
            });
            write.reject(denied(write.path));
            continue;
          }
          try {
            const { path, value, result } = await write.apply();
            calls.push({ kind: write.kind, path, value, outcome: 'applied' });
            // The server has it; the acknowledgement may be lost on the way back.
            if (acksToDrop > 0) acksToDrop--;
            else write.resolve(result);
          } catch (error) {
            write.reject(error);
          }
        }
      } finally {
        flushing = false;
      }
    }

    function send<T>(
      kind: ServerCall['kind'],
      path: string,
      writes: string[],
      apply: QueuedWrite['apply'],
    ): Promise<T> {
      if (closed) return Promise.reject(new StoreError('STORE_CLOSED', 'Closed.', path));
      return new Promise<T>((resolve, reject) => {
        queue.push({
          kind,
          path,
          writes,
          apply,
          resolve: resolve as (result: unknown) => void,
          reject,
        });
        void flush();
      });
    }

    function listen(
      path: string,
      onValue: (value: StoreSnapshot) => void,
      onError: (error: Error) => void,
      subscribe: (
        onData: (value: StoreSnapshot) => void,
        onDataError: (e: Error) => void,
      ) => Unsubscribe,
    ): Unsubscribe {
      const listener: RemoteListener = {
        path,
        onValue,
        onError,
        latest: undefined,
        delivered: undefined,
        stop: () => undefined,
      };
      if (closed) return () => undefined;
      listeners.add(listener);
      listener.stop = subscribe(
        (value) => {
          listener.latest = value;
          if (!readRefused(path)) deliver(listener);
        },
        (error) => {
          if (online && listeners.delete(listener)) onError(error);
        },
      );
      // Firebase answers a listen it refuses a moment later, not inside the call.
      queueMicrotask(cancelRefused);
      return () => {
        listeners.delete(listener);
        listener.stop();
      };
    }

    const client = {
      wake() {
        cancelRefused();
        for (const listener of listeners) deliver(listener);
        void flush();
      },
      revoke: cancelRefused,
    };
    clients.add(client);

    return {
      subscribe(path, onValue, onError = () => undefined, options) {
        return listen(path, onValue, onError, (onData, onDataError) =>
          data.subscribe(path, onData, onDataError, options),
        );
      },
      subscribeRange(path, from, to, onValue, onError = () => undefined, options) {
        return listen(path, onValue, onError, (onData, onDataError) =>
          data.subscribeRange(path, from, to, onData, onDataError, options),
        );
      },
      set: (path, value) =>
        send('set', path, [path], async () => {
          await data.set(path, value);
          return { path, value, result: undefined };
        }),
      update: (path, values) =>
        send(
          'update',
          path,
          Object.keys(values).map((relative) => `${path}/${relative}`),
          async () => {
            await data.update(path, values);
            return { path, value: values, result: undefined };
          },
        ),
      remove: (path) =>
        send('remove', path, [path], async () => {
          await data.remove(path);
          return { path, value: null, result: undefined };
        }),
      push: (path, value) =>
        send('push', path, [path], async () => {
          const key = await data.push(path, value);
          return { path: `${path}/${key}`, value, result: key };
        }),
      transaction: (path, update: TransactionUpdate) =>
        send<TransactionResult>('transaction', path, [path], async () => {
          const result = await data.transaction(path, update);
          return { path, value: result.committed ? result.value : 'aborted', result };
        }),
      watchConnection(onChange) {
        connectionWatchers.add(onChange);
        onChange(online);
        return () => connectionWatchers.delete(onChange);
      },
      close() {
        // The page is gone: what waited to be sent is gone with it, and no answer arrives.
        closed = true;
        queue.length = 0;
        for (const listener of listeners) listener.stop();
        listeners.clear();
        clients.delete(client);
      },
    };
  }

  function setOnline(next: boolean): void {
    online = next;
    for (const watcher of connectionWatchers) watcher(online);
    if (online) for (const client of [...clients]) client.wake();
  }

  return {
    /** What the server holds, read and written as another device would. */
    data,
    /** Every write a device sent that reached the server, in the order it arrived. */
    calls,
    connect,
    goOffline: () => setOnline(false),
    goOnline: () => setOnline(true),
    /** Writes at or below `path` are refused with PERMISSION_DENIED (as the rules would). */
    refuseWritesUnder(path: string) {
      refusedWrites.push(path);
    },
    /** This parent is no longer a member: the family may be neither read nor written. */
    refuseFamily(family: string) {
      refusedFamilies.add(family);
      for (const client of clients) client.revoke();
    },
    /** The next `count` writes are applied, but their acknowledgements never arrive. */
    dropAcks(count: number) {
      acksToDrop += count;
    },
    close() {
      data.close();
    },
  };
}

export type FakeServer = ReturnType<typeof createFakeServer>;

/**
 * One lock shared by store instances, as `navigator.locks` is by a browser's tabs: the first
 * to ask holds it until the promise it is given settles, then the next one does.
 */
export function createFakeLock(): LockRequest {
  const waiting = new Map<string, Array<() => Promise<void>>>();
  const held = new Set<string>();
  const grant = (name: string) => {
    if (held.has(name)) return;
    const next = waiting.get(name)?.shift();
    if (!next) return;
    held.add(name);
    void next().finally(() => {
      held.delete(name);
      grant(name);
    });
  };
  return (name, whileHeld) => {
    waiting.set(name, [...(waiting.get(name) ?? []), whileHeld]);
    grant(name);
  };
}
