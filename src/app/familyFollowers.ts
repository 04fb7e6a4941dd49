/**
 * The facts several machines follow from the actors that own them: today, from the app, the
 * family's kids, from its listeners, and its away days, from its away machine (see `followFact`).
 */
import type { SnapshotFrom } from 'xstate';
import type { appMachine } from '../../machines/app';
import { selectAwayList, type awayMachine } from '../../machines/away';
import { selectKids, type listenersMachine } from '../../machines/listeners';
import { followFact, sameValue, type FactOwner } from './followFact';

export type AppSnapshot = SnapshotFrom<typeof appMachine>;
export type ListenersSnapshot = SnapshotFrom<typeof listenersMachine>;
export type AwaySnapshot = SnapshotFrom<typeof awayMachine>;

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

/**
 * The family's away days, as its away machine hears them (none until then), sent as
 * `away.heard` when they change: the same entries heard again send nothing.
 */
export const followAway = (away: FactOwner<AwaySnapshot>) =>
  followFact(
    away,
    selectAwayList,
    (list) => ({ type: 'away.heard' as const, away: list }),
    sameValue,
  );
