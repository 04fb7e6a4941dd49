// The model walk proves every transition on the real machine; the tests after it read like the spec.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { addDays, FIRST_DATE, LAST_DATE, type CalendarDate } from '../../machines/calendar';
import {
  dayNavigationMachine,
  selectHasDayAfter,
  selectHasDayBefore,
  type DayNavigationContext,
  type DayNavigationEvent,
} from '../../machines/dayNavigation';
import type { WalkHarness } from '../support/machineModel';
import { describeModelWalk } from '../support/modelWalk';

const date = (text: string) => text as CalendarDate;
const TODAY = date('2026-11-22');

afterEach(() => {
  vi.unstubAllEnvs();
});

// What the machine asked the host to navigate to, since the walk's last step.
const navigated: string[] = [];
const input: DayNavigationContext = { familyId: 'f1', date: TODAY, today: TODAY };
const addressOf = ({ familyId, date, today }: DayNavigationContext) =>
  date === today ? `/${familyId}` : `/${familyId}/${date}`;

describeModelWalk('the day navigation machine, walked from its model', {
  machine: dayNavigationMachine,
  walked: dayNavigationMachine.provide({
    actions: { navigate: (_, { path }) => void navigated.push(path) },
  }),
  input,
  events: [
    { type: 'day.set', date: '2026-11-20' },
    { type: 'day.set', date: '2026-11-24' },
    { type: 'day.set', date: FIRST_DATE },
    { type: 'day.set', date: LAST_DATE },
    { type: 'today.heard', today: '2026-11-23' },
  ],
  // Stepping is unbounded; a week around today is enough to place a day in the past, today and
  // the future from every state. At the first and last dates, only the step off the calendar.
  filterEvents: (snapshot, event) => {
    const { date: shown } = snapshot.context as DayNavigationContext;
    const nearToday = shown >= '2026-11-19' && shown <= '2026-11-25';
    if (event.type === 'day.previous')
      return shown === FIRST_DATE || (nearToday && shown > '2026-11-19');
    if (event.type === 'day.next')
      return shown === LAST_DATE || (nearToday && shown < '2026-11-25');
    return true;
  },
  exec: Object.fromEntries(
    ['day.previous', 'day.next', 'day.today', 'day.set', 'today.heard'].map((type) => [
      type,
      (event: AnyEventObject, { actor }: WalkHarness) => {
        navigated.length = 0;
        actor.send(event);
      },
    ]),
  ),
  states: {
    // The Today button, seeding and the past's read-only view all read these three.
    today: ({ context }) => expect(context.date).toBe(context.today),
    past: ({ context }) => expect(context.date < context.today).toBe(true),
    future: ({ context }) => expect(context.date > context.today).toBe(true),
  },
  steps: {
    // One step a day, and one address in the history for each press; today's is the family's.
    // The first and last dates have no day beyond them: the press does nothing (it is disabled).
    'day.previous': ({ before, after }) => {
      if (before.context.date === FIRST_DATE) {
        expect(selectHasDayBefore(before)).toBe(false);
        expect(after.context.date).toBe(FIRST_DATE);
        expect(navigated).toEqual([]);
        return;
      }
      expect(selectHasDayBefore(before)).toBe(true);
      expect(after.context.date).toBe(addDays(before.context.date, -1));
      expect(navigated).toEqual([addressOf(after.context)]);
    },
    'day.next': ({ before, after }) => {
      if (before.context.date === LAST_DATE) {
        expect(selectHasDayAfter(before)).toBe(false);
        expect(after.context.date).toBe(LAST_DATE);
        expect(navigated).toEqual([]);
        return;
      }
      expect(selectHasDayAfter(before)).toBe(true);
      expect(after.context.date).toBe(addDays(before.context.date, 1));
      expect(navigated).toEqual([addressOf(after.context)]);
    },
    'day.today': ({ after }) => {
      expect(after.context.date).toBe(after.context.today);
      expect(navigated).toEqual([`/${after.context.familyId}`]);
    },
    // An address typed or followed is already in the history: nothing more is pushed.
    'day.set': ({ event, after }) => {
      expect(after.context.date).toBe(event.date);
      expect(navigated).toEqual([]);
    },
    'today.heard': ({ before, after }) => {
      expect(after.context.date).toBe(before.context.date);
      expect(navigated).toEqual([]);
    },
  },
});

describe('the addresses the buttons put in the history', () => {
  it('each press navigates once, to the family for today and to the day otherwise', () => {
    const seen: string[] = [];
    const actor = createActor(
      dayNavigationMachine.provide({
        actions: { navigate: (_, { path }) => void seen.push(path) },
      }),
      { input },
    ).start();
    for (const type of ['day.previous', 'day.next', 'day.next', 'day.today'] as const) {
      actor.send({ type });
    }
    expect(seen).toEqual(['/f1/2026-11-21', '/f1', '/f1/2026-11-23', '/f1']);
  });
});

function startNavigation(shown: string, today = TODAY) {
  const navigated: string[] = [];
  const machine = dayNavigationMachine.provide({
    actions: { navigate: (_, { path }) => void navigated.push(path) },
  });
  const actor = createActor(machine, { input: { familyId: 'f1', date: date(shown), today } });
  actor.start();
  const send = (event: DayNavigationEvent) => actor.send(event);
  return { actor, navigated, send, shown: () => actor.getSnapshot().context.date };
}

