/**
 * Putting the past right (docs/design.md "Putting the past right"), through the board's own
 * effects on the embedded store: a grown-up's tick or untick on a past day records who, when and
 * on which device, and the kid's weeks settled since are counted again; today's ticks record
 * nothing; kid mode cannot change a past day.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { CalendarDate } from '../../machines/calendar';
import { createBoardEffects } from '../../src/app/effects/boardEffects';
import type { PastDays } from '../../src/app/effects/corrections';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import type { Store } from '../../src/store/port';
import { nextValue } from '../store/contract/support';

// Wednesday 25 November 2026, 19:02: the family's today.
const TODAY = '2026-11-25' as CalendarDate;
const NOW = new Date(2026, 10, 25, 19, 2);
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
const SETTLED = 'families/fam/rewards/settled/ada';
const TOTAL = 'families/fam/rewards/settledTotal/ada';
/** Ada's weeks from January up to 26 October in one total, as a device wrote it four weeks ago. */
const ADAS_TOTAL = { from: '2026-01-05', before: '2026-10-26', stars: 412 };
const listOf = (date: string) => `families/fam/lists/${date}/ada`;
let store: Store | null = null;

afterEach(() => {
  store?.close();
  store = null;
  vi.restoreAllMocks();
});

async function familyWithDays() {
  store = createIndexedDbStore({
    indexedDB: new IDBFactory(),
    keyRange: IDBKeyRange,
    databaseName: 'corrections',
  });
  for (const date of ['2026-11-24', '2026-11-10', '2026-10-14', TODAY]) {
    await store.set(listOf(date), {
      teeth: { title: 'Brush teeth', completed: false, order: 1 },
      bed: { title: 'Make bed', completed: 1_795_000_000, order: 2 },
    });
  }
  // Ada's weeks settled up to last week (this week, from Monday 23, never is).
  await store.set(SETTLED, { '2026-11-02': 4, '2026-11-09': 6, '2026-11-16': 5 });
  await store.set(TOTAL, ADAS_TOTAL);
  return store;
}

function board(
  onStore: Store,
  { kidMode = false, device = 'an iPad' }: { kidMode?: boolean; device?: string } = {},
) {
  const past: PastDays = {
    today: () => TODAY,
    inKidMode: (familyId) => kidMode && familyId === 'fam',
    device,
  };
  const heard: AnyEventObject[] = [];
  const self = createActor(
    fromCallback<AnyEventObject>(({ receive }) => receive((event) => heard.push(event))),
  ).start() as AnyActorRef;
  const effects = createBoardEffects(onStore, () => NOW, 'day', { past });
  const at = (date: string) => ({ familyId: 'fam', date: date as CalendarDate, kidId: 'ada' });
  return { effects, self, heard, at };
}

const failures = (heard: AnyEventObject[]) =>
  heard.filter((event) => event.type === 'store.failed').map((event) => event.error);

