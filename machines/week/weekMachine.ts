import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { addDays, type CalendarDate } from '../calendar';
import type { AwayList } from '../domain/away';
import {
  nextLookBack,
  STREAK_DAYS,
  STREAK_FIRST_DAYS,
  streakOf,
  streakRange,
  streakReachesBack,
  weekRange,
  type DayLists,
} from '../domain/stars';
import { toShownError } from '../shared/errors';
import type { DaysRange, WeekContext, WeekEvent, WeekInput } from './types';
import { hasWeekAfter, hasWeekBefore, weekPath } from './weeks';

/**
 * The week at a glance: the week in view and its days, read with one range listener, and the
 * streaks' days with another: the last two weeks, then 60 days, a year or back to the first date
 * kept while some kid's streak may go back further (away days neither count nor break it), so no
 * streak is shown shorter than it is. Each listener is started again when what it reads changes
 * (another week, a new day, a longer look back) or after a failure, on Retry.
 */
export const weekMachine = setup({
  types: {
    context: {} as WeekContext,
    input: {} as WeekInput,
    events: {} as WeekEvent,
  },
  actors: {
    /**
     * Follow what others own, from the value in the input on, and send it only when it changed:
     * the week in view (the address's) as `weekStart.heard`, today (the app's) as `today.heard`,
     * the family's kids (its listeners') as `kids.heard`, and its away days (its away machine's)
     * as `away.heard`.
     */
    followWeekStart: fromCallback<EventObject, CalendarDate>(() => () => undefined),
    followToday: fromCallback<EventObject, CalendarDate>(() => () => undefined),
    followKids: fromCallback<EventObject, readonly string[]>(() => () => undefined),
    followAway: fromCallback<EventObject, AwayList>(() => () => undefined),
    /** Reports the days of a range as `{kind}.heard`, or `{kind}.failed`. */
    listenToWeek: fromCallback<WeekEvent, DaysRange>(() => () => undefined),
    listenToHistory: fromCallback<WeekEvent, DaysRange>(() => () => undefined),
  },
  guards: {
    showsWeek: ({ context }) => context.showsWeek,
    hasWeekBefore: ({ context }) => hasWeekBefore(context),
    hasWeekAfter: ({ context }) => hasWeekAfter(context),
    isOtherWeek: ({ context }, params: { weekStart: CalendarDate }) =>
      params.weekStart !== context.weekStart,
    /**
     * Some kid's streak may reach back past the days read: nothing in them broke it, a day they
     * were away breaking nothing (within two weeks, a kid with nothing in them too; the kids not
     * known yet, none can be ruled out).
     */
    mayReachFurther: (
      { context },
      params: { days: DayLists | null; kidIds: readonly string[]; away: AwayList },
    ) => {
      const { today, historyDays } = context;
      const { days, away } = params;
      if (days === null || nextLookBack(today, historyDays) === null) return false;
      const firstLook = historyDays < STREAK_DAYS;
      if (params.kidIds.length === 0) return firstLook;
      const from = streakRange(today, historyDays).from;
      return params.kidIds.some(
        (kidId) =>
          streakReachesBack(days, kidId, today, from, away) &&
          (firstLook || streakOf(days, kidId, today, away) > 0),
      );
    },
  },
  actions: {
    keepWeekStart: assign({
      weekStart: (_, params: { weekStart: CalendarDate }) => params.weekStart,
      week: null,
    }),
    keepWeek: assign({ week: (_, params: { days: DayLists }) => params.days }),
    keepHistory: assign({ history: (_, params: { days: DayLists }) => params.days }),
    keepToday: assign({ today: (_, params: { today: CalendarDate }) => params.today }),
    keepKidIds: assign({ kidIds: (_, params: { kidIds: readonly string[] }) => params.kidIds }),
    keepAway: assign({ away: (_, params: { away: AwayList }) => params.away }),
    lookBackTwoWeeks: assign({ historyDays: STREAK_FIRST_DAYS }),
    lookBackFurther: assign({
      historyDays: ({ context }) =>
        nextLookBack(context.today, context.historyDays) ?? context.historyDays,
    }),
    showError: assign({ error: (_, params: { error: unknown }) => toShownError(params.error) }),
    clearError: assign({ error: null }),
    /** Goes to another week's address (the app provides it). */
    navigate: (_, _params: { path: string }) => undefined,
  },
}).createMachine({
  id: 'week',
  description:
    "The week at a glance: the week in view and its days, read with one range listener, and the streaks' days with another: the last two weeks, then 60 days, a year or back to the first date kept while some kid's streak may go back further (away days neither count nor break it), so no streak is shown shorter than it is. Each listener is started again when what it reads changes (another week, a new day, a longer look back) or after a failure, on Retry.",
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    away: [],
    historyDays: STREAK_FIRST_DAYS,
    week: null,
    history: null,
    error: null,
  }),
  // The week in view and today are the app's, the kids its listeners', the away days its away
  // machine's: each comes as `{fact}.heard`.
  invoke: [
    { id: 'followWeekStart', src: 'followWeekStart', input: ({ context }) => context.weekStart },
    { id: 'followToday', src: 'followToday', input: ({ context }) => context.today },
    { id: 'followKids', src: 'followKids', input: ({ context }) => context.kidIds },
    { id: 'followAway', src: 'followAway', input: ({ context }) => context.away },
  ],
  on: {
    // Not past the weeks holding the first and last dates kept (their buttons are disabled).
    'week.previous': {
      guard: 'hasWeekBefore',
      actions: {
        type: 'navigate',
        params: ({ context }) => ({
          path: weekPath(context.familyId, addDays(context.weekStart, -7), context.today),
        }),
      },
    },
    'week.next': {
      guard: 'hasWeekAfter',
      actions: {
        type: 'navigate',
        params: ({ context }) => ({
          path: weekPath(context.familyId, addDays(context.weekStart, 7), context.today),
        }),
      },
    },
    'week.thisWeek': {
      actions: {
        type: 'navigate',
        params: ({ context }) => ({ path: `/${context.familyId}/week` }),
      },
    },
  },
  states: {
    week: {
      initial: 'placing',
      on: {
        // Another week: its days are read afresh, the last week's are not shown meanwhile.
        'weekStart.heard': {
          guard: { type: 'isOtherWeek', params: ({ event }) => event },
          target: '.placing',
          reenter: true,
          actions: { type: 'keepWeekStart', params: ({ event }) => event },
        },
      },
      states: {
        placing: {
          always: [{ guard: 'showsWeek', target: 'listening' }, { target: 'off' }],
        },
        /** The Day view: only the streaks' days are read. */
        off: {},
        listening: {
          invoke: {
            id: 'listenToWeek',
            src: 'listenToWeek',
            input: ({ context }) => ({
              familyId: context.familyId,
              ...weekRange(context.weekStart),
            }),
          },
          on: {
            'week.heard': { actions: { type: 'keepWeek', params: ({ event }) => event } },
            'week.failed': {
              target: 'failed',
              actions: { type: 'showError', params: ({ event }) => event },
            },
          },
        },
        failed: {
          on: { 'week.retry': { target: 'listening', actions: 'clearError' } },
        },
      },
    },
    history: {
      initial: 'placing',
      on: {
        // A new day: the streaks look back from it, two weeks first.
        'today.heard': {
          target: '.listening',
          reenter: true,
          actions: [{ type: 'keepToday', params: ({ event }) => event }, 'lookBackTwoWeeks'],
        },
        'kids.heard': { actions: { type: 'keepKidIds', params: ({ event }) => event } },
        'away.heard': { actions: { type: 'keepAway', params: ({ event }) => event } },
      },
      states: {
        placing: {
          always: [{ guard: 'showsWeek', target: 'waitingForWeek' }, { target: 'listening' }],
        },
        /** The Week view: the streaks' days are read once the week shows, never holding it back. */
        waitingForWeek: {
          on: { 'week.heard': 'listening', 'week.failed': 'listening' },
        },
        listening: {
          invoke: {
            id: 'listenToHistory',
            src: 'listenToHistory',
            input: ({ context }) => ({
              familyId: context.familyId,
              ...streakRange(context.today, context.historyDays),
            }),
          },
          on: {
            // A streak that may go back further than the days read shows once they reach its
            // start (or the first date kept), never cut short first.
            'history.heard': [
              {
                guard: {
                  type: 'mayReachFurther',
                  params: ({ context, event }) => ({
                    days: event.days,
                    kidIds: context.kidIds,
                    away: context.away,
                  }),
                },
                target: 'listening',
                reenter: true,
                actions: 'lookBackFurther',
              },
              { actions: { type: 'keepHistory', params: ({ event }) => event } },
            ],
            // A kid added (or back) may have a streak older than two weeks.
            'kids.heard': {
              guard: {
                type: 'mayReachFurther',
                params: ({ context, event }) => ({
                  days: context.history,
                  kidIds: event.kidIds,
                  away: context.away,
                }),
              },
              target: 'listening',
              reenter: true,
              actions: [{ type: 'keepKidIds', params: ({ event }) => event }, 'lookBackFurther'],
            },
            // A day newly marked away no longer breaks the streak that ran up to it.
            'away.heard': {
              guard: {
                type: 'mayReachFurther',
                params: ({ context, event }) => ({
                  days: context.history,
                  kidIds: context.kidIds,
                  away: event.away,
                }),
              },
              target: 'listening',
              reenter: true,
              actions: [{ type: 'keepAway', params: ({ event }) => event }, 'lookBackFurther'],
            },
            'history.failed': {
              target: 'failed',
              actions: { type: 'showError', params: ({ event }) => event },
            },
          },
        },
        failed: {
          on: { 'week.retry': { target: 'listening', actions: 'clearError' } },
        },
      },
    },
  },
});
