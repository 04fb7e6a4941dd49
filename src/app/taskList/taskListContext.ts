import { createActorContext } from '@xstate/react';
import { taskListMachine } from '../../../machines/taskListMachine';

/** Shares one task list actor with the views; they read with `useSelector` and send events. */
export const TaskListContext = createActorContext(taskListMachine);
