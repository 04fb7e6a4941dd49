/**
 * Every read-before-write the app makes is a named intent with plain arguments: kept on the
 * device as JSON (Firebase mode's outbox), it is the same change after a reload. Arguments that
 * cannot be read make an update that writes nothing; the app's writes name their intent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyActorLogic } from 'xstate';
import type { CalendarDate } from '../../machines/calendar';
import type { FamilyConfig, Templates } from '../../machines/domain/family';
import { seedDay } from '../../machines/domain/seeding';
import type { TitleSave } from '../../machines/titleEditor';
import { createBoardEffects, createTaskEditorEffects } from '../../src/app/effects/boardEffects';
import {
  daySeed,
  fieldEdit,
  INTENTS,
  intentUpdate,
  isIntentName,
  kidsChange,
  libraryGroupPart,
  libraryItemPicture,
  losesChangeWhenAborted,
  taskChange,
  type Intent,
} from '../../src/app/effects/intents';
import { seedDayFromTemplates } from '../../src/app/effects/seedingEffects';
import { createLibraryEffects } from '../../src/app/library/libraryEffects';
import { createFamilySettingsEffects } from '../../src/app/settings/familySettingsEffects';
import {
  addedKid,
  addingKid,
  changedKidList,
  movingKid,
  removingKid,
  storedKidList,
} from '../../src/app/settings/kidList';
import type {
  Store,
  StoreObject,
  StoreSnapshot,
  StoreValue,
  TransactionIntent,
  TransactionResult,
} from '../../src/store/port';
import { readOnce } from '../../src/store/readOnce';
import { freshDatabase } from '../store/indexedDbSupport';

/** What a kept intent is after it was written down and read back. */
const keptAndReadBack = (intent: Intent): TransactionIntent =>
  JSON.parse(JSON.stringify(intent)) as TransactionIntent;

/** The update a kept intent stands for, after the round trip. */
const rebuilt = (intent: Intent) => {
  const update = intentUpdate(keptAndReadBack(intent));
  if (!update) throw new Error(`${intent.name} is not an intent of the app`);
  return update;
};

const TUESDAY = '2027-03-02' as CalendarDate;
const ADA = { id: 'ada', name: 'Ada', color: '#e4572e', emoji: '🦊' };
const BEN = { id: 'ben', name: 'Ben', color: '#2e86ab', emoji: '🐢' };
const FAMILY: FamilyConfig = { name: 'The Riveras', kids: [ADA, BEN] };
/** A config as read back (a list as keys), with a field the kid list does not own. */
const STORED_CONFIG: StoreObject = {
  name: 'The Riveras',
  pin: { salt: 's', hash: 'h' },
  ...storedKidList(FAMILY),
  kids: { 0: 'ada', 1: 'ben' },
};

