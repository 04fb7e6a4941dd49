import { describe, expect, it } from 'vitest';
import { recordValues, settle, type ContractStores } from './support';

const list = 'families/f1/lists/2026-11-22';

export function describeListeners(stores: ContractStores): void {
  describe('listeners', () => {
    it('a change below a path fires the listener of the path above it', async () => {
      const store = stores.open();
      await store.set(`${list}/ada/t1`, { title: 'Make bed', completed: false, order: 1 });
      const recording = recordValues(store, list);
      await recording.waitForCount(1);

      await store.set(`${list}/ada/t1/completed`, 1_795_000_000);
      await recording.waitForCount(2);
      recording.stop();
      expect(recording.values[1]).toEqual({
        ada: { t1: { title: 'Make bed', completed: 1_795_000_000, order: 1 } },
      });
    });

    it('a wholesale set of a path above fires the listener of the path below', async () => {
      const store = stores.open();
      await store.set(`${list}/ada/t1`, { title: 'Make bed', completed: false, order: 1 });
      const recording = recordValues(store, `${list}/ada/t1/title`);
      await recording.waitForCount(1);

      await store.set(list, { ada: { t1: { title: 'Make the bed', completed: false, order: 1 } } });
      await recording.waitForCount(2);
      await store.set(list, { _seeded: 1_795_000_000 });
      await recording.waitForCount(3);
      recording.stop();
      expect(recording.values).toEqual(['Make bed', 'Make the bed', null]);
    });

    it('a change to a sibling does not fire the listener', async () => {
      const store = stores.open();
      await store.set(`${list}/ada/t1`, { title: 'Make bed', order: 1 });
      const ada = recordValues(store, `${list}/ada`);
      const ben = recordValues(store, `${list}/ben`);
      const adaTask = recordValues(store, `${list}/ada/t1`);
      await Promise.all([ada.waitForCount(1), ben.waitForCount(1), adaTask.waitForCount(1)]);

      await store.set(`${list}/ben/t2`, { title: 'Feed the cat', order: 1 });
      await store.set(`${list}/ada/t3`, { title: 'Read', order: 2 });
      await ben.waitForCount(2);
      await ada.waitForCount(2);
      await settle(store);
      expect(ada.values).toHaveLength(2);
      expect(ben.values).toHaveLength(2);
      expect(adaTask.values).toEqual([{ title: 'Make bed', order: 1 }]);
    });

    it('a key that merely starts like the listened key is not below it', async () => {
      const store = stores.open();
      const recording = recordValues(store, 'families/f1');
      await recording.waitForCount(1);
      await store.set('families/f10/config/name', 'Not us');
      await store.set('families/f1-other/config/name', 'Not us either');
      await settle(store);
      recording.stop();
      expect(recording.values).toEqual([null]);
    });

    it('after unsubscribe the listener is not called again', async () => {
      const store = stores.open();
      const recording = recordValues(store, list);
      await recording.waitForCount(1);
      recording.stop();
      await store.set(`${list}/_seeded`, 1_795_000_000);
      await store.remove(list);
      await settle(store);
      expect(recording.values).toEqual([null]);
    });

    it('unsubscribing one listener leaves another on the same path listening', async () => {
      const store = stores.open();
      const stopped = recordValues(store, list);
      const kept = recordValues(store, list);
      await Promise.all([stopped.waitForCount(1), kept.waitForCount(1)]);
      stopped.stop();
      await store.set(`${list}/_seeded`, 1_795_000_000);
      await kept.waitForCount(2);
      kept.stop();
      await settle(store);
      expect(stopped.values).toEqual([null]);
      expect(kept.values).toEqual([null, { _seeded: 1_795_000_000 }]);
    });

    // The Realtime Database raises no value event when a write leaves the data as it was.
    it('a write of an identical value does not fire', async () => {
      const store = stores.open();
      const task = { title: 'Make bed', completed: false, order: 1 };
      await store.set(`${list}/ada/t1`, task);
      const recording = recordValues(store, `${list}/ada`);
      await recording.waitForCount(1);

      await store.set(`${list}/ada/t1`, { ...task });
      await store.update(`${list}/ada/t1`, { title: 'Make bed', order: 1 });
      await store.remove(`${list}/ben`);
      await settle(store);
      recording.stop();
      expect(recording.values).toEqual([{ t1: task }]);
    });

    it('a multi-path update is one event carrying every change', async () => {
      const store = stores.open();
      await store.set(list, {
        ada: { t1: { title: 'Make bed', completed: false, order: 1 } },
        ben: { t2: { title: 'Feed the cat', completed: false, order: 1 } },
      });
      const recording = recordValues(store, list);
      await recording.waitForCount(1);

      await store.update(list, {
        'ada/t1/completed': 1_795_000_000,
        'ben/t2/completed': 1_795_000_001,
      });
      await recording.waitForCount(2);
      await settle(store);
      recording.stop();
      expect(recording.values).toHaveLength(2);
      expect(recording.values[1]).toEqual({
        ada: { t1: { title: 'Make bed', completed: 1_795_000_000, order: 1 } },
        ben: { t2: { title: 'Feed the cat', completed: 1_795_000_001, order: 1 } },
      });
    });

    it('a listener’s error callback is not called for ordinary reads and writes', async () => {
      const store = stores.open();
      const recording = recordValues(store, list);
      await recording.waitForCount(1);
      await store.set(`${list}/_seeded`, 1);
      await recording.waitForCount(2);
      recording.stop();
      expect(recording.errors).toEqual([]);
    });
  });
}