describe('a grown-up puts a past day right', () => {
  it('yesterday’s forgotten task ticked: the task says who, when and on which device', async () => {
    const onStore = await familyWithDays();
    const { effects, self, at } = board(onStore);

    effects.actions.writeCompletion({ self }, { ...at('2026-11-24'), taskId: 'teeth', done: true });

    await vi.waitFor(async () =>
      expect(await nextValue(onStore, `${listOf('2026-11-24')}/teeth`)).toEqual({
        title: 'Brush teeth',
        completed: NOW_SECONDS,
        order: 1,
        later: { by: 'grown-up', at: NOW_SECONDS, device: 'an iPad' },
      }),
    );
    // Yesterday is in this week, which is never settled: the settled weeks stay.
    expect(await nextValue(onStore, SETTLED)).toEqual({
      '2026-11-02': 4,
      '2026-11-09': 6,
      '2026-11-16': 5,
    });
  });

  it('a task unticked two weeks back: recorded, and that week and the next count again', async () => {
    const onStore = await familyWithDays();
    const { effects, self, heard, at } = board(onStore);

    effects.actions.writeCompletion({ self }, { ...at('2026-11-10'), taskId: 'bed', done: false });

    await vi.waitFor(async () =>
      expect(await nextValue(onStore, SETTLED)).toEqual({ '2026-11-02': 4 }),
    );
    expect(await nextValue(onStore, `${listOf('2026-11-10')}/bed`)).toMatchObject({
      completed: false,
      later: { by: 'grown-up', at: NOW_SECONDS },
    });
    expect(failures(heard)).toEqual([]);
  });

  it('a correction two weeks back leaves the kid’s settled total: it ends before that week', async () => {
    const onStore = await familyWithDays();
    const { effects, self, at } = board(onStore);

    effects.actions.writeCompletion({ self }, { ...at('2026-11-10'), taskId: 'bed', done: false });

    await vi.waitFor(async () =>
      expect(await nextValue(onStore, SETTLED)).toEqual({ '2026-11-02': 4 }),
    );
    expect(await nextValue(onStore, TOTAL)).toEqual(ADAS_TOTAL);
  });

  it('a correction six weeks back removes the kid’s settled total with the weeks since', async () => {
    const onStore = await familyWithDays();
    const { effects, self, heard, at } = board(onStore);

    effects.actions.writeCompletion({ self }, { ...at('2026-10-14'), taskId: 'teeth', done: true });

    // The week of 12 October may be in the total: it goes, and the weeks are read one by one
    // until a device writes a total again from the corrected counts.
    await vi.waitFor(async () => expect(await nextValue(onStore, TOTAL)).toBeNull());
    expect(await nextValue(onStore, SETTLED)).toBeNull();
    expect(failures(heard)).toEqual([]);
  });

  it('toggle-all on a past day records the correction on every task it changes', async () => {
    const onStore = await familyWithDays();
    const { effects, self, at } = board(onStore);
    const shown = [
      { id: 'teeth', title: 'Brush teeth', completed: false as const, order: 1 },
      { id: 'bed', title: 'Make bed', completed: 1_795_000_000, order: 2 },
    ];

    effects.actions.writeAllCompletions({ self }, { ...at('2026-11-24'), tasks: shown });

    await vi.waitFor(async () =>
      expect(await nextValue(onStore, `${listOf('2026-11-24')}/teeth`)).toMatchObject({
        completed: NOW_SECONDS,
        later: { by: 'grown-up' },
      }),
    );
    // Already ticked: toggle-all did not touch it, so it says nothing of a correction.
    expect(await nextValue(onStore, `${listOf('2026-11-24')}/bed`)).toEqual({
      title: 'Make bed',
      completed: 1_795_000_000,
      order: 2,
    });
  });

  it('a past task deleted and brought back by Undo keeps its correction; its weeks count again', async () => {
    const onStore = await familyWithDays();
    const { effects, self, at } = board(onStore);
    const task = {
      id: 'bed',
      title: 'Make bed',
      completed: 1_795_000_000,
      order: 2,
      later: { by: 'grown-up' as const, at: NOW_SECONDS - 60 },
    };
    effects.actions.deleteTask({ self }, { ...at('2026-11-10'), taskId: 'bed' });
    await vi.waitFor(async () =>
      expect(await nextValue(onStore, SETTLED)).toEqual({ '2026-11-02': 4 }),
    );
    await onStore.set(SETTLED, { '2026-11-02': 4, '2026-11-09': 5, '2026-11-16': 5 });

    const undo = createActor(effects.actors.restoreTask, {
      input: { ...at('2026-11-10'), taskId: 'bed', task },
    });
    const restored = new Promise<void>((resolve, reject) =>
      undo.subscribe({ complete: () => resolve(), error: reject }),
    );
    undo.start();
    await restored;

    await vi.waitFor(async () =>
      expect(await nextValue(onStore, `${listOf('2026-11-10')}/bed`)).toEqual({
        title: 'Make bed',
        completed: 1_795_000_000,
        order: 2,
        later: { by: 'grown-up', at: NOW_SECONDS - 60 },
      }),
    );
    await vi.waitFor(async () =>
      expect(await nextValue(onStore, SETTLED)).toEqual({ '2026-11-02': 4 }),
    );
  });
});

describe('what is not a correction, and what is refused', () => {
  it('a tick today records nothing of a correction and leaves the settled weeks', async () => {
    const onStore = await familyWithDays();
    const { effects, self, at } = board(onStore);

    effects.actions.writeCompletion({ self }, { ...at(TODAY), taskId: 'teeth', done: true });

    await vi.waitFor(async () =>
      expect(await nextValue(onStore, `${listOf(TODAY)}/teeth`)).toEqual({
        title: 'Brush teeth',
        completed: NOW_SECONDS,
        order: 1,
      }),
    );
    expect(await nextValue(onStore, SETTLED)).toMatchObject({ '2026-11-16': 5 });
  });

  it('kid mode cannot tick a past day: nothing is written, and the board says why', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onStore = await familyWithDays();
    const { effects, self, heard, at } = board(onStore, { kidMode: true });

    effects.actions.writeCompletion({ self }, { ...at('2026-11-24'), taskId: 'teeth', done: true });

    await vi.waitFor(() => expect(failures(heard)).toHaveLength(1));
    expect(failures(heard)[0]).toMatchObject({
      code: 'PAST_DAY',
      message: 'This day is over. A grown-up can put it right.',
    });
    expect(await nextValue(onStore, `${listOf('2026-11-24')}/teeth`)).toMatchObject({
      completed: false,
    });
    expect(await nextValue(onStore, `${listOf('2026-11-24')}/teeth/later`)).toBeNull();
  });

  it('kid mode ticks today as ever', async () => {
    const onStore = await familyWithDays();
    const { effects, self, heard, at } = board(onStore, { kidMode: true });

    effects.actions.writeCompletion({ self }, { ...at(TODAY), taskId: 'teeth', done: true });

    await vi.waitFor(async () =>
      expect(await nextValue(onStore, `${listOf(TODAY)}/teeth/completed`)).toBe(NOW_SECONDS),
    );
    expect(failures(heard)).toEqual([]);
  });
});
