import type { SnapshotFrom } from 'xstate';
import type { Part } from '../domain/parts';
import type { partOfDayMachine } from './partOfDayMachine';

type PartOfDaySnapshot = SnapshotFrom<typeof partOfDayMachine>;

/** The part shown alone on today's Day view, or `null` for the whole day. */
export const selectNowPart = (snapshot: PartOfDaySnapshot): Part | null =>
  snapshot.matches({ view: 'nowOnly' }) ? snapshot.context.part : null;

/** The part of the day it is now. */
export const selectPartNow = (snapshot: PartOfDaySnapshot): Part => snapshot.context.part;
