import { createContext, useContext } from 'react';
import type { CalendarDate } from '../../machines/calendar';
import { taskEditorMachine } from '../../machines/taskEditorMachine';
import type { Store } from '../store/port';
import { createTaskEditorEffects } from './effects/boardEffects';

export interface TaskLocation {
  familyId: string;
  date: CalendarDate;
  kidId: string;
  taskId: string;
}

/** What views may create besides the app actor: the per-row editors, with their effects. */
export interface AppServices {
  taskEditorLogic(where: TaskLocation): typeof taskEditorMachine;
}

export function createAppServices(store: Store): AppServices {
  return {
    taskEditorLogic: (where) =>
      taskEditorMachine.provide({ actors: createTaskEditorEffects(store, where) }),
  };
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs an AppServicesContext provider.');
  return services;
}
