import { describe, expect, it, vi } from 'vitest';
import type { Store } from '../../../src/store/port';
import { expectStoreError, readValue, rejectionOf, type ContractStores } from './support';

const path = 'families/f1/lists/2026-11-22/ada';

/** console.error, quiet, with what it has been given from now on; restored after each case. */
function spyOnErrors() {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  logged.mockClear();
  return logged;
}

/** The error each call logged first: the StoreError itself, with its code and path. */
const loggedErrors = (logged: ReturnType<typeof spyOnErrors>) =>
  logged.mock.calls.map(([error]) => error as unknown);

/** One of each operation, every one refused, with the code it is refused with. */
const failingWrites: Array<{
  name: string;
  code: string;
  write: (store: Store) => Promise<unknown>;
}> = [
  { name: 'set', code: 'INVALID_KEY', write: (store) => store.set(`${path}/a.b`, 1) },
  { name: 'update', code: 'INVALID_VALUE', write: (store) => store.update(path, { t1: () => 1 }) },
  { name: 'remove', code: 'INVALID_KEY', write: (store) => store.remove(`${path}/a#b`) },
  { name: 'push', code: 'NON_FINITE_NUMBER', write: (store) => store.push(path, Infinity) },
  {
    name: 'transaction',
    code: 'INVALID_KEY',
    write: (store) => store.transaction(path, () => ({ 'not.allowed': 1 })),
  },
];

/** Database errors are logged, by the store, exactly once each. */
export function describeLogging(stores: ContractStores): void {
  describe('logging', () => {
    for (const { name, code, write } of failingWrites) {
      it(`a failed ${name} is logged exactly once, as the error it rejects with`, async () => {
        const store = stores.open();
        const logged = spyOnErrors();
        const error = expectStoreError(await rejectionOf(() => write(store)), code, path);
        expect(loggedErrors(logged)).toEqual([error]);
        expect(loggedErrors(logged)[0]).toBe(error);
        expect(logged.mock.calls[0]?.slice(1).join(' ')).toContain(code);
      });
    }

    it('a write to a closed store is logged exactly once', async () => {
      const store = stores.open();
      store.close();
      const logged = spyOnErrors();
      const error = expectStoreError(
        await rejectionOf(() => store.set(path, 1)),
        'STORE_CLOSED',
        path,
      );
      expect(loggedErrors(logged)).toEqual([error]);
    });

    it('a listen that fails is logged exactly once, and handed to its error callback', async () => {
      const store = stores.open();
      store.close();
      const logged = spyOnErrors();
      const heard = await new Promise<Error>((resolve) => {
        store.subscribe(path, () => undefined, resolve);
      });
      expectStoreError(heard, 'STORE_CLOSED', path);
      expect(loggedErrors(logged)).toEqual([heard]);
    });

    it('a quiet listen that fails is handed to its error callback, and not logged', async () => {
      const store = stores.open();
      store.close();
      const logged = spyOnErrors();
      const heard = await new Promise<Error>((resolve) => {
        store.subscribe(path, () => undefined, resolve, { quiet: true });
      });
      expectStoreError(heard, 'STORE_CLOSED', path);
      expect(loggedErrors(logged)).toEqual([]);
    });

    it('writes, transactions and reads that succeed log nothing', async () => {
      const store = stores.open();
      const logged = spyOnErrors();
      await store.set(`${path}/t1`, { title: 'Brush teeth', completed: false, order: 1 });
      await store.update(path, { 't1/completed': 1_795_000_000 });
      await store.push(path, { title: 'Feed the cat', completed: false, order: 2 });
      await store.transaction(`${path}/t1/order`, (order) => Number(order) + 1);
      await store.remove(`${path}/t1`);
      await readValue(store, path);
      expect(logged).not.toHaveBeenCalled();
    });
  });
}
