import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AwayList } from '../domain/away';
import { toShownError } from '../shared/errors';
import type {
  AwayContext,
  AwayEvent,
  AwayInput,
  AwayListenInput,
  AwayWrite,
  AwayWriteInput,
} from './types';

const unprovided = (name: string) => () => {
  throw new Error(`${name} is provided by the app`);
};

export const awayMachine = setup({
  types: {
    context: {} as AwayContext,
    input: {} as AwayInput,
    events: {} as AwayEvent,
  },
  actors: {
    /** Reports the family's away days as `away.heard` each time they change, or `away.failed`. */
    listenToAway: fromCallback<AwayEvent, AwayListenInput>(unprovided('listenToAway')),
    /** Makes one write; rejects with why it could not. */
    writeAway: fromPromise<void, AwayWriteInput>(async () => unprovided('writeAway')()),
  },
  actions: {
    keepAway: assign({ away: (_, params: { away: AwayList }) => params.away, readError: null }),
    showReadError: assign({
      readError: (_, params: { error: unknown }) => toShownError(params.error),
    }),
    /** The write asked for, and what it says once made; the last failure goes as it is tried. */
    startWriting: assign({
      writing: (_, params: { write: AwayWrite; done: string }) => params,
      failure: null,
    }),
    keepWritten: assign({
      notice: ({ context }) => context.writing?.done ?? context.notice,
      failure: null,
      written: ({ context }) => context.written + 1,
      writing: null,
    }),
    showFailure: assign({
      failure: (_, params: { error: unknown }) => toShownError(params.error),
      writing: null,
    }),
    dismissFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'away',
  description:
    'A family’s away days (docs/design.md "Away days"): listens to them for as long as the family is in view, and makes the Family view’s writes one at a time (mark a kid or the whole family away, end it early, remove it), saying what each made or why it failed.',
  context: ({ input }) => ({
    familyId: input.familyId,
    away: null,
    readError: null,
    writing: null,
    notice: '',
    failure: null,
    written: 0,
  }),
  invoke: {
    id: 'listenToAway',
    src: 'listenToAway',
    input: ({ context }) => ({ familyId: context.familyId }),
  },
  on: {
    'away.heard': { actions: { type: 'keepAway', params: ({ event }) => event } },
    'away.failed': { actions: { type: 'showReadError', params: ({ event }) => event } },
    'error.dismiss': { actions: 'dismissFailure' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'away.mark': {
          target: 'writing',
          actions: {
            type: 'startWriting',
            params: ({ event }) => ({
              write: { kind: 'mark', mark: event.mark },
              done: event.done,
            }),
          },
        },
        'away.endEarly': {
          target: 'writing',
          actions: {
            type: 'startWriting',
            params: ({ event }) => ({
              write: { kind: 'endEarly', entry: event.entry, today: event.today },
              done: event.done,
            }),
          },
        },
        'away.remove': {
          target: 'writing',
          actions: {
            type: 'startWriting',
            params: ({ event }) => ({
              write: { kind: 'remove', entry: event.entry },
              done: event.done,
            }),
          },
        },
      },
    },
    /** One write at a time: the form's and the list's buttons wait while it is made. */
    writing: {
      invoke: {
        id: 'writeAway',
        src: 'writeAway',
        input: ({ context }) => ({
          familyId: context.familyId,
          // Entered only from a write event, which keeps it.
          write: context.writing?.write as AwayWrite,
        }),
        onDone: { target: 'idle', actions: 'keepWritten' },
        onError: {
          target: 'idle',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