describe('a kept intent is the same change after a reload', () => {
  it('seeding a day: the same tasks under the routine tasks’ ids, and nothing on a seeded day', () => {
    const templates: Templates = {
      ada: [
        { id: 'r1', title: 'Brush teeth', completed: false, order: 1, part: 'morning' },
        { id: 'r2', title: 'Piano', completed: false, order: 2, days: '2', picture: '🎹' },
        { id: 'r3', title: 'Swimming', completed: false, order: 3, days: '67' },
      ],
      ben: [{ id: 'r4', title: 'Feed the cat', completed: false, order: 1 }],
    };
    const input = { date: TUESDAY, templates, kidIds: ['ada', 'ben'] };
    const update = rebuilt(daySeed(input, 1_800_000_000));
    const handAdded = { ben: { early: { title: 'Water plants', completed: 5, order: 9 } } };
    for (const current of [null, handAdded, { _seeded: 1 }]) {
      expect(update(current)).toEqual(seedDay(current, input, 1_800_000_000));
    }
    expect(Object.keys((update(null) as { ada: object }).ada)).toEqual(['r1', 'r2']);
    expect(update({ _seeded: 1 })).toBeUndefined();
    expect(INTENTS['day.seed'].abortLoses).toBe(false);
  });

  it('seeding a day copies nothing for a kid away that day, on the server too', () => {
    const templates: Templates = {
      ada: [{ id: 'r1', title: 'Brush teeth', completed: false, order: 1 }],
      ben: [{ id: 'r4', title: 'Feed the cat', completed: false, order: 1 }],
    };
    const away = [{ id: 'a1', kid: 'ada', from: TUESDAY, to: TUESDAY, made: 1 }];
    const input = { date: TUESDAY, templates, kidIds: ['ada', 'ben'], away };
    const intent = daySeed(input, 1_800_000_000);
    expect(intent.args).toMatchObject({ kidIds: 'ben' });
    expect(Object.keys(rebuilt(intent)(null) as object).sort()).toEqual(['_seeded', 'ben']);
  });

  it('changing a task: a field set, a field taken off, a weekday on or off, on the task as stored', () => {
    const task = { title: 'Piano', order: 2, days: '24', part: 'evening', picture: '🎹' };
    const change = (edit: Parameters<typeof taskChange>[0], current: StoreSnapshot = task) =>
      rebuilt(taskChange(edit, false))(current);
    expect(change(fieldEdit('title', 'Guitar'))).toEqual({ ...task, title: 'Guitar' });
    expect(change(fieldEdit('part', 'morning'))).toEqual({ ...task, part: 'morning' });
    const { part: _part, ...withoutPart } = task;
    expect(change(fieldEdit('part', null))).toEqual(withoutPart);
    const { picture: _picture, ...withoutPicture } = task;
    expect(change(fieldEdit('picture', null))).toEqual(withoutPicture);
    const { days: _days, ...everyDay } = task;
    expect(change(fieldEdit('days', null))).toEqual(everyDay);
    expect(change(fieldEdit('days', '135'))).toEqual({ ...task, days: '135' });
    // Turned on or off in the days as stored: another device's Thursday stays.
    expect(change({ weekday: 1, on: true })).toEqual({ ...task, days: '124' });
    expect(change({ weekday: 2, on: false })).toEqual({ ...task, days: '4' });
    // Already as asked (another device did the same): left so, never flipped back.
    expect(change({ weekday: 2, on: true })).toEqual(task);
    expect(change({ weekday: 3, on: false })).toEqual(task);
    expect(change({ weekday: 4, on: false }, { ...task, days: '4' })).toEqual({
      ...task,
      days: '4',
    });
    expect(change({ weekday: 7, on: false }, everyDay)).toEqual({ ...task, days: '123456' });
    expect(change({ weekday: 7, on: true }, { ...task, days: '123456' })).toEqual(everyDay);
    expect(INTENTS['task.change'].abortLoses).toBe(true);
  });

  it('changing a task that is gone writes nothing, unless Firebase’s rules keep tasks whole', () => {
    for (const gone of [null, { completed: 1_800_000_000 }, 'odd']) {
      expect(rebuilt(taskChange(fieldEdit('title', 'Guitar'), false))(gone)).toBeUndefined();
    }
    expect(rebuilt(taskChange({ weekday: 3, on: false }, false))(null)).toBeUndefined();
    // Tried with nothing: the server answers with the task, or refuses half a task.
    expect(rebuilt(taskChange(fieldEdit('title', 'Guitar'), true))(null)).toEqual({
      title: 'Guitar',
    });
    expect(rebuilt(taskChange(fieldEdit('part', null), true))(null)).toEqual({});
    expect(rebuilt(taskChange({ weekday: 3, on: false }, true))(null)).toEqual({
      days: '124567',
    });
    expect(rebuilt(taskChange(fieldEdit('title', 'Guitar'), true))({ order: 1 })).toBeUndefined();
  });

  it('a library item’s picture and a group’s part, only onto one still there', () => {
    const item = { title: 'Pyjamas', order: 1, picture: '👕' };
    expect(rebuilt(libraryItemPicture('🛏️'))(item)).toEqual({ ...item, picture: '🛏️' });
    expect(rebuilt(libraryItemPicture(null))(item)).toEqual({ title: 'Pyjamas', order: 1 });
    expect(rebuilt(libraryItemPicture('🛏️'))(null)).toBeUndefined();
    expect(rebuilt(libraryItemPicture('🛏️'))({ order: 1 })).toBeUndefined();
    const group = { title: 'Bedtime', items: 0 };
    expect(rebuilt(libraryGroupPart('evening'))(group)).toEqual({ ...group, part: 'evening' });
    expect(rebuilt(libraryGroupPart(null))({ ...group, part: 'evening' })).toEqual(group);
    expect(rebuilt(libraryGroupPart('evening'))(null)).toBeUndefined();
    expect(INTENTS['library.itemPicture'].abortLoses).toBe(true);
    expect(INTENTS['library.groupPart'].abortLoses).toBe(true);
  });

  it('changing the kid list: each change as the kid list’s own functions make it', () => {
    const cleo = addedKid(FAMILY, 'cleo-x1y2', 'Cleo');
    const cases = [
      [kidsChange({ op: 'add', kidId: cleo.id, name: 'Cleo' }), addingKid(cleo)],
      [kidsChange({ op: 'move', kidId: 'ben', to: 0 }), movingKid('ben', 0)],
      [kidsChange({ op: 'remove', kidId: 'ada' }), removingKid('ada')],
      [kidsChange({ op: 'move', kidId: 'gone', to: 0 }), movingKid('gone', 0)],
    ] as const;
    for (const [intent, change] of cases) {
      expect(rebuilt(intent)(STORED_CONFIG), JSON.stringify(intent.args)).toEqual(
        changedKidList(STORED_CONFIG, change),
      );
    }
    const added = rebuilt(kidsChange({ op: 'add', kidId: cleo.id, name: 'Cleo' }));
    expect((added(STORED_CONFIG) as { order: string }).order).toBe('ada,ben,cleo-x1y2');
    expect(added(null)).toBeUndefined();
    // Sent twice, an add finds its kid there and comes to nothing: that is not a lost change.
    expect(added(added(STORED_CONFIG) as StoreSnapshot)).toBeUndefined();
    expect(INTENTS['kids.change'].abortLoses).toBe(false);
  });

  it('run twice, an intent changes nothing more: a kept change may be shown on a copy that has it', () => {
    const intents: [Intent, StoreSnapshot][] = [
      [daySeed({ date: TUESDAY, templates: { ada: [] }, kidIds: ['ada'] }, 1), null],
      [taskChange({ weekday: 3, on: false }, false), { title: 'Piano', order: 1 }],
      [taskChange(fieldEdit('picture', null), true), { title: 'Piano', order: 1, picture: '🎹' }],
      [libraryItemPicture('🛏️'), { title: 'Pyjamas', order: 1 }],
      [libraryGroupPart(null), { title: 'Bedtime', part: 'evening' }],
      [kidsChange({ op: 'add', kidId: 'cleo-x1y2', name: 'Cleo' }), STORED_CONFIG],
      [kidsChange({ op: 'move', kidId: 'ben', to: 0 }), STORED_CONFIG],
      [kidsChange({ op: 'remove', kidId: 'ben' }), STORED_CONFIG],
    ];
    for (const [intent, current] of intents) {
      const update = rebuilt(intent);
      const once = update(current) as StoreSnapshot;
      const twice = update(once);
      if (twice !== undefined) expect(twice, intent.name).toEqual(once);
    }
  });
});

