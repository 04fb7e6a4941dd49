// The model walk proves every transition on the real machine; the tests after it read like the spec.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
} from 'xstate';
import type { CalendarDate } from '../../machines/calendar';
import type { LibraryGroup } from '../../machines/domain/family';
import {
  isLibraryBusy,
  libraryMachine,
  selectEditorOf,
  selectOpenEditors,
  type CopyDone,
  type LibraryContext,
  type LibraryEvent,
} from '../../machines/library';
import { GROUP_NAME_HINT } from '../../machines/library/setup';
import {
  editorIdOf,
  spawnedTitleEditor,
  titleIdOf,
  type TitleEditorEvent,
  type TitleSubject,
} from '../../machines/titleEditor';
import {
  copyGroupUpdate,
  createLibraryEffects,
  kidListKey,
  newGroupValue,
  nextOrderAfter,
} from '../../src/app/library/libraryEffects';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import type { Store } from '../../src/store/port';
import { readOnce } from '../../src/store/readOnce';
import { createFakeActors, flushPromises } from '../support/machineModel';
import { entryBoxFacts, entryBoxStates } from '../support/entryFacts';
import { describeModelWalk, type WalkStep } from '../support/modelWalk';
import type { WalkHarness } from '../support/realMachineWalk';

const TODAY = '2026-11-22' as CalendarDate;
const input = { familyId: 'fam' };
const permissionDenied = { code: 'permission_denied', message: 'You cannot change this list.' };
const ITEMS = [
  { id: 'i1', order: 1 },
  { id: 'i2', order: 2 },
];
const copiedToDay: CopyDone = {
  groupId: 'g1',
  kidId: 'ada',
  target: { kind: 'day', date: TODAY },
  count: 3,
};

/** The effects the app provides as actions, as spies. */
function effectSpies() {
  return {
    writeOrder: vi.fn(),
    deleteItem: vi.fn(),
    writeGroupPart: vi.fn(),
    writeItemPicture: vi.fn(),
  };
}

/** The effects of the walk under way: `walked` makes new ones for every path. */
let spies = effectSpies();

/** The items the walk asked to delete since the last time a fact looked, and forgets them. */
function takeDeletes(): unknown[] {
  const asked = spies.deleteItem.mock.calls.map((call: unknown[]) => call[1]);
  spies.deleteItem.mockClear();
  return asked;
}

type LibraryStep = WalkStep<typeof libraryMachine>;

type Region = 'entry' | 'newGroup' | 'deletion' | 'copy' | 'editors';

/** Which region an event drives; the others are root events (picking, moving, errors). */
const REGION_OF: Record<string, Region> = {
  'entry.change': 'entry',
  'entry.commit': 'entry',
  'xstate.done.actor.addItem': 'entry',
  'xstate.error.actor.addItem': 'entry',
  'groupName.change': 'newGroup',
  'library.addGroup': 'newGroup',
  'xstate.done.actor.addGroup': 'newGroup',
  'xstate.error.actor.addGroup': 'newGroup',
  'group.askDelete': 'deletion',
  'group.confirmDelete': 'deletion',
  'group.cancelDelete': 'deletion',
  'xstate.done.actor.deleteGroup': 'deletion',
  'xstate.error.actor.deleteGroup': 'deletion',
  'group.addToDay': 'copy',
  'group.addToRoutine': 'copy',
  'xstate.done.actor.copyGroup': 'copy',
  'xstate.error.actor.copyGroup': 'copy',
  'editor.open': 'editors',
  'editor.emptied': 'editors',
  'xstate.done.actor.edit.*': 'editors',
};

/** A region at rest: in its first state, with nothing typed in it. */
const AT_REST: Record<Region, (snapshot: AnyMachineSnapshot) => boolean> = {
  entry: (s) =>
    s.matches({ entry: 'ready' }) &&
    (s.context as LibraryContext).draft.trim() === '' &&
    (s.context as LibraryContext).refused.length === 0,
  newGroup: (s) =>
    s.matches({ newGroup: 'ready' }) && (s.context as LibraryContext).groupName.trim() === '',
  deletion: (s) => s.matches({ deletion: 'idle' }),
  copy: (s) => s.matches({ copy: 'idle' }),
  editors: (s) => Object.keys((s.context as LibraryContext).editors).length === 0,
};

const itemTitle: TitleSubject = { kind: 'item', familyId: 'fam', groupId: 'g1', itemId: 'i1' };
const groupName: TitleSubject = { kind: 'group', familyId: 'fam', groupId: 'g1' };

