import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** One task of a day's list, as the view shows it. Parsed from the store in `src/`. */
export interface Task {
  id: string;
  title: string;
  /** `false`, or when it was ticked, in Unix seconds. */
  completed: false | number;
  order: number;
}

/** A store error in the words the page shows: an upper-cased code and a plain message. */
export interface StoreProblem {
  /** What the page was doing when the store refused. */
  during: 'loading' | 'adding';
  code: string;
  message: string;
}

export interface TaskListInput {
  /** The day in view, `YYYY-MM-DD` in local time. */
  date: string;
}

export interface TaskListContext {
  date: string;
  tasks: Task[];
  /** What is typed in the entry box. */
  draft: string;
  /** The title being written, so a draft typed meanwhile is not cleared. */
  pendingTitle: string | null;
  /** Set when Enter was pressed on an empty box; cleared by typing. */
  blankTitleRefused: boolean;
  problem: StoreProblem | null;
}

export type TaskListEvent =
  | { type: 'draft.change'; text: string }
  | { type: 'task.add' }
  | { type: 'problem.dismiss' }
  /** From the listener: the day's tasks, parsed and in display order. */
  | { type: 'tasks.changed'; tasks: Task[] }
  /** From the listener: the store stopped delivering the list. */
  | { type: 'store.failed'; code: string; message: string };

/** Reads a code and message from whatever an actor rejected with. */
function describeFailure(error: unknown): { code: string; message: string } {
  const fields =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  return {
    code: typeof fields.code === 'string' ? fields.code : 'UNKNOWN',
    message:
      typeof fields.message === 'string' && fields.message !== ''
        ? fields.message
        : 'Something went wrong.',
  };
}

export const taskListMachine = setup({
  types: {
    context: {} as TaskListContext,
    input: {} as TaskListInput,
    events: {} as TaskListEvent,
  },
  actors: {
    /** Sends `tasks.changed` with the day's tasks now and after every change, or `store.failed`. */
    listenToTasks: fromCallback<TaskListEvent, { date: string }>(() => {
      throw new Error('listenToTasks is provided by src/');
    }),
    /** Writes a new task with this title at the end of the day's list; resolves to its key. */
    addTask: fromPromise<string, { date: string; title: string }>(async () => {
      throw new Error('addTask is provided by src/');
    }),
  },
  guards: {
    draftIsBlank: ({ context }) => context.draft.trim() === '',
    draftIsUnchangedSinceAdding: ({ context }) => context.draft.trim() === context.pendingTitle,
  },
  actions: {
    rememberTasks: assign({
      tasks: (_, params: { tasks: Task[] }) => params.tasks,
    }),
    rememberDraft: assign({
      draft: (_, params: { text: string }) => params.text,
      blankTitleRefused: false,
    }),
    refuseBlankTitle: assign({ blankTitleRefused: true }),
    rememberPendingTitle: assign({ pendingTitle: ({ context }) => context.draft.trim() }),
    forgetPendingTitle: assign({ pendingTitle: null }),
    clearDraft: assign({ draft: '' }),
    showProblem: assign({
      problem: (_, params: StoreProblem) => params,
    }),
    dismissProblem: assign({ problem: null }),
    dismissAddingProblem: assign({
      problem: ({ context }) => (context.problem?.during === 'adding' ? null : context.problem),
    }),
    dismissLoadingProblem: assign({
      problem: ({ context }) => (context.problem?.during === 'loading' ? null : context.problem),
    }),
  },
}).createMachine({
  id: 'taskList',
  context: ({ input }) => ({
    date: input.date,
    tasks: [],
    draft: '',
    pendingTitle: null,
    blankTitleRefused: false,
    problem: null,
  }),
  type: 'parallel',
  invoke: {
    id: 'listenToTasks',
    src: 'listenToTasks',
    input: ({ context }) => ({ date: context.date }),
  },
  on: {
    'problem.dismiss': { actions: 'dismissProblem' },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          on: {
            'tasks.changed': {
              target: 'showing',
              actions: { type: 'rememberTasks', params: ({ event }) => ({ tasks: event.tasks }) },
            },
            'store.failed': {
              target: 'unavailable',
              actions: {
                type: 'showProblem',
                params: ({ event }) => ({
                  during: 'loading',
                  code: event.code,
                  message: event.message,
                }),
              },
            },
          },
        },
        showing: {
          on: {
            'tasks.changed': {
              actions: { type: 'rememberTasks', params: ({ event }) => ({ tasks: event.tasks }) },
            },
            'store.failed': {
              target: 'unavailable',
              actions: {
                type: 'showProblem',
                params: ({ event }) => ({
                  during: 'loading',
                  code: event.code,
                  message: event.message,
                }),
              },
            },
          },
        },
        unavailable: {
          on: {
            'tasks.changed': {
              target: 'showing',
              actions: [
                { type: 'rememberTasks', params: ({ event }) => ({ tasks: event.tasks }) },
                'dismissLoadingProblem',
              ],
            },
          },
        },
      },
    },
    entry: {
      initial: 'typing',
      states: {
        typing: {
          on: {
            'draft.change': {
              actions: { type: 'rememberDraft', params: ({ event }) => ({ text: event.text }) },
            },
            'task.add': [
              { guard: 'draftIsBlank', actions: 'refuseBlankTitle' },
              { target: 'adding', actions: 'rememberPendingTitle' },
            ],
          },
        },
        adding: {
          invoke: {
            id: 'addTask',
            src: 'addTask',
            input: ({ context }) => ({ date: context.date, title: context.pendingTitle ?? '' }),
            onDone: [
              {
                guard: 'draftIsUnchangedSinceAdding',
                target: 'typing',
                actions: ['clearDraft', 'forgetPendingTitle', 'dismissAddingProblem'],
              },
              {
                target: 'typing',
                actions: ['forgetPendingTitle', 'dismissAddingProblem'],
              },
            ],
            onError: {
              target: 'typing',
              actions: [
                'forgetPendingTitle',
                {
                  type: 'showProblem',
                  params: ({ event }) => ({ during: 'adding', ...describeFailure(event.error) }),
                },
              ],
            },
          },
          on: {
            // Typing goes on while the write is under way; a second Enter waits for it.
            'draft.change': {
              actions: { type: 'rememberDraft', params: ({ event }) => ({ text: event.text }) },
            },
          },
        },
      },
    },
  },
});

type TaskListSnapshot = SnapshotFrom<typeof taskListMachine>;

/** Selectors the view reads with; derived values are computed here, never stored. */
export const taskListSelectors = {
  isLoading: (snapshot: TaskListSnapshot) => snapshot.matches({ list: 'loading' }),
  isAdding: (snapshot: TaskListSnapshot) => snapshot.matches({ entry: 'adding' }),
  tasks: (snapshot: TaskListSnapshot) => snapshot.context.tasks,
  date: (snapshot: TaskListSnapshot) => snapshot.context.date,
  draft: (snapshot: TaskListSnapshot) => snapshot.context.draft,
  blankTitleRefused: (snapshot: TaskListSnapshot) => snapshot.context.blankTitleRefused,
  problem: (snapshot: TaskListSnapshot) => snapshot.context.problem,
};