describe('arguments that cannot be read write nothing, and never throw', () => {
  const odd: [string, StoreValue][] = [
    ['day.seed', 'yesterday'],
    ['day.seed', { date: '2027-02-30', kidIds: 'ada', templates: {}, seconds: 1 }],
    ['day.seed', { date: TUESDAY, kidIds: 'ada', templates: 'none', seconds: 1 }],
    ['day.seed', { date: TUESDAY, kidIds: 7, templates: {}, seconds: 1 }],
    ['day.seed', { date: TUESDAY, kidIds: 'ada', templates: {}, seconds: 'now' }],
    ['task.change', 42],
    ['task.change', { edit: { set: 'title', to: 'Guitar' } }],
    ['task.change', { edit: { set: 'completed', to: 'yes' }, rulesKeepTasksWhole: false }],
    ['task.change', { edit: { set: '__proto__', to: 'x' }, rulesKeepTasksWhole: false }],
    ['task.change', { edit: { remove: 'title' }, rulesKeepTasksWhole: false }],
    ['task.change', { edit: { set: 'title', to: 3 }, rulesKeepTasksWhole: false }],
    ['task.change', { edit: { set: 'part', to: 'night' }, rulesKeepTasksWhole: false }],
    ['task.change', { edit: { weekday: 8, on: true }, rulesKeepTasksWhole: false }],
    ['task.change', { edit: { weekday: 3, on: 'yes' }, rulesKeepTasksWhole: false }],
    ['task.change', { edit: 'title', rulesKeepTasksWhole: true }],
    ['library.itemPicture', { set: 'title', to: 'Pyjamas' }],
    ['library.itemPicture', {}],
    ['library.groupPart', { set: 'part', to: 'lunch' }],
    ['library.groupPart', true],
    ['kids.change', { op: 'rename', kidId: 'ada' }],
    ['kids.change', { op: 'move', kidId: 'ada', to: -1 }],
    ['kids.change', { op: 'move', kidId: 'ada', to: 1.5 }],
    ['kids.change', { op: 'add', kidId: 'cleo' }],
    ['kids.change', { op: 'remove', kidId: '' }],
  ];
  const stored: StoreSnapshot[] = [
    null,
    { title: 'Piano', order: 1 },
    STORED_CONFIG,
    { ada: { t: { title: 'Piano', order: 1, completed: false } } },
  ];

  it.each(odd)('%s with %j', (name, args) => {
    const update = intentUpdate({ name, args });
    expect(update).toBeDefined();
    for (const current of stored) expect(update?.(current)).toBeUndefined();
  });

  it('an intent this app does not know has no update, and is a lost change', () => {
    for (const name of ['task.delete', 'constructor', '__proto__', 'toString']) {
      expect(isIntentName(name), name).toBe(false);
      expect(intentUpdate({ name, args: {} }), name).toBeUndefined();
      expect(losesChangeWhenAborted({ name, args: {} }), name).toBe(true);
    }
    expect(losesChangeWhenAborted({ name: 'day.seed', args: 'odd' })).toBe(false);
  });
});