const events: AnyEventObject[] = [
  { type: 'entry.change', value: '  Brush teeth  ' },
  { type: 'entry.change', value: 'Breakfast' },
  { type: 'entry.change', value: '   ' },
  { type: 'entry.commit', to: { groupId: 'g1', order: 3 } },
  { type: 'entry.commit', to: { groupId: null, order: 1 } },
  { type: 'picker.pick', groupId: 'g2' },
  { type: 'groupName.change', value: ' Bedtime ' },
  { type: 'groupName.change', value: '  ' },
  { type: 'library.addGroup' },
  { type: 'group.askDelete', groupId: 'g1' },
  { type: 'group.confirmDelete' },
  { type: 'group.cancelDelete' },
  { type: 'item.move', groupId: 'g1', items: ITEMS, from: 0, to: 1 },
  { type: 'item.delete', groupId: 'g1', itemId: 'i1' },
  { type: 'group.part', groupId: 'g1', part: 'evening' },
  { type: 'item.picture', groupId: 'g1', itemId: 'i1', picture: '🪥' },
  { type: 'group.addToDay', groupId: 'g1', kidId: 'ada', date: TODAY },
  { type: 'group.addToRoutine', groupId: 'g1', kidId: 'ada' },
  { type: 'editor.open', groupId: 'g1', itemId: 'i1', title: 'Brush teeth' },
  { type: 'editor.open', groupId: 'g1', title: 'Morning' },
  // An editor is done (`exec` below presses Escape in the real one, which the real machine then
  // hears as `xstate.done.actor.edit.i1`). The model sends only event types the machine names,
  // so these carry its wildcard, with the editor's child id.
  { type: 'xstate.done.actor.edit.*', actorId: 'edit.i1' },
  { type: 'xstate.done.actor.edit.*', actorId: 'edit.g1' },
  { type: 'editor.emptied', subject: itemTitle },
  { type: 'editor.emptied', subject: groupName },
  { type: 'store.failed', error: permissionDenied },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.addItem', output: 'Brush teeth' },
  { type: 'xstate.error.actor.addItem', error: permissionDenied },
  { type: 'xstate.done.actor.addGroup', output: { groupId: 'g2', title: 'Bedtime' } },
  { type: 'xstate.error.actor.addGroup', error: permissionDenied },
  { type: 'xstate.done.actor.deleteGroup' },
  { type: 'xstate.error.actor.deleteGroup', error: permissionDenied },
  { type: 'xstate.done.actor.copyGroup', output: copiedToDay },
  { type: 'xstate.error.actor.copyGroup', error: permissionDenied },
];
// The four regions, and the open editors, are independent: each is walked while the others
// rest (first state, nothing typed, no editor open), so the graph is their sum rather than their
// product. The spec tests below run them side by side. Only what the guards read tells states
// apart. An editor's done event is sent only while that editor is open.
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { draft, groupName, queue, refused, editors } = snapshot.context as LibraryContext;
  return JSON.stringify([
    snapshot.value,
    draft.trim() === '',
    queue.length > 0,
    refused.length > 0,
    groupName.trim() === '',
    Object.keys(editors).sort(),
  ]);
};
const filterEvents = (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
  const region = REGION_OF[event.type];
  const others = (Object.keys(AT_REST) as Region[]).filter((r) => r !== region);
  const { editors } = snapshot.context as LibraryContext;
  const isOpenIfDone =
    event.type !== 'xstate.done.actor.edit.*' || titleIdOf(String(event.actorId)) in editors;
  return snapshot.status === 'active' && isOpenIfDone && others.every((r) => AT_REST[r](snapshot));
};

/** An editor's done event, as the real one happens: its field is closed unchanged. */
const closeEditor = (event: AnyEventObject, { actor }: WalkHarness) => {
  const editor: AnyActorRef | undefined = actor.getSnapshot().children[String(event.actorId)];
  if (!editor) throw new Error(`No editor ${String(event.actorId)} is open on the real machine`);
  editor.send({ type: 'edit.cancel' });
};

/** What an editor's done event must have done: the title shows again, its editor stopped. */
const editorDoneFact = ({ event, before, after }: LibraryStep) => {
  const titleId = titleIdOf(String(event.actorId));
  expect(before.context.editors).toHaveProperty(titleId);
  expect(after.context.editors).not.toHaveProperty(titleId);
  expect(after.children).not.toHaveProperty(String(event.actorId));
};

