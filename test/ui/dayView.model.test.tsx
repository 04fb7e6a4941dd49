// @vitest-environment jsdom
/**
 * The Day view, tested from a model of what a person does and sees. The model below is
 * a small state machine whose events are user actions; its paths are generated with
 * `createTestModel` and each is walked through the real app (real machines, real
 * IndexedDB store over fake-indexeddb) with Testing Library, checking the screen after
 * every step against the model's state.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { renderApp, seedFamily, createTestStore, type RenderedApp } from './support/renderApp';

interface ShownTask {
  title: string;
  done: boolean;
  order: number;
}

interface DayModel {
  /** Days from today: yesterday, today or tomorrow. */
  day: -1 | 0 | 1;
  /** Today's tasks in screen order (the other days are empty). */
  tasks: ShownTask[];
  /** The last deleted task while "Undo" is offered. */
  deleted: ShownTask | null;
}

const TITLES = ['Brush teeth', 'Feed the cat'];
const DAY_HEADINGS = {
  [-1]: 'Saturday 21 November',
  0: 'Sunday 22 November',
  1: 'Monday 23 November',
};

type UserAction =
  | 'add'
  | 'tick'
  | 'untick'
  | 'toggleAll'
  | 'editAndCommit'
  | 'editAndCancel'
  | 'commitEmpty'
  | 'delete'
  | 'undo'
  | 'previous'
  | 'next'
  | 'today';

const sorted = (tasks: ShownTask[]) => [...tasks].sort((a, b) => a.order - b.order);
const withoutFirst = ({ context }: { context: DayModel }) => ({
  tasks: context.tasks.slice(1),
  deleted: context.tasks[0] ?? null,
});

const dayViewModel = setup({
  types: { context: {} as DayModel, events: {} as { type: UserAction } },
  guards: {
    canAdd: ({ context }) => context.day === 0 && context.tasks.length < TITLES.length,
    hasUndone: ({ context }) => context.tasks.some((task) => !task.done),
    hasDone: ({ context }) => context.tasks.some((task) => task.done),
    hasTasks: ({ context }) => context.day === 0 && context.tasks.length > 0,
    canRename: ({ context }) =>
      context.day === 0 && context.tasks.length > 0 && !context.tasks[0]?.title.endsWith('!'),
    hasDeleted: ({ context }) => context.deleted !== null,
    canGoBack: ({ context }) => context.day > -1,
    canGoForward: ({ context }) => context.day < 1,
    isNotToday: ({ context }) => context.day !== 0,
  },
}).createMachine({
  id: 'dayView',
  context: { day: 0, tasks: [], deleted: null },
  on: {
    add: {
      guard: 'canAdd',
      actions: assign({
        tasks: ({ context }) => [
          ...context.tasks,
          {
            title: TITLES.find((t) => !context.tasks.some((task) => task.title === t)) ?? '',
            done: false,
            order: Math.max(0, ...context.tasks.map((task) => task.order)) + 1,
          },
        ],
      }),
    },
    tick: {
      guard: 'hasUndone',
      actions: assign({
        tasks: ({ context }) => {
          const index = context.tasks.findIndex((task) => !task.done);
          return context.tasks.map((task, i) => (i === index ? { ...task, done: true } : task));
        },
      }),
    },
    untick: {
      guard: 'hasDone',
      actions: assign({
        tasks: ({ context }) => {
          const index = context.tasks.findIndex((task) => task.done);
          return context.tasks.map((task, i) => (i === index ? { ...task, done: false } : task));
        },
      }),
    },
    toggleAll: {
      guard: 'hasTasks',
      actions: assign({
        tasks: ({ context }) => {
          const allDone = context.tasks.every((task) => task.done);
          return context.tasks.map((task) => ({ ...task, done: !allDone }));
        },
      }),
    },
    editAndCommit: {
      guard: 'canRename',
      actions: assign({
        tasks: ({ context }) =>
          context.tasks.map((task, i) => (i === 0 ? { ...task, title: `${task.title}!` } : task)),
      }),
    },
    editAndCancel: { guard: 'hasTasks' },
    commitEmpty: { guard: 'hasTasks', actions: assign(withoutFirst) },
    delete: { guard: 'hasTasks', actions: assign(withoutFirst) },
    undo: {
      guard: 'hasDeleted',
      actions: assign({
        tasks: ({ context }) => sorted([...context.tasks, context.deleted as ShownTask]),
        deleted: null,
      }),
    },
    previous: {
      guard: 'canGoBack',
      actions: assign({ day: ({ context }) => (context.day - 1) as -1 | 0 }),
    },
    next: {
      guard: 'canGoForward',
      actions: assign({ day: ({ context }) => (context.day + 1) as 0 | 1 }),
    },
    today: { guard: 'isNotToday', actions: assign({ day: 0 }) },
  },
});

const ACTIONS: UserAction[] = [
  'add',
  'tick',
  'untick',
  'toggleAll',
  'editAndCommit',
  'editAndCancel',
  'commitEmpty',
  'delete',
  'undo',
  'previous',
  'next',
  'today',
];

const column = () => screen.getByRole('region', { name: 'Ada' });
const rows = () => within(column()).queryAllByRole('listitem');
/** A row's title: what its checkbox is described by, as a screen reader reads it. */
function titleOf(row: HTMLElement): HTMLElement {
  const box = within(row).getByRole('checkbox', { name: 'Mark (in)complete' });
  const title = document.getElementById(box.getAttribute('aria-describedby') ?? '');
  if (!title) throw new Error('The row’s checkbox is not described by its title.');
  return title;
}
const firstRowTitle = () => titleOf(rows()[0] as HTMLElement);

