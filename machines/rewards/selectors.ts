import type { SnapshotFrom } from 'xstate';
import type { RequestState } from '../domain/rewards';
import type { requestMachine } from './requestMachine';

type RequestSnapshot = SnapshotFrom<typeof requestMachine>;

/** Where the request stands once placed (`placing` lasts no step). */
export const selectRequestState = (snapshot: RequestSnapshot): RequestState =>
  snapshot.value === 'placing' ? 'requested' : snapshot.value;

/** The stars it holds: its cost while requested, none otherwise. */
export const selectHolds = (snapshot: RequestSnapshot): boolean => snapshot.matches('requested');

/** The stars it spent: its cost once granted or given, until reversed. */
export const selectSpends = (snapshot: RequestSnapshot): boolean =>
  snapshot.matches('granted') || snapshot.matches('given');

/** Waiting for a grown-up: asked and held, or asked beyond the balance. */
export const selectIsPending = (snapshot: RequestSnapshot): boolean =>
  snapshot.matches('requested') || snapshot.matches('needsGrownUp');