describeModelWalk('the library machine, walked from its model', {
  machine: libraryMachine,
  walked: () => libraryMachine.provide({ actions: (spies = effectSpies()) }),
  input,
  events,
  serializeState,
  filterEvents,
  exec: { 'xstate.done.actor.edit.*': closeEditor },
  states: {
    ...entryBoxStates('entry'),
    'deletion.idle': ({ context }) => expect(context.pendingDelete).toBeNull(),
    'deletion.confirming': ({ context }) => expect(context.pendingDelete).not.toBeNull(),
    'copy.idle': ({ context }) => expect(context.copying).toBeNull(),
    'copy.copying': ({ context }) => expect(context.copying).not.toBeNull(),
  },
  steps: {
    ...entryBoxFacts('addItem'),
    'library.addGroup': ({ before, after }) => {
      if (before.context.groupName.trim() === '') expect(after.context.groupHint).not.toBeNull();
    },
    'xstate.done.actor.addGroup': ({ event, after }) => {
      expect(after.context.picked).toBe(event.output.groupId);
      expect(after.context.groupName.trim()).not.toBe(event.output.title);
    },
    'xstate.done.actor.deleteGroup': ({ before, after }) => {
      expect(after.context.picked).not.toBe(before.context.pendingDelete);
    },
    'xstate.done.actor.copyGroup': ({ event, after }) => {
      expect(after.context.notice).toEqual(event.output);
      expect(after.context.error).toBeNull();
    },
    'store.failed': ({ after }) => expect(after.context.error).not.toBeNull(),
    'error.dismiss': ({ after }) => expect(after.context.error).toBeNull(),
    'item.delete': ({ event }) => {
      expect(takeDeletes()).toEqual([
        { familyId: 'fam', groupId: event.groupId, itemId: event.itemId },
      ]);
    },
    'editor.open': ({ event, before, after }) => {
      const titleId: string = event.itemId ?? event.groupId;
      const editor = after.context.editors[titleId];
      expect(editor).toBeDefined();
      expect(after.children[editorIdOf(titleId)]).toBe(editor);
      // A second tap on an open title keeps the editor it has, and what is typed in it.
      if (titleId in before.context.editors) expect(editor).toBe(before.context.editors[titleId]);
      expect(editor?.getSnapshot().context).toMatchObject(
        event.itemId === undefined
          ? { title: event.title, subject: groupName, emptyHint: GROUP_NAME_HINT }
          : { title: event.title, subject: itemTitle, emptyHint: null },
      );
    },
    'xstate.done.actor.edit.*': editorDoneFact,
    // An emptied item's title deletes the item; an emptied group name deletes nothing.
    'editor.emptied': ({ event }) => {
      const { subject } = event;
      expect(takeDeletes()).toEqual(
        subject.kind === 'item'
          ? [{ familyId: 'fam', groupId: subject.groupId, itemId: subject.itemId }]
          : [],
      );
    },
  },
});

/** The library with spied effects and a store the test answers. */
function startLibrary() {
  const fakes = createFakeActors();
  const effects = effectSpies();
  const machine = libraryMachine.provide({
    actors: {
      addItem: fakes.promise(),
      addGroup: fakes.promise(),
      deleteGroup: fakes.promise(),
      copyGroup: fakes.promise(),
      titleEditor: spawnedTitleEditor.provide({ actors: { saveTitle: fakes.promise() } }),
    },
    actions: effects,
  });
  const actor = createActor(machine, { input }).start();
  const send = (event: LibraryEvent) => actor.send(event);
  const answer = async (id: string, result: { output?: unknown; error?: unknown } = {}) => {
    if ('error' in result) fakes.reject(id, result.error);
    else fakes.resolve(id, result.output);
    await flushPromises();
  };
  const started = (id: string) => fakes.started.filter((start) => start.id === id);
  return {
    actor,
    fakes,
    effects,
    send,
    answer,
    started,
    context: () => actor.getSnapshot().context,
    is: (value: object) => actor.getSnapshot().matches(value as never),
    type: (value: string) => send({ type: 'entry.change', value }),
    /** The editor open on a title (an item's or a group's), as the view finds it. */
    editor: (titleId: string) => selectEditorOf(titleId)(actor.getSnapshot()),
    /** Sends to the editor open on a title, as its field does. */
    edit: (titleId: string, event: TitleEditorEvent) => {
      const editor = selectEditorOf(titleId)(actor.getSnapshot());
      if (!editor) throw new Error(`No editor is open on ${titleId}`);
      editor.send(event);
    },
  };
}

