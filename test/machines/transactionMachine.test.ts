import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  MAX_TRANSACTION_ATTEMPTS,
  transactionMachine,
  type AttemptResult,
  type TransactionInput,
  type TransactionOutput,
} from '../../machines/transaction';
import { createFakeActors, flushPromises } from '../support/machineModel';
import { describeModelWalk } from '../support/modelWalk';

const path = '/families/f1/days/2024-05-06';
const readFailure = new Error('offline');
const writeFailure = new Error('permission denied');

const attemptReports = (result: AttemptResult) => ({
  type: 'xstate.done.actor.attempt',
  output: result,
});

// Three attempts keep the graph small; the default 25 is tested below.
const walkInput: TransactionInput = { path, maxAttempts: 3 };

describeModelWalk('the transaction machine, walked from its model', {
  machine: transactionMachine,
  input: walkInput,
  events: [
    { type: 'xstate.done.actor.readCurrent', output: 'stored' },
    { type: 'xstate.error.actor.readCurrent', error: readFailure },
    attemptReports({ outcome: 'committed', value: 'next' }),
    attemptReports({ outcome: 'aborted' }),
    attemptReports({ outcome: 'conflict', current: 'theirs' }),
    attemptReports({ outcome: 'stale' }),
    { type: 'xstate.error.actor.attempt', error: writeFailure },
    { type: 'transaction.overridden' },
  ],
  states: {
    // Never more tries than allowed, and each try starts from the latest value seen.
    attempting: ({ context }) => {
      expect(context.attempts).toBeGreaterThanOrEqual(1);
      expect(context.attempts).toBeLessThanOrEqual(walkInput.maxAttempts!);
    },
    // The caller hears what was written, or why nothing was.
    committed: (snapshot) =>
      expect(snapshot.output).toEqual({
        outcome: 'committed',
        value: snapshot.context.value,
        attempts: snapshot.context.attempts,
      }),
    failed: (snapshot) =>
      expect(snapshot.output).toMatchObject({
        outcome: 'failed',
        reason: snapshot.context.failure,
      }),
  },
  steps: {
    'xstate.done.actor.attempt': ({ event, before, after }) => {
      const result = event.output as AttemptResult;
      if (result.outcome === 'committed') {
        expect(after.output).toMatchObject({ outcome: 'committed', value: result.value });
      } else if (result.outcome === 'aborted') {
        expect(after.output).toMatchObject({ outcome: 'aborted', reason: 'nodata' });
      } else if (result.outcome === 'stale') {
        expect(after.output).toMatchObject({ outcome: 'failed', reason: 'datastale' });
      } else if (before.context.attempts < walkInput.maxAttempts!) {
        // Someone else wrote first: try again from what they wrote.
        expect(after.context.current).toEqual(result.current);
        expect(after.status).toBe('active');
      } else {
        expect(after.output).toMatchObject({ outcome: 'failed', reason: 'maxretry' });
      }
    },
    'xstate.error.actor.attempt': ({ event, after }) =>
      expect(after.output).toMatchObject({
        outcome: 'failed',
        reason: 'error',
        error: event.error,
      }),
    'xstate.error.actor.readCurrent': ({ event, after }) =>
      expect(after.output).toMatchObject({
        outcome: 'failed',
        reason: 'error',
        error: event.error,
      }),
    'transaction.overridden': ({ after }) =>
      expect(after.output).toMatchObject({ outcome: 'failed', reason: 'set' }),
  },
});

/** A transaction on the real machine whose reads and attempts the test answers. */
function startTransaction(input: TransactionInput = { path }, retryDelay?: number) {
  const fakes = createFakeActors();
  const clock = new SimulatedClock();
  const machine = transactionMachine.provide({
    actors: { readCurrent: fakes.promise(), attempt: fakes.promise() },
    ...(retryDelay === undefined ? {} : { delays: { retryDelay } }),
  });
  const actor = createActor(machine, { input, clock }).start();
  // Settles the answer, then lets the (default, zero) retry delay pass.
  const settle = async () => {
    await flushPromises();
    clock.increment(0);
    await flushPromises();
  };
  return {
    actor,
    clock,
    attemptInputs: () => fakes.started.filter(({ id }) => id === 'attempt').map((s) => s.input),
    read: async (stored: unknown) => {
      fakes.resolve('readCurrent', stored);
      await settle();
    },
    failRead: async (error: unknown) => {
      fakes.reject('readCurrent', error);
      await settle();
    },
    answerAttempt: async (result: AttemptResult) => {
      fakes.resolve('attempt', result);
      await settle();
    },
    failAttempt: async (error: unknown) => {
      fakes.reject('attempt', error);
      await settle();
    },
    isAttempting: () => fakes.isRunning('attempt'),
    output: () => actor.getSnapshot().output as TransactionOutput | undefined,
  };
}