/** Performs one user action on the real app, the way a person would. */
async function perform(action: UserAction, app: RenderedApp, model: DayModel): Promise<void> {
  const { user } = app;
  const rowOf = (index: number) => rows()[index] as HTMLElement;
  const checkboxOf = (index: number) =>
    within(rowOf(index)).getByRole('checkbox', { name: 'Mark (in)complete' });
  switch (action) {
    case 'add': {
      const title = TITLES.find((t) => !model.tasks.some((task) => task.title === t)) ?? '';
      const box = screen.getByRole('textbox', { name: 'New task' });
      await user.type(box, `${title}{Enter}`);
      // Enter empties the box at once, however long the save takes: the next task starts fresh.
      expect(box).toHaveValue('');
      return;
    }
    case 'tick':
      await user.click(checkboxOf(model.tasks.findIndex((task) => !task.done)));
      return;
    case 'untick':
      await user.click(checkboxOf(model.tasks.findIndex((task) => task.done)));
      return;
    case 'toggleAll':
      await user.click(within(column()).getByRole('checkbox', { name: 'Mark all as complete' }));
      return;
    case 'editAndCommit':
      await user.dblClick(firstRowTitle());
      await user.type(await screen.findByRole('textbox', { name: 'Edit task' }), '!{Enter}');
      return;
    case 'editAndCancel':
      await user.dblClick(firstRowTitle());
      await user.type(await screen.findByRole('textbox', { name: 'Edit task' }), ' later{Escape}');
      return;
    case 'commitEmpty': {
      await user.dblClick(firstRowTitle());
      const field = await screen.findByRole('textbox', { name: 'Edit task' });
      await user.clear(field);
      await user.type(field, '{Enter}');
      return;
    }
    case 'delete':
      await user.click(screen.getByRole('button', { name: `Delete ${model.tasks[0]?.title}` }));
      return;
    case 'undo':
      await user.click(screen.getByRole('button', { name: 'Undo' }));
      return;
    case 'previous':
      await user.click(screen.getByRole('button', { name: 'Previous day' }));
      return;
    case 'next':
      await user.click(screen.getByRole('button', { name: 'Next day' }));
      return;
    case 'today':
      await user.click(screen.getByRole('button', { name: 'Today' }));
      return;
  }
}

/** What the screen must show in a model state. */
async function expectScreen(model: DayModel): Promise<void> {
  await waitFor(() => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(DAY_HEADINGS[model.day]);
    const shown = model.day === 0 ? model.tasks : [];
    expect(
      rows().map((row) => ({
        title: titleOf(row).textContent,
        done: (within(row).getByRole('checkbox', { name: 'Mark (in)complete' }) as HTMLInputElement)
          .checked,
      })),
    ).toEqual(shown.map(({ title, done }) => ({ title, done })));
    const toggleAll = within(column()).getByRole('checkbox', { name: 'Mark all as complete' });
    expect(toggleAll).toHaveProperty('checked', shown.length > 0 && shown.every((t) => t.done));
    if (shown.length > 0) {
      const doneCount = shown.filter((task) => task.done).length;
      expect(column()).toHaveTextContent(`${doneCount} of ${shown.length} done`);
    }
    expect(screen.queryByRole('button', { name: 'Today' }) !== null).toBe(model.day !== 0);
    expect(screen.queryByRole('button', { name: 'Undo' }) !== null).toBe(model.deleted !== null);
  });
}

/**
 * Screens that behave alike are one state: the day, which rows are done or edited, and
 * whether "Undo" is offered — everything the guards read. Exact titles and orders don't
 * multiply the states; each walk replays its own events through the model, so they are
 * still checked on screen at every step.
 */
function serializeScreen({ context }: { context: DayModel }): string {
  const { day, tasks, deleted } = context;
  const rows = tasks.map((task) => [task.done, task.title.endsWith('!')]);
  return JSON.stringify([day, rows, deleted !== null]);
}

const testModel = createTestModel(dayViewModel, {
  events: ACTIONS.map((type) => ({ type })),
  serializeState: (snapshot) => serializeScreen(snapshot as { context: DayModel }),
});
const paths = testModel.getShortestPaths();

describe('the Day view, walked along every shortest path of its model', () => {
  let app: RenderedApp | null = null;
  afterEach(() => {
    app?.unmount();
    app = null;
  });

  it('has a path to every screen state', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  for (const path of paths) {
    const steps = path.steps.slice(1).map((step) => step.event.type);
    it(steps.length ? steps.join(' → ') : 'shows the empty board', async () => {
      const store = createTestStore();
      await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
      app = renderApp('/fam', { store, familyId: 'fam' });
      await screen.findByRole('region', { name: 'Ada' });
      // The path gives the events; the model, replayed, gives exactly what each should show.
      const model = createActor(dayViewModel).start();
      await expectScreen(model.getSnapshot().context);
      for (const step of path.steps.slice(1)) {
        const action = step.event.type as UserAction;
        expect(model.getSnapshot().can({ type: action })).toBe(true);
        await perform(action, app, model.getSnapshot().context);
        model.send({ type: action });
        expect(serializeScreen(model.getSnapshot())).toBe(serializeScreen(step.state));
        await expectScreen(model.getSnapshot().context);
      }
    });
  }
});
