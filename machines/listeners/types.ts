// The listeners machine's context, input and events, and what its actors take and give.

import type { CalendarDate } from '../calendar';
import {
  type DayList,
  type FamilyConfig,
  type LibraryGroup,
  type Templates,
} from '../domain/family';
import type { ShownError } from '../shared/errors';

/** The four listened paths, by name. */
export type ListenedValue =
  | { source: 'config'; value: FamilyConfig }
  | { source: 'library'; value: LibraryGroup[] }
  | { source: 'templates'; value: Templates }
  | { source: 'day'; value: DayList; date: CalendarDate };

export type ListenedSource = ListenedValue['source'];

export interface ListenersInput {
  familyId: string;
  date: CalendarDate;
  /** The calendar day when the page loaded; a different day means reload. */
  loadedOn: CalendarDate;
  /** The Day view shows the day (not the Routine, Library or Family view): it may be seeded. */
  showingDay: boolean;
}

/** What a look at the device's clock tells (`familyDay.ts`). */
export interface TodayReading {
  /** The family's date now. */
  today: CalendarDate;
  /** How long, in ms, until the family's next day starts. */
  nextDayStartIn: number;
}

export interface ListenersContext extends ListenersInput {
  config: FamilyConfig | null;
  library: LibraryGroup[] | null;
  templates: Templates | null;
  /** The day in view; `null` while it loads. */
  day: DayList | null;
  /** What has arrived since the listeners were last armed. */
  received: ListenedSource[];
  error: ShownError | null;
  failures: number;
  rearms: number;
  /** What holds unsaved typing (a board, the library page…): a reload now would lose it. */
  busyWith: string[];
  /** Days this page has tried to seed from the routine (each at most once). */
  seedingTried: CalendarDate[];
  /** The calendar day, once it is no longer the one the page loaded on. */
  newDay: CalendarDate | null;
  /** How long after the last look the family's next day starts; `null` until a look tells. */
  nextDayStartIn: number | null;
}

export type ListenersEvent =
  | ({ type: 'listeners.heard' } & ListenedValue)
  | { type: 'listeners.failed'; error: unknown }
  | { type: 'listeners.follow'; date: CalendarDate; showingDay: boolean }
  | { type: 'page.visible' }
  | { type: 'network.online' }
  /** `source` has (or no longer has) something typed that a reload would lose. */
  | { type: 'activity.heard'; source: string; busy: boolean };

/** What the listening actor is told while it runs. */
export type ListenerCommand = { type: 'listeners.follow'; date: CalendarDate };
