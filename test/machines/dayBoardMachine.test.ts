// The model walk proves every transition on the real machine; the tests after it read like the spec.
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import type { CalendarDate } from '../../machines/calendar';
import { DELETE_SETTLES_MS, UNDO_WINDOW_MS } from '../../machines/constants';
import {
  dayBoardMachine,
  isBoardBusy,
  type DayBoardContext,
  type DayBoardEvent,
  type DayBoardInput,
} from '../../machines/dayBoard';
import type { Task } from '../../machines/domain/family';
import type { TitleSubject } from '../../machines/titleEditor';
import { entryBoxFacts, entryBoxStates } from '../support/entryFacts';
import { createFakeActors, flushPromises } from '../support/machineModel';
import { describeModelWalk } from '../support/modelWalk';

const TODAY = '2026-11-22' as CalendarDate;
const TOMORROW = '2026-11-23' as CalendarDate;
const input: DayBoardInput = { familyId: 'f1', date: TODAY };
const brushTeeth: Task = { id: 't1', title: 'Brush teeth', completed: false, order: 1 };
const feedCat: Task = { id: 't2', title: 'Feed the cat', completed: 1_795_000_000, order: 2 };
const permissionDenied = { code: 'permission_denied', message: 'You cannot change this list.' };
const ADA = [{ kidId: 'ada', order: 3 }];
/** A routine task for today's weekday, for Ada (whose today already has its routine) and Bo. */
const FOR_TODAY = [
  { kidId: 'ada', order: 3, part: 'evening' as const, picture: '🛁', today: true },
  { kidId: 'bo', order: 1 },
];

/** A routine task whose days were changed, in its row, to take in today's weekday. */
const PIANO_TODAY = { kidId: 'ada', title: 'Piano', part: 'evening' as const };

/** The effects the app provides, as spies; `reportActivity` too, as there are no listeners here. */
function effectSpies() {
  return {
    writeCompletion: vi.fn(),
    writeAllCompletions: vi.fn(),
    deleteTask: vi.fn(),
    writeSchedule: vi.fn(),
    writeDayToggle: vi.fn(),
    writePart: vi.fn(),
    writePicture: vi.fn(),
    writeOrder: vi.fn(),
    reportActivity: vi.fn(),
    reportUnsaved: vi.fn(),
  };
}

/** Brush teeth's row, as its editor says whose title it is. */
const BRUSH_TEETH_TITLE: TitleSubject = {
  kind: 'task',
  familyId: 'f1',
  date: TODAY,
  kidId: 'ada',
  task: brushTeeth,
};
/** What opens, ends and speaks for a row's title editor. */
const EDITOR_EVENTS: AnyEventObject[] = [
  { type: 'editor.open', kidId: 'ada', task: brushTeeth },
  // The editor's field closes (`exec` below presses Escape in the real one: it is done).
  { type: 'xstate.done.actor.edit.*', actorId: 'edit.t1' },
  { type: 'editor.emptied', subject: BRUSH_TEETH_TITLE },
  // A library's title never reaches a board; if it did, it would delete nothing.
  {
    type: 'editor.emptied',
    subject: { kind: 'item', familyId: 'f1', groupId: 'g1', itemId: 'i1' },
  },
  { type: 'unsaved.heard', texts: ['Brush teeth well'] },
];
const isEditorEvent = (event: AnyEventObject) =>
  EDITOR_EVENTS.some((editorEvent) => editorEvent.type === event.type);

