import { afterEach, beforeEach, expect, vi } from 'vitest';
import { StoreError } from '../../../src/store/errors';
import type { KeyRange, Store, StoreSnapshot, Unsubscribe } from '../../../src/store/port';

/** What an adapter's test file hands the contract: store instances over one fresh database. */
export interface StoreHarness {
  /** A new store instance over the same database: a second tab, or the app after a reload. */
  open(): Store;
  /** Releases the database once every instance has been closed. */
  cleanup(): Promise<void>;
}

export type MakeStores = () => Promise<StoreHarness>;

/** The contract's view of the harness: instances opened here are closed after each case. */
export interface ContractStores {
  open(): Store;
}

/**
 * How long a wait lasts before the case fails with what it saw instead of hanging: a value that
 * comes ends the wait at once, so this is sized, as the test timeout is, for a busy two-core
 * machine running two test files at a time (a cross-tab update took over 2 s there).
 */
export const WAIT_MS = 10_000;

export function useStores(makeStores: MakeStores): ContractStores {
  let harness: StoreHarness | undefined;
  const opened: Store[] = [];
  beforeEach(async () => {
    // The stores log every failure and many cases fail on purpose: the log stays quiet here, and
    // the logging cases check what it is given.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    harness = await makeStores();
  });
  afterEach(async () => {
    vi.mocked(console.error).mockRestore();
    for (const store of opened.splice(0)) {
      try {
        store.close();
      } catch {
        // A case may already have closed it; closing twice is not part of the contract.
      }
    }
    await harness?.cleanup();
    harness = undefined;
  });
  return {
    open() {
      if (!harness) throw new Error('open() is only available inside a case');
      const store = harness.open();
      opened.push(store);
      return store;
    },
  };
}

/** A short, printable description of a value; big strings are shown by length only. */
export function preview(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' && item.length > 60 ? `<${item.length} characters>` : item,
  );
  if (text === undefined) return String(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/**
 * Subscribes and resolves with the first value that satisfies `predicate` (the current value
 * counts), then unsubscribes. Rejects with what it saw if none arrives within {@link WAIT_MS}.
 */
export function nextValue(
  store: Store,
  path: string,
  predicate: (value: StoreSnapshot) => boolean = () => true,
  description = 'a value',
): Promise<StoreSnapshot> {
  return new Promise((resolve, reject) => {
    const seen: StoreSnapshot[] = [];
    let settled = false;
    // Filled in once subscribe() returns: the current value may arrive before it does.
    const listening: { stop?: Unsubscribe } = {};
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      listening.stop?.();
      outcome();
    };
    const timer = setTimeout(() => {
      finish(() =>
        reject(
          new Error(
            `Waited ${WAIT_MS} ms at "${path}" for ${description}; saw ${seen.length} value(s): ${preview(seen)}`,
          ),
        ),
      );
    }, WAIT_MS);
    listening.stop = store.subscribe(
      path,
      (value) => {
        seen.push(value);
        if (predicate(value)) finish(() => resolve(value));
      },
      (error) => finish(() => reject(error)),
    );
    if (settled) listening.stop();
  });
}

/** Reads the current value through a fresh subscription. */
export function readValue(store: Store, path: string): Promise<StoreSnapshot> {
  return nextValue(store, path, () => true, 'the current value');
}

/** JSON with object keys sorted, so two equal values give the same text whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** A predicate for {@link nextValue}: deep equality, ignoring key order. */
export function equalTo(expected: unknown): (value: StoreSnapshot) => boolean {
  const wanted = canonical(expected);
  return (value) => canonical(value) === wanted;
}

/** Every value a listener received, in order, with a way to wait for more. */
export interface Recording {
  values: StoreSnapshot[];
  errors: Error[];
  /** Resolves once `count` values have arrived in total. */
  waitForCount(count: number): Promise<void>;
  stop(): void;
}

export function recordValues(store: Store, path: string, range?: KeyRange): Recording {
  const values: StoreSnapshot[] = [];
  const errors: Error[] = [];
  const waiters = new Set<() => void>();
  const onValue = (value: StoreSnapshot) => {
    values.push(value);
    for (const check of [...waiters]) check();
  };
  const onError = (error: Error) => errors.push(error);
  const unsubscribe = range
    ? store.subscribeRange(path, range.from, range.to, onValue, onError)
    : store.subscribe(path, onValue, onError);
  return {
    values,
    errors,
    stop: unsubscribe,
    waitForCount(count) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (values.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const message = `Waited ${WAIT_MS} ms at "${path}" for ${count} value(s); saw ${values.length}: ${preview(values)}`;
          reject(new Error(errors.length ? `${message}; errors: ${errors.join('; ')}` : message));
        }, WAIT_MS);
        waiters.add(check);
        check();
      });
    },
  };
}

let barrierCount = 0;

/**
 * Waits until a write made now has been seen by this store's own listeners, so events of
 * earlier writes have had their turn: "did not fire" is then checked after the fact, not by time.
 */
export async function settle(store: Store): Promise<void> {
  const marker = ++barrierCount;
  const path = `contractBarrier/${marker}`;
  const seen = nextValue(store, path, (value) => value === marker, `barrier ${marker}`);
  await store.set(path, marker);
  await seen;
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs a write that must fail: it must return a rejected promise, not throw synchronously. */
export async function rejectionOf(action: () => Promise<unknown>): Promise<unknown> {
  let pending: Promise<unknown>;
  try {
    pending = action();
  } catch (error) {
    throw new Error(
      `Expected a rejected promise, but the call threw synchronously: ${String(error)}`,
    );
  }
  try {
    await pending;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to be rejected, but it succeeded.');
}

/** Asserts the error is a StoreError with `code`, a message in words, and a path at or below `path`. */
export function expectStoreError(error: unknown, code: string, path: string): StoreError {
  expect(error).toBeInstanceOf(StoreError);
  const storeError = error as StoreError;
  expect(storeError.code).toBe(code);
  expect(storeError.code).toBe(storeError.code.toUpperCase());
  expect(storeError.message.trim()).not.toBe('');
  expect(storeError.message).not.toBe(code);
  expect(storeError.message, 'the message should be words, not a code').toMatch(
    /[A-Za-z]{2,} [A-Za-z]{2,}/,
  );
  expect(
    storeError.path === path || storeError.path.startsWith(`${path}/`),
    `error path "${storeError.path}" should be "${path}" or below it`,
  ).toBe(true);
  return storeError;
}

export async function expectRejectedWith(
  action: () => Promise<unknown>,
  code: string,
  path: string,
): Promise<StoreError> {
  return expectStoreError(await rejectionOf(action), code, path);
}
