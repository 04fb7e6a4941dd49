import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { selectConnectionActor } from '../../machines/app';
import type { connectionMachine } from '../../machines/connection';
import { untilStarted } from '../../machines/shared/selectors';
import { AppActorContext } from '../app/appActorContext';

export type ConnectionActor = ActorRefFrom<typeof connectionMachine>;
type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;

/** The app's connection machine: whether changes reach the server, and what waits for it. */
export function useConnection(): ConnectionActor | undefined {
  // The children's type is a union of every actor the app may invoke; the id says which.
  return AppActorContext.useSelector(selectConnectionActor) as ConnectionActor | undefined;
}

/** A connection selector's answer, or `none` before the app has started its connection. */
export function useConnectionSelector<T>(
  selector: (snapshot: ConnectionSnapshot) => T,
  none: T,
): T {
  return useSelector(useConnection(), untilStarted(selector, none));
}