const events: AnyEventObject[] = [
  { type: 'entry.change', value: '  Feed the cat  ' },
  { type: 'entry.change', value: '   ' },
  { type: 'entry.change', value: 'Pack the bag' },
  { type: 'entry.commit', to: ADA },
  { type: 'entry.commit', to: [] },
  { type: 'entry.commit', to: FOR_TODAY },
  { type: 'today.add' },
  { type: 'today.decline' },
  { type: 'today.offer', task: PIANO_TODAY },
  { type: 'xstate.done.actor.addToToday' },
  { type: 'xstate.error.actor.addToToday', error: permissionDenied },
  { type: 'task.toggle', kidId: 'ada', taskId: 't1', done: true },
  { type: 'kid.toggleAll', kidId: 'ada', tasks: [brushTeeth] },
  { type: 'task.delete', kidId: 'ada', task: brushTeeth },
  { type: 'task.delete', kidId: 'ada', task: brushTeeth, repeat: true },
  { type: 'task.delete', kidId: 'ada', task: feedCat },
  { type: 'task.move', kidId: 'ada', tasks: [brushTeeth, feedCat], from: 1, to: 0 },
  { type: 'task.schedule', kidId: 'ada', taskId: 't1', days: '67' },
  { type: 'task.toggleDay', kidId: 'ada', taskId: 't1', weekday: 2 },
  { type: 'task.part', kidId: 'ada', taskId: 't1', part: 'evening' },
  { type: 'task.picture', kidId: 'ada', taskId: 't1', picture: '🪥' },
  { type: 'task.picture', kidId: 'ada', taskId: 't1', picture: null },
  ...EDITOR_EVENTS,
  { type: 'unsaved.ask' },
  { type: 'store.failed', error: permissionDenied },
  { type: 'board.follow', date: TOMORROW },
  { type: 'xstate.done.actor.addTasks', output: 'Feed the cat' },
  { type: 'xstate.error.actor.addTasks', error: permissionDenied },
  { type: 'xstate.error.actor.restoreTask', error: permissionDenied },
];
// Only what the guards read tells states apart: the state and whether the box is blank.
// Picks, errors, hints and the last deleted task would multiply the graph for nothing.
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { draft, saving, queue, refused, editors } = snapshot.context as DayBoardContext;
  const forToday = (saving?.to ?? []).some((kid) => kid.today === true);
  return JSON.stringify([
    snapshot.value,
    draft.trim() === '',
    queue.length > 0,
    refused.length > 0,
    forToday,
    Object.keys(editors).length > 0,
  ]);
};

/**
 * A row's editor is walked on its own too: opened on a quiet board, and while it is open only
 * what concerns it is sent (and the board asked what is unsaved), so it does not multiply every
 * state of the other regions.
 */
function isEditorStep(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const { editors, draft, saving, queue } = snapshot.context as DayBoardContext;
  if (Object.keys(editors).length > 0) return isEditorEvent(event) || event.type === 'unsaved.ask';
  if (!isEditorEvent(event)) return true;
  return (
    snapshot.matches({ undo: 'hidden', today: 'quiet' }) &&
    saving === null &&
    queue.length === 0 &&
    draft.trim() === ''
  );
}

/**
 * "Add to today as well?" is walked on its own: a routine task for today is added on a quiet
 * board, and while the question is open only its answers are sent (the other regions are walked
 * without it), so the walk does not multiply every state by it.
 */
function isTodayStep(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const answering =
    (event.type.startsWith('today.') && event.type !== 'today.offer') ||
    event.type.endsWith('actor.addToToday');
  if (!snapshot.matches({ today: 'quiet' })) return answering;
  if (event.to === FOR_TODAY || event.type === 'today.offer') {
    return (
      snapshot.matches({ undo: 'hidden' }) &&
      (snapshot.context as DayBoardContext).queue.length === 0
    );
  }
  return !answering;
}

const walkSpies = effectSpies();

