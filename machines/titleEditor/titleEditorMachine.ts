import { assign, emit, fromPromise, setup } from 'xstate';
import { isBlank, visibleTrim } from '../domain/text';
import { toShownError, type ShownError } from '../shared/errors';

export interface TitleEditorContext {
  /** The title as stored. */
  title: string;
  /** What is in the edit field; kept when a save fails so nothing typed is lost. */
  draft: string;
  error: ShownError | null;
  /** Said when an emptied title is refused; `null`: an emptied title deletes the row. */
  emptyHint: string | null;
  /** The refusal, while the field is empty. */
  hint: string | null;
}

export interface TitleEditorInput {
  title: string;
  /** A title that cannot be emptied (a group's name) says this instead of deleting. */
  emptyHint?: string;
}

export type TitleEditorEvent =
  | { type: 'task.edit' }
  /** What is typed into the title field. */
  | { type: 'title.change'; value: string }
  | { type: 'edit.commit' }
  | { type: 'edit.cancel' }
  /** The task was deleted elsewhere while being edited: add what was typed as a new task. */
  | { type: 'edit.addAgain' }
  /** The stored title changed (another device, or our own save arriving). */
  | { type: 'title.heard'; title: string };

export const titleEditorMachine = setup({
  types: {
    context: {} as TitleEditorContext,
    input: {} as TitleEditorInput,
    events: {} as TitleEditorEvent,
    emitted: {} as { type: 'task.emptied' },
  },
  actors: {
    saveTitle: fromPromise<void, { title: string }>(async () => {
      throw new Error('saveTitle is provided by the app');
    }),
    /** Adds the title as a new task in the same list, after its last row. */
    addAgain: fromPromise<void, { title: string }>(async () => {
      throw new Error('addAgain is provided by the app');
    }),
  },
  guards: {
    isDraftEmpty: ({ context }) => isBlank(context.draft),
    /** Emptied, where that is refused rather than a delete. */
    isEmptyRefused: ({ context }) => context.emptyHint !== null && isBlank(context.draft),
    isDraftUnchanged: ({ context }) => visibleTrim(context.draft) === context.title,
  },
  actions: {
    startDraft: assign({ draft: ({ context }) => context.title, error: null, hint: null }),
    changeDraft: assign({ draft: (_, params: { value: string }) => params.value, hint: null }),
    refuseEmpty: assign({ hint: ({ context }) => context.emptyHint }),
    storeTitle: assign({ title: (_, params: { title: string }) => params.title }),
    keepTrimmedDraft: assign({ title: ({ context }) => visibleTrim(context.draft), error: null }),
    showError: assign({ error: (_, params: { error: unknown }) => toShownError(params.error) }),
    /** Tells whoever shows the row that its title was emptied: the task or item is to be deleted. */
    announceEmptied: emit({ type: 'task.emptied' as const }),
  },
}).createMachine({
  id: 'titleEditor',
  description:
    "One title editor, for one of three titles: a task's (a row of the Day or Routine board), a library item's, or a library group's name. Viewing, editing, saving; an emptied task or item title asks for it to be deleted, an emptied group name is refused with a hint; a title changed elsewhere meanwhile is kept in view, a failed save keeps what was typed, and a task deleted elsewhere while its title was being edited can be added again.",
  context: ({ input }) => ({
    title: input.title,
    draft: input.title,
    error: null,
    emptyHint: input.emptyHint ?? null,
    hint: null,
  }),
  initial: 'viewing',
  on: {
    'title.heard': {
      actions: { type: 'storeTitle', params: ({ event }) => ({ title: event.title }) },
    },
  },
  states: {
    viewing: {
      on: { 'task.edit': { target: 'editing', actions: 'startDraft' } },
    },
    editing: {
      on: {
        'title.change': {
          actions: { type: 'changeDraft', params: ({ event }) => ({ value: event.value }) },
        },
        'edit.commit': [
          { guard: 'isEmptyRefused', actions: 'refuseEmpty' },
          // An emptied title deletes the task or item; the board or the library does it (the board offers Undo).
          { guard: 'isDraftEmpty', target: 'viewing', actions: 'announceEmptied' },
          { guard: 'isDraftUnchanged', target: 'viewing' },
          { target: 'saving' },
        ],
        'edit.cancel': { target: 'viewing' },
        'edit.addAgain': [{ guard: 'isDraftEmpty' }, { target: 'addingAgain' }],
      },
    },
    /** The task is gone: what was typed goes back as a new task, once. */
    addingAgain: {
      invoke: {
        id: 'addAgain',
        src: 'addAgain',
        input: ({ context }) => ({ title: visibleTrim(context.draft) }),
        onDone: { target: 'viewing', actions: 'keepTrimmedDraft' },
        onError: {
          target: 'editing',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveTitle',
        src: 'saveTitle',
        input: ({ context }) => ({ title: visibleTrim(context.draft) }),
        onDone: { target: 'viewing', actions: 'keepTrimmedDraft' },
        onError: {
          target: 'editing',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