describe('adding a task to a group', () => {
  it('Enter adds the trimmed title to the picked group with the order given, and clears the box at once', async () => {
    const library = startLibrary();
    library.type('  Brush teeth  ');
    library.send({ type: 'entry.commit', to: { groupId: 'g1', order: 3 } });
    expect(library.started('addItem')).toEqual([
      { id: 'addItem', input: { familyId: 'fam', groupId: 'g1', title: 'Brush teeth', order: 3 } },
    ]);
    expect(library.context()).toMatchObject({ draft: '', hint: null });
    await library.answer('addItem', { output: 'Brush teeth' });
    expect(library.context()).toMatchObject({ draft: '', hint: null, error: null });
  });

  it('text typed while the task is being saved stays in the box', async () => {
    const library = startLibrary();
    library.type('Brush teeth');
    library.send({ type: 'entry.commit', to: { groupId: 'g1', order: 1 } });
    library.type('Get dressed');
    await library.answer('addItem', { output: 'Brush teeth' });
    expect(library.context().draft).toBe('Get dressed');
  });

  it('Enter pressed while a task is saving adds the next one after it, not dropped', async () => {
    const library = startLibrary();
    library.type('Brush teeth');
    library.send({ type: 'entry.commit', to: { groupId: 'g1', order: 1 } });
    library.type('Breakfast');
    library.send({ type: 'entry.commit', to: { groupId: 'g1', order: 2 } });
    expect(library.context().draft).toBe('');
    await library.answer('addItem', { output: 'Brush teeth' });
    expect(library.started('addItem').at(-1)).toEqual({
      id: 'addItem',
      input: { familyId: 'fam', groupId: 'g1', title: 'Breakfast', order: 2 },
    });
    await library.answer('addItem', { output: 'Breakfast' });
    expect(library.context()).toMatchObject({ draft: '', saving: null, queue: [] });
    expect(library.is({ entry: 'ready' })).toBe(true);
  });

  it('Enter pressed twice (a double tap) adds the task once, with no empty-box hint', async () => {
    const library = startLibrary();
    library.type('Brush teeth');
    library.send({ type: 'entry.commit', to: { groupId: 'g1', order: 1 } });
    library.send({ type: 'entry.commit', to: { groupId: 'g1', order: 1 } });
    expect(library.context()).toMatchObject({ draft: '', hint: null, queue: [] });
    await library.answer('addItem', { output: 'Brush teeth' });
    expect(library.started('addItem')).toHaveLength(1);
    expect(library.context().draft).toBe('');
  });

  it('a queued task still goes in when the one before it is refused, and the refused one returns to the box', async () => {
    const library = startLibrary();
    library.type('Brush teeth');
    library.send({ type: 'entry.commit', to: { groupId: 'g1', order: 1 } });
    library.type('Breakfast');
    library.send({ type: 'entry.commit', to: { groupId: 'g1', order: 2 } });
    await library.answer('addItem', { error: permissionDenied });
    expect(library.context().draft).toBe('Brush teeth');
    expect(library.started('addItem').at(-1)?.input).toMatchObject({ title: 'Breakfast' });
  });

  it('a failed add keeps the text and shows the error with its code', async () => {
    const library = startLibrary();
    library.type('Brush teeth');
    library.send({ type: 'entry.commit', to: { groupId: 'g1', order: 1 } });
    await library.answer('addItem', { error: permissionDenied });
    expect(library.context()).toMatchObject({
      draft: 'Brush teeth',
      error: {
        code: 'PERMISSION_DENIED',
        message: `“Brush teeth” wasn’t added: ${permissionDenied.message}`,
      },
    });
    library.send({ type: 'error.dismiss' });
    expect(library.context().error).toBeNull();
  });

  it('an empty box shows a hint and adds nothing; typing clears the hint', () => {
    const library = startLibrary();
    library.type('  ');
    library.send({ type: 'entry.commit', to: { groupId: 'g1', order: 1 } });
    expect(library.context().hint).toMatch(/box is empty/);
    expect(library.fakes.started).toEqual([]);
    library.type('B');
    expect(library.context().hint).toBeNull();
  });

  it('with no group yet, the hint says to add a group first and the text stays', () => {
    const library = startLibrary();
    library.type('Brush teeth');
    library.send({ type: 'entry.commit', to: { groupId: null, order: 1 } });
    expect(library.context()).toMatchObject({ hint: 'Add a group first.', draft: 'Brush teeth' });
    expect(library.fakes.started).toEqual([]);
  });

  it('picking a group remembers it for the next task', () => {
    const library = startLibrary();
    library.send({ type: 'picker.pick', groupId: 'g2' });
    expect(library.context().picked).toBe('g2');
  });
});

describe('adding a group', () => {
  it('adds the trimmed name, empties the field and picks the new group', async () => {
    const library = startLibrary();
    library.send({ type: 'groupName.change', value: '  Bedtime ' });
    library.send({ type: 'library.addGroup' });
    expect(library.started('addGroup')).toEqual([
      { id: 'addGroup', input: { familyId: 'fam', title: 'Bedtime' } },
    ]);
    await library.answer('addGroup', { output: { groupId: 'g2', title: 'Bedtime' } });
    expect(library.context()).toMatchObject({ groupName: '', picked: 'g2', groupHint: null });
  });

  it('an empty name shows a message and adds nothing', () => {
    const library = startLibrary();
    library.send({ type: 'groupName.change', value: '   ' });
    library.send({ type: 'library.addGroup' });
    expect(library.context().groupHint).toMatch(/name/);
    expect(library.fakes.started).toEqual([]);
  });

  it('a failed add keeps the name and shows the error', async () => {
    const library = startLibrary();
    library.send({ type: 'groupName.change', value: 'Bedtime' });
    library.send({ type: 'library.addGroup' });
    await library.answer('addGroup', { error: permissionDenied });
    expect(library.context()).toMatchObject({
      groupName: 'Bedtime',
      picked: null,
      error: { code: 'PERMISSION_DENIED' },
    });
  });
});

