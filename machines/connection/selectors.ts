/** What the views read from the connection machine. */
import type { SnapshotFrom } from 'xstate';
import type { connectionMachine } from './connectionMachine';

type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;

/** The server has been out of reach long enough for the banner to say so. */
export const selectIsOffline = (snapshot: ConnectionSnapshot): boolean =>
  snapshot.matches('offline');
