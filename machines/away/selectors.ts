import type { SnapshotFrom } from 'xstate';
import type { AwayList } from '../domain/away';
import type { ShownError } from '../shared/errors';
import type { awayMachine } from './awayMachine';

type AwaySnapshot = SnapshotFrom<typeof awayMachine>;

/** Nothing is away until the away days are read: the same empty list every time. */
const NOTHING_AWAY: AwayList = Object.freeze([]);

/** The family's away days; an empty list until first heard. */
export const selectAwayList = (snapshot: AwaySnapshot): AwayList =>
  snapshot.context.away ?? NOTHING_AWAY;

/** The family's away days once heard; `null` until then (nothing known, not nobody away). */
export const selectHeardAway = (snapshot: AwaySnapshot): AwayList | null => snapshot.context.away;

/** Why the away days could not be read; `null` once they are. */
export const selectAwayReadError = (snapshot: AwaySnapshot): ShownError | null =>
  snapshot.context.readError;

/** A write is under way: the form and the list's buttons wait for it. */
export const selectAwayBusy = (snapshot: AwaySnapshot): boolean => snapshot.matches('writing');

/** What the last write made says; empty before any. */
export const selectAwayNotice = (snapshot: AwaySnapshot): string => snapshot.context.notice;

/** Why the last write failed, until the next one is made or it is dismissed. */
export const selectAwayFailure = (snapshot: AwaySnapshot): ShownError | null =>
  snapshot.context.failure;

/** How many writes were made so far. */
export const selectAwayWritten = (snapshot: AwaySnapshot): number => snapshot.context.written;