describe('deleting a group', () => {
  it('asks first; "Keep it" leaves the group alone', () => {
    const library = startLibrary();
    library.send({ type: 'group.askDelete', groupId: 'g1' });
    expect(library.context().pendingDelete).toBe('g1');
    library.send({ type: 'group.cancelDelete' });
    expect(library.context().pendingDelete).toBeNull();
    expect(library.started('deleteGroup')).toEqual([]);
  });

  it('a yes deletes it, and a deleted group is no longer the picked one', async () => {
    const library = startLibrary();
    library.send({ type: 'picker.pick', groupId: 'g1' });
    library.send({ type: 'group.askDelete', groupId: 'g1' });
    library.send({ type: 'group.confirmDelete' });
    expect(library.started('deleteGroup')).toEqual([
      { id: 'deleteGroup', input: { familyId: 'fam', groupId: 'g1' } },
    ]);
    await library.answer('deleteGroup');
    expect(library.context()).toMatchObject({ pendingDelete: null, picked: null });
  });

  it('a failed delete shows the error and closes the question', async () => {
    const library = startLibrary();
    library.send({ type: 'group.askDelete', groupId: 'g1' });
    library.send({ type: 'group.confirmDelete' });
    await library.answer('deleteGroup', { error: permissionDenied });
    expect(library.context()).toMatchObject({
      pendingDelete: null,
      error: { code: 'PERMISSION_DENIED' },
    });
  });
});

describe('adding a group to a kid’s day or routine', () => {
  it('"Add to Ada’s day" copies the group into the given day, then says what it did', async () => {
    const library = startLibrary();
    library.send({ type: 'group.addToDay', groupId: 'g1', kidId: 'ada', date: TODAY });
    expect(library.started('copyGroup')).toEqual([
      {
        id: 'copyGroup',
        input: {
          familyId: 'fam',
          groupId: 'g1',
          kidId: 'ada',
          target: { kind: 'day', date: TODAY },
        },
      },
    ]);
    await library.answer('copyGroup', { output: copiedToDay });
    expect(library.context().notice).toEqual(copiedToDay);
  });

  it('"Add to Ada’s routine" copies it into the templates', () => {
    const library = startLibrary();
    library.send({ type: 'group.addToRoutine', groupId: 'g1', kidId: 'ada' });
    expect(library.started('copyGroup')[0]?.input).toEqual({
      familyId: 'fam',
      groupId: 'g1',
      kidId: 'ada',
      target: { kind: 'templates' },
    });
  });

  it('a second click while copying copies nothing more', () => {
    const library = startLibrary();
    library.send({ type: 'group.addToDay', groupId: 'g1', kidId: 'ada', date: TODAY });
    library.send({ type: 'group.addToDay', groupId: 'g1', kidId: 'ada', date: TODAY });
    expect(library.started('copyGroup')).toHaveLength(1);
  });

  it('a failed copy shows the error and no notice', async () => {
    const library = startLibrary();
    library.send({ type: 'group.addToDay', groupId: 'g1', kidId: 'ada', date: TODAY });
    await library.answer('copyGroup', { output: copiedToDay });
    library.send({ type: 'group.addToRoutine', groupId: 'g1', kidId: 'ada' });
    expect(library.context().notice).toBeNull();
    await library.answer('copyGroup', { error: permissionDenied });
    expect(library.context()).toMatchObject({ notice: null, error: { code: 'PERMISSION_DENIED' } });
  });

  it('a task can be added while a copy is under way', async () => {
    const library = startLibrary();
    library.send({ type: 'group.addToDay', groupId: 'g1', kidId: 'ada', date: TODAY });
    library.type('Brush teeth');
    library.send({ type: 'entry.commit', to: { groupId: 'g1', order: 2 } });
    expect(library.is({ copy: 'copying', entry: 'adding' })).toBe(true);
    await library.answer('addItem', { output: 'Brush teeth' });
    await library.answer('copyGroup', { output: copiedToDay });
    expect(library.context()).toMatchObject({ draft: '', notice: copiedToDay });
  });
});

describe('moving and deleting items', () => {
  it('a move hands the group’s items and the positions to the store', () => {
    const library = startLibrary();
    library.send({ type: 'item.move', groupId: 'g1', items: ITEMS, from: 1, to: 0 });
    expect(library.effects.writeOrder.mock.calls[0]?.[1]).toEqual({
      familyId: 'fam',
      groupId: 'g1',
      items: ITEMS,
      from: 1,
      to: 0,
    });
  });

  it('a delete removes that item of that group', () => {
    const library = startLibrary();
    library.send({ type: 'item.delete', groupId: 'g1', itemId: 'i2' });
    expect(library.effects.deleteItem.mock.calls[0]?.[1]).toEqual({
      familyId: 'fam',
      groupId: 'g1',
      itemId: 'i2',
    });
  });

  it('a group’s part of the day is written for that group, and any time clears it', () => {
    const library = startLibrary();
    library.send({ type: 'group.part', groupId: 'g1', part: 'evening' });
    library.send({ type: 'group.part', groupId: 'g1', part: null });
    expect(library.effects.writeGroupPart.mock.calls.map((call) => call[1])).toEqual([
      { familyId: 'fam', groupId: 'g1', part: 'evening' },
      { familyId: 'fam', groupId: 'g1', part: null },
    ]);
  });

  it('an item’s picture is written for that item of that group, and “No picture” takes it off', () => {
    const library = startLibrary();
    library.send({ type: 'item.picture', groupId: 'g1', itemId: 'i2', picture: '👕' });
    library.send({ type: 'item.picture', groupId: 'g1', itemId: 'i2', picture: null });
    expect(library.effects.writeItemPicture.mock.calls.map((call) => call[1])).toEqual([
      { familyId: 'fam', groupId: 'g1', itemId: 'i2', picture: '👕' },
      { familyId: 'fam', groupId: 'g1', itemId: 'i2', picture: null },
    ]);
  });

  it('a write that fails later is shown, until dismissed', () => {
    const library = startLibrary();
    library.send({ type: 'store.failed', error: permissionDenied });
    expect(library.context().error?.code).toBe('PERMISSION_DENIED');
    library.send({ type: 'error.dismiss' });
    expect(library.context().error).toBeNull();
  });
});

