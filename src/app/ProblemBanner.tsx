import { taskListSelectors, type StoreProblem } from '../../machines/taskListMachine';
import { TaskListContext } from './taskList/taskListContext';

const HEADLINES: Record<StoreProblem['during'], string> = {
  adding: 'That task couldn’t be saved. What you typed is still in the box.',
  loading: 'The list couldn’t be loaded.',
};

/** A store error in plain words with its code; it never blocks the page. */
export function ProblemBanner() {
  const taskList = TaskListContext.useActorRef();
  const problem = TaskListContext.useSelector(taskListSelectors.problem);

  // The alert region stays in the page so that screen readers announce what appears in it.
  return (
    <div role="alert" className="problem-region">
      {problem && (
        <div className="problem-banner">
          <div className="problem-banner__text">
            <p className="problem-banner__headline">{HEADLINES[problem.during]}</p>
            <p className="problem-banner__message">{problem.message}</p>
            <p className="problem-banner__code">
              Error code: <code>{problem.code}</code>
            </p>
          </div>
          <button
            className="button button--quiet"
            type="button"
            onClick={() => taskList.send({ type: 'problem.dismiss' })}
          >
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
