import { assign, setup } from 'xstate';
import type { Maker } from '../domain/rewards';

export interface RequestInput {
  /** The reward's `needsYes`, as the request copied it. */
  needsYes: boolean;
  /** Whether its cost fitted the kid's spendable stars at the point it was made. */
  fits: boolean;
}

/** Who moved a request, when, and why (a no may say why; a reversal always does). */
export interface RequestAnswer {
  by: Maker;
  /** Unix seconds, by the answering device's clock. */
  at: number;
  uid?: string;
  reason?: string;
}

export interface RequestContext {
  needsYes: boolean;
  fitsWhenAsked: boolean;
  /** The latest answer that moved it; `null` until one has. */
  answeredBy: RequestAnswer | null;
}

export type RequestEvent =
  /** A yes: `fits` says whether the cost fits the stars spendable at the yes's point. */
  | ({ type: 'request.grant'; fits: boolean } & RequestAnswer)
  | ({ type: 'request.decline' } & RequestAnswer)
  | ({ type: 'request.cancel' } & RequestAnswer)
  | ({ type: 'request.give' } & RequestAnswer)
  | ({ type: 'request.reverse' } & RequestAnswer);

/**
 * One kid's ask for a reward, as the ledger's entries move it: requested (stars held), granted
 * (spent), then given; turned down by a grown-up or cancelled by the kid (stars back); granted or
 * given, reversed by a grown-up (stars back). An ask the stars did not cover when it was made
 * needs a grown-up, who may grant it once it fits; one that needs no yes is granted at once.
 * Only what this machine takes is a legal answer: the balance folds the ledger through it.
 */
export const requestMachine = setup({
  types: {
    context: {} as RequestContext,
    input: {} as RequestInput,
    events: {} as RequestEvent,
  },
  guards: {
    doesNotFit: ({ context }) => !context.fitsWhenAsked,
    needsNoYes: ({ context }) => !context.needsYes,
    isGrownUp: ({ event }) => event.by === 'grown-up',
    isKid: ({ event }) => event.by === 'kid',
    /** A kid's device never grants, and an ask that did not fit is granted only once it does. */
    isGrownUpAndFits: ({ event }) =>
      event.by === 'grown-up' && event.type === 'request.grant' && event.fits,
  },
  actions: {
    recordAnswer: assign({
      answeredBy: (_, answer: RequestAnswer) => ({
        by: answer.by,
        at: answer.at,
        ...(answer.uid !== undefined && { uid: answer.uid }),
        ...(answer.reason !== undefined && { reason: answer.reason }),
      }),
    }),
  },
}).createMachine({
  id: 'request',
  description:
    "One kid's ask for a reward, as the ledger's entries move it: requested (stars held), granted (spent), then given; turned down by a grown-up or cancelled by the kid (stars back); granted or given, reversed by a grown-up (stars back). An ask the stars did not cover when it was made needs a grown-up, who may grant it once it fits; one that needs no yes is granted at once. Only what this machine takes is a legal answer: the balance folds the ledger through it.",
  context: ({ input }) => ({
    needsYes: input.needsYes,
    fitsWhenAsked: input.fits,
    answeredBy: null,
  }),
  initial: 'placing',
  states: {
    placing: {
      always: [
        // Two devices asking offline for more than the balance: the later ask holds nothing.
        { guard: 'doesNotFit', target: 'needsGrownUp' },
        { guard: 'needsNoYes', target: 'granted' },
        { target: 'requested' },
      ],
    },
    /** The cost is held: not spendable, not spent. */
    requested: {
      on: {
        'request.grant': {
          guard: 'isGrownUp',
          target: 'granted',
          actions: { type: 'recordAnswer', params: ({ event }) => event },
        },
        'request.decline': {
          guard: 'isGrownUp',
          target: 'declined',
          actions: { type: 'recordAnswer', params: ({ event }) => event },
        },
        'request.cancel': {
          guard: 'isKid',
          target: 'cancelled',
          actions: { type: 'recordAnswer', params: ({ event }) => event },
        },
      },
    },
    /** Holds no stars: a grown-up grants it once it fits, or turns it down. */
    needsGrownUp: {
      on: {
        'request.grant': {
          guard: 'isGrownUpAndFits',
          target: 'granted',
          actions: { type: 'recordAnswer', params: ({ event }) => event },
        },
        'request.decline': {
          guard: 'isGrownUp',
          target: 'declined',
          actions: { type: 'recordAnswer', params: ({ event }) => event },
        },
      },
    },
    /** The cost is spent. */
    granted: {
      on: {
        'request.give': {
          guard: 'isGrownUp',
          target: 'given',
          actions: { type: 'recordAnswer', params: ({ event }) => event },
        },
        'request.reverse': {
          guard: 'isGrownUp',
          target: 'reversed',
          actions: { type: 'recordAnswer', params: ({ event }) => event },
        },
      },
    },
    given: {
      on: {
        'request.reverse': {
          guard: 'isGrownUp',
          target: 'reversed',
          actions: { type: 'recordAnswer', params: ({ event }) => event },
        },
      },
    },
    /** Turned down: the stars are back. */
    declined: { type: 'final' },
    /** Taken back by the kid: the stars are back. */
    cancelled: { type: 'final' },
    /** Undone by a grown-up with a reason: the stars are back, both entries kept. */
    reversed: { type: 'final' },
  },
});
