// Served by the Vite dev server at /test/e2e/harness/store.html: puts the embedded store on
// `window.storeHarness` so end-to-end tests can drive it in real Chromium with `page.evaluate`.
import { createIndexedDbStore } from '../../../src/store/indexedDb';
import type {
  Store,
  StoreSnapshot,
  TransactionResult,
  TransactionUpdate,
  Unsubscribe,
} from '../../../src/store/port';

/** What one subscription has delivered so far, in order. */
interface Recording {
  values: StoreSnapshot[];
  errors: string[];
  stop: Unsubscribe;
}

export interface StoreHarness {
  /** Opens a new store instance on the named IndexedDB database, closing the previous one. */
  open(databaseName: string): void;
  set(path: string, value: unknown): Promise<void>;
  update(path: string, values: Record<string, unknown>): Promise<void>;
  remove(path: string): Promise<void>;
  push(path: string, value: unknown): Promise<string>;
  /** `update` runs in the page, so pass it from inside `page.evaluate`. */
  transaction(path: string, update: TransactionUpdate): Promise<TransactionResult>;
  /** The first value a fresh subscription at `path` delivers. */
  read(path: string): Promise<StoreSnapshot>;
  /** Subscribes at `path` and keeps every value it delivers under `label` (default: the path). */
  record(path: string, label?: string): void;
  /** Copies of the values delivered to the recording `label` so far. */
  recorded(label: string): StoreSnapshot[];
  /** Errors delivered to the recording `label`, as `CODE: message`. */
  recordedErrors(label: string): string[];
  close(): void;
}

declare global {
  interface Window {
    storeHarness: StoreHarness;
  }
}

let store: Store | null = null;
const recordings = new Map<string, Recording>();

function openStore(): Store {
  if (!store) throw new Error('Call storeHarness.open(databaseName) first.');
  return store;
}

function recordingFor(label: string): Recording {
  const recording = recordings.get(label);
  if (!recording) throw new Error(`Nothing is recorded under "${label}".`);
  return recording;
}

function describeError(error: Error): string {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : error.name;
  return `${code}: ${error.message}`;
}

function stopAll(): void {
  for (const recording of recordings.values()) recording.stop();
  recordings.clear();
}

window.storeHarness = {
  open(databaseName) {
    stopAll();
    store?.close();
    store = createIndexedDbStore({ databaseName });
  },
  set: (path, value) => openStore().set(path, value),
  update: (path, values) => openStore().update(path, values),
  remove: (path) => openStore().remove(path),
  push: (path, value) => openStore().push(path, value),
  transaction: (path, update) => openStore().transaction(path, update),
  read(path) {
    return new Promise((resolve, reject) => {
      let stop: Unsubscribe | null = null;
      let done = false;
      const finish = (settle: () => void) => {
        if (done) return;
        done = true;
        settle();
        // The first value may arrive before `subscribe` has returned.
        queueMicrotask(() => stop?.());
      };
      stop = openStore().subscribe(
        path,
        (value) => finish(() => resolve(value)),
        (error) => finish(() => reject(error)),
      );
      if (done) stop();
    });
  },
  record(path, label = path) {
    recordings.get(label)?.stop();
    const values: StoreSnapshot[] = [];
    const errors: string[] = [];
    // Copies, so a value the adapter mutates later cannot rewrite history.
    const stop = openStore().subscribe(
      path,
      (value) => values.push(structuredClone(value)),
      (error) => errors.push(describeError(error)),
    );
    recordings.set(label, { values, errors, stop });
  },
  recorded: (label) => structuredClone(recordingFor(label).values),
  recordedErrors: (label) => [...recordingFor(label).errors],
  close() {
    stopAll();
    store?.close();
    store = null;
  },
};
