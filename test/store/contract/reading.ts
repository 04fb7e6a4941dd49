import { describe, expect, it } from 'vitest';
import { equalTo, nextValue, readValue, recordValues, type ContractStores } from './support';

const day = {
  _seeded: 1_795_000_000,
  ada: { '-Nx0000000000000000a': { title: 'Brush teeth', completed: false, order: 1 } },
};

export function describeReading(stores: ContractStores): void {
  describe('the initial value', () => {
    it('is null where nothing is stored', async () => {
      const store = stores.open();
      expect(await readValue(store, 'families/f1/lists/2026-11-22')).toBeNull();
    });

    it('is the stored value where something is stored', async () => {
      const store = stores.open();
      await store.set('families/f1/lists/2026-11-22', day);
      expect(await readValue(store, 'families/f1/lists/2026-11-22')).toEqual(day);
      expect(await readValue(store, 'families/f1/lists/2026-11-22/_seeded')).toBe(day._seeded);
    });

    it('is null below a value that is not an object', async () => {
      const store = stores.open();
      await store.set('families/f1/config/name', 'The Lovelaces');
      expect(await readValue(store, 'families/f1/config/name/more')).toBeNull();
    });

    it('is delivered once to a new listener before any change', async () => {
      const store = stores.open();
      await store.set('families/f1/config/name', 'The Lovelaces');
      const recording = recordValues(store, 'families/f1/config');
      await recording.waitForCount(1);
      recording.stop();
      expect(recording.values).toEqual([{ name: 'The Lovelaces' }]);
    });

    it('keeps text, numbers and true/false as they were written', async () => {
      const store = stores.open();
      const value = {
        text: 'Tidy 🧸 toys',
        zero: 0,
        negative: -1.5,
        big: 1e300,
        yes: true,
        no: false,
      };
      await store.set('kinds', value);
      expect(await readValue(store, 'kinds')).toEqual(value);
    });
  });

  describe('persistence', () => {
    it('a new instance over the same database sees what an earlier one wrote', async () => {
      const first = stores.open();
      await first.set('families/f1/lists/2026-11-22', day);
      await first.update('families/f1', { 'config/name': 'The Lovelaces' });
      first.close();

      const second = stores.open();
      expect(await readValue(second, 'families/f1')).toEqual({
        config: { name: 'The Lovelaces' },
        lists: { '2026-11-22': day },
      });
    });

    it('a removal is still removed for a new instance', async () => {
      const first = stores.open();
      await first.set('families/f1/config', { name: 'The Lovelaces', order: 'ada' });
      await first.remove('families/f1/config/order');
      first.close();

      const second = stores.open();
      expect(await readValue(second, 'families/f1/config')).toEqual({ name: 'The Lovelaces' });
    });
  });

  describe('two instances (two tabs)', () => {
    it('each sees the other’s set as it happens', async () => {
      const tab1 = stores.open();
      const tab2 = stores.open();
      expect(await readValue(tab2, 'families/f1/lists/2026-11-22')).toBeNull();
      const seen = nextValue(tab2, 'families/f1/lists/2026-11-22', equalTo(day), 'the day');
      await tab1.set('families/f1/lists/2026-11-22', day);
      expect(await seen).toEqual(day);
    });

    it('each sees the other’s update as it happens', async () => {
      const tab1 = stores.open();
      const tab2 = stores.open();
      await tab1.set('families/f1/config', { name: 'The Lovelaces' });
      await nextValue(tab2, 'families/f1/config', equalTo({ name: 'The Lovelaces' }));
      const seen = nextValue(
        tab1,
        'families/f1/config',
        equalTo({ name: 'The Babbages', order: 'ada' }),
        'the renamed family',
      );
      await tab2.update('families/f1/config', { name: 'The Babbages', order: 'ada' });
      await seen;
    });

    it('each sees the other’s remove as it happens', async () => {
      const tab1 = stores.open();
      const tab2 = stores.open();
      await tab1.set('families/f1/lists/2026-11-22', day);
      await nextValue(tab2, 'families/f1/lists/2026-11-22', equalTo(day), 'the day');
      const removed = nextValue(tab2, 'families/f1/lists/2026-11-22', (v) => v === null, 'null');
      await tab1.remove('families/f1/lists/2026-11-22');
      expect(await removed).toBeNull();
    });

    it('a listener in one tab sees a push made in the other', async () => {
      const tab1 = stores.open();
      const tab2 = stores.open();
      const seen = nextValue(tab2, 'families', (v) => v !== null, 'the new family');
      const key = await tab1.push('families', { config: { name: 'The Lovelaces' } });
      expect(await seen).toEqual({ [key]: { config: { name: 'The Lovelaces' } } });
    });
  });
}