/** A store that notes each transaction: its intent, and what its update made of each value. */
function recordingStore(store: Store) {
  const runs: { intent?: TransactionIntent; current: StoreSnapshot; next: unknown }[] = [];
  const done: Promise<TransactionResult>[] = [];
  const recording: Store = {
    ...store,
    transaction(path, update, intent) {
      const result = store.transaction(
        path,
        (current) => {
          const next = update(current);
          runs.push({ intent, current, next });
          return next;
        },
        intent,
      );
      done.push(result);
      return result;
    },
  };
  /** Once a transaction has run: every run's intent is the app's, and makes the same update. */
  const intentsOfRuns = async (): Promise<string[]> => {
    await vi.waitFor(() => expect(done.length).toBeGreaterThan(0));
    await Promise.all(done);
    for (const { intent, current, next } of runs) {
      expect(intent && isIntentName(intent.name)).toBe(true);
      const kept = JSON.parse(JSON.stringify(intent)) as TransactionIntent;
      expect(intentUpdate(kept)?.(current)).toEqual(next);
    }
    return runs.map((run) => run.intent?.name ?? 'none');
  };
  return { store: recording, intentsOfRuns };
}

const opened: Store[] = [];
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});

function openStore() {
  const store = freshDatabase('intents').open();
  opened.push(store);
  return store;
}

/** Runs an effect to its end, as its machine would. */
function run<T>(logic: AnyActorLogic, input: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const actor = createActor(logic, { input });
    actor.subscribe({
      complete: () => resolve(actor.getSnapshot().output as T),
      error: reject,
    });
    actor.start();
  });
}

/** A board or library that hears of failed writes: none is expected. */
function boardSelf() {
  const failures: unknown[] = [];
  const self = createActor(
    fromCallback(({ receive }) => receive((event) => failures.push(event))),
  ).start();
  return { self, failures };
}

const NOW = () => new Date(2027, 2, 2, 9, 30);

