// The model walk proves every transition on the real machine; the tests after it read like the spec.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyEventObject } from 'xstate';
import {
  taskListMachine,
  taskListSelectors,
  type Task,
  type TaskListEvent,
} from '../../machines/taskListMachine';
import {
  createFakeActors,
  createMachineTestModel,
  deriveTestModelMachine,
  expectFullTransitionCoverage,
  getTransitionCoveringPaths,
  listTransitionKeys,
  walkPathOnRealMachine,
  type StepExecutor,
} from '../support/machineModel';

const DATE = '2026-11-22';

function task(id: string, title: string): Task {
  return { id, title, completed: false, order: 1 };
}

function start() {
  const fakes = createFakeActors();
  const machine = taskListMachine.provide({
    actors: { listenToTasks: fakes.callback(), addTask: fakes.promise() },
  });
  const actor = createActor(machine, { input: { date: DATE } });
  actor.start();
  const send = (event: TaskListEvent) => actor.send(event);
  const fromStore = (event: TaskListEvent) => fakes.sendBack('listenToTasks', event);
  const typeAndPressEnter = (text: string) => {
    send({ type: 'draft.change', text });
    send({ type: 'task.add' });
  };
  const addsStarted = () => fakes.started.filter((started) => started.id === 'addTask');
  return { actor, fakes, send, fromStore, typeAndPressEnter, addsStarted };
}

async function settled(actor: ReturnType<typeof start>['actor']) {
  return waitFor(actor, (snapshot) => snapshot.matches({ entry: 'typing' }));
}

describe('the task list machine, walked from its model', () => {
  const input = { date: DATE };
  const events: AnyEventObject[] = [
    { type: 'draft.change', text: '  Feed the cat  ' },
    { type: 'draft.change', text: '   ' },
    { type: 'tasks.changed', tasks: [task('a', 'Brush teeth')] },
    { type: 'store.failed', code: 'PERMISSION_DENIED', message: 'Not allowed.' },
    { type: 'xstate.done.actor.addTask', output: 'new-key' },
    {
      type: 'xstate.error.actor.addTask',
      error: { code: 'VALUE_TOO_LARGE', message: 'The text is too big.' },
    },
  ];
  // The listener's events come through the running callback actor, as in the app.
  const fromListener: StepExecutor = (event, { fakes }) => fakes.sendBack('listenToTasks', event);
  const paths = getTransitionCoveringPaths(
    createMachineTestModel(taskListMachine, { input, events }),
  );
  const taken = new Set<string>();

  it('the model has exactly the machine’s transitions', () => {
    const model = deriveTestModelMachine(taskListMachine);
    expect(listTransitionKeys(model).sort()).toEqual(listTransitionKeys(taskListMachine).sort());
  });

  for (const modelPath of paths) {
    it(`walks ${modelPath.description}`, async () => {
      await walkPathOnRealMachine(modelPath, {
        machine: taskListMachine,
        input,
        actors: (fakes) => ({ listenToTasks: fakes.callback() }),
        exec: { 'tasks.changed': fromListener, 'store.failed': fromListener },
        taken,
        compareContext: true,
      });
    });
  }

  it('walks every transition of the machine', () => {
    expectFullTransitionCoverage(taskListMachine, taken);
  });
});

