import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectIsOffline, type connectionMachine } from '../../machines/connection';
import { AppActorContext } from '../app/appActorContext';

/** Firebase mode, out of reach of the server: nothing is lost, and it will sync. */
export function OfflineBanner() {
  // The children's type is a union of every actor the app may invoke; the id says which.
  const connection = AppActorContext.useSelector((snapshot) => snapshot.children.connection) as
    ActorRefFrom<typeof connectionMachine> | undefined;
  const offline = useSelector(connection, (snapshot) =>
    snapshot ? selectIsOffline(snapshot) : false,
  );

  if (!offline) return null;
  return (
    <div className="offline-banner" role="status">
      <p className="offline-banner__text">
        <span aria-hidden="true">📴 </span>
        You’re offline. Changes are kept on this device and will sync when you’re back online.
      </p>
    </div>
  );
}
