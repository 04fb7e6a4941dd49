/** What the views read from the connection machine. */
import type { SnapshotFrom } from 'xstate';
import type { connectionMachine, SyncRefusal } from './connectionMachine';

type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;

/**
 * What the banner says about the family's changes: they are kept while offline, being sent once
 * back, then all saved; `null` says nothing.
 */
export type ConnectionNotice = 'offline' | 'sending' | 'saved' | null;

export const selectNotice = (snapshot: ConnectionSnapshot): ConnectionNotice => {
  if (snapshot.matches('offline')) return 'offline';
  if (snapshot.matches({ catchingUp: 'saved' })) return 'saved';
  if (snapshot.matches('catchingUp')) return 'sending';
  return null;
};

/** How many changes are kept on this device until the server has them. */
export const selectWaiting = (snapshot: ConnectionSnapshot): number => snapshot.context.waiting;

/** The changes the server refused, each shown until dismissed (by its index here). */
export const selectRefusals = (snapshot: ConnectionSnapshot): readonly SyncRefusal[] =>
  snapshot.context.refusals;
