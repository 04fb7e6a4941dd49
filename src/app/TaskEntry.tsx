import { useId, type FormEvent } from 'react';
import { taskListSelectors } from '../../machines/taskListMachine';
import { TaskListContext } from './taskList/taskListContext';

/** The entry box: Enter (or the Add button) adds the trimmed title. */
export function TaskEntry() {
  const taskList = TaskListContext.useActorRef();
  const draft = TaskListContext.useSelector(taskListSelectors.draft);
  const blankTitleRefused = TaskListContext.useSelector(taskListSelectors.blankTitleRefused);
  const adding = TaskListContext.useSelector(taskListSelectors.isAdding);
  const inputId = useId();
  const noticeId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    taskList.send({ type: 'task.add' });
  }

  return (
    <form className="task-entry" onSubmit={handleSubmit} aria-busy={adding}>
      <label className="task-entry__label" htmlFor={inputId}>
        Add a task
      </label>
      <div className="task-entry__row">
        <input
          id={inputId}
          className="task-entry__input"
          type="text"
          placeholder="What needs to be done?"
          autoComplete="off"
          enterKeyHint="enter"
          value={draft}
          aria-describedby={noticeId}
          onChange={(event) => taskList.send({ type: 'draft.change', text: event.target.value })}
        />
        <button className="button button--primary" type="submit">
          Add
        </button>
      </div>
      <p id={noticeId} className="task-entry__notice" role="status">
        {blankTitleRefused ? 'The box is empty — type a task first, then press Enter.' : ''}
      </p>
    </form>
  );
}
