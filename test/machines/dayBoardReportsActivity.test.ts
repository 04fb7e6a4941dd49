// The day board tells the listeners of the same app whether a reload now would lose something typed
// (docs/design.md "Day changes"): here both real machines run side by side, as in `family`.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { CalendarDate } from '../../machines/calendar';
import type { Task } from '../../machines/domain/family';
import { dayBoardMachine, selectEditorOf, type DayBoardEvent } from '../../machines/dayBoard';
import { listenersMachine, type TodayReading } from '../../machines/listeners';
import { flushPromises } from '../support/machineModel';

const TODAY = '2026-11-22' as CalendarDate;
const input = { familyId: 'f1', date: TODAY, picked: null };
const brushTeeth: Task = { id: 't1', title: 'Brush teeth', completed: false, order: 1 };
const feedCat: Task = { id: 't2', title: 'Feed the cat', completed: false, order: 2 };

function startFamily() {
  const quietListeners = listenersMachine.provide({
    actors: {
      listenToFamily: fromCallback(() => () => undefined),
      watchPage: fromCallback(() => () => undefined),
      readToday: fromPromise(() => new Promise<TodayReading>(() => undefined)),
    },
  });
  const board = dayBoardMachine.provide({
    actors: { addTasks: fromPromise(async ({ input }) => input.title) },
  });
  const family = setup({ actors: { listeners: quietListeners, dayBoard: board } }).createMachine({
    invoke: [
      {
        src: 'listeners',
        systemId: 'listeners',
        input: { ...input, loadedOn: TODAY, showingDay: true },
      },
      { src: 'dayBoard', systemId: 'dayBoard', input },
    ],
  });
  const app = createActor(family).start();
  return {
    send: (event: DayBoardEvent) => app.system.get('dayBoard')?.send(event),
    /** What the user does in a row's open title field (its editor, spawned by the board). */
    editor: (taskId: string) =>
      selectEditorOf(taskId)(
        (app.system.get('dayBoard') as ActorRefFrom<typeof dayBoardMachine>).getSnapshot(),
      ),
    busy: (): boolean => app.system.get('listeners')?.getSnapshot().context.busyWith.length > 0,
  };
}

describe('the listeners hear whether something would be lost', () => {
  it('text in the entry box is busy; once added, it is not', async () => {
    const { send, busy } = startFamily();
    expect(busy()).toBe(false);
    send({ type: 'entry.change', value: 'Feed the cat' });
    expect(busy()).toBe(true);
    send({ type: 'entry.commit', to: [{ kidId: 'ada', order: 1 }] });
    await flushPromises();
    expect(busy()).toBe(false);
  });

  it('clearing the box by hand is not busy', () => {
    const { send, busy } = startFamily();
    send({ type: 'entry.change', value: 'Feed' });
    send({ type: 'entry.change', value: '  ' });
    expect(busy()).toBe(false);
  });

  it('an open editor is busy until every open editor is closed', () => {
    const { send, busy, editor } = startFamily();
    send({ type: 'editor.open', kidId: 'ada', task: brushTeeth });
    send({ type: 'editor.open', kidId: 'ada', task: feedCat });
    editor('t1')?.send({ type: 'edit.cancel' });
    expect(busy()).toBe(true);
    editor('t2')?.send({ type: 'title.change', value: 'Feed the cat' });
    editor('t2')?.send({ type: 'edit.commit' });
    expect(busy()).toBe(false);
  });
});

describe('a task whose id every object carries', () => {
  it('“constructor” opens an editor of its own, and closing it leaves the board idle', () => {
    const { send, busy, editor } = startFamily();
    const odd: Task = { id: 'constructor', title: 'Odd one', completed: false, order: 3 };
    expect(editor('constructor')).toBeNull();
    send({ type: 'editor.open', kidId: 'ada', task: odd });
    expect(busy()).toBe(true);
    editor('constructor')?.send({ type: 'edit.cancel' });
    expect(busy()).toBe(false);
  });
});
