/** What the views read from the family's listeners: the config, the day in view, the library. */
import { dayStartOf } from '../domain/familyDay';
import { DEFAULT_PART_STARTS, type PartStarts } from '../domain/parts';
import type { SnapshotFrom } from 'xstate';
import type { DayList, Kid, LibraryGroup } from '../domain/family';
import type { PinRecord } from '../domain/pin';
import type { listenersMachine } from './listenersMachine';

type ListenersSnapshot = SnapshotFrom<typeof listenersMachine>;

const NO_KIDS: readonly Kid[] = Object.freeze([]);

export const selectKids = (snapshot: ListenersSnapshot): readonly Kid[] =>
  snapshot.context.config?.kids ?? NO_KIDS;
export const selectFamilyName = (snapshot: ListenersSnapshot): string | null =>
  snapshot.context.config?.name ?? null;
export const selectConfigLoaded = (snapshot: ListenersSnapshot): boolean =>
  snapshot.context.config !== null;
export const selectDay = (snapshot: ListenersSnapshot): DayList | null => snapshot.context.day;
/** The day in view has been read (its columns can show). */
export const selectDayLoaded = (snapshot: ListenersSnapshot): boolean =>
  snapshot.context.day !== null;
/** When the family's afternoon and evening start (the defaults until it sets them). */
export const selectPartStarts = (snapshot: ListenersSnapshot): PartStarts =>
  snapshot.context.config?.partStarts ?? DEFAULT_PART_STARTS;
/** The hour the family's day starts, midnight when it set none. */
export const selectDayStart = (snapshot: ListenersSnapshot): number =>
  dayStartOf(snapshot.context.config);
/** The family's PIN for the grown-ups' gate, salted and hashed; `null`: none is set. */
export const selectPin = (snapshot: ListenersSnapshot): PinRecord | null =>
  snapshot.context.config?.pin ?? null;
export const selectListenerError = (snapshot: ListenersSnapshot) => snapshot.context.error;

/** The library's groups, oldest first; `null` while they load. */
export const selectGroups = (snapshot: ListenersSnapshot): LibraryGroup[] | null =>
  snapshot.context.library;
