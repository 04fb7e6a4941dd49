/** What the views read from the family's listeners: the config, the day in view, the library. */
import { dayStartOf } from '../domain/familyDay';
import { DEFAULT_PART_STARTS, type PartStarts } from '../domain/parts';
import type { SnapshotFrom } from 'xstate';
import type { DayList, FamilyConfig, Kid, LibraryGroup, Templates } from '../domain/family';
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
/** The family's settings as stored; `null` until first heard. */
export const selectConfig = (snapshot: ListenersSnapshot): FamilyConfig | null =>
  snapshot.context.config;
/** The kids' routines, by kid id; `null` until first heard. */
export const selectTemplates = (snapshot: ListenersSnapshot): Templates | null =>
  snapshot.context.templates;
export const selectDay = (snapshot: ListenersSnapshot): DayList | null => snapshot.context.day;
/** The day in view has been read (its columns can show). */
export const selectDayLoaded = (snapshot: ListenersSnapshot): boolean =>
  snapshot.context.day !== null;
/** The config and the day in view have both been read: the family's day is on screen. */
export const selectConfigAndDayLoaded = (snapshot: ListenersSnapshot): boolean =>
  selectConfigLoaded(snapshot) && selectDayLoaded(snapshot);
/** Some task of the day in view is for a part of the day (morning, afternoon, evening). */
export const selectDayUsesParts = (snapshot: ListenersSnapshot): boolean =>
  Object.values(snapshot.context.day?.tasks ?? {}).some((tasks) =>
    tasks.some((task) => task.part !== undefined),
  );
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
/** The library has at least one group (none while it loads): a task has somewhere to go. */
export const selectHasGroups = (snapshot: ListenersSnapshot): boolean =>
  (selectGroups(snapshot)?.length ?? 0) > 0;
