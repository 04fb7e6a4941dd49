/**
 * A write to a task another tab or device just deleted leaves nothing behind and says so in
 * plain words: no half task (one holding only `completed` or `title`) stays in the store.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { CalendarDate } from '../../machines/calendar';
import type { Task } from '../../machines/domain/family';
import type { TitleSave } from '../../machines/titleEditor';
import { createBoardEffects, createTaskEditorEffects } from '../../src/app/effects/boardEffects';
import { createFirebaseStore } from '../../src/store/firebaseStore';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import type { Store, StoreSnapshot } from '../../src/store/port';
import { startRulesHarness, type RulesHarness } from '../rules/support';
import { nextValue } from '../store/contract/support';

const DAY = '2026-11-22' as CalendarDate;
const ADA = 'families/fam/lists/2026-11-22/ada';
const where = { familyId: 'fam', date: DAY, kidId: 'ada' };
/** Ada's "one" as the board showed it when its title was opened. */
const one: Task = { id: 'one', title: 'one', completed: false, order: 1 };

/** A title typed into the editor of `task`, opened on the board of `at`. */
const titleOf = (
  title: string,
  at: { familyId: string; date: CalendarDate; kidId: string },
  task: Task,
): TitleSave => ({ title, subject: { kind: 'task', ...at, task } });
let stores: Store[] = [];

afterEach(() => {
  stores.forEach((store) => store.close());
  stores = [];
  vi.restoreAllMocks();
});

/** Two tabs of one browser: two stores over one database. */
function twoTabs() {
  const indexedDB = new IDBFactory();
  const open = () =>
    createIndexedDbStore({ indexedDB, keyRange: IDBKeyRange, databaseName: 'vanished' });
  stores = [open(), open()];
  return stores as [Store, Store];
}

/** The board, as the effects see it: it hears `store.failed`. */
function boardSelf() {
  const heard: AnyEventObject[] = [];
  const self = createActor(
    fromCallback<AnyEventObject>(({ receive }) => receive((event) => heard.push(event))),
  ).start() as AnyActorRef;
  return { self, heard };
}

async function seedTasks(store: Store) {
  await store.set(ADA, {
    one: { title: 'one', completed: false, order: 1 },
    two: { title: 'two', completed: false, order: 2 },
  });
}

const failures = (heard: AnyEventObject[]) =>
  heard.filter((event) => event.type === 'store.failed').map((event) => event.error);

