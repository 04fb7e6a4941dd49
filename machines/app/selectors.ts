/** What the views read from the app machine. */
import type { SnapshotFrom } from 'xstate';
import type { Part } from '../domain/parts';
import type { appMachine } from './appMachine';

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
