import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { useTaskEditor } from '../app/useTaskEditor';
import { errorHeadline } from './errorMessages';

type Editor = ReturnType<typeof useTaskEditor>;

/**
 * The title being edited: Enter or leaving commits, Escape cancels; a failed save keeps the
 * text; an emptied title deletes the task (and "Undo" is offered).
 */
export function TaskTitleField({ editor }: { editor: Editor }) {
  const draft = useSelector(editor, (snapshot) => snapshot.context.draft);
  const error = useSelector(editor, (snapshot) => snapshot.context.error);
  const saving = useSelector(editor, (snapshot) => !snapshot.matches('editing'));
  const fieldRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  const commit = () => editor.send({ type: 'edit.commit' });

  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);

  return (
    <div className="task-row__field">
      <input
        ref={fieldRef}
        className="text-input task-row__input"
        type="text"
        aria-label="Edit task"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-busy={saving || undefined}
        autoComplete="off"
        enterKeyHint="done"
        value={draft}
        onChange={(event) => editor.send({ type: 'edit.change', value: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            editor.send({ type: 'edit.cancel' });
          }
        }}
        onBlur={commit}
      />
      {error && (
        <p id={errorId} className="task-row__error" role="alert">
          {errorHeadline(error.code)} <span className="task-row__code">({error.code})</span>
        </p>
      )}
    </div>
  );
}
