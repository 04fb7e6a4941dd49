// The week machine: every transition walked, with the range each listener reads checked after
// every step; then Previous / Next and the re-arming, as a parent meets them.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { FIRST_DATE, type CalendarDate } from '../../machines/calendar';
import {
  selectHasWeekAfter,
  selectHasWeekBefore,
  weekMachine,
  weekPath,
  type DaysRange,
  type WeekContext,
} from '../../machines/week';
import {
  STREAK_DAYS,
  STREAK_FIRST_DAYS,
  streakOf,
  streakReachesBack,
  type DayLists,
} from '../../machines/domain/stars';
import type { AwayList } from '../../machines/domain/away';
import { createFakeActors } from '../support/machineModel';
import { describeModelWalk } from '../support/modelWalk';

const date = (text: string) => text as CalendarDate;
const THIS_WEEK = date('2026-11-23');
const TODAY = date('2026-11-25');
const input = {
  familyId: 'fam',
  weekStart: THIS_WEEK,
  today: TODAY,
  showsWeek: true,
  kidIds: ['ada'],
};
const aDay = { seeded: 1, tasks: {} };
/** Yesterday Ada missed a task: two weeks are enough for her streak. */
const brokenYesterday = {
  [date('2026-11-24')]: {
    seeded: 1,
    tasks: { ada: [{ id: 't', title: 'Teeth', completed: false as const, order: 1 }] },
  },
};

/** The whole family away yesterday, the day Ada missed a task: it no longer breaks her streak. */
const awayYesterday: AwayList = [
  { id: 'h', from: date('2026-11-24'), to: date('2026-11-24'), made: 1 },
];

let navigate = vi.fn();

/** The range a running listener reads, as it was started. */
const rangeOf = (child: AnyActorRef | undefined) =>
  (child?.getSnapshot() as { input?: DaysRange } | undefined)?.input;