describeModelWalk('the day board machine, walked from its model', {
  machine: dayBoardMachine,
  walked: dayBoardMachine.provide({ actions: walkSpies }),
  exec: {
    // The editor the board spawned ends as its field closes: the board hears it is done.
    'xstate.done.actor.edit.*': (event, { actor }) =>
      actor.getSnapshot().children[event.actorId]?.send({ type: 'edit.cancel' }),
  },
  input,
  events,
  serializeState,
  // The rows settle long before Undo goes: time never lets the Undo window end first.
  filterEvents: (snapshot, event) =>
    snapshot.status === 'active' &&
    // Raised by the entry box itself once a task is saved, never sent from outside.
    event.type !== 'entry.saved' &&
    !(
      event.type === 'xstate.after.undoWindow.dayBoard.undo.offered' &&
      snapshot.matches({ undo: { offered: 'settling' } })
    ) &&
    isTodayStep(snapshot, event) &&
    isEditorStep(snapshot, event),
  states: {
    ...entryBoxStates('entry'),
    // Undo is offered exactly while a deleted task can be put back.
    'undo.hidden': ({ context }) => expect(context.lastDeleted).toBeNull(),
    'undo.offered': ({ context }) => expect(context.lastDeleted).not.toBeNull(),
    // "Add to today as well?" asks about something, and only while nothing is being added.
    'today.asking': ({ context }) => {
      expect(context.todayOffer.length).toBeGreaterThan(0);
      expect(context.todayAdding).toEqual([]);
    },
    'today.quiet': ({ context }) => expect(context.todayOffer).toEqual([]),
  },
  steps: {
    ...entryBoxFacts('addTasks'),
    // Undo puts back the task just deleted, never another one; a second press of the same
    // cross (a double click), or any delete while the rows settle after one (a double tap's
    // second half, on the row that moved up), deletes nothing more.
    'task.delete': ({ event, before, after }) => {
      if (event.repeat || before.matches({ undo: { offered: 'settling' } })) {
        expect(after.context.lastDeleted).toEqual(before.context.lastDeleted);
        expect(after.value).toEqual(before.value);
      } else {
        expect(after.context.lastDeleted?.task.id).toBe(event.task.id);
        expect(after.matches({ undo: { offered: 'settling' } })).toBe(true);
      }
    },
    // Once the rows have settled, the next delete is a tap of its own.
    'xstate.after.deleteSettles.dayBoard.undo.offered.settling': ({ before, after }) => {
      expect(after.matches({ undo: { offered: 'settled' } })).toBe(true);
      expect(after.context.lastDeleted).toEqual(before.context.lastDeleted);
    },
    'xstate.error.actor.restoreTask': ({ before, after }) => {
      expect(after.context.lastDeleted).toEqual(before.context.lastDeleted);
      expect(after.context.error).not.toBeNull();
    },
    'board.follow': ({ event, after }) => expect(after.context.date).toBe(event.date),
    // A saved routine task for today is offered for the kids whose today has its routine.
    'xstate.done.actor.addTasks': ({ before, after }) => {
      const saved = before.context.saving;
      const offered = (saved?.to ?? [])
        .filter((kid) => kid.today === true)
        .map((kid) => expect.objectContaining({ kidId: kid.kidId, title: saved?.title }));
      const waiting = [...after.context.todayOffer, ...after.context.todayAdding];
      expect(waiting).toEqual(expect.arrayContaining(offered));
      if (offered.length === 0) {
        expect(after.context.todayOffer).toEqual(before.context.todayOffer);
      }
    },
    // A routine task now for today is asked about, once.
    'today.offer': ({ event, before, after }) => {
      expect(after.context.todayOffer).toContainEqual(event.task);
      expect(after.context.todayOffer.length).toBeLessThanOrEqual(
        before.context.todayOffer.length + 1,
      );
      expect(after.matches({ today: 'asking' })).toBe(true);
    },
    // Yes adds what was offered; No leaves today as it is.
    'today.add': ({ before, after }) => {
      if (!before.matches({ today: 'asking' })) return;
      expect(after.matches({ today: 'adding' })).toBe(true);
      expect(after.context.todayAdding).toEqual(before.context.todayOffer);
    },
    'today.decline': ({ before, after }) => {
      if (!before.matches({ today: 'asking' })) return;
      expect(after.matches({ today: 'quiet' })).toBe(true);
      expect(after.context.todayOffer).toEqual([]);
    },
    // A failed add to today asks again, with the same tasks.
    'xstate.error.actor.addToToday': ({ before, after }) => {
      expect(after.context.todayOffer).toEqual(before.context.todayAdding);
      expect(after.matches({ today: 'asking' })).toBe(true);
      expect(after.context.error).not.toBeNull();
    },
    // A row's title opens in an editor of its own, once however often it is asked; once the
    // editor is done, the board stops it and the row shows its title again.
    'editor.open': ({ event, before, after }) => {
      const taskId = (event.task as Task).id;
      expect(Object.keys(after.context.editors)).toEqual([taskId]);
      expect(after.children[`edit.${taskId}`]).toBe(after.context.editors[taskId]);
      if (taskId in before.context.editors) {
        expect(after.context.editors).toBe(before.context.editors);
      }
    },
    'xstate.done.actor.edit.*': ({ after }) => {
      expect(after.context.editors).toEqual({});
      expect(after.children['edit.t1']).toBeUndefined();
    },
    // An emptied title deletes its task as the row's delete does (Undo offered); another
    // kind of title deletes nothing.
    'editor.emptied': ({ event, before, after }) => {
      const subject = event.subject as TitleSubject;
      if (subject.kind !== 'task' || before.matches({ undo: { offered: 'settling' } })) {
        expect(after.context.lastDeleted).toEqual(before.context.lastDeleted);
      } else {
        expect(after.context.lastDeleted).toMatchObject({ kidId: 'ada', task: subject.task });
        expect(walkSpies.deleteTask.mock.calls.at(-1)?.[1]).toMatchObject({
          kidId: 'ada',
          taskId: subject.task.id,
        });
      }
    },
    // What an editor answers goes on to whoever runs the board.
    'unsaved.heard': ({ event }) =>
      expect(walkSpies.reportUnsaved.mock.calls.at(-1)?.[1]).toEqual({ texts: event.texts }),
    'store.failed': ({ after }) => expect(after.context.error).not.toBeNull(),
    // Asked as the family is lost, the board tells all its box holds unsaved, and nothing
    // blank (the box's text and the entries on their way), then asks each open editor, whose
    // answer it passes on (an untouched title: nothing); it changes nothing.
    'unsaved.ask': ({ before, after }) => {
      const open = Object.keys(before.context.editors).length;
      const calls = walkSpies.reportUnsaved.mock.calls.slice(-(open + 1));
      const { texts } = calls[0]?.[1] as { texts: string[] };
      const { draft, saving, queue, refused } = before.context;
      const held = [draft, saving?.title, ...queue.map((entry) => entry.title)]
        .concat(refused)
        .map((text) => text?.trim() ?? '')
        .filter((text) => text !== '');
      expect([...texts].sort()).toEqual([...held].sort());
      expect(calls.slice(1).map((call) => call[1])).toEqual(Array(open).fill({ texts: [] }));
      expect(after.context).toEqual(before.context);
    },
    // A picture goes to the task named, on the board's own day.
    'task.picture': ({ event, after }) =>
      expect(walkSpies.writePicture.mock.calls.at(-1)?.[1]).toEqual({
        familyId: after.context.familyId,
        date: after.context.date,
        kidId: event.kidId,
        taskId: event.taskId,
        picture: event.picture,
      }),
  },
});

