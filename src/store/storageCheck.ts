/**
 * Whether this browser can keep the family's lists, asked once the first screen is shown (its
 * reads never wait for it): private browsing, a full disk, storage blocked by settings, or an
 * IndexedDB that never answers would otherwise leave a normal-looking form whose Start fails, or
 * a screen that spins for ever. Loaded then too (src/app/backend.ts): nothing before waits for
 * this file.
 */
import type { StorageProblem } from './storageProblem';

const CHECK_DATABASE = 'kids-todo-storage-check';

/** How long IndexedDB may take to open and save a small record before it counts as silent. */
export const STORAGE_CHECK_TIMEOUT_MS = 5000;

function problemOf(error: unknown): StorageProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'QuotaExceededError') return 'full';
  if (name === 'SecurityError' || name === 'InvalidStateError') return 'blocked';
  return 'failed';
}

/** Opens a small database of its own and saves one record; `null` when all went well. */
export function checkDeviceStorage(
  factory: IDBFactory | undefined,
  {
    timeoutMs = STORAGE_CHECK_TIMEOUT_MS,
    setTimer = (run: () => void, ms: number): unknown => setTimeout(run, ms),
  }: { timeoutMs?: number; setTimer?: (run: () => void, ms: number) => unknown } = {},
): Promise<StorageProblem | null> {
  if (!factory) return Promise.resolve('missing');
  return new Promise((resolve) => {
    let settled = false;
    const finish = (problem: StorageProblem | null) => {
      if (settled) return;
      settled = true;
      resolve(problem);
    };
    setTimer(() => finish('silent'), timeoutMs);
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(CHECK_DATABASE, 1);
    } catch (error) {
      finish(problemOf(error));
      return;
    }
    request.onupgradeneeded = () => request.result.createObjectStore('check');
    request.onerror = () => finish(problemOf(request.error));
    request.onblocked = () => finish('blocked');
    request.onsuccess = () => {
      const db = request.result;
      try {
        const transaction = db.transaction('check', 'readwrite');
        transaction.objectStore('check').put(Date.now(), 'last');
        transaction.oncomplete = () => {
          db.close();
          finish(null);
        };
        transaction.onabort = () => {
          db.close();
          finish(problemOf(transaction.error));
        };
      } catch (error) {
        db.close();
        finish(problemOf(error));
      }
    };
  });
}