describeModelWalk('the week machine, walked from its model', {
  machine: weekMachine,
  walked: () => {
    navigate = vi.fn();
    return weekMachine.provide({ actions: { navigate } });
  },
  inputs: [
    { label: 'the Week view', input },
    { label: 'the Day view', input: { ...input, showsWeek: false } },
  ],
  events: [
    { type: 'weekStart.heard', weekStart: date('2026-11-16') },
    { type: 'weekStart.heard', weekStart: THIS_WEEK },
    { type: 'week.previous' },
    { type: 'week.next' },
    { type: 'week.thisWeek' },
    { type: 'week.heard', days: { [THIS_WEEK]: aDay } },
    { type: 'week.failed', error: { code: 'permission_denied', message: 'No.' } },
    // Two weeks are enough for Ada's streak (broken yesterday), not for Ben's (no tasks in them).
    { type: 'history.heard', days: brokenYesterday },
    { type: 'kids.heard', kidIds: ['ada', 'ben'] },
    { type: 'kids.heard', kidIds: [] },
    // The family marks yesterday away (sent once: the follower sends only a change).
    { type: 'away.heard', away: awayYesterday },
    { type: 'history.failed', error: { code: 'permission_denied', message: 'No.' } },
    { type: 'week.retry' },
    { type: 'today.heard', today: date('2026-11-26') },
  ] satisfies AnyEventObject[],
  // The away days come only when they change, as their follower sends them.
  filterEvents: (snapshot, event) =>
    snapshot.status === 'active' &&
    (event.type !== 'away.heard' || (snapshot.context as WeekContext).away.length === 0),
  serializeState: (snapshot) => {
    const { weekStart, today, week, history, error, historyDays, kidIds, away } =
      snapshot.context as WeekContext;
    return JSON.stringify([
      snapshot.value,
      weekStart,
      today,
      !!week,
      !!history,
      !!error,
      historyDays,
      kidIds.length,
      away.length,
    ]);
  },
  states: {
    // Each listener reads exactly its range: the week in view, and 60 days back from today.
    'week.listening': (snapshot) =>
      expect(rangeOf(snapshot.children.listenToWeek)).toEqual({
        familyId: 'fam',
        from: snapshot.context.weekStart,
        to: weekEnd(snapshot.context.weekStart),
      }),
    'week.off': (snapshot) => expect(snapshot.children.listenToWeek).toBeUndefined(),
    // Two weeks back, or all the streaks' days.
    'history.listening': (snapshot) =>
      expect(rangeOf(snapshot.children.listenToHistory)).toEqual({
        familyId: 'fam',
        from: shift(snapshot.context.today, 1 - snapshot.context.historyDays),
        to: snapshot.context.today,
      }),
    'week.failed': (snapshot) => expect(snapshot.context.error).not.toBeNull(),
    // The streaks' days wait for the week: they never hold it back.
    'history.waitingForWeek': (snapshot) => {
      expect(snapshot.children.listenToHistory).toBeUndefined();
      expect(snapshot.context.week).toBeNull();
    },
  },
  steps: {
    // Another week is never shown with the last one's days.
    'weekStart.heard': ({ event, before, after }) => {
      expect(after.context.weekStart).toBe(event.weekStart);
      if (event.weekStart !== before.context.weekStart) expect(after.context.week).toBeNull();
    },
    // Within the dates kept (the first and last weeks: a unit test below).
    'week.previous': ({ before, after }) => {
      expect(selectHasWeekBefore(before)).toBe(true);
      expect(navigate.mock.calls.at(-1)?.[1]).toEqual({
        path: weekPath('fam', shift(after.context.weekStart, -7), after.context.today),
      });
    },
    'week.next': ({ before, after }) => {
      expect(selectHasWeekAfter(before)).toBe(true);
      expect(navigate.mock.calls.at(-1)?.[1]).toEqual({
        path: weekPath('fam', shift(after.context.weekStart, 7), after.context.today),
      });
    },
    'week.thisWeek': () => expect(navigate.mock.calls.at(-1)?.[1]).toEqual({ path: '/fam/week' }),
    'today.heard': ({ event, after }) => {
      expect(after.context.today).toBe(event.today);
      expect(after.context.historyDays).toBe(STREAK_FIRST_DAYS);
    },
    // Days are kept only when no streak counted in them may go on further back (or they reach
    // the first date kept); otherwise more days are read first, so no streak is ever shown cut
    // short. Two weeks are also read further when the kids are not known, or one had no tasks.
    // A day a kid was away breaks nothing, even with a list left undone on it.
    'history.heard': ({ event, before, after }) => {
      const { kidIds, today, historyDays, away } = before.context;
      const from = shift(today, 1 - historyDays);
      if (after.context.historyDays === historyDays) {
        expect(after.context.history).toBe(event.days);
        if (from > FIRST_DATE) {
          for (const kidId of kidIds) {
            const goesOn =
              streakReachesBack(event.days, kidId, today, from, away) &&
              streakOf(event.days, kidId, today, away) > 0;
            expect(goesOn, `${kidId}'s streak may go back past ${from}`).toBe(false);
          }
        }
        if (historyDays < STREAK_DAYS) {
          expect(kidIds.length).toBeGreaterThan(0);
          for (const kidId of kidIds) {
            expect(streakReachesBack(event.days, kidId, today, from, away)).toBe(false);
          }
        }
      } else {
        expect(after.context.historyDays).toBeGreaterThan(historyDays);
        expect(after.context.history).toBe(before.context.history);
      }
    },
    'kids.heard': ({ event, after }) => expect(after.context.kidIds).toEqual(event.kidIds),
    // Days newly away may no longer break a streak the days kept stopped at: it is read
    // further back at once; otherwise the days kept stay.
    'away.heard': ({ event, before, after }) => {
      expect(after.context.away).toBe(event.away);
      const { history, kidIds, today, historyDays } = before.context;
      const from = shift(today, 1 - historyDays);
      const reachesBack = (kidId: string) =>
        history !== null && streakReachesBack(history, kidId, today, from, event.away);
      if (after.context.historyDays === historyDays) {
        expect(after.context.history).toBe(history);
        if (!before.matches({ history: 'listening' }) || history === null) return;
        if (from > FIRST_DATE) {
          for (const kidId of kidIds) {
            const goesOn = reachesBack(kidId) && streakOf(history, kidId, today, event.away) > 0;
            expect(goesOn, `${kidId}'s streak may go back past ${from}`).toBe(false);
          }
        }
        if (historyDays < STREAK_DAYS) {
          for (const kidId of kidIds) expect(reachesBack(kidId)).toBe(false);
        }
      } else {
        expect(before.matches({ history: 'listening' })).toBe(true);
        expect(after.context.historyDays).toBeGreaterThan(historyDays);
        // The kids not known yet, none can be ruled out within two weeks.
        const goesOn = kidIds.length === 0 ? historyDays < STREAK_DAYS : kidIds.some(reachesBack);
        expect(goesOn, 'some streak may go on past the days kept').toBe(true);
      }
    },
  },
});