/** The board with spied effects, a store the test answers and a simulated clock. */
function startBoard(start: Partial<DayBoardInput> = {}) {
  const fakes = createFakeActors();
  const clock = new SimulatedClock();
  const effects = effectSpies();
  const machine = dayBoardMachine.provide({
    actors: {
      addTasks: fakes.promise(),
      restoreTask: fakes.promise(),
      addToToday: fakes.promise(),
    },
    actions: effects,
    delays: { undoWindow: UNDO_WINDOW_MS, deleteSettles: DELETE_SETTLES_MS },
  });
  const actor = createActor(machine, { input: { ...input, ...start }, clock }).start();
  const send = (event: DayBoardEvent) => actor.send(event);
  const answer = async (id: 'addTasks' | 'restoreTask', error?: unknown) => {
    // addTasks answers with the title it saved.
    const saved = fakes.started.filter((s) => s.id === id).at(-1)?.input as { title?: string };
    if (error === undefined) fakes.resolve(id, id === 'addTasks' ? saved?.title : undefined);
    else fakes.reject(id, error);
    await flushPromises();
  };
  const paramsOf = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.map((call) => call[1]);
  return {
    actor,
    clock,
    fakes,
    effects,
    send,
    answer,
    paramsOf,
    context: () => actor.getSnapshot().context,
    is: (value: object) => actor.getSnapshot().matches(value as never),
    type: (value: string) => send({ type: 'entry.change', value }),
  };
}

