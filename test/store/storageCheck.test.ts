/**
 * Storage that fails is found before anything is shown: a missing IndexedDB, one that refuses
 * to open (private windows, blocked by settings), a full disk, and one that never answers.
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDeviceStorage } from '../../src/store/storageCheck';

afterEach(() => vi.restoreAllMocks());

/** Runs the check with a timer the test fires itself: no real seconds pass. */
function checkWith(factory: IDBFactory | undefined) {
  let fireTimeout: () => void = () => undefined;
  const result = checkDeviceStorage(factory, {
    setTimer: (run) => {
      fireTimeout = run;
    },
  });
  return { result, fireTimeout: () => fireTimeout() };
}

describe('checking this browser’s storage before the app starts', () => {
  it('a working IndexedDB passes', async () => {
    expect(await checkWith(new IDBFactory()).result).toBeNull();
  });

  it('no indexedDB at all is "missing"', async () => {
    expect(await checkWith(undefined).result).toBe('missing');
  });

  it('open throwing SecurityError is "blocked"', async () => {
    const factory = new IDBFactory();
    vi.spyOn(factory, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(await checkWith(factory).result).toBe('blocked');
  });

  it('a write failing with QuotaExceededError is "full"', async () => {
    const factory = new IDBFactory();
    const open = factory.open.bind(factory);
    vi.spyOn(factory, 'open').mockImplementation((name, version) => {
      const request = open(name, version);
      const success = () => {
        const db = request.result;
        const transaction = db.transaction.bind(db);
        db.transaction = ((...args: Parameters<IDBDatabase['transaction']>) => {
          const started = transaction(...args);
          started.objectStore = () => {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          };
          return started;
        }) as IDBDatabase['transaction'];
      };
      request.addEventListener('success', success, { once: true });
      return request;
    });
    expect(await checkWith(factory).result).toBe('full');
  });

  it('open never answering is "silent" once the wait is over, not a spinner for ever', async () => {
    const factory = new IDBFactory();
    vi.spyOn(factory, 'open').mockImplementation(() => ({}) as IDBOpenDBRequest);
    const check = checkWith(factory);
    check.fireTimeout();
    expect(await check.result).toBe('silent');
  });
});
