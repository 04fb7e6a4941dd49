import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { titleEditorMachine, TitleEditorInput } from '../../machines/titleEditor';
import { visibleTrim } from '../../machines/domain/text';
import { useAppServices } from './appServices';

export interface TitleEditorReports {
  /** The field opened or closed: whoever holds the list knows, so a reload waits. */
  onOpenChange: (open: boolean) => void;
  /** An emptied title (where that deletes the row). */
  onEmptied?: () => void;
  /** What is typed while open, when it differs from the stored title ('' once it doesn't). */
  onTyped?: (draft: string) => void;
}

/**
 * One title's editor (TodoMVC-style: a small machine per row or group name): follows the
 * stored title, and reports to the list that holds it while it is open.
 */
export function useTitleEditor(
  logic: typeof titleEditorMachine,
  input: TitleEditorInput,
  reports: TitleEditorReports,
) {
  const { inspect } = useAppServices();
  const editor = useActorRef(logic, { input, inspect });
  // The latest callbacks, without re-subscribing on every render.
  const latest = useRef(reports);
  useEffect(() => {
    latest.current = reports;
  });

  useEffect(() => {
    const emptied = editor.on('task.emptied', () => latest.current.onEmptied?.());
    return () => emptied.unsubscribe();
  }, [editor]);

  useEffect(() => {
    editor.send({ type: 'title.heard', title: input.title });
  }, [editor, input.title]);

  useEffect(() => {
    let open = false;
    let typed = '';
    const follow = (snapshot: ReturnType<typeof editor.getSnapshot>) => {
      const nowOpen = !snapshot.matches('viewing');
      if (nowOpen !== open) {
        open = nowOpen;
        latest.current.onOpenChange(open);
      }
      const { draft, title } = snapshot.context;
      const changed = visibleTrim(draft) === title ? '' : draft;
      if (open && changed !== typed) {
        typed = changed;
        latest.current.onTyped?.(typed);
      }
    };
    follow(editor.getSnapshot());
    const subscription = editor.subscribe(follow);
    return () => {
      subscription.unsubscribe();
      if (open) latest.current.onOpenChange(false);
    };
  }, [editor]);

  return editor;
}
