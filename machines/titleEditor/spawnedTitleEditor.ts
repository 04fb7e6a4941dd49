import { sendParent, type ActorRefFrom } from 'xstate';
import { titleEditorMachine, type TitleSubject } from './titleEditorMachine';

/** What an open title editor tells whoever spawned it (the day board, or the library). */
export type TitleEditorReport =
  /** The title was emptied: delete the task or item. */
  | { type: 'editor.emptied'; subject: TitleSubject }
  /** Asked, what is typed in it and not saved (none, or the one title). */
  | { type: 'unsaved.heard'; texts: string[] };

/**
 * The title editor as the day board and the library spawn it, one per open field (TodoMVC-style):
 * it tells its parent what it owns, and the parent stops it once it is done. The app provides its
 * store effects on top (`saveTitle`, `addAgain`).
 */
export const spawnedTitleEditor = titleEditorMachine.provide({
  actions: {
    announceEmptied: sendParent((_, params: { subject: TitleSubject }): TitleEditorReport => ({
      type: 'editor.emptied',
      subject: params.subject,
    })),
    reportUnsaved: sendParent((_, params: { texts: string[] }): TitleEditorReport => ({
      type: 'unsaved.heard',
      texts: params.texts,
    })),
  },
});

export type TitleEditorRef = ActorRefFrom<typeof titleEditorMachine>;

/** The child id of the editor open for a title (a task, an item or a group, by its id). */
export const editorIdOf = (titleId: string): string => `${EDITOR_PREFIX}${titleId}`;
/** The id of the title an editor's child id names. */
export const titleIdOf = (editorId: string): string => editorId.slice(EDITOR_PREFIX.length);
/** Ends with a dot: the parent hears its editors end as `xstate.done.actor.edit.*`. */
const EDITOR_PREFIX = 'edit.';

/**
 * The editor open for a title, or `null`: only the host's own entries count, so a title whose id
 * is a name objects carry anyway (`constructor`, `toString`…) is never taken for an open one.
 */
export function editorOpenFor(
  editors: Record<string, TitleEditorRef>,
  titleId: string,
): TitleEditorRef | null {
  return Object.hasOwn(editors, titleId) ? (editors[titleId] ?? null) : null;
}

const openIds = new WeakMap<object, readonly string[]>();
/**
 * The ids of the titles whose editors are open, as the same array for as long as the parent's
 * editors are the same (a view re-renders only when one opens or closes).
 */
export function openTitleIds(editors: Record<string, TitleEditorRef>): readonly string[] {
  let ids = openIds.get(editors);
  if (!ids) {
    ids = Object.keys(editors);
    openIds.set(editors, ids);
  }
  return ids;
}
