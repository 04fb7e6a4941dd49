/** What the views read from the app machine. */
import type { SnapshotFrom } from 'xstate';
import type { appMachine } from './appMachine';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** Whose list a new task goes to on the Day and Routine views; `null` is every kid. */
export const selectPicked = (snapshot: AppSnapshot): readonly string[] | null =>
  snapshot.context.picked;
