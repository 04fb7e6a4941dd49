import { describe, expect, it } from 'vitest';
import { LAST_KEY } from '../../../src/store/port';
import { recordValues, settle, type ContractStores } from './support';

const lists = 'families/f1/lists';
const task = (title: string, completed: false | number = false) => ({ title, completed, order: 1 });
const week = { from: '2026-11-16', to: '2026-11-22' };

/** A day's list for Ada with one task. */
const day = (title: string) => ({ ada: { t1: task(title) } });

export function describeRanges(stores: ContractStores): void {
  describe('range subscriptions', () => {
    it('hold only the children from one key to the other, both included', async () => {
      const store = stores.open();
      await store.set(lists, {
        '2026-11-15': day('Sunday before'),
        '2026-11-16': day('Monday'),
        '2026-11-19': day('Thursday'),
        '2026-11-22': day('Sunday'),
        '2026-11-23': day('Monday after'),
        library: { g1: { title: 'Morning', items: 0 } },
        templates: { ada: { r1: { title: 'Brush teeth', order: 1 } } },
      });
      const recording = recordValues(store, lists, week);
      await recording.waitForCount(1);
      recording.stop();
      expect(recording.values[0]).toEqual({
        '2026-11-16': day('Monday'),
        '2026-11-19': day('Thursday'),
        '2026-11-22': day('Sunday'),
      });
    });

    it('fire for a change inside the range, and not for one outside it', async () => {
      const store = stores.open();
      await store.set(`${lists}/2026-11-19`, day('Thursday'));
      const recording = recordValues(store, lists, week);
      await recording.waitForCount(1);

      await store.set(`${lists}/2026-11-23/ada/t1`, task('Monday after'));
      await store.set(`${lists}/templates/ada/r1`, { title: 'Brush teeth', order: 1 });
      await store.set(`${lists}/2026-11-19/ada/t1/completed`, 1_795_000_000);
      await recording.waitForCount(2);
      await settle(store);
      recording.stop();
      expect(recording.values).toEqual([
        { '2026-11-19': day('Thursday') },
        { '2026-11-19': { ada: { t1: task('Thursday', 1_795_000_000) } } },
      ]);
    });

    it('are null when nothing is in the range, and hear the first child to arrive in it', async () => {
      const store = stores.open();
      await store.set(`${lists}/2026-11-23`, day('Monday after'));
      const recording = recordValues(store, lists, week);
      await recording.waitForCount(1);
      await store.set(`${lists}/2026-11-20/ada/t1`, task('Friday'));
      await recording.waitForCount(2);
      await store.remove(`${lists}/2026-11-20`);
      await recording.waitForCount(3);
      recording.stop();
      expect(recording.values).toEqual([null, { '2026-11-20': day('Friday') }, null]);
    });

    it('see a wholesale set above them only within their range', async () => {
      const store = stores.open();
      const recording = recordValues(store, lists, week);
      await recording.waitForCount(1);
      await store.set('families/f1', {
        config: { name: 'The Lovelaces' },
        lists: { '2026-11-01': day('Long ago'), '2026-11-17': day('Tuesday') },
      });
      await recording.waitForCount(2);
      recording.stop();
      expect(recording.values).toEqual([null, { '2026-11-17': day('Tuesday') }]);
    });

    it('run from a key to the end with LAST_KEY, and hear the children pushed after it', async () => {
      const ledger = 'families/f1/rewards/ledger/ada';
      const bonus = (stars: number) => ({
        type: 'bonus',
        by: 'grown-up',
        at: 1,
        stars,
        reason: 'Kind',
      });
      const store = stores.open();
      const before = await store.push(ledger, bonus(1));
      const boundary = await store.push(ledger, bonus(2));
      const after = await store.push(ledger, bonus(3));
      const recording = recordValues(store, ledger, { from: boundary, to: LAST_KEY });
      await recording.waitForCount(1);
      const pushed = await store.push(ledger, bonus(4));
      await recording.waitForCount(2);
      await store.set(`${ledger}/${before}/reason`, 'Kinder');
      await settle(store);
      recording.stop();
      expect(recording.values).toEqual([
        { [boundary]: bonus(2), [after]: bonus(3) },
        { [boundary]: bonus(2), [after]: bonus(3), [pushed]: bonus(4) },
      ]);
    });

    it('hear another instance’s writes in the range, as a second tab or device would', async () => {
      const reader = stores.open();
      const writer = stores.open();
      const recording = recordValues(reader, lists, week);
      await recording.waitForCount(1);
      await writer.set(`${lists}/2026-11-18/ada/t1`, task('Wednesday'));
      await recording.waitForCount(2);
      recording.stop();
      expect(recording.values.at(-1)).toEqual({ '2026-11-18': day('Wednesday') });
    });
  });
}
