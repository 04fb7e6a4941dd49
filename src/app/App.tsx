import { useMemo, useState } from 'react';
import { taskListMachine } from '../../machines/taskListMachine';
import type { Store } from '../store/port';
import { DayPage } from './DayPage';
import { localDate } from './dates';
import { TaskListContext } from './taskList/taskListContext';
import { createTaskListImplementations } from './taskList/taskListImplementations';

export interface AppProps {
  store: Store;
  /** The clock; tests pass a fixed moment. */
  now: () => Date;
}

export function App({ store, now }: AppProps) {
  const [today] = useState(() => localDate(now()));
  const taskList = useMemo(
    () => taskListMachine.provide(createTaskListImplementations({ store })),
    [store],
  );

  return (
    <TaskListContext.Provider logic={taskList} options={{ input: { date: today } }}>
      <DayPage today={today} />
    </TaskListContext.Provider>
  );
}