describe('day navigation', () => {
  it.each([
    ['2026-11-22', 'day.next', '2026-11-23'],
    ['2026-11-22', 'day.previous', '2026-11-21'],
    ['2026-11-30', 'day.next', '2026-12-01'],
    ['2026-12-01', 'day.previous', '2026-11-30'],
    ['2026-12-31', 'day.next', '2027-01-01'],
    ['2027-01-01', 'day.previous', '2026-12-31'],
    ['2028-02-28', 'day.next', '2028-02-29'],
    ['2028-02-29', 'day.next', '2028-03-01'],
    ['2028-03-01', 'day.previous', '2028-02-29'],
  ] as const)('from %s, %s moves exactly one day to %s', (from, type, to) => {
    const navigation = startNavigation(from);
    navigation.send({ type });
    expect(navigation.shown()).toBe(to);
    expect(navigation.navigated).toEqual([`/f1/${to}`]);
  });

  it.each([
    ['2026-03-28', '2026-03-29', '2026-03-30'],
    ['2026-10-24', '2026-10-25', '2026-10-26'],
  ])(
    'across the DST change in London, %s, %s and %s follow one another',
    (before, change, after) => {
      vi.stubEnv('TZ', 'Europe/London');
      const navigation = startNavigation(before);
      navigation.send({ type: 'day.next' });
      navigation.send({ type: 'day.next' });
      navigation.send({ type: 'day.previous' });
      navigation.send({ type: 'day.previous' });
      expect(navigation.navigated).toEqual([
        `/f1/${change}`,
        `/f1/${after}`,
        `/f1/${change}`,
        `/f1/${before}`,
      ]);
    },
  );

  it('a week of next, then a week of previous, comes back to the same day in any zone', () => {
    for (const zone of ['Europe/London', 'America/Santiago', 'Australia/Lord_Howe']) {
      vi.stubEnv('TZ', zone);
      for (const start of ['2026-03-26', '2026-10-22', '2026-04-02', '2026-09-03']) {
        const navigation = startNavigation(start);
        for (let day = 0; day < 7; day++) navigation.send({ type: 'day.next' });
        for (let day = 0; day < 7; day++) navigation.send({ type: 'day.previous' });
        expect(new Set(navigation.navigated).size, `${zone} from ${start}`).toBe(8);
        expect(navigation.shown(), `${zone} from ${start}`).toBe(start);
      }
    }
  });

  it('stops at the first and the last date the app keeps, going nowhere', () => {
    const first = startNavigation(FIRST_DATE);
    first.send({ type: 'day.previous' });
    expect(first.shown()).toBe('2000-01-01');
    expect(selectHasDayBefore(first.actor.getSnapshot())).toBe(false);
    const last = startNavigation(LAST_DATE);
    last.send({ type: 'day.next' });
    expect(last.shown()).toBe('2099-12-31');
    expect(selectHasDayAfter(last.actor.getSnapshot())).toBe(false);
    expect([...first.navigated, ...last.navigated]).toEqual([]);
    first.send({ type: 'day.next' });
    last.send({ type: 'day.previous' });
    expect([...first.navigated, ...last.navigated]).toEqual(['/f1/2000-01-02', '/f1/2099-12-30']);
  });

  it('stepping onto today navigates to the bare family path', () => {
    const navigation = startNavigation('2026-11-21');
    navigation.send({ type: 'day.next' });
    navigation.send({ type: 'day.next' });
    navigation.send({ type: 'day.previous' });
    expect(navigation.navigated).toEqual(['/f1', '/f1/2026-11-23', '/f1']);
  });

  it('today navigates to the bare family path', () => {
    const navigation = startNavigation('2026-10-01');
    navigation.send({ type: 'day.today' });
    expect(navigation.shown()).toBe(TODAY);
    expect(navigation.navigated).toEqual(['/f1']);
  });

  it('day.set shows the day without navigating', () => {
    const navigation = startNavigation('2026-11-22');
    navigation.send({ type: 'day.set', date: date('2026-11-20') });
    expect(navigation.shown()).toBe('2026-11-20');
    expect(navigation.actor.getSnapshot().value).toBe('past');
    expect(navigation.navigated).toEqual([]);
  });

  it.each([
    ['2026-11-22', 'today'],
    ['2026-11-21', 'past'],
    ['2025-11-23', 'past'],
    ['2026-11-23', 'future'],
    ['2027-01-01', 'future'],
  ])('%s is placed in %s', (shown, state) => {
    expect(startNavigation(shown).actor.getSnapshot().value).toBe(state);
  });

  it('when the calendar day changes, yesterday’s page becomes the past without navigating', () => {
    const navigation = startNavigation('2026-11-22');
    navigation.send({ type: 'today.heard', today: date('2026-11-23') });
    expect(navigation.actor.getSnapshot().value).toBe('past');
    expect(navigation.navigated).toEqual([]);
    navigation.send({ type: 'day.today' });
    expect(navigation.shown()).toBe('2026-11-23');
    expect(navigation.navigated).toEqual(['/f1']);
  });
});