describe('the app’s writes name their intent', () => {
  it('a routine task’s weekday turned off is a task change, and is saved', async () => {
    const base = openStore();
    const path = 'families/f1/lists/templates/ada/t1';
    await base.set(path, { title: 'Piano', order: 1 });
    const { store, intentsOfRuns } = recordingStore(base);
    const { self, failures } = boardSelf();
    createBoardEffects(store, NOW, 'routine').actions.writeDayToggle(
      { self },
      { familyId: 'f1', date: TUESDAY, kidId: 'ada', taskId: 't1', weekday: 3 },
    );
    expect(await intentsOfRuns()).toContain('task.change');
    expect(await readOnce(base, path)).toEqual({ title: 'Piano', order: 1, days: '124567' });
    expect(failures).toEqual([]);
  });

  it('a task’s new title is a task change', async () => {
    const base = openStore();
    const path = 'families/f1/lists/2027-03-02/ada/t1';
    await base.set(path, { title: 'Piano', completed: false, order: 1 });
    const { store, intentsOfRuns } = recordingStore(base);
    const save: TitleSave = {
      title: 'Guitar',
      subject: {
        kind: 'task',
        familyId: 'f1',
        date: TUESDAY,
        kidId: 'ada',
        task: { id: 't1', title: 'Piano', completed: false, order: 1 },
      },
    };
    await run(createTaskEditorEffects(store, 'day').saveTitle, save);
    expect(await intentsOfRuns()).toContain('task.change');
    expect(await readOnce(base, path)).toMatchObject({ title: 'Guitar' });
  });

  it('seeding a day is a day seed', async () => {
    const { store, intentsOfRuns } = recordingStore(openStore());
    const templates: Templates = {
      ada: [{ id: 'r1', title: 'Brush teeth', completed: false, order: 1 }],
    };
    const input = { familyId: 'f1', date: TUESDAY, today: TUESDAY, templates, kidIds: ['ada'] };
    expect(await seedDayFromTemplates(store, NOW, input)).toBe(true);
    expect(await intentsOfRuns()).toEqual(['day.seed']);
    expect(await readOnce(store, 'families/f1/lists/2027-03-02/ada/r1')).toMatchObject({
      title: 'Brush teeth',
    });
  });

  it('seeding a day reads the away days: a kid away gets no routine, and a day all away waits', async () => {
    const base = openStore();
    const { store, intentsOfRuns } = recordingStore(base);
    const templates: Templates = {
      ada: [{ id: 'r1', title: 'Brush teeth', completed: false, order: 1 }],
      ben: [{ id: 'r2', title: 'Feed the cat', completed: false, order: 1 }],
    };
    const input = { familyId: 'f1', date: TUESDAY, today: TUESDAY, templates, kidIds: ['ada'] };
    await base.set('families/f1/away/-Away000000000000000', {
      kid: 'ada',
      from: '2027-03-01',
      to: '2027-03-03',
      made: 1,
    });
    expect(await seedDayFromTemplates(store, NOW, input)).toBe(false);
    expect(await readOnce(store, 'families/f1/lists/2027-03-02')).toBeNull();
    expect(await seedDayFromTemplates(store, NOW, { ...input, kidIds: ['ada', 'ben'] })).toBe(true);
    expect(await intentsOfRuns()).toEqual(['day.seed']);
    expect(await readOnce(store, 'families/f1/lists/2027-03-02')).toEqual({
      _seeded: expect.any(Number) as number,
      ben: { r2: { title: 'Feed the cat', completed: false, order: 1 } },
    });
  });

  it('moving a kid is a kid list change', async () => {
    const base = openStore();
    await base.set('families/f1/config', STORED_CONFIG);
    const { store, intentsOfRuns } = recordingStore(base);
    const effects = createFamilySettingsEffects(store);
    await run(effects.moveKid, { familyId: 'f1', config: FAMILY, from: 1, to: 0 });
    expect(await intentsOfRuns()).toContain('kids.change');
    expect(await readOnce(base, 'families/f1/config/order')).toBe('ben,ada');
  });

  it('adding a kid is a kid list change, and tells the kid as saved', async () => {
    const base = openStore();
    await base.set('families/f1/config', STORED_CONFIG);
    const { store, intentsOfRuns } = recordingStore(base);
    const effects = createFamilySettingsEffects(store);
    const kid = await run<{ id: string; color: string }>(effects.addKid, {
      familyId: 'f1',
      config: FAMILY,
      name: 'Cleo',
    });
    expect(await intentsOfRuns()).toContain('kids.change');
    expect(await readOnce(base, `families/f1/config/colors/${kid.id}`)).toBe(kid.color);
  });

  it('a library item’s picture is a library picture change', async () => {
    const base = openStore();
    const path = 'families/f1/lists/library/g1/items/i1';
    await base.set(path, { title: 'Pyjamas', order: 1 });
    const { store, intentsOfRuns } = recordingStore(base);
    const { self, failures } = boardSelf();
    const effects = createLibraryEffects(store);
    effects.actions.writeItemPicture(
      { self },
      { familyId: 'f1', groupId: 'g1', itemId: 'i1', picture: '👕' },
    );
    expect(await intentsOfRuns()).toEqual(['library.itemPicture']);
    expect(await readOnce(base, path)).toEqual({ title: 'Pyjamas', order: 1, picture: '👕' });
    expect(failures).toEqual([]);
  });
});
