// The listeners machine's types, actors, guards and actions: the config is in listenersMachine.ts.
import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { CalendarDate } from '../calendar';
import {
  DAY_CHECK_MS,
  DAY_START_MARGIN_MS,
  LISTENER_REARM_MS,
  LISTENER_RETRY_BASE_MS,
  LISTENER_RETRY_MAX_MS,
} from '../constants';
import { shareDayList, shareTaskLists, type FamilyConfig } from '../domain/family';
import { dayStartOf } from '../domain/familyDay';
import { shouldSeed, type SeedingInput } from '../domain/seeding';
import { toShownError } from '../shared/errors';
import type {
  ListenedValue,
  ListenersInput,
  ListenersContext,
  ListenersEvent,
  ListenerCommand,
  TodayReading,
} from './types';
import { LISTENED_SOURCES, seedingInput } from './sources';

export const listenersSetup = setup({
  types: {
    context: {} as ListenersContext,
    input: {} as ListenersInput,
    events: {} as ListenersEvent,
  },
  actors: {
    /** Listens to the four paths and sends `listeners.heard` / `listeners.failed`. */
    listenToFamily: fromCallback<ListenerCommand, { familyId: string; date: CalendarDate }>(
      () => () => undefined,
    ),
    /** Reports `page.visible` and `network.online`. */
    watchPage: fromCallback<ListenersEvent>(() => () => undefined),
    /**
     * The family's date by the device clock and the family's day start, and how long until its
     * next day starts (`familyDay.ts`).
     */
    readToday: fromPromise<TodayReading, { familyId: string; dayStart: number }>(async () => {
      throw new Error('readToday is provided by the app');
    }),
    /** Copies the routine into the day, once, in one transaction. */
    seedDay: fromPromise<void, SeedingInput & { familyId: string; dayStart: number }>(async () => {
      throw new Error('seedDay is provided by the app');
    }),
  },
  delays: {
    rearmInterval: LISTENER_REARM_MS,
    /** At the family's next day start, when known and sooner than the ten-minute check. */
    dayCheckInterval: ({ context }) =>
      Math.min(
        context.nextDayStartIn === null
          ? DAY_CHECK_MS
          : context.nextDayStartIn + DAY_START_MARGIN_MS,
        DAY_CHECK_MS,
      ),
    retryBackoff: ({ context }) =>
      Math.min(
        LISTENER_RETRY_BASE_MS * 2 ** Math.max(0, context.failures - 1),
        LISTENER_RETRY_MAX_MS,
      ),
  },
  guards: {
    hasEveryValue: ({ context }) => LISTENED_SOURCES.every((s) => context.received.includes(s)),
    isAnotherDay: ({ context }, params: { today: CalendarDate }) =>
      params.today !== context.loadedOn,
    isBusy: ({ context }) => context.busyWith.length > 0,
    isConfig: (_, params: ListenedValue) => params.source === 'config',
    /** The first config heard, or one whose day start differs: "today" may be another day. */
    isNewDayStart: ({ context }, params: ListenedValue) =>
      params.source === 'config' &&
      (context.config === null || dayStartOf(context.config) !== dayStartOf(params.value)),
    /** Refused to read: this grown-up is no longer a member (Firebase mode). */
    isAccessLost: (_, params: { error: unknown }) =>
      toShownError(params.error).code === 'PERMISSION_DENIED',
    dayNeedsSeeding: ({ context }) =>
      context.showingDay &&
      context.day !== null &&
      context.day.seeded === null &&
      context.config !== null &&
      context.templates !== null &&
      !context.seedingTried.includes(context.date) &&
      shouldSeed(seedingInput(context)),
  },
  actions: {
    keepValue: assign(({ context }, value: ListenedValue) => {
      const received = context.received.includes(value.source)
        ? context.received
        : [...context.received, value.source];
      // The day and the routine keep their unchanged task objects, so a tick re-renders one row.
      if (value.source === 'day') {
        if (value.date !== context.date) return {};
        return { day: shareDayList(context.day, value.value), received };
      }
      if (value.source === 'templates') {
        return { templates: shareTaskLists(context.templates, value.value), received };
      }
      return { [value.source]: value.value, received };
    }),
    startArming: assign({ received: [] }),
    countRearm: assign({ rearms: ({ context }) => context.rearms + 1 }),
    showFailure: assign({
      error: (_, params: { error: unknown }) => toShownError(params.error),
      failures: ({ context }) => context.failures + 1,
    }),
    clearFailure: assign({ error: null, failures: 0 }),
    followDay: assign(({ context }, params: { date: CalendarDate; showingDay: boolean }) => ({
      date: params.date,
      showingDay: params.showingDay,
      // Another view of the same day keeps what is shown; another day loads afresh.
      day: params.date === context.date ? context.day : null,
    })),
    tellListenerToFollow: sendTo('listenToFamily', (_, params: { date: CalendarDate }) => ({
      type: 'listeners.follow' as const,
      date: params.date,
    })),
    noteActivity: assign({
      busyWith: ({ context }, params: { source: string; busy: boolean }) => {
        const others = context.busyWith.filter((source) => source !== params.source);
        return params.busy ? [...others, params.source] : others;
      },
    }),
    noteSeedingTried: assign({
      seedingTried: ({ context }) => [...context.seedingTried, context.date],
    }),
    showSeedingFailure: assign({
      error: (_, params: { error: unknown }) => toShownError(params.error),
    }),
    /** Reloads the page (provided by the app). */
    reloadPage: () => undefined,
    keepNewDay: assign({ newDay: (_, params: { today: CalendarDate }) => params.today }),
    keepNextDayStart: assign({
      nextDayStartIn: (_, params: { nextDayStartIn: number }) => params.nextDayStartIn,
    }),
    /** A failed look tells nothing: the next one is the ten-minute check. */
    forgetNextDayStart: assign({ nextDayStartIn: null }),
    /**
     * Tells the app the calendar day changed while something typed holds the reload back, so
     * a board on today can move to the new day with the text (provided by the app).
     */
    reportNewDay: (_, _params: { today: CalendarDate }) => undefined,
    /** Tells the app the family can no longer be read (provided by the app). */
    reportAccessLost: () => undefined,
    /** Tells the app what the config holds now, e.g. whether the family exists (provided). */
    reportConfig: (_, _params: { config: FamilyConfig }) => undefined,
  },
});
