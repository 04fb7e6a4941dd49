import { assign, fromPromise, setup } from 'xstate';
import { MAX_TRANSACTION_ATTEMPTS } from '../constants';

/** Values a transaction reads and writes; the store's own type lives in `src/`. */
export type TransactionValue = unknown;

/** What one attempt at the location reports back. */
export type AttemptResult =
  /** The next value was written. */
  | { outcome: 'committed'; value: TransactionValue }
  /** The update function returned `undefined`: nothing was written. */
  | { outcome: 'aborted' }
  /** Someone else wrote first; `current` is what is stored now. */
  | { outcome: 'conflict'; current: TransactionValue }
  /** The store's copy can no longer be trusted (another version of the app took over). */
  | { outcome: 'stale' };

export type TransactionFailure = 'maxretry' | 'set' | 'datastale' | 'error';

export interface TransactionInput {
  path: string;
  maxAttempts?: number;
}

export interface TransactionContext {
  path: string;
  attempts: number;
  maxAttempts: number;
  /** The value the next attempt starts from. */
  current: TransactionValue;
  /** The value written, once committed. */
  value: TransactionValue;
  failure: TransactionFailure | null;
  error: unknown;
}

export type TransactionOutput =
  | { outcome: 'committed'; value: TransactionValue; attempts: number }
  | { outcome: 'aborted'; reason: 'nodata'; attempts: number }
  | { outcome: 'failed'; reason: TransactionFailure; error: unknown; attempts: number };

export type TransactionEvent =
  /** A write by this client replaced the location while the transaction was pending. */
  { type: 'transaction.overridden' };

export { MAX_TRANSACTION_ATTEMPTS };

export const transactionMachine = setup({
  types: {
    context: {} as TransactionContext,
    input: {} as TransactionInput,
    events: {} as TransactionEvent,
    output: {} as TransactionOutput,
  },
  actors: {
    /** Reads what is stored at the path now. */
    readCurrent: fromPromise<TransactionValue, { path: string }>(async () => {
      throw new Error('readCurrent is provided by the store adapter');
    }),
    /** Runs the update on `current` and writes the result only if `current` is still stored. */
    attempt: fromPromise<AttemptResult, { path: string; current: TransactionValue }>(async () => {
      throw new Error('attempt is provided by the store adapter');
    }),
  },
  delays: {
    /** Pause before another try, to let a competing writer finish. */
    retryDelay: 0,
  },
  guards: {
    hasCommitted: (_, result: AttemptResult) => result.outcome === 'committed',
    wasAbortedByUpdate: (_, result: AttemptResult) => result.outcome === 'aborted',
    isStale: (_, result: AttemptResult) => result.outcome === 'stale',
    canRetry: ({ context }, result: AttemptResult) =>
      result.outcome === 'conflict' && context.attempts < context.maxAttempts,
  },
  actions: {
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    rememberCurrent: assign({
      current: (_, params: { current: TransactionValue }) => params.current,
    }),
    rememberValue: assign({ value: (_, params: { value: TransactionValue }) => params.value }),
    fail: assign({
      failure: (_, params: { reason: TransactionFailure; error?: unknown }) => params.reason,
      error: (_, params: { reason: TransactionFailure; error?: unknown }) => params.error ?? null,
    }),
  },
}).createMachine({
  id: 'transaction',
  description:
    'One transaction of the embedded store: read, attempt, retry on conflict (at most 25 attempts), and end committed, aborted or failed.',
  context: ({ input }) => ({
    path: input.path,
    attempts: 0,
    maxAttempts: input.maxAttempts ?? MAX_TRANSACTION_ATTEMPTS,
    current: null,
    value: null,
    failure: null,
    error: null,
  }),
  initial: 'reading',
  on: {
    'transaction.overridden': {
      target: '.failed',
      actions: { type: 'fail', params: { reason: 'set' } },
    },
  },
  states: {
    reading: {
      invoke: {
        id: 'readCurrent',
        src: 'readCurrent',
        input: ({ context }) => ({ path: context.path }),
        onDone: {
          target: 'attempting',
          actions: { type: 'rememberCurrent', params: ({ event }) => ({ current: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ reason: 'error', error: event.error }),
          },
        },
      },
    },
    attempting: {
      entry: 'countAttempt',
      invoke: {
        id: 'attempt',
        src: 'attempt',
        input: ({ context }) => ({ path: context.path, current: context.current }),
        onDone: [
          {
            guard: { type: 'hasCommitted', params: ({ event }) => event.output },
            target: 'committed',
            actions: {
              type: 'rememberValue',
              params: ({ event }) => ({
                value: event.output.outcome === 'committed' ? event.output.value : null,
              }),
            },
          },
          {
            guard: { type: 'wasAbortedByUpdate', params: ({ event }) => event.output },
            target: 'aborted',
          },
          {
            guard: { type: 'isStale', params: ({ event }) => event.output },
            target: 'failed',
            actions: { type: 'fail', params: { reason: 'datastale' } },
          },
          {
            guard: { type: 'canRetry', params: ({ event }) => event.output },
            target: 'retrying',
            actions: {
              type: 'rememberCurrent',
              params: ({ event }) => ({
                current: event.output.outcome === 'conflict' ? event.output.current : null,
              }),
            },
          },
          {
            target: 'failed',
            actions: { type: 'fail', params: { reason: 'maxretry' } },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ reason: 'error', error: event.error }),
          },
        },
      },
    },
    retrying: {
      after: { retryDelay: 'attempting' },
    },
    committed: {
      type: 'final',
      output: ({ context }): TransactionOutput => ({
        outcome: 'committed',
        value: context.value,
        attempts: context.attempts,
      }),
    },
    aborted: {
      type: 'final',
      output: ({ context }): TransactionOutput => ({
        outcome: 'aborted',
        reason: 'nodata',
        attempts: context.attempts,
      }),
    },
    failed: {
      type: 'final',
      output: ({ context }): TransactionOutput => ({
        outcome: 'failed',
        reason: context.failure ?? 'error',
        error: context.error,
        attempts: context.attempts,
      }),
    },
  },
  output: ({ event }) => event.output as TransactionOutput,
});
