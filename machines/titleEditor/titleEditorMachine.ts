import { assign, fromPromise, setup } from 'xstate';
import type { CalendarDate } from '../calendar';
import type { Task } from '../domain/family';
import { isBlank, visibleTrim } from '../domain/text';
import { toShownError, type ShownError } from '../shared/errors';

/**
 * What a title belongs to, as the board or the library that opened its editor says: where its
 * save goes, and what an emptied title deletes.
 */
export type TitleSubject =
  /** A task's title in one kid's list, on the board's day (or the routine). */
  | { kind: 'task'; familyId: string; date: CalendarDate; kidId: string; task: Task }
  /** A library item's title. */
  | { kind: 'item'; familyId: string; groupId: string; itemId: string }
  /** A library group's name. */
  | { kind: 'group'; familyId: string; groupId: string };

/** A task's title, as the day board opens it. */
export type TaskSubject = Extract<TitleSubject, { kind: 'task' }>;

/** A library item's title. */
export type ItemSubject = Extract<TitleSubject, { kind: 'item' }>;

/** The task a title belongs to, or `null` for a library's title. */
export const taskSubjectOf = (subject: TitleSubject): TaskSubject | null =>
  subject.kind === 'task' ? subject : null;
/** The library item a title belongs to, or `null` for another title. */
export const itemSubjectOf = (subject: TitleSubject): ItemSubject | null =>
  subject.kind === 'item' ? subject : null;

export interface TitleEditorContext {
  subject: TitleSubject;
  /**
   * The title as stored when the field opened (then as saved): a draft left as it was is not
   * saved, so a rename made elsewhere meanwhile stands.
   */
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
  subject: TitleSubject;
  title: string;
  /** A title that cannot be emptied (a group's name) says this instead of deleting. */
  emptyHint?: string;
}

export type TitleEditorEvent =
  /** What is typed into the title field. */
  | { type: 'title.change'; value: string }
  | { type: 'edit.commit' }
  | { type: 'edit.cancel' }
  /** The task was deleted elsewhere while being edited: add what was typed as a new task. */
  | { type: 'edit.addAgain' }
  /** Whoever opened the editor asks what is typed and not saved (a family lost). */
  | { type: 'unsaved.ask' };

/** What a title's save and its "Add it again" are given. */
export interface TitleSave {
  title: string;
  subject: TitleSubject;
}

export const titleEditorMachine = setup({
  types: {
    context: {} as TitleEditorContext,
    input: {} as TitleEditorInput,
    events: {} as TitleEditorEvent,
  },
  actors: {
    saveTitle: fromPromise<void, TitleSave>(async () => {
      throw new Error('saveTitle is provided by the app');
    }),
    /** Adds the title as a new task in the same list, after its last row. */
    addAgain: fromPromise<void, TitleSave>(async () => {
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
    changeDraft: assign({ draft: (_, params: { value: string }) => params.value, hint: null }),
    refuseEmpty: assign({ hint: ({ context }) => context.emptyHint }),
    keepTrimmedDraft: assign({ title: ({ context }) => visibleTrim(context.draft), error: null }),
    showError: assign({ error: (_, params: { error: unknown }) => toShownError(params.error) }),
    /**
     * Tells whoever opened the editor that the title was emptied: the task or item is to be
     * deleted (provided by `spawnedTitleEditor`, as a message to the board or the library).
     */
    announceEmptied: (_, _params: { subject: TitleSubject }) => undefined,
    /** Tells whoever opened the editor what is typed and not saved (`spawnedTitleEditor`). */
    reportUnsaved: (_, _params: { texts: string[] }) => undefined,
  },
}).createMachine({
  id: 'titleEditor',
  description:
    "One open title editor, for one of three titles: a task's (a row of the Day or Routine board), a library item's, or a library group's name. The board or the library spawns it as its field opens, and it ends as the field closes (a final state). Editing, saving; an emptied task or item title asks whoever opened it to delete it, an emptied group name is refused with a hint; a title left as it was is not saved (a rename made elsewhere meanwhile stands), a failed save keeps what was typed, a task deleted elsewhere while its title was being edited can be added again, and, asked, it tells what is typed and not saved (reportUnsaved).",
  context: ({ input }) => ({
    subject: input.subject,
    title: input.title,
    draft: input.title,
    error: null,
    emptyHint: input.emptyHint ?? null,
    hint: null,
  }),
  initial: 'editing',
  on: {
    'unsaved.ask': {
      actions: {
        type: 'reportUnsaved',
        params: ({ context }) => ({ texts: changedDraft(context) }),
      },
    },
  },
  states: {
    editing: {
      on: {
        'title.change': {
          actions: { type: 'changeDraft', params: ({ event }) => ({ value: event.value }) },
        },
        'edit.commit': [
          { guard: 'isEmptyRefused', actions: 'refuseEmpty' },
          // An emptied title deletes the task or item; the board or the library does it (the board offers Undo).
          {
            guard: 'isDraftEmpty',
            target: 'closed',
            actions: {
              type: 'announceEmptied',
              params: ({ context }) => ({ subject: context.subject }),
            },
          },
          { guard: 'isDraftUnchanged', target: 'closed' },
          { target: 'saving' },
        ],
        'edit.cancel': { target: 'closed' },
        'edit.addAgain': [{ guard: 'isDraftEmpty' }, { target: 'addingAgain' }],
      },
    },
    /** The task is gone: what was typed goes back as a new task, once. */
    addingAgain: {
      invoke: {
        id: 'addAgain',
        src: 'addAgain',
        input: ({ context }) => ({ title: visibleTrim(context.draft), subject: context.subject }),
        onDone: { target: 'closed', actions: 'keepTrimmedDraft' },
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
        input: ({ context }) => ({ title: visibleTrim(context.draft), subject: context.subject }),
        onDone: { target: 'closed', actions: 'keepTrimmedDraft' },
        onError: {
          target: 'editing',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The field is closed: whoever opened the editor stops it. */
    closed: { type: 'final' },
  },
});

/** What is typed and not saved: the draft, when it is not blank and not the title as stored. */
function changedDraft(context: TitleEditorContext): string[] {
  const typed = visibleTrim(context.draft);
  return typed === '' || typed === context.title ? [] : [typed];
}
