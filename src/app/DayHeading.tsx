import { taskListSelectors } from '../../machines/taskListMachine';
import { parseLocalDate } from './dates';
import { TaskListContext } from './taskList/taskListContext';

/** Names the day in view in words ("Sunday 22 November"), with "Today" when it is. */
export function DayHeading({ today }: { today: string }) {
  const date = TaskListContext.useSelector(taskListSelectors.date);
  const day = parseLocalDate(date);

  return (
    <h1 className="day-heading">
      {date === today && (
        <span className="day-heading__today">
          Today<span className="visually-hidden">,</span>{' '}
        </span>
      )}
      {/* "22 November" stays on one line when a phone wraps the heading. */}
      <span className="day-heading__date-part">{day.format('dddd')}</span>{' '}
      <span className="day-heading__date-part">{day.format('D MMMM')}</span>
    </h1>
  );
}
