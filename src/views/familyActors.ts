import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { dayBoardMachine } from '../../machines/dayBoard';
import type { dayNavigationMachine } from '../../machines/dayNavigation';
import type { listenersMachine } from '../../machines/listeners';

/** The app's children while a family is open; the family's screens hand them to their parts. */
export interface FamilyActors {
  board: ActorRefFrom<typeof dayBoardMachine>;
  /** The same board machine over the kids' routines. */
  routineBoard: ActorRefFrom<typeof dayBoardMachine>;
  listeners: ActorRefFrom<typeof listenersMachine>;
  navigation: ActorRefFrom<typeof dayNavigationMachine>;
}

export const FamilyActorsContext = createContext<FamilyActors | null>(null);

export function useFamilyActors(): FamilyActors {
  const actors = useContext(FamilyActorsContext);
  if (!actors) throw new Error('useFamilyActors needs the family’s screens around it.');
  return actors;
}
