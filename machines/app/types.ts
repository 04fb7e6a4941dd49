// The app machine's input, context and events, and what its effects are given.
import type { SignedInUser } from '../auth';
import type { CalendarDate } from '../calendar';
import type { Part } from '../domain/parts';
import type { KidLock, KidModeInput } from '../kidMode';
import type { Route } from '../route';
import type { ShownError } from '../shared/errors';

export interface AppInput {
  pathname: string;
  hash: string;
  /** The family id kept in this browser, if any: the last one opened. */
  storedFamilyId: string | null;
  /** Every family this device has opened. */
  deviceFamilyIds: string[];
  today: CalendarDate;
  /** Kid mode as this device remembers it, for the kid mode machine. */
  kidMode: KidModeInput;
}

/** Whose families the welcome screen lists: this device's, and the signed-in parent's. */
export interface MyFamiliesInput {
  user: SignedInUser | null;
  deviceFamilyIds: string[];
}

/** A family the signed-in parent belongs to, for the welcome screen of a new device. */
export interface MyFamily {
  id: string;
  name: string;
}

/** A family this device's grown-up can no longer open, and what they had not yet saved. */
export interface LostFamily {
  familyId: string;
  name: string | null;
  unsaved: string[];
}

export interface AppContext extends Omit<AppInput, 'pathname' | 'hash'> {
  route: Route;
  familyId: string | null;
  /** Set when the family in view could no longer be read (its grown-up was removed). */
  lostFamily: LostFamily | null;
  /** The signed-in parent's families (Firebase mode), newest knowledge first heard. */
  myFamilies: MyFamily[];
  /** Who is signed in: the device itself with the embedded store, a parent with Firebase. */
  user: SignedInUser | null;
  error: ShownError | null;
  /** The device is in kid mode, for this family (and kid): the only pages it shows. */
  kidLock: KidLock | null;
  /**
   * The kid whose tasks the Day and Routine boards show when their columns do not all fit
   * (`null`: the first kid); new tasks go to this kid unless others are picked.
   */
  kidInView: string | null;
  /**
   * The kids picked for new tasks since the entry opened (`null`: the kid in view); back to
   * `null` when the entry closes, the kid in view changes or the page or day does.
   */
  picked: string[] | null;
  /** The part of the day new tasks go to (`null`: any time), kept while the entry is open. */
  part: Part | null;
  /** The weekdays a new routine task is for (`null`: every day), kept like the part. */
  days: string | null;
  /** The entry box is open (a phone shows it behind "Add a task"; wider screens always). */
  entryOpen: boolean;
}

export interface NewFamily {
  name: string;
  kidNames: string[];
}

/** What a new family's first write needs to know. */
export interface FamilyStart extends NewFamily {
  today: CalendarDate;
  user: SignedInUser | null;
}

/** A backup's family, to restore as a new family (checked before it gets here). */
export interface RestoredFamily {
  config: object;
  lists?: object;
  away?: object;
  rewards?: object;
}

export interface FamilyRestore {
  family: RestoredFamily;
  user: SignedInUser | null;
}

/** An invite link followed by someone signed in. */
export interface FamilyJoin {
  familyId: string;
  code: string;
  user: SignedInUser | null;
}

export type AppEvent =
  /** The auth machine reports who is signed in now (its `reportSession`). */
  | { type: 'session.signedIn'; user: SignedInUser }
  | { type: 'session.signedOut' }
  /** The signed-in parent's families, whenever the list or a name changes. */
  | { type: 'families.heard'; families: MyFamily[] }
  /** The address changed: back / forward, or a navigation the app made. */
  | { type: 'route.heard'; pathname: string; hash: string }
  /** A kid pressed in the picker above a board's entry box (`allKidIds` in column order). */
  | { type: 'picker.toggle'; kidId: string; allKidIds: string[] }
  | { type: 'picker.part'; part: Part | null }
  /** The weekdays a new routine task is for, as stored (`machines/domain/schedule.ts`). */
  | { type: 'picker.days'; days: string | null }
  /** A kid's tab was picked on the Day or Routine board. */
  | { type: 'board.showKid'; kidId: string }
  /** "Add a task" opened the entry box; closing it (✕, Escape) ends a run of adds. */
  | { type: 'entry.open' }
  | { type: 'entry.close' }
  | ({ type: 'family.start' } & NewFamily)
  /** Restore a backup (read and confirmed on the welcome screen) as a new family. */
  | { type: 'family.restore'; family: RestoredFamily }
  /** A link inside the app was followed: put its address in the history. */
  | { type: 'route.go'; path: string }
  /** The family in view can no longer be read: this grown-up is no longer a member. */
  | { type: 'family.lost'; name: string | null }
  /** A board's text typed and not saved, told as the family it was typed for is lost. */
  | { type: 'unsaved.heard'; texts: string[] }
  /** The calendar day changed while something typed holds the page's reload back. */
  | { type: 'today.heard'; today: CalendarDate }
  /** The kid mode machine says the device's mode changed. */
  | { type: 'kidMode.heard'; lock: KidLock | null }
  /** The family's config as heard: `exists` is false when this device holds nothing of it. */
  | { type: 'family.heard'; exists: boolean };