describe('a write to a task deleted in another tab', () => {
  it('a tick leaves no half task and says the task was deleted on another device', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [thisTab, otherTab] = twoTabs();
    await seedTasks(thisTab);
    await otherTab.remove(`${ADA}/one`);
    const { self, heard } = boardSelf();
    const effects = createBoardEffects(thisTab, () => new Date(2026, 10, 22, 9, 30));

    effects.actions.writeCompletion({ self }, { ...where, taskId: 'one', done: true });

    await vi.waitFor(() => expect(failures(heard)).toHaveLength(1));
    expect(failures(heard)[0]).toMatchObject({
      code: 'TASK_DELETED',
      message: 'This task was deleted on another device.',
    });
    expect(await nextValue(thisTab, `${ADA}/one`)).toBeNull();
  });

  it('toggle-all ticks the tasks still there, and no deleted one comes back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [thisTab, otherTab] = twoTabs();
    await seedTasks(thisTab);
    await otherTab.remove(`${ADA}/one`);
    const { self, heard } = boardSelf();
    const effects = createBoardEffects(thisTab, () => new Date(2026, 10, 22, 9, 30));
    const shown = [
      { id: 'one', title: 'one', completed: false as const, order: 1 },
      { id: 'two', title: 'two', completed: false as const, order: 2 },
    ];

    effects.actions.writeAllCompletions({ self }, { ...where, tasks: shown });

    await vi.waitFor(() => expect(failures(heard)).toHaveLength(1));
    const stored = (await nextValue(thisTab, ADA)) as Record<string, StoreSnapshot>;
    expect(Object.keys(stored)).toEqual(['two']);
    expect(stored.two).toMatchObject({ title: 'two', completed: expect.any(Number) });
  });

  it('a title saved in an edit of a deleted task writes nothing, and the edit keeps its text', async () => {
    const [thisTab, otherTab] = twoTabs();
    await seedTasks(thisTab);
    await otherTab.remove(`${ADA}/one`);
    const effects = createTaskEditorEffects(thisTab, 'day');
    const save = createActor(effects.saveTitle, { input: titleOf('one, renamed', where, one) });
    const failed = new Promise((resolve) => save.subscribe({ error: resolve }));
    save.start();
    expect(await failed).toMatchObject({ code: 'TASK_DELETED' });
    expect(await nextValue(thisTab, `${ADA}/one`)).toBeNull();
  });

  it('"Add it again" brings a deleted task back with its days, part of the day and picture', async () => {
    const [thisTab, otherTab] = twoTabs();
    const ROUTINE = 'families/fam/lists/templates/ada';
    const piano = { title: 'Piano', order: 1, days: '2', part: 'evening', picture: '🎹' } as const;
    await thisTab.set(`${ROUTINE}/piano`, piano);
    await otherTab.remove(`${ROUTINE}/piano`);
    const routine = createTaskEditorEffects(thisTab, 'routine');
    const opened: Task = { id: 'piano', completed: false, ...piano };
    const again = createActor(routine.addAgain, {
      input: titleOf('Piano lesson', where, opened),
    });
    const added = new Promise((resolve) => again.subscribe({ complete: () => resolve(undefined) }));
    again.start();
    await added;
    const stored = Object.values((await nextValue(thisTab, ROUTINE)) as object);
    expect(stored).toEqual([{ ...piano, title: 'Piano lesson' }]);

    // A day's task comes back with its part and picture, not done, and never with weekdays.
    await seedTasks(thisTab);
    await otherTab.remove(`${ADA}/one`);
    const day = createTaskEditorEffects(thisTab, 'day');
    const brushing: Task = { ...one, days: '2', part: 'morning', picture: '🪥' };
    const dayAgain = createActor(day.addAgain, { input: titleOf('one', where, brushing) });
    const dayAdded = new Promise((resolve) =>
      dayAgain.subscribe({ complete: () => resolve(undefined) }),
    );
    dayAgain.start();
    await dayAdded;
    const today = Object.values((await nextValue(thisTab, ADA)) as Record<string, object>);
    expect(today).toContainEqual({
      title: 'one',
      completed: false,
      order: expect.any(Number),
      part: 'morning',
      picture: '🪥',
    });
  });

  it('a tick of a task that is still there is written as before', async () => {
    const [thisTab] = twoTabs();
    await seedTasks(thisTab);
    const { self, heard } = boardSelf();
    const effects = createBoardEffects(thisTab, () => new Date(2026, 10, 22, 9, 30));
    effects.actions.writeCompletion({ self }, { ...where, taskId: 'two', done: true });
    await nextValue(thisTab, `${ADA}/two/completed`, (value) => typeof value === 'number');
    expect(failures(heard)).toEqual([]);
  });
});

describe('a routine task’s weekdays', () => {
  const ROUTINE = 'families/fam/lists/templates/ada';
  const at = { familyId: 'fam', date: DAY, kidId: 'ada' };

  it('are saved onto the task, every day clears them, and Undo keeps them', async () => {
    const [thisTab] = twoTabs();
    await thisTab.set(`${ROUTINE}/piano`, { title: 'Piano', order: 1 });
    const { self, heard } = boardSelf();
    const effects = createBoardEffects(thisTab, () => new Date(2026, 10, 22, 9, 30), 'routine');

    effects.actions.writeSchedule({ self }, { ...at, taskId: 'piano', days: '2' });
    await nextValue(thisTab, `${ROUTINE}/piano/days`, (value) => value === '2');
    effects.actions.writeSchedule({ self }, { ...at, taskId: 'piano', days: null });
    await nextValue(thisTab, `${ROUTINE}/piano`, (value) => !('days' in (value as object)));
    expect(failures(heard)).toEqual([]);

    const piano = { id: 'piano', title: 'Piano', completed: false as const, order: 1, days: '24' };
    await thisTab.remove(`${ROUTINE}/piano`);
    const undo = createActor(effects.actors.restoreTask, {
      input: { ...at, taskId: 'piano', task: piano },
    });
    const restored = new Promise<void>((resolve) => undo.subscribe({ complete: () => resolve() }));
    undo.start();
    await restored;
    expect(await nextValue(thisTab, `${ROUTINE}/piano`)).toEqual({
      title: 'Piano',
      order: 1,
      days: '24',
    });
  });

  it('a part of the day is saved onto a day’s task, and any time clears it', async () => {
    const [thisTab] = twoTabs();
    await seedTasks(thisTab);
    const { self, heard } = boardSelf();
    const effects = createBoardEffects(thisTab, () => new Date(2026, 10, 22, 9, 30));
    effects.actions.writePart({ self }, { ...where, taskId: 'one', part: 'morning' });
    await nextValue(thisTab, `${ADA}/one/part`, (value) => value === 'morning');
    effects.actions.writePart({ self }, { ...where, taskId: 'one', part: null });
    await nextValue(thisTab, `${ADA}/one`, (value) => !('part' in (value as object)));
    expect(failures(heard)).toEqual([]);
  });

  it('four days turned off in quick succession all count, whatever the screen showed', async () => {
    const [thisTab] = twoTabs();
    await thisTab.set(`${ROUTINE}/piano`, { title: 'Piano', order: 1, days: '12345' });
    const { self, heard } = boardSelf();
    const effects = createBoardEffects(thisTab, () => new Date(), 'routine');
    // Pressed before any of them is saved: each works from the days as stored when it runs.
    for (const weekday of [1, 3, 4, 5] as const) {
      effects.actions.writeDayToggle({ self }, { ...at, taskId: 'piano', weekday });
    }
    await nextValue(thisTab, `${ROUTINE}/piano/days`, (value) => value === '2');
    // The last day on stays on.
    effects.actions.writeDayToggle({ self }, { ...at, taskId: 'piano', weekday: 2 });
    effects.actions.writeDayToggle({ self }, { ...at, taskId: 'piano', weekday: 7 });
    await nextValue(thisTab, `${ROUTINE}/piano/days`, (value) => value === '27');
    expect(failures(heard)).toEqual([]);
  });

  it('saved onto a task deleted in another tab write nothing, and say so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [thisTab, otherTab] = twoTabs();
    await thisTab.set(`${ROUTINE}/piano`, { title: 'Piano', order: 1 });
    await otherTab.remove(`${ROUTINE}/piano`);
    const { self, heard } = boardSelf();
    const effects = createBoardEffects(thisTab, () => new Date(), 'routine');

    effects.actions.writeSchedule({ self }, { ...at, taskId: 'piano', days: '2' });

    await vi.waitFor(() => expect(failures(heard)).toHaveLength(1));
    expect(failures(heard)[0]).toMatchObject({ code: 'TASK_DELETED' });
    expect(await nextValue(thisTab, `${ROUTINE}/piano`)).toBeNull();
  });
});

