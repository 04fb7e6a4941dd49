import type { SnapshotFrom } from 'xstate';
import type { DayLists } from '../domain/stars';
import { hasWeekAfter, hasWeekBefore, type weekMachine } from './weekMachine';

type WeekSnapshot = SnapshotFrom<typeof weekMachine>;

export const selectWeekDays = (snapshot: WeekSnapshot): DayLists | null => snapshot.context.week;
export const selectHistory = (snapshot: WeekSnapshot): DayLists | null => snapshot.context.history;
export const selectWeekError = (snapshot: WeekSnapshot) => snapshot.context.error;
export const selectWeekFailed = (snapshot: WeekSnapshot): boolean =>
  snapshot.matches({ week: 'failed' }) || snapshot.matches({ history: 'failed' });
/** Previous week and Next week stop at the weeks holding the first and last dates kept. */
export const selectHasWeekBefore = (snapshot: WeekSnapshot): boolean =>
  hasWeekBefore(snapshot.context);
export const selectHasWeekAfter = (snapshot: WeekSnapshot): boolean =>
  hasWeekAfter(snapshot.context);
