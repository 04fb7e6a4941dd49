// What the day board and the library share as hosts of the title editors they spawn: where
// they keep them, whether one is open, and letting one go once it is done.
import { assign, stopChild, type EventObject } from 'xstate';
import { editorOpenFor, titleIdOf, type TitleEditorRef } from './spawnedTitleEditor';

/** A host's editors, by the id of the title each edits (a task, an item, a group). */
export interface TitleEditorHostContext {
  editors: Record<string, TitleEditorRef>;
}

/** The host's guard: a title's editor is open already (a second tap opens nothing more). */
export const titleEditorHostGuards = {
  isEditorOpen: (
    { context }: { context: TitleEditorHostContext },
    params: { titleId: string },
  ): boolean => editorOpenFor(context.editors, params.titleId) !== null,
};

/** The host's actions to let an editor go once it is done (spread into its setup's actions). */
export function titleEditorHostActions<
  TContext extends TitleEditorHostContext,
  TEvent extends EventObject,
>() {
  return {
    /** The title is shown again: its editor is no longer the host's. */
    forgetEditor: assign<TContext, TEvent, { editorId: string }, TEvent, never>(
      ({ context }, params) => {
        const { [titleIdOf(params.editorId)]: _done, ...editors } = context.editors;
        return { editors } as Partial<TContext>;
      },
    ),
    stopEditor: stopChild<TContext, TEvent, { editorId: string }, TEvent>(
      (_, params) => params.editorId,
    ),
  };
}

/**
 * The host's transition for an editor that is done (its field closed), under
 * `'xstate.done.actor.edit.*'`: it is forgotten and stopped, and the host says whether a reload
 * would still lose something (`reportActivity`, the host's own).
 */
export function titleEditorDone() {
  const editorOf = ({ event }: { event: { actorId: string } }) => ({ editorId: event.actorId });
  return {
    actions: [
      { type: 'forgetEditor' as const, params: editorOf },
      { type: 'stopEditor' as const, params: editorOf },
      'reportActivity' as const,
    ],
  };
}
