import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { nextPart, type Part, type PartStarts } from '../domain/parts';

export interface PartOfDayInput {
  /** The part of the day the clock says it is now. */
  part: Part;
  /** This device shows only the current part, as it remembers. */
  nowOnly: boolean;
  /** When the family's afternoon and evening start. */
  starts: PartStarts;
  /** The hour the family's day starts: the evening lasts until then (`domain/familyDay.ts`). */
  dayStart: number;
}

export interface PartOfDayContext {
  part: Part;
  startsNowOnly: boolean;
  starts: PartStarts;
  dayStart: number;
}

export type PartOfDayEvent =
  | { type: 'view.nowOnly' }
  | { type: 'view.wholeDay' }
  /** The family set other times or day start: the clock is read again against them. */
  | { type: 'parts.heard'; starts: PartStarts; dayStart: number };

/** When the family's parts of the day start, and its day. */
export interface FamilyParts {
  starts: PartStarts;
  dayStart: number;
}

/**
 * "Now only" on the Day view: the part of the day it is, following the clock, and whether this
 * device shows only that part (tasks for any time always show). The app tells the time through
 * the `nextPartStarts` delay and remembers the choice on the device.
 */
export const partOfDayMachine = setup({
  types: {
    context: {} as PartOfDayContext,
    input: {} as PartOfDayInput,
    events: {} as PartOfDayEvent,
  },
  actors: {
    /**
     * Follows the family's times, which the family's listeners own, from the ones in the input
     * on: sends `parts.heard` when they change, and nothing for the same ones again.
     */
    followParts: fromCallback<EventObject, FamilyParts>(() => () => undefined),
  },
  delays: {
    /** Until the next part of the day begins; the app reads its clock. */
    nextPartStarts: 60 * 60 * 1000,
  },
  guards: {
    startsNowOnly: ({ context }) => context.startsNowOnly,
  },
  actions: {
    advancePart: assign({ part: ({ context }) => nextPart(context.part) }),
    keepStarts: assign({
      starts: (_, params: FamilyParts) => params.starts,
      dayStart: (_, params: FamilyParts) => params.dayStart,
    }),
    /** Remembers on this device whether it shows only the current part (the app provides it). */
    rememberNowOnly: (_, _params: { nowOnly: boolean }) => undefined,
  },
}).createMachine({
  id: 'partOfDay',
  description:
    '"Now only" on the Day view: the part of the day it is, following the clock, and whether this device shows only that part (tasks for any time always show). The app tells the time through the `nextPartStarts` delay and remembers the choice on the device.',
  type: 'parallel',
  context: ({ input }) => ({
    part: input.part,
    startsNowOnly: input.nowOnly,
    starts: input.starts,
    dayStart: input.dayStart,
  }),
  // The times are the family's, as its listeners hear them: new ones come as `parts.heard`.
  invoke: {
    id: 'followParts',
    src: 'followParts',
    input: ({ context }) => ({ starts: context.starts, dayStart: context.dayStart }),
  },
  states: {
    clock: {
      initial: 'running',
      states: {
        running: {
          after: {
            nextPartStarts: { target: 'running', reenter: true, actions: 'advancePart' },
          },
          on: {
            // Waits again, from the new times: the delay says 0 if another part has begun.
            'parts.heard': {
              target: 'running',
              reenter: true,
              actions: { type: 'keepStarts', params: ({ event }) => event },
            },
          },
        },
      },
    },
    view: {
      initial: 'placing',
      states: {
        placing: {
          always: [{ guard: 'startsNowOnly', target: 'nowOnly' }, { target: 'wholeDay' }],
        },
        wholeDay: {
          on: {
            'view.nowOnly': {
              target: 'nowOnly',
              actions: { type: 'rememberNowOnly', params: { nowOnly: true } },
            },
          },
        },
        /** Only the current part's tasks, and those for any time. */
        nowOnly: {
          on: {
            'view.wholeDay': {
              target: 'wholeDay',
              actions: { type: 'rememberNowOnly', params: { nowOnly: false } },
            },
          },
        },
      },
    },
  },
});
