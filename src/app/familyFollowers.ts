/**
 * The facts several machines follow from the actors that own them: today, from the app, and the
 * family's kids, from its listeners (see `followFact`).
 */
import type { SnapshotFrom } from 'xstate';
import type { appMachine } from '../../machines/app';
import { selectKids, type listenersMachine } from '../../machines/listeners';
import { followFact, type FactOwner } from './followFact';

export type AppSnapshot = SnapshotFrom<typeof appMachine>;
export type ListenersSnapshot = SnapshotFrom<typeof listenersMachine>;

/** The family's kids by id, in their order. */
export const kidIdsOf = (snapshot: ListenersSnapshot): readonly string[] =>
  selectKids(snapshot).map((kid) => kid.id);

/** The same kids in a new array are no change. */
const sameKids = (a: readonly string[], b: readonly string[]) => a.join('/') === b.join('/');

/** Today, as the app keeps it, sent as `today.heard` when it moves on. */
export const followToday = (app: FactOwner<AppSnapshot>) =>
  followFact(
    app,
    (snapshot) => snapshot.context.today,
    (today) => ({ type: 'today.heard' as const, today }),
  );

/** The family's kids, as its listeners hear them, sent as `kids.heard` when they change. */
export const followKids = (listeners: FactOwner<ListenersSnapshot>) =>
  followFact(listeners, kidIdsOf, (kidIds) => ({ type: 'kids.heard' as const, kidIds }), sameKids);
