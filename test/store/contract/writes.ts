import { describe, expect, it } from 'vitest';
import {
  expectRejectedWith,
  readValue,
  recordValues,
  settle,
  type ContractStores,
} from './support';

const list = 'families/f1/lists/2026-11-22';
const task = { title: 'Make bed', completed: false, order: 1 };

export function describeWrites(stores: ContractStores): void {
  describe('update', () => {
    it('writes each relative path and leaves the other children alone', async () => {
      const store = stores.open();
      await store.set(list, { _seeded: 1, ada: { t1: task } });
      await store.update(list, { 'ada/t2': { title: 'Read', order: 2 }, 'ben/t3': task });
      expect(await readValue(store, list)).toEqual({
        _seeded: 1,
        ada: { t1: task, t2: { title: 'Read', order: 2 } },
        ben: { t3: task },
      });
    });

    it('at the root, writes below several top-level paths as one change', async () => {
      const store = stores.open();
      const recording = recordValues(store, '');
      await recording.waitForCount(1);
      await store.update('', { [`${list}/ada/t1`]: task, 'users/u1/families/f1': true });
      await recording.waitForCount(2);
      expect(recording.values.at(-1)).toEqual({
        families: { f1: { lists: { '2026-11-22': { ada: { t1: task } } } } },
        users: { u1: { families: { f1: true } } },
      });
      recording.stop();
      expect(recording.values).toHaveLength(2);
    });

    it('replaces each written child wholesale', async () => {
      const store = stores.open();
      await store.set(list, { ada: { t1: task } });
      await store.update(list, { ada: { t2: task } });
      expect(await readValue(store, list)).toEqual({ ada: { t2: task } });
    });

    it('removes a child whose value is null', async () => {
      const store = stores.open();
      await store.set(list, { _seeded: 1, ada: { t1: task } });
      await store.update(list, { 'ada/t1': null });
      expect(await readValue(store, list)).toEqual({ _seeded: 1 });
    });

    it('is atomic: when one value is invalid nothing is written', async () => {
      const store = stores.open();
      await store.set(list, { ada: { t1: task } });
      const recording = recordValues(store, list);
      await recording.waitForCount(1);

      await expectRejectedWith(
        () => store.update(list, { 'ada/t1/completed': 1_795_000_000, 'ben/t2/order': NaN }),
        'NON_FINITE_NUMBER',
        list,
      );
      await expectRejectedWith(
        () => store.update(list, { 'ada/t1/title': 'Changed', ben: { 't#2': task } }),
        'INVALID_KEY',
        list,
      );
      await settle(store);
      recording.stop();
      expect(recording.values).toEqual([{ ada: { t1: task } }]);
      expect(await readValue(store, list)).toEqual({ ada: { t1: task } });
    });

    it('is rejected when one of its paths lies inside another, and writes nothing', async () => {
      const store = stores.open();
      await store.set(list, { ada: { t1: task } });
      await expectRejectedWith(
        () => store.update(list, { ada: { t2: task }, 'ada/t1/title': 'Changed' }),
        'INVALID_PATH',
        list,
      );
      expect(await readValue(store, list)).toEqual({ ada: { t1: task } });
    });
  });

  describe('push', () => {
    it('makes 20-character keys that sort in creation order, several per millisecond', async () => {
      const store = stores.open();
      // Started together, so many are made within the same millisecond.
      const keys = await Promise.all(
        Array.from({ length: 50 }, (_, index) => store.push('families/f1/lists/library', index)),
      );
      for (const key of keys) expect(key).toMatch(/^[-0-9A-Za-z_]{20}$/);
      expect(new Set(keys).size).toBe(50);
      expect([...keys].sort()).toEqual(keys);
      const timeParts = new Set(keys.map((key) => key.slice(0, 8)));
      expect(timeParts.size, 'some keys should share a millisecond').toBeLessThan(50);

      const stored = await readValue(store, 'families/f1/lists/library');
      const inKeyOrder = Object.entries(stored as Record<string, number>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, value]) => value);
      expect(inKeyOrder).toEqual(Array.from({ length: 50 }, (_, index) => index));
    });

    it('keys made one after another also sort in creation order', async () => {
      const store = stores.open();
      const keys: string[] = [];
      for (let index = 0; index < 10; index++) {
        keys.push(await store.push('families', { config: { name: `Family ${index}` } }));
      }
      expect([...keys].sort()).toEqual(keys);
      const stored = (await readValue(store, 'families')) as Record<string, unknown>;
      expect(Object.keys(stored).sort()).toEqual(keys);
    });
  });

  describe('removing', () => {
    it('remove deletes the value and everything below it', async () => {
      const store = stores.open();
      await store.set(list, { _seeded: 1, ada: { t1: task } });
      await store.remove(`${list}/ada`);
      expect(await readValue(store, list)).toEqual({ _seeded: 1 });
      expect(await readValue(store, `${list}/ada/t1/title`)).toBeNull();
    });

    it('set null removes', async () => {
      const store = stores.open();
      await store.set(list, { _seeded: 1, ada: { t1: task } });
      await store.set(`${list}/_seeded`, null);
      expect(await readValue(store, list)).toEqual({ ada: { t1: task } });
    });

    it('removing the last child makes the parents vanish', async () => {
      const store = stores.open();
      await store.set(`${list}/ada/t1`, task);
      await store.remove(`${list}/ada/t1`);
      expect(await readValue(store, list)).toBeNull();
      expect(await readValue(store, 'families')).toBeNull();
    });

    it('removing what is not there is not an error', async () => {
      const store = stores.open();
      await store.remove(`${list}/nobody`);
      expect(await readValue(store, list)).toBeNull();
    });
  });

  describe('empty objects', () => {
    it('an empty object reads back as null', async () => {
      const store = stores.open();
      await store.set(list, {});
      expect(await readValue(store, list)).toBeNull();
    });

    it('empty and null children vanish from what is stored', async () => {
      const store = stores.open();
      await store.set(list, { ada: {}, ben: { t1: {} }, cleo: null, _seeded: 1 });
      expect(await readValue(store, list)).toEqual({ _seeded: 1 });
      expect(await readValue(store, `${list}/ada`)).toBeNull();
    });

    it('setting an empty object removes what was there', async () => {
      const store = stores.open();
      await store.set(list, { ada: { t1: task } });
      await store.set(`${list}/ada`, {});
      expect(await readValue(store, list)).toBeNull();
    });
  });

  describe('set', () => {
    it('replaces a value with an object and an object with a value', async () => {
      const store = stores.open();
      await store.set('families/f1/lists/library/g1/items', 0);
      await store.set('families/f1/lists/library/g1/items/t1', task);
      expect(await readValue(store, 'families/f1/lists/library/g1')).toEqual({
        items: { t1: task },
      });
      await store.set('families/f1/lists/library/g1/items', 0);
      expect(await readValue(store, 'families/f1/lists/library/g1')).toEqual({ items: 0 });
    });

    // Stored as children keyed by index; the Firebase SDK reads such children back as an array.
    it('stores an array as its items in index order', async () => {
      const store = stores.open();
      await store.set('families/f1/config/kids', ['ada', 'ben']);
      const kids = await readValue(store, 'families/f1/config/kids');
      expect(Object.values(kids as object)).toEqual(['ada', 'ben']);
      expect(await readValue(store, 'families/f1/config/kids/1')).toBe('ben');
    });
  });
}