function shift(day: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days))
    .toISOString()
    .slice(0, 10) as CalendarDate;
}
const weekEnd = (start: CalendarDate) => shift(start, 6);

describe('the week in view', () => {
  it('is this week at /{family}/week, and any other at /{family}/week/{Monday}', () => {
    expect(weekPath('fam', THIS_WEEK, TODAY)).toBe('/fam/week');
    expect(weekPath('fam', date('2026-11-16'), TODAY)).toBe('/fam/week/2026-11-16');
  });

  it('reads another week’s days afresh, and the failed listener again on Retry', () => {
    const fakes = createFakeActors();
    const actor = createActor(
      weekMachine.provide({
        actors: { listenToWeek: fakes.callback(), listenToHistory: fakes.callback() },
      }),
      { input },
    ).start();
    const starts = () => fakes.started.filter((start) => start.id === 'listenToWeek');
    fakes.sendBack('listenToWeek', { type: 'week.heard', days: { [THIS_WEEK]: aDay } });
    actor.send({ type: 'weekStart.heard', weekStart: date('2026-11-16') });
    expect(actor.getSnapshot().context.week).toBeNull();
    expect(starts().map((start) => start.input)).toEqual([
      { familyId: 'fam', from: '2026-11-23', to: '2026-11-29' },
      { familyId: 'fam', from: '2026-11-16', to: '2026-11-22' },
    ]);
    fakes.sendBack('listenToWeek', { type: 'week.failed', error: new Error('offline') });
    expect(actor.getSnapshot().matches({ week: 'failed' })).toBe(true);
    expect(fakes.isRunning('listenToWeek')).toBe(false);
    actor.send({ type: 'week.retry' });
    expect(starts()).toHaveLength(3);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('a long streak', () => {
  it('is read back as far as it goes: 90 days all done show as 90, on the Day view', () => {
    const fakes = createFakeActors();
    const actor = createActor(
      weekMachine.provide({ actors: { listenToHistory: fakes.callback() } }),
      { input: { ...input, showsWeek: false } },
    ).start();
    // Ada did everything on each of the last 90 days, and missed a task the day before.
    const stored: DayLists = {};
    const list = (completed: false | number) => ({
      seeded: 1,
      tasks: { ada: [{ id: 't', title: 'Teeth', completed, order: 1 }] },
    });
    for (let n = 1; n <= 90; n++) stored[shift(TODAY, -n)] = list(1_795_000_000);
    stored[shift(TODAY, -91)] = list(false);
    // Each listener hears the stored days of its own range, until the machine keeps them.
    for (let reads = 0; actor.getSnapshot().context.history === null; reads++) {
      expect(reads, 'the streak is read within a few look-backs').toBeLessThan(5);
      const { from, to } = rangeOf(actor.getSnapshot().children.listenToHistory) ?? {};
      const days = Object.fromEntries(
        Object.entries(stored).filter(([day]) => day >= (from ?? '') && day <= (to ?? '')),
      );
      fakes.sendBack('listenToHistory', { type: 'history.heard', days });
    }
    expect(streakOf(actor.getSnapshot().context.history ?? {}, 'ada', TODAY)).toBe(90);
  });

  describe('across a holiday whose first day was seeded before it was marked away', () => {
    // Ada did everything on 40 days, around 3 days away (the 5th to the 7th day back); the
    // first of them was seeded, and left undone, before the family marked the holiday. The day
    // before the 40 she missed a task. Away days neither count nor break it: 40 days in a row.
    const holiday: AwayList = [
      { id: 'h', from: shift(TODAY, -7), to: shift(TODAY, -5), reason: 'Holiday', made: 1 },
    ];
    const list = (completed: false | number) => ({
      seeded: 1,
      tasks: { ada: [{ id: 't', title: 'Teeth', completed, order: 1 }] },
    });
    const stored: DayLists = {};
    for (let n = 1; n <= 43; n++) {
      if (n < 5 || n > 7) stored[shift(TODAY, -n)] = list(1_795_000_000);
    }
    stored[shift(TODAY, -7)] = list(false);
    stored[shift(TODAY, -44)] = list(false);

    /** The Day view's streaks; `hear` gives the listener the stored days of its own range. */
    function readStreaks() {
      const fakes = createFakeActors();
      const actor = createActor(
        weekMachine.provide({ actors: { listenToHistory: fakes.callback() } }),
        { input: { ...input, showsWeek: false } },
      ).start();
      const hear = () => {
        const { from, to } = rangeOf(actor.getSnapshot().children.listenToHistory) ?? {};
        const days = Object.fromEntries(
          Object.entries(stored).filter(([day]) => day >= (from ?? '') && day <= (to ?? '')),
        );
        fakes.sendBack('listenToHistory', { type: 'history.heard', days });
      };
      const markHoliday = () => actor.send({ type: 'away.heard', away: holiday });
      // The streak the views show from the days kept, away days skipped.
      const shownStreak = () =>
        streakOf(actor.getSnapshot().context.history ?? {}, 'ada', TODAY, holiday);
      return { actor, hear, markHoliday, shownStreak };
    }

    it('is read back past the holiday when the away days are known first', () => {
      const { actor, hear, markHoliday, shownStreak } = readStreaks();
      markHoliday();
      for (let reads = 0; actor.getSnapshot().context.history === null; reads++) {
        expect(reads, 'the streak is read within a few look-backs').toBeLessThan(5);
        hear();
      }
      expect(shownStreak()).toBe(40);
      expect(actor.getSnapshot().context.historyDays).toBe(STREAK_DAYS);
    });

    it('is read back further once the holiday is marked, after two weeks were kept', () => {
      const { actor, hear, markHoliday, shownStreak } = readStreaks();
      hear();
      // Without the holiday, the undone day broke Ada's streak: two weeks were enough.
      expect(actor.getSnapshot().context.historyDays).toBe(STREAK_FIRST_DAYS);
      expect(shownStreak()).toBe(10);
      markHoliday();
      expect(actor.getSnapshot().context.historyDays).toBe(STREAK_DAYS);
      hear();
      expect(shownStreak()).toBe(40);
    });
  });
});

describe('the first and last weeks', () => {
  it('have no Previous week before 2000-01-01 and no Next week after 2099-12-31', () => {
    const start = (weekStart: string) => {
      const navigated: string[] = [];
      const actor = createActor(
        weekMachine.provide({ actions: { navigate: (_, { path }) => void navigated.push(path) } }),
        { input: { ...input, weekStart: date(weekStart) } },
      ).start();
      return { actor, navigated };
    };
    const first = start('1999-12-27');
    first.actor.send({ type: 'week.previous' });
    expect(selectHasWeekBefore(first.actor.getSnapshot())).toBe(false);
    expect(first.navigated).toEqual([]);
    first.actor.send({ type: 'week.next' });
    expect(first.navigated).toEqual(['/fam/week/2000-01-03']);
    const last = start('2099-12-28');
    last.actor.send({ type: 'week.next' });
    expect(selectHasWeekAfter(last.actor.getSnapshot())).toBe(false);
    expect(last.navigated).toEqual([]);
    last.actor.send({ type: 'week.previous' });
    expect(last.navigated).toEqual(['/fam/week/2099-12-21']);
    expect(selectHasWeekBefore(last.actor.getSnapshot())).toBe(true);
  });
});