const openBrushTeeth: LibraryEvent = {
  type: 'editor.open',
  groupId: 'g1',
  itemId: 'i1',
  title: 'Brush teeth',
};
const openMorning: LibraryEvent = { type: 'editor.open', groupId: 'g1', title: 'Morning' };
const cancel: TitleEditorEvent = { type: 'edit.cancel' };

describe('editing an item’s title or a group’s name', () => {
  it('opening a title spawns its editor, with what it belongs to; a second tap opens nothing more', () => {
    const library = startLibrary();
    library.send(openBrushTeeth);
    library.send(openMorning);
    const editor = library.editor('i1');
    expect(library.actor.getSnapshot().children['edit.i1']).toBe(editor);
    expect(editor?.getSnapshot().context).toMatchObject({
      title: 'Brush teeth',
      subject: { kind: 'item', familyId: 'fam', groupId: 'g1', itemId: 'i1' },
      emptyHint: null,
    });
    expect(library.editor('g1')?.getSnapshot().context).toMatchObject({
      title: 'Morning',
      subject: { kind: 'group', familyId: 'fam', groupId: 'g1' },
      emptyHint: GROUP_NAME_HINT,
    });
    library.edit('i1', { type: 'title.change', value: 'Brush' });
    library.send(openBrushTeeth);
    expect(library.editor('i1')).toBe(editor);
    expect(editor?.getSnapshot().context.draft).toBe('Brush');
    expect(selectOpenEditors(library.actor.getSnapshot())).toEqual(['i1', 'g1']);
  });

  it('a saved title closes its editor, and the library stops it', async () => {
    const library = startLibrary();
    library.send(openBrushTeeth);
    const editor = library.editor('i1');
    library.edit('i1', { type: 'title.change', value: ' Brush teeth well ' });
    library.edit('i1', { type: 'edit.commit' });
    expect(library.started('saveTitle')).toEqual([
      { id: 'saveTitle', input: { title: 'Brush teeth well', subject: itemTitle } },
    ]);
    expect(library.editor('i1')).toBe(editor);
    await library.answer('saveTitle');
    expect(library.editor('i1')).toBeNull();
    expect(library.actor.getSnapshot().children).not.toHaveProperty('edit.i1');
    expect(selectOpenEditors(library.actor.getSnapshot())).toEqual([]);
  });

  it('an unchanged title, or Escape, closes the editor without saving', () => {
    const library = startLibrary();
    library.send(openBrushTeeth);
    library.send(openMorning);
    library.edit('i1', { type: 'edit.commit' });
    library.edit('g1', { type: 'title.change', value: 'Evening' });
    library.edit('g1', cancel);
    expect(library.context().editors).toEqual({});
    expect(library.started('saveTitle')).toEqual([]);
  });

  it('an emptied item title deletes the item, as its delete button does, and closes the editor', () => {
    const library = startLibrary();
    library.send(openBrushTeeth);
    library.edit('i1', { type: 'title.change', value: '  ' });
    library.edit('i1', { type: 'edit.commit' });
    expect(library.effects.deleteItem.mock.calls.map((call) => call[1])).toEqual([
      { familyId: 'fam', groupId: 'g1', itemId: 'i1' },
    ]);
    expect(library.editor('i1')).toBeNull();
    expect(library.started('saveTitle')).toEqual([]);
  });

  it('an emptied group name is refused with a hint; the group stays and its editor stays open', () => {
    const library = startLibrary();
    library.send(openMorning);
    library.edit('g1', { type: 'title.change', value: '' });
    library.edit('g1', { type: 'edit.commit' });
    expect(library.editor('g1')?.getSnapshot().context.hint).toBe(GROUP_NAME_HINT);
    expect(library.effects.deleteItem).not.toHaveBeenCalled();
    // Told of a group's name emptied all the same, the library deletes nothing.
    library.send({ type: 'editor.emptied', subject: groupName });
    expect(library.effects.deleteItem).not.toHaveBeenCalled();
  });
});

