/** What the views read from a title editor (a task's row, a library item, a group's name). */
import type { SnapshotFrom } from 'xstate';
import type { ShownError } from '../shared/errors';
import type { titleEditorMachine } from './titleEditorMachine';

type TitleEditorSnapshot = SnapshotFrom<typeof titleEditorMachine>;

/** The title's field is open: being edited, saved, or added again. */
export const selectIsEditorOpen = (snapshot: TitleEditorSnapshot): boolean =>
  !snapshot.matches('closed');

/** The field takes no typing: the title is being saved or added again (or the field is shut). */
export const selectIsEditorBusy = (snapshot: TitleEditorSnapshot): boolean =>
  !snapshot.matches('editing');

/** The title is being saved. */
export const selectIsEditorSaving = (snapshot: TitleEditorSnapshot): boolean =>
  snapshot.matches('saving');

/** What is in the field; kept when a save fails. */
export const selectEditorDraft = (snapshot: TitleEditorSnapshot): string => snapshot.context.draft;

/** Why an emptied title is refused, while the field is empty; `null` otherwise. */
export const selectEditorHint = (snapshot: TitleEditorSnapshot): string | null =>
  snapshot.context.hint;

/** Why the last save failed, until the next one. */
export const selectEditorError = (snapshot: TitleEditorSnapshot): ShownError | null =>
  snapshot.context.error;
