// The model walk proves every transition on the real machine; the tests after it read like the spec.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import type { CalendarDate } from '../../machines/calendar';
import {
  dayNavigationMachine,
  type DayNavigationContext,
  type DayNavigationEvent,
} from '../../machines/dayNavigation';
import {
  createMachineTestModel,
  expectFullTransitionCoverage,
  getTransitionCoveringPaths,
  walkPathOnRealMachine,
  type StepExecutor,
} from '../support/machineModel';

const date = (text: string) => text as CalendarDate;
const TODAY = date('2026-11-22');

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the day navigation machine, walked from its model', () => {
  const input: DayNavigationContext = { familyId: 'f1', date: TODAY, today: TODAY };
  const events: AnyEventObject[] = [
    { type: 'day.set', date: '2026-11-20' },
    { type: 'day.set', date: '2026-11-24' },
    { type: 'clock.dayChanged', today: '2026-11-23' },
  ];
  // Stepping is unbounded; a week around today is enough to place a day in the past, today and
  // the future from every state.
  const filterEvents = (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
    const { date: shown } = snapshot.context as DayNavigationContext;
    if (event.type === 'day.previous') return shown > '2026-11-19';
    if (event.type === 'day.next') return shown < '2026-11-25';
    return true;
  };
  const paths = getTransitionCoveringPaths(
    createMachineTestModel(dayNavigationMachine, { input, events, filterEvents }),
  );
  const taken = new Set<string>();

  // Every step checks what the machine asks the host to do: one navigation for previous, next
  // and today, to the path DESIGN.md gives; none for day.set and clock.dayChanged.
  const navigated: string[] = [];
  const machine = dayNavigationMachine.provide({
    actions: { navigate: (_, { path }) => void navigated.push(path) },
  });
  const sendAndCheckNavigation: StepExecutor = (event, { actor }) => {
    navigated.length = 0;
    actor.send(event);
    const { familyId, date: shown, today } = actor.getSnapshot().context as DayNavigationContext;
    const navigates = ['day.previous', 'day.next', 'day.today'].includes(event.type);
    const expected = shown === today ? `/${familyId}` : `/${familyId}/${shown}`;
    expect(navigated, `navigation after ${event.type}`).toEqual(navigates ? [expected] : []);
  };
  const exec = Object.fromEntries(
    ['day.previous', 'day.next', 'day.today', 'day.set', 'clock.dayChanged'].map((type) => [
      type,
      sendAndCheckNavigation,
    ]),
  );

  for (const modelPath of paths) {
    it(`walks ${modelPath.description}`, async () => {
      await walkPathOnRealMachine(modelPath, { machine, input, exec, taken, compareContext: true });
    });
  }

  it('walks every transition of the machine', () => {
    expectFullTransitionCoverage(dayNavigationMachine, taken);
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
    navigation.send({ type: 'clock.dayChanged', today: date('2026-11-23') });
    expect(navigation.actor.getSnapshot().value).toBe('past');
    expect(navigation.navigated).toEqual([]);
    navigation.send({ type: 'day.today' });
    expect(navigation.shown()).toBe('2026-11-23');
    expect(navigation.navigated).toEqual(['/f1']);
  });
});