describe('a reload waits while something is typed or edited', () => {
  it.each<[string, (LibraryEvent | { editing: string; event: TitleEditorEvent })[], boolean]>([
    ['nothing', [], false],
    ['a task typed', [{ type: 'entry.change', value: 'Brush' }], true],
    ['only spaces typed', [{ type: 'entry.change', value: '  ' }], false],
    [
      'a task being saved, the box empty again',
      [
        { type: 'entry.change', value: 'Brush' },
        { type: 'entry.commit', to: { groupId: 'g1', order: 1 } },
      ],
      true,
    ],
    [
      'a task waiting for the one being saved',
      [
        { type: 'entry.change', value: 'Brush' },
        { type: 'entry.commit', to: { groupId: 'g1', order: 1 } },
        { type: 'entry.change', value: 'Bath' },
        { type: 'entry.commit', to: { groupId: 'g1', order: 2 } },
      ],
      true,
    ],
    ['a group name typed', [{ type: 'groupName.change', value: 'Bed' }], true],
    ['a group name open', [openMorning], true],
    ['an item title open', [openBrushTeeth], true],
    ['an item title closed again', [openBrushTeeth, { editing: 'i1', event: cancel }], false],
    [
      'one title closed, another still open',
      [openBrushTeeth, openMorning, { editing: 'i1', event: cancel }],
      true,
    ],
  ])('%s: busy is %s', (_, steps, busy) => {
    const library = startLibrary();
    for (const step of steps) {
      if ('editing' in step) library.edit(step.editing, step.event);
      else library.send(step);
    }
    expect(isLibraryBusy(library.context())).toBe(busy);
  });
});

// The writes, as pure update builders and then on a real (fake-IndexedDB) store.

const morning: LibraryGroup = {
  id: 'g1',
  title: 'Morning',
  items: [
    { id: 'i1', title: 'Brush teeth', completed: false, order: 1 },
    { id: 'i2', title: 'Get dressed', completed: 1_795_000_000, order: 2 },
    { id: 'i3', title: 'Pack the bag', completed: false, order: 5 },
  ],
};

function idsFrom(...ids: string[]) {
  const queue = [...ids];
  return () => queue.shift() ?? 'out-of-ids';
}

describe('the library’s update builders', () => {
  it('a new group is exactly a title and items 0', () => {
    expect(newGroupValue('Morning')).toEqual({ title: 'Morning', items: 0 });
  });

  it('the next order is one past the highest, or 1 for an empty list', () => {
    expect(nextOrderAfter([])).toBe(1);
    expect(
      nextOrderAfter([
        { id: 'a', order: 4 },
        { id: 'b', order: 2 },
      ]),
    ).toBe(5);
  });

  it('a kid’s list lies under the day, or under templates', () => {
    expect(kidListKey('ada', { kind: 'day', date: TODAY })).toBe('2026-11-22/ada');
    expect(kidListKey('ada', { kind: 'templates' })).toBe('templates/ada');
  });

  it('copying to a day adds every item, not done, after the kid’s existing tasks', () => {
    const existing = [
      { id: 'd1', order: 1 },
      { id: 'd2', order: 7 },
    ];
    expect(
      copyGroupUpdate(
        morning,
        'ada',
        { kind: 'day', date: TODAY },
        existing,
        idsFrom('n1', 'n2', 'n3'),
      ),
    ).toEqual({
      '2026-11-22/ada/n1': { title: 'Brush teeth', completed: false, order: 8, picture: '🪥' },
      '2026-11-22/ada/n2': { title: 'Get dressed', completed: false, order: 9, picture: '👕' },
      '2026-11-22/ada/n3': { title: 'Pack the bag', completed: false, order: 10, picture: '🎒' },
    });
  });

  it('copying to a routine adds title, order and the suggested picture, from 1 for an empty routine', () => {
    expect(
      copyGroupUpdate(morning, 'ben', { kind: 'templates' }, [], idsFrom('n1', 'n2', 'n3')),
    ).toEqual({
      'templates/ben/n1': { title: 'Brush teeth', order: 1, picture: '🪥' },
      'templates/ben/n2': { title: 'Get dressed', order: 2, picture: '👕' },
      'templates/ben/n3': { title: 'Pack the bag', order: 3, picture: '🎒' },
    });
  });
});