describe('adding tasks from the entry box', () => {
  it('Enter adds the trimmed title for the picked kids, and clears the box at once', async () => {
    const board = startBoard();
    board.type('  Feed the cat  ');
    board.send({ type: 'entry.commit', to: ADA });
    expect(board.fakes.started).toEqual([
      { id: 'addTasks', input: { familyId: 'f1', date: TODAY, title: 'Feed the cat', kids: ADA } },
    ]);
    expect(board.context()).toMatchObject({ draft: '', hint: null });
    await board.answer('addTasks');
    expect(board.context()).toMatchObject({ draft: '', hint: null, error: null });
    expect(board.is({ entry: 'ready' })).toBe(true);
  });

  it('text typed while a task is being saved stays in the box', async () => {
    const board = startBoard();
    board.type('Feed the cat');
    board.send({ type: 'entry.commit', to: ADA });
    board.type('Feed the fish');
    await board.answer('addTasks');
    expect(board.context().draft).toBe('Feed the fish');
  });

  it('Enter pressed while a task is saving adds the next one after it, not the same one twice', async () => {
    const board = startBoard();
    board.type('Feed the cat');
    board.send({ type: 'entry.commit', to: ADA });
    // A double tap: the box is already empty, so nothing more is added and no hint shows.
    board.send({ type: 'entry.commit', to: ADA });
    expect(board.context()).toMatchObject({ draft: '', hint: null, queue: [] });
    board.type('Pack the bag');
    board.send({ type: 'entry.commit', to: ADA });
    await board.answer('addTasks');
    await board.answer('addTasks');
    expect(board.fakes.started.map((start) => (start.input as { title: string }).title)).toEqual([
      'Feed the cat',
      'Pack the bag',
    ]);
    expect(board.context()).toMatchObject({ draft: '', saving: null, queue: [] });
    expect(board.is({ entry: 'ready' })).toBe(true);
  });

  it('each Enter while saving queues what was typed then, even if the box changes after', async () => {
    const board = startBoard();
    board.type('Feed the cat');
    board.send({ type: 'entry.commit', to: ADA });
    board.type('Pack the bag');
    board.send({ type: 'entry.commit', to: ADA });
    board.type('Practise piano');
    board.send({ type: 'entry.commit', to: ADA });
    await board.answer('addTasks');
    await board.answer('addTasks');
    await board.answer('addTasks');
    expect(board.fakes.started.map((start) => (start.input as { title: string }).title)).toEqual([
      'Feed the cat',
      'Pack the bag',
      'Practise piano',
    ]);
    expect(board.context().draft).toBe('');
  });

  it('a failed add keeps the text and shows the error', async () => {
    const board = startBoard();
    board.type('Feed the cat');
    board.send({ type: 'entry.commit', to: ADA });
    await board.answer('addTasks', permissionDenied);
    expect(board.context()).toMatchObject({
      draft: 'Feed the cat',
      error: {
        code: 'PERMISSION_DENIED',
        message: `“Feed the cat” wasn’t added: ${permissionDenied.message}`,
      },
    });
  });

  it('a task being saved or waiting its turn holds a reload, though the box is empty', async () => {
    const board = startBoard();
    board.type('Feed the cat');
    board.send({ type: 'entry.commit', to: ADA });
    expect(board.context().draft).toBe('');
    expect(isBoardBusy(board.context())).toBe(true);
    board.type('Pack the bag');
    board.send({ type: 'entry.commit', to: ADA });
    await board.answer('addTasks');
    expect(board.context().draft).toBe('');
    expect(isBoardBusy(board.context())).toBe(true);
    await board.answer('addTasks');
    expect(isBoardBusy(board.context())).toBe(false);
  });

  it('a refused task that found new typing in the box comes back once the box is empty', async () => {
    const board = startBoard();
    board.type('Brush teeth');
    board.send({ type: 'entry.commit', to: ADA });
    board.type('Feed the cat');
    await board.answer('addTasks', permissionDenied);
    expect(board.context()).toMatchObject({
      draft: 'Feed the cat',
      error: { message: `“Brush teeth” wasn’t added: ${permissionDenied.message}` },
    });
    board.send({ type: 'entry.commit', to: ADA });
    // Still held while the box is empty and the next task saves: a reload would lose it.
    expect(isBoardBusy(board.context())).toBe(true);
    await board.answer('addTasks');
    expect(board.context()).toMatchObject({ draft: 'Brush teeth', error: null });
  });

  it('an empty box shows a hint and adds nothing; typing clears the hint', () => {
    const board = startBoard();
    board.type('   ');
    board.send({ type: 'entry.commit', to: ADA });
    expect(board.context().hint).toMatch(/box is empty/);
    expect(board.fakes.started).toEqual([]);
    board.type('F');
    expect(board.context().hint).toBeNull();
  });

  it('with no kid picked, a hint asks to pick one and nothing is added', () => {
    const board = startBoard();
    board.type('Feed the cat');
    board.send({ type: 'entry.commit', to: [] });
    expect(board.context().hint).toMatch(/Pick at least one kid/);
    expect(board.context().draft).toBe('Feed the cat');
    expect(board.fakes.started).toEqual([]);
  });
});