describe('a day’s task list', () => {
  it('listens to the day it was given and shows loading until the first list arrives', () => {
    const { actor, fakes, fromStore } = start();

    expect(fakes.started).toEqual([{ id: 'listenToTasks', input: { date: DATE } }]);
    expect(taskListSelectors.isLoading(actor.getSnapshot())).toBe(true);

    fromStore({ type: 'tasks.changed', tasks: [] });

    expect(taskListSelectors.isLoading(actor.getSnapshot())).toBe(false);
    expect(taskListSelectors.tasks(actor.getSnapshot())).toEqual([]);
  });

  it('shows every new list the store sends', () => {
    const { actor, fromStore } = start();
    fromStore({ type: 'tasks.changed', tasks: [task('a', 'Brush teeth')] });

    fromStore({ type: 'tasks.changed', tasks: [task('a', 'Brush teeth'), task('b', 'Read')] });

    expect(taskListSelectors.tasks(actor.getSnapshot()).map((t) => t.title)).toEqual([
      'Brush teeth',
      'Read',
    ]);
  });

  it('adds the trimmed title and clears the box once the write succeeds', async () => {
    const { actor, fakes, fromStore, typeAndPressEnter, addsStarted } = start();
    fromStore({ type: 'tasks.changed', tasks: [] });

    typeAndPressEnter('  Feed the cat  ');

    expect(taskListSelectors.isAdding(actor.getSnapshot())).toBe(true);
    expect(addsStarted()).toEqual([
      { id: 'addTask', input: { date: DATE, title: 'Feed the cat' } },
    ]);
    expect(taskListSelectors.draft(actor.getSnapshot())).toBe('  Feed the cat  ');

    fakes.resolve('addTask', 'new-key');
    const snapshot = await settled(actor);

    expect(taskListSelectors.draft(snapshot)).toBe('');
    expect(snapshot.context.pendingTitle).toBeNull();
  });

  it('refuses an empty or whitespace title with a notice, and writes nothing', () => {
    const { actor, send, typeAndPressEnter, addsStarted } = start();

    send({ type: 'task.add' });
    expect(taskListSelectors.blankTitleRefused(actor.getSnapshot())).toBe(true);

    typeAndPressEnter('   ');

    expect(taskListSelectors.blankTitleRefused(actor.getSnapshot())).toBe(true);
    expect(taskListSelectors.draft(actor.getSnapshot())).toBe('   ');
    expect(addsStarted()).toEqual([]);
  });

  it('typing again takes the notice away', () => {
    const { actor, send } = start();
    send({ type: 'task.add' });

    send({ type: 'draft.change', text: 'T' });

    expect(taskListSelectors.blankTitleRefused(actor.getSnapshot())).toBe(false);
  });

  it('keeps the text in the box and shows the code and message when the write is rejected', async () => {
    const { actor, fakes, typeAndPressEnter } = start();
    typeAndPressEnter('Very long title');

    fakes.reject('addTask', { code: 'VALUE_TOO_LARGE', message: 'The text is too big.' });
    const snapshot = await settled(actor);

    expect(taskListSelectors.draft(snapshot)).toBe('Very long title');
    expect(taskListSelectors.problem(snapshot)).toEqual({
      during: 'adding',
      code: 'VALUE_TOO_LARGE',
      message: 'The text is too big.',
    });
  });

  it('describes a rejection without a code or message in plain words', async () => {
    const { actor, fakes, typeAndPressEnter } = start();
    typeAndPressEnter('Tidy up');

    fakes.reject('addTask', 'nope');
    const snapshot = await settled(actor);

    expect(taskListSelectors.problem(snapshot)).toEqual({
      during: 'adding',
      code: 'UNKNOWN',
      message: 'Something went wrong.',
    });
  });

  it('a successful add takes away the banner of an earlier rejected add', async () => {
    const { actor, fakes, typeAndPressEnter } = start();
    typeAndPressEnter('Tidy up');
    fakes.reject('addTask', { code: 'STORAGE_FAILED', message: 'The disk is full.' });
    await settled(actor);

    typeAndPressEnter('Tidy up');
    fakes.resolve('addTask', 'new-key');
    const snapshot = await settled(actor);

    expect(taskListSelectors.problem(snapshot)).toBeNull();
  });

  it('keeps what was typed while the write was under way', async () => {
    const { actor, fakes, send, typeAndPressEnter } = start();
    typeAndPressEnter('Water the plants');

    send({ type: 'draft.change', text: 'Walk the dog' });
    fakes.resolve('addTask', 'new-key');
    const snapshot = await settled(actor);

    expect(taskListSelectors.draft(snapshot)).toBe('Walk the dog');
  });

  it('a second Enter while the write is under way adds nothing more', () => {
    const { send, typeAndPressEnter, addsStarted } = start();
    typeAndPressEnter('Make the bed');

    send({ type: 'task.add' });

    expect(addsStarted()).toHaveLength(1);
  });

  it('shows a listener failure before the first list, and takes it away when a list arrives', () => {
    const { actor, fromStore } = start();

    fromStore({ type: 'store.failed', code: 'PERMISSION_DENIED', message: 'Not allowed.' });

    expect(actor.getSnapshot().matches({ list: 'unavailable' })).toBe(true);
    expect(taskListSelectors.problem(actor.getSnapshot())).toEqual({
      during: 'loading',
      code: 'PERMISSION_DENIED',
      message: 'Not allowed.',
    });

    fromStore({ type: 'tasks.changed', tasks: [task('a', 'Read')] });

    expect(actor.getSnapshot().matches({ list: 'showing' })).toBe(true);
    expect(taskListSelectors.problem(actor.getSnapshot())).toBeNull();
  });

  it('keeps a rejected add’s banner when the list comes back', async () => {
    const { actor, fakes, fromStore, typeAndPressEnter } = start();
    fromStore({ type: 'store.failed', code: 'UNAVAILABLE', message: 'Offline.' });
    typeAndPressEnter('Read');
    fakes.reject('addTask', { code: 'VALUE_TOO_LARGE', message: 'Too big.' });
    await settled(actor);

    fromStore({ type: 'tasks.changed', tasks: [] });

    expect(taskListSelectors.problem(actor.getSnapshot())?.code).toBe('VALUE_TOO_LARGE');
  });

  it('shows a listener failure after the list was shown, keeping the tasks', () => {
    const { actor, fromStore } = start();
    fromStore({ type: 'tasks.changed', tasks: [task('a', 'Read')] });

    fromStore({ type: 'store.failed', code: 'DISCONNECTED', message: 'Lost the store.' });

    expect(actor.getSnapshot().matches({ list: 'unavailable' })).toBe(true);
    expect(taskListSelectors.tasks(actor.getSnapshot())).toHaveLength(1);
    expect(taskListSelectors.problem(actor.getSnapshot())?.code).toBe('DISCONNECTED');
  });

  it('dismissing the banner hides it', () => {
    const { actor, fromStore, send } = start();
    fromStore({ type: 'store.failed', code: 'DISCONNECTED', message: 'Lost the store.' });

    send({ type: 'problem.dismiss' });

    expect(taskListSelectors.problem(actor.getSnapshot())).toBeNull();
  });

  it('stops listening when it stops', () => {
    const { actor, fakes } = start();

    actor.stop();

    expect(fakes.isRunning('listenToTasks')).toBe(false);
  });
});