describe('an item’s own picture, copied', () => {
  it('goes with the task into a day or a routine; an item without one gets its title’s suggestion', () => {
    const pictured: LibraryGroup = {
      ...morning,
      items: [
        { id: 'i1', title: 'Brush teeth', completed: false, order: 1, picture: '🦷' },
        { id: 'i2', title: 'Get dressed', completed: false, order: 2 },
        { id: 'i3', title: 'Call grandma', completed: false, order: 3, picture: '🙏' },
        { id: 'i4', title: 'Call grandpa', completed: false, order: 4 },
      ],
    };
    const ids = () => idsFrom('n1', 'n2', 'n3', 'n4');
    expect(copyGroupUpdate(pictured, 'ada', { kind: 'day', date: TODAY }, [], ids())).toEqual({
      '2026-11-22/ada/n1': { title: 'Brush teeth', completed: false, order: 1, picture: '🦷' },
      '2026-11-22/ada/n2': { title: 'Get dressed', completed: false, order: 2, picture: '👕' },
      '2026-11-22/ada/n3': { title: 'Call grandma', completed: false, order: 3, picture: '🙏' },
      '2026-11-22/ada/n4': { title: 'Call grandpa', completed: false, order: 4 },
    });
    expect(copyGroupUpdate(pictured, 'ben', { kind: 'templates' }, [], ids())).toEqual({
      'templates/ben/n1': { title: 'Brush teeth', order: 1, picture: '🦷' },
      'templates/ben/n2': { title: 'Get dressed', order: 2, picture: '👕' },
      'templates/ben/n3': { title: 'Call grandma', order: 3, picture: '🙏' },
      'templates/ben/n4': { title: 'Call grandpa', order: 4 },
    });
  });
});

let databaseCount = 0;
const openStores: Store[] = [];
afterEach(() => {
  for (const store of openStores.splice(0)) store.close();
});

function freshStore(): Store {
  const store = createIndexedDbStore({
    indexedDB: new IDBFactory(),
    keyRange: IDBKeyRange,
    databaseName: `library-${++databaseCount}`,
  });
  openStores.push(store);
  return store;
}

/** Runs one effect actor of the library on `store` and returns its output. */
async function run<T>(logic: unknown, actorInput: unknown): Promise<T> {
  const actor = createActor(logic as Parameters<typeof createActor>[0], { input: actorInput });
  return new Promise<T>((resolve, reject) => {
    actor.subscribe({
      complete: () => resolve(actor.getSnapshot().output as T),
      error: reject,
    });
    actor.start();
  });
}

describe('the library’s effects on a store', () => {
  const LISTS = 'families/fam/lists';

  it('add group sets { title, items: 0 } at a new push key; a task then lands in its items', async () => {
    const store = freshStore();
    const { actors } = createLibraryEffects(store);
    const added = await run<{ groupId: string }>(actors.addGroup, {
      familyId: 'fam',
      title: 'Morning',
    });
    expect(added.groupId).toMatch(/^[-\w]{20}$/);
    expect(await readOnce(store, `${LISTS}/library`)).toEqual({
      [added.groupId]: { title: 'Morning', items: 0 },
    });
    await run(actors.addItem, {
      familyId: 'fam',
      groupId: added.groupId,
      title: 'Brush teeth',
      order: 1,
    });
    const items = await readOnce(store, `${LISTS}/library/${added.groupId}/items`);
    expect(Object.values(items as object)).toEqual([{ title: 'Brush teeth', order: 1 }]);
  });

  it('copying to a day reads the kid’s tasks and writes after them, in one update', async () => {
    const store = freshStore();
    await store.set(`${LISTS}/library/g1`, {
      title: 'Morning',
      items: { i1: { title: 'Brush teeth', order: 1 }, i2: { title: 'Get dressed', order: 2 } },
    });
    await store.set(`${LISTS}/${TODAY}/ada/t1`, {
      title: 'Feed the cat',
      completed: false,
      order: 4,
    });
    const update = vi.spyOn(store, 'update');
    const { actors } = createLibraryEffects(store);
    const done = await run<CopyDone>(actors.copyGroup, {
      familyId: 'fam',
      groupId: 'g1',
      kidId: 'ada',
      target: { kind: 'day', date: TODAY },
    });
    expect(done).toEqual({ ...copiedToDay, count: 2 });
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]?.[0]).toBe(LISTS);
    const ada = (await readOnce(store, `${LISTS}/${TODAY}/ada`)) as Record<
      string,
      { order: number }
    >;
    expect(Object.values(ada).sort((a, b) => a.order - b.order)).toEqual([
      { title: 'Feed the cat', completed: false, order: 4 },
      { title: 'Brush teeth', completed: false, order: 5, picture: '🪥' },
      { title: 'Get dressed', completed: false, order: 6, picture: '👕' },
    ]);
  });

  it('an empty group, or one that is gone, is refused with a code and nothing is written', async () => {
    const store = freshStore();
    await store.set(`${LISTS}/library/g1`, newGroupValue('Morning'));
    const { actors } = createLibraryEffects(store);
    const copy = (groupId: string) =>
      run(actors.copyGroup, {
        familyId: 'fam',
        groupId,
        kidId: 'ada',
        target: { kind: 'templates' },
      });
    await expect(copy('g1')).rejects.toMatchObject({ code: 'EMPTY_GROUP' });
    await expect(copy('gone')).rejects.toMatchObject({ code: 'GROUP_NOT_FOUND' });
    expect(await readOnce(store, `${LISTS}/templates`)).toBeNull();
  });
});