describe('ticking and deleting', () => {
  it('a tick writes the completion for that task of that day', () => {
    const board = startBoard();
    board.send({ type: 'task.toggle', kidId: 'ada', taskId: 't1', done: true });
    expect(board.paramsOf(board.effects.writeCompletion)).toEqual([
      { familyId: 'f1', date: TODAY, kidId: 'ada', taskId: 't1', done: true },
    ]);
  });

  it('toggle-all writes the kid’s shown tasks', () => {
    const board = startBoard();
    board.send({ type: 'kid.toggleAll', kidId: 'ada', tasks: [brushTeeth, feedCat] });
    expect(board.paramsOf(board.effects.writeAllCompletions)).toEqual([
      { familyId: 'f1', date: TODAY, kidId: 'ada', tasks: [brushTeeth, feedCat] },
    ]);
  });

  it('a task deleted while another is saving: the save still lands and the box is free again', async () => {
    const board = startBoard();
    board.type('Feed the cat');
    board.send({ type: 'entry.commit', to: ADA });
    board.send({ type: 'task.delete', kidId: 'ada', task: brushTeeth });
    expect(board.is({ entry: 'adding', undo: 'offered' })).toBe(true);
    await board.answer('addTasks');
    expect(board.is({ entry: 'ready' })).toBe(true);
    expect(board.context()).toMatchObject({ draft: '', saving: null, queue: [] });
    // The next task goes straight in, not behind a save that will never end.
    board.type('Pack the bag');
    board.send({ type: 'entry.commit', to: ADA });
    expect(board.is({ entry: 'adding' })).toBe(true);
    expect(board.context().saving?.title).toBe('Pack the bag');
  });

  it('a second delete while Undo is offered offers it for the new task, for a full window', () => {
    const board = startBoard();
    board.send({ type: 'task.delete', kidId: 'ada', task: brushTeeth });
    board.clock.increment(UNDO_WINDOW_MS - 100);
    board.send({ type: 'task.delete', kidId: 'ada', task: feedCat });
    expect(board.context().lastDeleted?.task).toEqual(feedCat);
    board.clock.increment(UNDO_WINDOW_MS - 100);
    expect(board.is({ undo: 'offered' })).toBe(true);
    board.clock.increment(200);
    expect(board.is({ undo: 'hidden' })).toBe(true);
  });

  it('deleting removes the task and offers undo; undo restores it', async () => {
    const board = startBoard();
    board.send({ type: 'task.delete', kidId: 'ada', task: brushTeeth });
    expect(board.paramsOf(board.effects.deleteTask)).toEqual([
      { familyId: 'f1', date: TODAY, kidId: 'ada', taskId: 't1' },
    ]);
    expect(board.is({ undo: 'offered' })).toBe(true);
    board.send({ type: 'task.undo' });
    expect(board.fakes.started).toEqual([
      {
        id: 'restoreTask',
        input: { familyId: 'f1', date: TODAY, kidId: 'ada', taskId: 't1', task: brushTeeth },
      },
    ]);
    await board.answer('restoreTask');
    expect(board.is({ undo: 'hidden' })).toBe(true);
    expect(board.context().lastDeleted).toBeNull();
  });

  it('undo goes away after the undo window; a second delete starts it again', () => {
    const board = startBoard();
    board.send({ type: 'task.delete', kidId: 'ada', task: brushTeeth });
    board.clock.increment(UNDO_WINDOW_MS - 1);
    board.send({ type: 'task.delete', kidId: 'ben', task: feedCat });
    board.clock.increment(UNDO_WINDOW_MS - 1);
    expect(board.context().lastDeleted).toMatchObject({ kidId: 'ben', taskId: 't2' });
    board.clock.increment(1);
    expect(board.is({ undo: 'hidden' })).toBe(true);
    expect(board.context().lastDeleted).toBeNull();
  });

  it('a failed restore shows the error and keeps Undo offered, with what was deleted', async () => {
    const board = startBoard();
    board.send({ type: 'task.delete', kidId: 'ada', task: brushTeeth });
    board.send({ type: 'task.undo' });
    await board.answer('restoreTask', permissionDenied);
    expect(board.is({ undo: 'offered' })).toBe(true);
    expect(board.context().error?.code).toBe('PERMISSION_DENIED');
    expect(board.context().lastDeleted).toMatchObject({ kidId: 'ada', taskId: 't1' });
    board.send({ type: 'task.undo' });
    expect(board.fakes.started.filter(({ id }) => id === 'restoreTask')).toHaveLength(2);
  });

  it('the second click of a double click on ✕ deletes nothing more; Undo restores the first', () => {
    const board = startBoard();
    board.send({ type: 'task.delete', kidId: 'ada', task: brushTeeth });
    // The row below moved up under the pointer: the second click lands on its ✕.
    board.send({ type: 'task.delete', kidId: 'ada', task: feedCat, repeat: true });
    expect(board.paramsOf(board.effects.deleteTask)).toEqual([
      { familyId: 'f1', date: TODAY, kidId: 'ada', taskId: 't1' },
    ]);
    expect(board.context().lastDeleted).toMatchObject({ kidId: 'ada', taskId: 't1' });
  });

  it('a double tap on ✕ deletes one task, even when the browser counts two single clicks', () => {
    const board = startBoard();
    board.send({ type: 'task.delete', kidId: 'ada', task: brushTeeth });
    board.clock.increment(150);
    // The row below moved up under the finger; the second tap reaches its ✕ as a click of its own.
    board.send({ type: 'task.delete', kidId: 'ada', task: feedCat });
    expect(board.paramsOf(board.effects.deleteTask)).toEqual([
      { familyId: 'f1', date: TODAY, kidId: 'ada', taskId: 't1' },
    ]);
    expect(board.context().lastDeleted).toMatchObject({ kidId: 'ada', taskId: 't1' });
  });

  it('a delete once the rows have settled is a tap of its own', () => {
    const board = startBoard();
    board.send({ type: 'task.delete', kidId: 'ada', task: brushTeeth });
    board.clock.increment(DELETE_SETTLES_MS);
    board.send({ type: 'task.delete', kidId: 'ada', task: feedCat });
    expect(board.paramsOf(board.effects.deleteTask).map((call) => call.taskId)).toEqual([
      't1',
      't2',
    ]);
    expect(board.context().lastDeleted).toMatchObject({ taskId: 't2' });
  });

  it('a store failure is shown until dismissed', () => {
    const board = startBoard();
    board.send({ type: 'store.failed', error: permissionDenied });
    expect(board.context().error?.code).toBe('PERMISSION_DENIED');
    board.send({ type: 'error.dismiss' });
    expect(board.context().error).toBeNull();
  });
});

