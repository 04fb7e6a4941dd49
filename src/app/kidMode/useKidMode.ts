import type { ActorRefFrom } from 'xstate';
import type { kidModeMachine } from '../../../machines/kidMode';
import { selectInKidModeHere, selectKidModeActor } from '../../../machines/app/selectors';
import { AppActorContext } from '../appActorContext';

export type KidModeActor = ActorRefFrom<typeof kidModeMachine>;

/** The device's mode and its gate, run by the app machine. */
export function useKidModeActor(): KidModeActor {
  // The children's types are a union of every actor the app may invoke; the id says which.
  const actor = AppActorContext.useSelector(selectKidModeActor);
  if (!actor) throw new Error('The app runs no kid mode machine.');
  return actor as unknown as KidModeActor;
}

/** This device is in kid mode for the family on screen. */
export function useInKidMode(): boolean {
  return AppActorContext.useSelector(selectInKidModeHere);
}
