/**
 * A correction whose recount cannot load (docs/design.md "Putting the past right"): what clears
 * the settled weeks is a chunk of its own, and when it does not arrive (the connection dropped
 * before the app was kept for offline use) the tick stays written and the family is told its
 * weeks' stars may be counted wrong, not that the tick failed.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { CalendarDate } from '../../machines/calendar';
import { createBoardEffects } from '../../src/app/effects/boardEffects';
import { RECOUNT_NOT_LOADED } from '../../src/app/effects/corrections';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import type { Store } from '../../src/store/port';
import { errorHeadline } from '../../src/views/errorMessages';
import { nextValue } from '../store/contract/support';

vi.mock('../../src/app/effects/settledWeeksCleared', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const TODAY = '2026-11-25' as CalendarDate;
const NOW = new Date(2026, 10, 25, 19, 2);
const SETTLED = 'families/fam/rewards/settled/ada';
const TWO_WEEKS_BACK = 'families/fam/lists/2026-11-10/ada';
let store: Store | null = null;

afterEach(() => {
  store?.close();
  store = null;
});

describe('a correction whose recount cannot load', () => {
  it('keeps the tick, leaves the weeks, and says the stars may be counted wrong', async () => {
    store = createIndexedDbStore({
      indexedDB: new IDBFactory(),
      keyRange: IDBKeyRange,
      databaseName: 'recount-not-loaded',
    });
    const onStore = store;
    await onStore.set(TWO_WEEKS_BACK, { bed: { title: 'Make bed', completed: false, order: 1 } });
    await onStore.set(SETTLED, { '2026-11-09': 6, '2026-11-16': 5 });
    const heard: AnyEventObject[] = [];
    const self = createActor(
      fromCallback<AnyEventObject>(({ receive }) => receive((event) => heard.push(event))),
    ).start() as AnyActorRef;
    const past = { today: () => TODAY, inKidMode: () => false };
    const effects = createBoardEffects(onStore, () => NOW, 'day', { past });

    effects.actions.writeCompletion(
      { self },
      {
        familyId: 'fam',
        date: '2026-11-10' as CalendarDate,
        kidId: 'ada',
        taskId: 'bed',
        done: true,
      },
    );

    await vi.waitFor(() =>
      expect(heard.filter((event) => event.type === 'store.failed')).toHaveLength(1),
    );
    const [failed] = heard.filter((event) => event.type === 'store.failed');
    expect(failed?.error).toMatchObject({ code: RECOUNT_NOT_LOADED, path: TWO_WEEKS_BACK });
    expect(errorHeadline(RECOUNT_NOT_LOADED)).toMatch(
      /^That was saved, but .* may be counted wrong/,
    );
    expect(await nextValue(onStore, `${TWO_WEEKS_BACK}/bed/completed`)).toBe(
      Math.floor(NOW.getTime() / 1000),
    );
    expect(await nextValue(onStore, SETTLED)).toEqual({ '2026-11-09': 6, '2026-11-16': 5 });
  });
});
