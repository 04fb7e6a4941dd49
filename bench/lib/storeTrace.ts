/**
 * For the profiler: notes, in each page, when the embedded store's BroadcastChannel messages are
 * posted and received and how long its IndexedDB reads and writes take (wall-clock ms).
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface TraceEvent {
  what: 'posted' | 'received' | 'read' | 'write';
  at: number;
  until?: number;
  records?: number;
}

type TracedWindow = Window & { __benchTrace?: TraceEvent[] };

/** Runs at document start, before the app opens its store. */
function traceStoreTraffic(): void {
  const trace: TraceEvent[] = [];
  (window as TracedWindow).__benchTrace = trace;
  const now = () => performance.timeOrigin + performance.now();

  const post = BroadcastChannel.prototype.postMessage;
  BroadcastChannel.prototype.postMessage = function (this: BroadcastChannel, message: unknown) {
    trace.push({ what: 'posted', at: now() });
    post.call(this, message);
  };
  const Channel = BroadcastChannel;
  window.BroadcastChannel = class extends Channel {
    constructor(name: string) {
      super(name);
      // Added before the store sets `onmessage`, so it runs first.
      this.addEventListener('message', () => trace.push({ what: 'received', at: now() }));
    }
  };

  const getAll = IDBObjectStore.prototype.getAll;
  IDBObjectStore.prototype.getAll = function (
    this: IDBObjectStore,
    ...args: Parameters<IDBObjectStore['getAll']>
  ) {
    const at = now();
    const request = getAll.apply(this, args);
    request.addEventListener('success', () =>
      trace.push({ what: 'read', at, until: now(), records: request.result.length }),
    );
    return request;
  };

  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ) {
    const opened = transaction.apply(this, args);
    if (args[1] === 'readwrite') {
      const at = now();
      opened.addEventListener('complete', () => trace.push({ what: 'write', at, until: now() }));
    }
    return opened;
  } as IDBDatabase['transaction'];
}

export async function traceStore(context: BrowserContext): Promise<void> {
  await context.addInitScript(traceStoreTraffic);
}

/** The events noted since the last call. */
export function takeTrace(page: Page): Promise<TraceEvent[]> {
  return page.evaluate(() => {
    const trace = (window as TracedWindow).__benchTrace ?? [];
    return trace.splice(0, trace.length);
  });
}