describe('a transaction', () => {
  it('reads what is stored, then attempts from it', async () => {
    const transaction = startTransaction();
    await transaction.read('stored');
    expect(transaction.attemptInputs()).toEqual([{ path, current: 'stored' }]);
  });

  it('a committed attempt outputs the value written and the attempts taken', async () => {
    const transaction = startTransaction();
    await transaction.read('stored');
    await transaction.answerAttempt({ outcome: 'committed', value: 'next' });
    expect(transaction.output()).toEqual({ outcome: 'committed', value: 'next', attempts: 1 });
  });

  it('a conflict retries from the value now stored', async () => {
    const transaction = startTransaction();
    await transaction.read('stored');
    await transaction.answerAttempt({ outcome: 'conflict', current: 'theirs' });
    expect(transaction.attemptInputs()).toEqual([
      { path, current: 'stored' },
      { path, current: 'theirs' },
    ]);
    await transaction.answerAttempt({ outcome: 'committed', value: 'merged' });
    expect(transaction.output()).toEqual({ outcome: 'committed', value: 'merged', attempts: 2 });
  });

  it('waits the retry delay before attempting again', async () => {
    const transaction = startTransaction({ path }, 50);
    await transaction.read('stored');
    await transaction.answerAttempt({ outcome: 'conflict', current: 'theirs' });
    transaction.clock.increment(49);
    expect(transaction.actor.getSnapshot().value).toBe('retrying');
    transaction.clock.increment(1);
    expect(transaction.actor.getSnapshot().value).toBe('attempting');
  });

  it('the 25th conflict gives up with maxretry', async () => {
    const transaction = startTransaction();
    await transaction.read('stored');
    for (let attempt = 1; attempt < MAX_TRANSACTION_ATTEMPTS; attempt += 1) {
      await transaction.answerAttempt({ outcome: 'conflict', current: `theirs ${attempt}` });
    }
    expect(transaction.actor.getSnapshot().value).toBe('attempting');
    await transaction.answerAttempt({ outcome: 'conflict', current: 'theirs 25' });

    expect(MAX_TRANSACTION_ATTEMPTS).toBe(25);
    expect(transaction.attemptInputs()).toHaveLength(25);
    expect(transaction.output()).toEqual({
      outcome: 'failed',
      reason: 'maxretry',
      error: null,
      attempts: 25,
    });
  });

  it('an update that returns undefined aborts with nodata', async () => {
    const transaction = startTransaction();
    await transaction.read('stored');
    await transaction.answerAttempt({ outcome: 'aborted' });
    expect(transaction.output()).toEqual({ outcome: 'aborted', reason: 'nodata', attempts: 1 });
  });

  it('a stale store fails with datastale', async () => {
    const transaction = startTransaction();
    await transaction.read('stored');
    await transaction.answerAttempt({ outcome: 'stale' });
    expect(transaction.output()).toEqual({
      outcome: 'failed',
      reason: 'datastale',
      error: null,
      attempts: 1,
    });
  });

  it('a failed read fails with error and keeps it', async () => {
    const transaction = startTransaction();
    await transaction.failRead(readFailure);
    expect(transaction.output()).toEqual({
      outcome: 'failed',
      reason: 'error',
      error: readFailure,
      attempts: 0,
    });
  });

  it('a failed write fails with error and keeps it', async () => {
    const transaction = startTransaction();
    await transaction.read('stored');
    await transaction.failAttempt(writeFailure);
    expect(transaction.output()).toEqual({
      outcome: 'failed',
      reason: 'error',
      error: writeFailure,
      attempts: 1,
    });
  });

  it('a write by this client while pending fails with set and stops the attempt', async () => {
    const transaction = startTransaction();
    await transaction.read('stored');
    expect(transaction.isAttempting()).toBe(true);
    transaction.actor.send({ type: 'transaction.overridden' });
    expect(transaction.isAttempting()).toBe(false);
    expect(transaction.output()).toEqual({
      outcome: 'failed',
      reason: 'set',
      error: null,
      attempts: 1,
    });
  });
});