describe('following the day in view', () => {
  it('later writes go to the day the board follows', async () => {
    const board = startBoard();
    board.send({ type: 'board.follow', date: TOMORROW });
    board.send({ type: 'task.toggle', kidId: 'ada', taskId: 't1', done: false });
    board.send({ type: 'task.delete', kidId: 'ada', task: brushTeeth });
    board.type('Read');
    board.send({ type: 'entry.commit', to: ADA });
    expect(board.paramsOf(board.effects.writeCompletion)[0]).toMatchObject({ date: TOMORROW });
    expect(board.paramsOf(board.effects.deleteTask)[0]).toMatchObject({ date: TOMORROW });
    expect(board.context().lastDeleted).toMatchObject({ date: TOMORROW });
    expect(board.fakes.started[0]?.input).toMatchObject({ date: TOMORROW });
  });
});

describe('telling the listeners whether a reload would lose something', () => {
  // With the listeners of a running app: dayBoardReportsActivity.test.ts.
  it('typing, clearing, opening and closing an editor each report', () => {
    const board = startBoard();
    board.type('F');
    board.type('');
    board.send({ type: 'editor.open', kidId: 'ada', task: brushTeeth });
    board.send({ type: 'editor.open', kidId: 'ada', task: brushTeeth });
    board.context().editors.t1?.send({ type: 'edit.cancel' });
    expect(board.effects.reportActivity).toHaveBeenCalledTimes(4);
  });
});

