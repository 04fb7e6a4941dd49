import { useSelector } from '@xstate/react';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { appMachine } from '../../machines/app';

/** The running app: its actor, started before the first render (`startApp`). */
export type AppActor = ActorRefFrom<typeof appMachine>;
type AppSnapshot = SnapshotFrom<typeof appMachine>;

const ActorContext = createContext<AppActor | null>(null);

function AppActorProvider({ actor, children }: { actor: AppActor; children?: ReactNode }) {
  return createElement(ActorContext.Provider, { value: actor }, children);
}

function useAppActorRef(): AppActor {
  const actor = useContext(ActorContext);
  if (!actor) throw new Error('A view read the app actor outside <AppActorContext.Provider>.');
  return actor;
}

function useAppSelector<T>(
  selector: (snapshot: AppSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useAppActorRef(), selector, compare);
}

/**
 * The app actor, shared with every view; views read with selectors and only send events. The
 * shape of `@xstate/react`'s `createActorContext`, over an actor the entry has started already:
 * the family's reads begin as the script runs, not once React has rendered and painted.
 */
export const AppActorContext = {
  Provider: AppActorProvider,
  useActorRef: useAppActorRef,
  useSelector: useAppSelector,
};
