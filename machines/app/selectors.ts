/** What the views read from the app machine. */
import type { SnapshotFrom } from 'xstate';
import type { Part } from '../domain/parts';
import type { appMachine } from './appMachine';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** Whose list a new task goes to on the Day and Routine views; `null` is every kid. */
export const selectPicked = (snapshot: AppSnapshot): readonly string[] | null =>
  snapshot.context.picked;

export const selectPart = (snapshot: AppSnapshot): Part | null => snapshot.context.part;

/** The kid the boards show when their columns do not all fit; `null` is the first kid. */
export const selectKidInView = (snapshot: AppSnapshot): string | null => snapshot.context.kidInView;
