import { assign, setup } from 'xstate';
import { addDays, compareDates, FIRST_DATE, LAST_DATE, type CalendarDate } from '../calendar';

export interface DayNavigationContext {
  familyId: string;
  /** The day in view. */
  date: CalendarDate;
  /** Today's date, as the clock last said. */
  today: CalendarDate;
}

export type DayNavigationEvent =
  | { type: 'day.previous' }
  | { type: 'day.next' }
  | { type: 'day.today' }
  /** The address changed by itself (back / forward): show that day, navigate nowhere. */
  | { type: 'day.set'; date: CalendarDate }
  /** The calendar day, as the app hears it: a new day moves "today". */
  | { type: 'today.heard'; today: CalendarDate };

/** There is a day before the one in view, within the dates the app keeps. */
export const hasDayBefore = ({ date }: { date: CalendarDate }) =>
  compareDates(date, FIRST_DATE) > 0;
/** There is a day after the one in view, within the dates the app keeps. */
export const hasDayAfter = ({ date }: { date: CalendarDate }) => compareDates(date, LAST_DATE) < 0;

/** `/{family}` for today, `/{family}/{date}` for any other day. */
export function dayPath(context: DayNavigationContext): string {
  return context.date === context.today
    ? `/${context.familyId}`
    : `/${context.familyId}/${context.date}`;
}

export const dayNavigationMachine = setup({
  types: {
    context: {} as DayNavigationContext,
    input: {} as DayNavigationContext,
    events: {} as DayNavigationEvent,
  },
  guards: {
    isToday: ({ context }) => context.date === context.today,
    isPast: ({ context }) => compareDates(context.date, context.today) < 0,
    hasDayBefore: ({ context }) => hasDayBefore(context),
    hasDayAfter: ({ context }) => hasDayAfter(context),
  },
  actions: {
    showDate: assign({ date: (_, params: { date: CalendarDate }) => params.date }),
    setToday: assign({ today: (_, params: { today: CalendarDate }) => params.today }),
    /** Puts the day's address in the history (provided by the app). */
    navigate: (_, _params: { path: string }) => undefined,
  },
}).createMachine({
  id: 'dayNavigation',
  description:
    'The day in view: previous, next and today, placed as past, today or future, with the address to navigate to.',
  context: ({ input }) => input,
  initial: 'placing',
  states: {
    /** Works out where the day in view lies relative to today. */
    placing: {
      always: [
        { guard: 'isToday', target: 'today' },
        { guard: 'isPast', target: 'past' },
        { target: 'future' },
      ],
    },
    /** Today: seeded from the routine; no "Today" button. */
    today: {},
    /** A past day: shown as it was, never seeded. */
    past: {},
    /** A future day: seeded from the routine when opened. */
    future: {},
  },
  on: {
    // The first and last dates have no day beyond them (their button is disabled).
    'day.previous': {
      guard: 'hasDayBefore',
      target: '.placing',
      actions: [
        { type: 'showDate', params: ({ context }) => ({ date: addDays(context.date, -1) }) },
        { type: 'navigate', params: ({ context }) => ({ path: dayPath(context) }) },
      ],
    },
    'day.next': {
      guard: 'hasDayAfter',
      target: '.placing',
      actions: [
        { type: 'showDate', params: ({ context }) => ({ date: addDays(context.date, 1) }) },
        { type: 'navigate', params: ({ context }) => ({ path: dayPath(context) }) },
      ],
    },
    'day.today': {
      target: '.placing',
      actions: [
        { type: 'showDate', params: ({ context }) => ({ date: context.today }) },
        { type: 'navigate', params: ({ context }) => ({ path: dayPath(context) }) },
      ],
    },
    'day.set': {
      target: '.placing',
      actions: { type: 'showDate', params: ({ event }) => ({ date: event.date }) },
    },
    'today.heard': {
      target: '.placing',
      actions: { type: 'setToday', params: ({ event }) => ({ today: event.today }) },
    },
  },
});
