import { describe, expect, it } from 'vitest';
import type { StoreSnapshot } from '../../../src/store/port';
import {
  equalTo,
  expectRejectedWith,
  nextValue,
  readValue,
  recordValues,
  settle,
  type ContractStores,
} from './support';

const seededAt = 'families/f1/lists/2026-11-22/_seeded';
const counter = 'families/f1/counter';

const increment = (current: StoreSnapshot) => (typeof current === 'number' ? current : 0) + 1;

export function describeTransactions(
  stores: ContractStores,
  { keepsChanges = false }: { keepsChanges?: boolean } = {},
): void {
  describe('transactions', () => {
    it('a committed transaction reports committed with the value written', async () => {
      const store = stores.open();
      await store.set(counter, 41);
      const result = await store.transaction(counter, increment);
      expect(result).toMatchObject({ committed: true, value: 42 });
      expect(result.attempts).toBeGreaterThanOrEqual(1);
      expect(await readValue(store, counter)).toBe(42);
    });

    it('the update sees null where nothing is stored, and its value is written', async () => {
      const store = stores.open();
      const seen: StoreSnapshot[] = [];
      const result = await store.transaction('families/f1/lists/2026-11-22', (current) => {
        seen.push(current);
        return current === null ? { _seeded: 1_795_000_000 } : undefined;
      });
      expect(seen[0]).toBeNull();
      expect(result).toMatchObject({ committed: true, value: { _seeded: 1_795_000_000 } });
      expect(await readValue(store, seededAt)).toBe(1_795_000_000);
    });

    it('returning undefined aborts with nodata and writes nothing', async () => {
      const store = stores.open();
      await store.set(seededAt, 1_795_000_000);
      const recording = recordValues(store, 'families/f1/lists/2026-11-22');
      await recording.waitForCount(1);

      const result = await store.transaction(seededAt, () => undefined);
      expect(result).toMatchObject({ committed: false, reason: 'nodata' });
      await settle(store);
      recording.stop();
      expect(recording.values).toEqual([{ _seeded: 1_795_000_000 }]);
      expect(await readValue(store, seededAt)).toBe(1_795_000_000);
    });

    it('returning null removes the value', async () => {
      const store = stores.open();
      await store.set(seededAt, 1_795_000_000);
      const result = await store.transaction(seededAt, () => null);
      expect(result).toMatchObject({ committed: true, value: null });
      expect(await readValue(store, seededAt)).toBeNull();
    });

    it('an invalid next value is rejected with its code and nothing is written', async () => {
      const store = stores.open();
      await store.set(counter, 1);
      await expectRejectedWith(
        () => store.transaction(counter, () => ({ 'not.allowed': 1 })),
        'INVALID_KEY',
        counter,
      );
      await expectRejectedWith(
        () => store.transaction(counter, () => Infinity),
        'NON_FINITE_NUMBER',
        counter,
      );
      expect(await readValue(store, counter)).toBe(1);
    });

    it('20 increments started together from two instances end at exactly 20', async () => {
      const tab1 = stores.open();
      const tab2 = stores.open();
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 === 0 ? tab1 : tab2).transaction(counter, increment),
        ),
      );
      expect(results.every((result) => result.committed)).toBe(true);
      const written = results.map((result) => (result.committed ? result.value : null));
      expect([...written].sort((a, b) => Number(a) - Number(b))).toEqual(
        Array.from({ length: 20 }, (_, index) => index + 1),
      );
      expect(await nextValue(tab1, counter, equalTo(20), '20 in the first tab')).toBe(20);
      expect(await nextValue(tab2, counter, equalTo(20), '20 in the second tab')).toBe(20);
      expect(await readValue(stores.open(), counter)).toBe(20);
    });

    it('two tabs seeding a new day at once seed it once', async () => {
      const tab1 = stores.open();
      const tab2 = stores.open();
      const seed = (tab: string) => (current: StoreSnapshot) =>
        current === null
          ? { _seeded: 1_795_000_000, ada: { [`t-${tab}`]: { title: tab } } }
          : undefined;
      const path = 'families/f1/lists/2026-11-22';
      const results = await Promise.all([
        tab1.transaction(path, seed('one')),
        tab2.transaction(path, seed('two')),
      ]);
      expect(results.filter((result) => result.committed)).toHaveLength(1);
      expect(results.filter((result) => !result.committed)).toMatchObject([{ reason: 'nodata' }]);
      const day = (await readValue(tab1, `${path}/ada`)) as Record<string, unknown>;
      expect(Object.keys(day)).toHaveLength(1);
    });

    it.skipIf(keepsChanges)(
      'a set at the location while a transaction is pending makes it fail with SET',
      async () => {
        const store = stores.open();
        await store.set(counter, 1);
        const pending = store.transaction(counter, increment);
        const write = store.set(counter, 100);
        const error = await expectRejectedWith(() => pending, 'SET', counter);
        expect(error.path).toBe(counter);
        await write;
        expect(await readValue(store, counter)).toBe(100);
        expect(await readValue(stores.open(), counter)).toBe(100);
      },
    );
  });
}
