/** What the views read from the app machine. */
import type { SnapshotFrom } from 'xstate';
import type { Part } from '../domain/parts';
import type { Route } from '../route';
import type { ShownError } from '../shared/errors';
import type { appMachine } from './appMachine';
import type { LostFamily, MyFamily } from './types';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

/**
 * The kids picked for new tasks on the Day and Routine views; `null` is the kid in view
 * (`kidsFor` in entryChoices.ts gives the kids a task goes to).
 */
export const selectPicked = (snapshot: AppSnapshot): readonly string[] | null =>
  snapshot.context.picked;

export const selectPart = (snapshot: AppSnapshot): Part | null => snapshot.context.part;

/** The weekdays a new routine task is for; `null` is every day. */
export const selectDays = (snapshot: AppSnapshot): string | null => snapshot.context.days;

/** The kid the boards show when their columns do not all fit; `null` is the first kid. */
export const selectKidInView = (snapshot: AppSnapshot): string | null => snapshot.context.kidInView;

/** The entry box is open (on a phone it hides behind "Add a task" otherwise). */
export const selectEntryOpen = (snapshot: AppSnapshot): boolean => snapshot.context.entryOpen;

/** Which screen the app is on: its top-level state (`checkingSession`, `welcome`, `family`…). */
export const selectAppState = (snapshot: AppSnapshot): AppSnapshot['value'] => snapshot.value;

/**
 * A family's pages are shown (not the welcome or sign-in form, nor a screen saying the family
 * cannot be opened).
 */
export const selectShowsFamily = (snapshot: AppSnapshot): boolean => snapshot.matches('family');

/** Where the address points: a family's page, an invite to join, or an invalid one. */
export const selectRoute = (snapshot: AppSnapshot): Route => snapshot.context.route;

/** The address is an invite to join a family: signing in joins it. */
export const selectIsJoining = (snapshot: AppSnapshot): boolean =>
  snapshot.context.route.kind === 'join';

/** Why starting, joining or restoring a family failed; `null` when nothing did. */
export const selectAppError = (snapshot: AppSnapshot): ShownError | null => snapshot.context.error;

/** The family id kept in this browser: the last one opened; `null` when none was. */
export const selectStoredFamilyId = (snapshot: AppSnapshot): string | null =>
  snapshot.context.storedFamilyId;

/** The families the signed-in grown-up belongs to, to open from the welcome screen. */
export const selectMyFamilies = (snapshot: AppSnapshot): MyFamily[] => snapshot.context.myFamilies;

/** A new family is being written: the welcome form waits. */
export const selectIsStartingFamily = (snapshot: AppSnapshot): boolean =>
  snapshot.matches('startingFamily');

/** A backup is being written as a new family: the restore form waits. */
export const selectIsRestoringFamily = (snapshot: AppSnapshot): boolean =>
  snapshot.matches('restoringFamily');

/** This device keeps at least one family, to go back to. */
export const selectHasDeviceFamilies = (snapshot: AppSnapshot): boolean =>
  snapshot.context.deviceFamilyIds.length > 0;

/** The family in view that can no longer be read, and what was typed in it; `null` otherwise. */
export const selectLostFamily = (snapshot: AppSnapshot): LostFamily | null =>
  snapshot.context.lostFamily;

/** The device is in kid mode (for whichever family): the way out stays on every screen. */
export const selectInKidMode = (snapshot: AppSnapshot): boolean =>
  snapshot.context.kidLock !== null;

/** Kid mode is on for the family in view (not another family this device keeps). */
export const selectInKidModeHere = ({ context: { kidLock, familyId } }: AppSnapshot): boolean =>
  kidLock !== null && kidLock.familyId === familyId;

/** Kid mode is on for the whole family, not for one kid: any kid may pick their page. */
export const selectIsSharedKidDevice = (snapshot: AppSnapshot): boolean =>
  snapshot.context.kidLock?.kidId === null;

// The app's children, by id (`undefined` while the app runs none by that id).

export const selectAuthActor = (snapshot: AppSnapshot) => snapshot.children.auth;
export const selectKidModeActor = (snapshot: AppSnapshot) => snapshot.children.kidMode;
export const selectConnectionActor = (snapshot: AppSnapshot) => snapshot.children.connection;
export const selectListenersActor = (snapshot: AppSnapshot) => snapshot.children.listeners;
export const selectDayNavigationActor = (snapshot: AppSnapshot) => snapshot.children.dayNavigation;
export const selectDayBoardActor = (snapshot: AppSnapshot) => snapshot.children.dayBoard;
/** The same board machine over the kids' routines. */
export const selectRoutineBoardActor = (snapshot: AppSnapshot) => snapshot.children.routineBoard;
