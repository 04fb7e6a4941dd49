import type { SnapshotFrom } from 'xstate';
import type { RequestState } from '../domain/rewards';
import type { requestMachine } from './requestMachine';

type RequestSnapshot = SnapshotFrom<typeof requestMachine>;

/** Its cost is held: asked, waiting for a yes. */
export const holdsStars = (state: RequestState): boolean => state === 'requested';

/** Its cost is spent: granted or given, until reversed. */
export const spendsStars = (state: RequestState): boolean =>
  state === 'granted' || state === 'given';

/** Waiting for a grown-up: asked and held, or asked beyond the balance. */
export const isPending = (state: RequestState): boolean =>
  state === 'requested' || state === 'needsGrownUp';

/** Where the request stands once placed (`placing` lasts no step). */
export const selectRequestState = (snapshot: RequestSnapshot): RequestState =>
  snapshot.value === 'placing' ? 'requested' : snapshot.value;

export const selectHolds = (snapshot: RequestSnapshot): boolean =>
  holdsStars(selectRequestState(snapshot));

export const selectSpends = (snapshot: RequestSnapshot): boolean =>
  spendsStars(selectRequestState(snapshot));

export const selectIsPending = (snapshot: RequestSnapshot): boolean =>
  isPending(selectRequestState(snapshot));