describe('moving a row', () => {
  it('asks for the new order of the kid’s column, with the rows as shown', () => {
    const board = startBoard();
    board.send({ type: 'task.move', kidId: 'ada', tasks: [brushTeeth, feedCat], from: 1, to: 0 });
    expect(board.paramsOf(board.effects.writeOrder)).toEqual([
      { familyId: 'f1', date: TODAY, kidId: 'ada', tasks: [brushTeeth, feedCat], from: 1, to: 0 },
    ]);
  });
});

describe('a routine task’s weekdays', () => {
  it('are written for that task of that kid, and every day clears them', () => {
    const board = startBoard();
    board.send({ type: 'task.schedule', kidId: 'ada', taskId: 't1', days: '2' });
    board.send({ type: 'task.schedule', kidId: 'ada', taskId: 't1', days: null });
    expect(board.paramsOf(board.effects.writeSchedule)).toEqual([
      { familyId: 'f1', date: TODAY, kidId: 'ada', taskId: 't1', days: '2' },
      { familyId: 'f1', date: TODAY, kidId: 'ada', taskId: 't1', days: null },
    ]);
  });
});

describe('turning one weekday on or off', () => {
  it('asks for that weekday of that task, to be worked out from its days as stored', () => {
    const board = startBoard();
    board.send({ type: 'task.toggleDay', kidId: 'ada', taskId: 't1', weekday: 6 });
    expect(board.paramsOf(board.effects.writeDayToggle)).toEqual([
      { familyId: 'f1', date: TODAY, kidId: 'ada', taskId: 't1', weekday: 6 },
    ]);
  });
});

describe('a task’s part of the day', () => {
  it('is written for that task of that kid, and any time clears it', () => {
    const board = startBoard();
    board.send({ type: 'task.part', kidId: 'ada', taskId: 't1', part: 'morning' });
    board.send({ type: 'task.part', kidId: 'ada', taskId: 't1', part: null });
    expect(board.paramsOf(board.effects.writePart)).toEqual([
      { familyId: 'f1', date: TODAY, kidId: 'ada', taskId: 't1', part: 'morning' },
      { familyId: 'f1', date: TODAY, kidId: 'ada', taskId: 't1', part: null },
    ]);
  });
});

describe('a routine task added for today’s weekday', () => {
  const addBath = async (board: ReturnType<typeof startBoard>) => {
    board.type('Bath');
    board.send({ type: 'entry.commit', to: FOR_TODAY });
    await board.answer('addTasks');
  };

  it('asks “Add to today as well?” for the kids whose today has its routine, and Yes adds it', async () => {
    const board = startBoard();
    await addBath(board);
    expect(board.is({ today: 'asking' })).toBe(true);
    expect(board.context().todayOffer).toEqual([
      { kidId: 'ada', title: 'Bath', part: 'evening', picture: '🛁' },
    ]);
    board.send({ type: 'today.add' });
    expect(board.fakes.started.filter((s) => s.id === 'addToToday')).toEqual([
      {
        id: 'addToToday',
        input: {
          familyId: 'f1',
          date: TODAY,
          tasks: [{ kidId: 'ada', title: 'Bath', part: 'evening', picture: '🛁' }],
        },
      },
    ]);
    board.fakes.resolve('addToToday', undefined);
    await flushPromises();
    expect(board.is({ today: 'quiet' })).toBe(true);
  });

  it('No changes nothing today', async () => {
    const board = startBoard();
    await addBath(board);
    board.send({ type: 'today.decline' });
    expect(board.is({ today: 'quiet' })).toBe(true);
    expect(board.fakes.started.filter((s) => s.id === 'addToToday')).toEqual([]);
  });

  it('a task not for today, or a day board’s task, asks nothing', async () => {
    const board = startBoard();
    board.type('Swim');
    board.send({ type: 'entry.commit', to: ADA });
    await board.answer('addTasks');
    expect(board.is({ today: 'quiet' })).toBe(true);
  });

  it('if adding to today fails, the error shows and the question is asked again', async () => {
    const board = startBoard();
    await addBath(board);
    board.send({ type: 'today.add' });
    board.fakes.reject('addToToday', permissionDenied);
    await flushPromises();
    expect(board.is({ today: 'asking' })).toBe(true);
    expect(board.context().error?.code).toBe('PERMISSION_DENIED');
    expect(board.context().todayOffer).toHaveLength(1);
  });
});
