import { taskListSelectors } from '../../machines/taskListMachine';
import { TaskListContext } from './taskList/taskListContext';

/** The day's tasks, a loading line until the first value arrives, or a friendly empty state. */
export function TaskList() {
  const loading = TaskListContext.useSelector(taskListSelectors.isLoading);
  const tasks = TaskListContext.useSelector(taskListSelectors.tasks);

  if (loading) {
    return (
      <p className="task-list__loading" role="status">
        Loading tasks…
      </p>
    );
  }
  if (tasks.length === 0) {
    return (
      <p className="task-list__empty">Nothing to do yet — type a task above and press Enter.</p>
    );
  }
  return (
    <ul className="task-list" aria-label="Tasks">
      {tasks.map((task) => (
        <li key={task.id} className="task-list__item">
          {task.title}
        </li>
      ))}
    </ul>
  );
}
