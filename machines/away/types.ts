// The away machine's context, input and events, and what its actors take.
import type { CalendarDate } from '../calendar';
import type { AwayEntry, AwayList } from '../domain/away';
import type { ShownError } from '../shared/errors';

/** A new away entry as the Family view's form gives it. */
export interface AwayMark {
  /** The kid away; `null`: the whole family. */
  kid: string | null;
  from: CalendarDate;
  to: CalendarDate;
  /** Trimmed when written; empty: none. */
  reason: string;
}

/** One write to the family's away days. */
export type AwayWrite =
  /** A new entry, at an id made on the device. */
  | { kind: 'mark'; mark: AwayMark }
  /** The kid is back `today`: it ends yesterday, or is removed when nothing of it is past. */
  | { kind: 'endEarly'; entry: AwayEntry; today: CalendarDate }
  | { kind: 'remove'; entry: AwayEntry };

export interface AwayInput {
  familyId: string;
}

export interface AwayContext {
  familyId: string;
  /** The family's away days as stored; `null` until first heard. */
  away: AwayList | null;
  /** Why they could not be read; cleared once they are heard. */
  readError: ShownError | null;
  /** The write under way, and what is said once it is made; `null` while none is. */
  writing: { write: AwayWrite; done: string } | null;
  /** What the last write made says, for a screen reader; empty before any. */
  notice: string;
  /** Why the last write failed; cleared by the next one or on Dismiss. */
  failure: ShownError | null;
  /** How many writes were made: a form knows its own succeeded when it grows. */
  written: number;
}

export type AwayEvent =
  | { type: 'away.heard'; away: AwayList }
  | { type: 'away.failed'; error: unknown }
  /** `done`: what is said once it is written. */
  | { type: 'away.mark'; mark: AwayMark; done: string }
  | { type: 'away.endEarly'; entry: AwayEntry; today: CalendarDate; done: string }
  | { type: 'away.remove'; entry: AwayEntry; done: string }
  | { type: 'error.dismiss' };

/** What the listener is asked for. */
export interface AwayListenInput {
  familyId: string;
}

/** What the write actor is asked to write. */
export interface AwayWriteInput {
  familyId: string;
  write: AwayWrite;
}
