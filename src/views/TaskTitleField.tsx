import { useSelector } from '@xstate/react';
import {
  selectEditorDraft,
  selectEditorError,
  selectIsEditorBusy,
  type TitleEditorRef,
} from '../../machines/titleEditor';
import { errorHeadline } from './errorMessages';
import { InlineEditField } from './InlineEditField';

/**
 * The title being edited: Enter or leaving commits, Escape cancels; a failed save keeps the
 * text; an emptied title deletes the task (and "Undo" is offered).
 */
export function TaskTitleField({ editor }: { editor: TitleEditorRef }) {
  const draft = useSelector(editor, selectEditorDraft);
  const error = useSelector(editor, selectEditorError);
  const saving = useSelector(editor, selectIsEditorBusy);

  return (
    <InlineEditField
      label="Edit task"
      value={draft}
      busy={saving}
      className="task-row__field"
      fieldClassName="task-row__input"
      problemClassName="task-row__error"
      problem={
        error && (
          <>
            {errorHeadline(error.code)} <span className="task-row__code">({error.code})</span>
            {error.code === 'TASK_DELETED' && (
              <button
                className="button button--soft task-row__again"
                type="button"
                // Pressed before the field is left, so leaving it does not commit first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => editor.send({ type: 'edit.addAgain' })}
              >
                Add it again
              </button>
            )}
          </>
        )
      }
      onChange={(value) => editor.send({ type: 'title.change', value })}
      onCommit={() => editor.send({ type: 'edit.commit' })}
      onCancel={() => editor.send({ type: 'edit.cancel' })}
    />
  );
}