describe('a write to a task deleted on another device (Firebase, the rules refuse half a task)', () => {
  let h: RulesHarness;
  beforeAll(async () => {
    h = await startRulesHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Two devices of one parent, the family's today holding Ada's "one" and "two". */
  async function twoDevices() {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const phone = h.signedIn('parent');
    const tablet = h.signedIn('parent');
    const family = await h.newFamily(phone, ['Ada']);
    const ada = `${family.path}/lists/${DAY}/ada`;
    const onPhone = createFirebaseStore(phone.db);
    await onPhone.set(ada, {
      one: { title: 'one', completed: false, order: 1 },
      two: { title: 'two', completed: false, order: 2 },
    });
    await createFirebaseStore(tablet.db).remove(`${ada}/one`);
    return { onPhone, ada, at: { familyId: family.id, date: DAY, kidId: 'ada' } };
  }
  const rules = { rulesKeepTasksWhole: true };

  it('a tick says the task was deleted on another device, and leaves nothing', async () => {
    const { onPhone, ada, at } = await twoDevices();
    const { self, heard } = boardSelf();
    const effects = createBoardEffects(onPhone, () => new Date(), 'day', rules);

    effects.actions.writeCompletion({ self }, { ...at, taskId: 'one', done: true });

    await vi.waitFor(() => expect(failures(heard)).toHaveLength(1));
    expect(failures(heard)[0]).toMatchObject({ code: 'TASK_DELETED' });
    expect(await h.valueAt(`${ada}/one`)).toBeNull();
  });

  it('a title saved in an edit of the deleted task says so, and writes nothing', async () => {
    const { onPhone, ada, at } = await twoDevices();
    const effects = createTaskEditorEffects(onPhone, 'day', rules);
    const save = createActor(effects.saveTitle, { input: titleOf('one, renamed', at, one) });
    const failed = new Promise((resolve) => save.subscribe({ error: resolve }));
    save.start();
    expect(await failed).toMatchObject({ code: 'TASK_DELETED' });
    expect(await h.valueAt(`${ada}/one`)).toBeNull();
  });

  it('a tick refused for another reason still says that reason', async () => {
    const { ada, at } = await twoDevices();
    const stranger = createFirebaseStore(h.signedIn('stranger').db);
    const { self, heard } = boardSelf();
    const effects = createBoardEffects(stranger, () => new Date(), 'day', rules);

    effects.actions.writeCompletion({ self }, { ...at, taskId: 'two', done: true });

    await vi.waitFor(() => expect(failures(heard)).toHaveLength(1));
    expect(failures(heard)[0]).toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(await h.valueAt(`${ada}/two/completed`)).toBe(false);
  });
});
