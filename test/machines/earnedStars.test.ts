// Stars earned, read from settled weeks and the days after them, equal a count from scratch.
import { describe, expect, it } from 'vitest';
import { addDays, compareDates, type CalendarDate } from '../../machines/calendar';
import {
  earnedFrom,
  firstUnsettledDay,
  lastSettledWeek,
  parseSettled,
  settleWeeks,
  weekStartOf,
  weeksToSettle,
  type SettledWeeks,
} from '../../machines/domain/earnedStars';
import type { DayList, Task } from '../../machines/domain/family';
import type { DayLists } from '../../machines/domain/stars';
import { seededRandom } from '../support/history';

const date = (text: string) => text as CalendarDate;
const KIDS = ['ada', 'ben', 'cleo'];

/** Several years of days for three kids: some days never opened, some kids with nothing to do. */
function randomHistory(seed: number) {
  const random = seededRandom(seed);
  const years = 2 + Math.floor(random() * 3);
  const today = addDays(date('2026-01-01'), Math.floor(random() * 365));
  const first = addDays(today, -years * 365 - Math.floor(random() * 7));
  const days: DayLists = {};
  for (let day = first; compareDates(day, today) <= 0; day = addDays(day, 1)) {
    if (random() < 0.15) continue;
    const tasks: Record<string, Task[]> = {};
    for (const kid of KIDS) {
      if (random() < 0.1) continue;
      tasks[kid] = Array.from({ length: Math.floor(random() * 6) }, (_, index) => ({
        id: `t${index}`,
        title: 'Chore',
        completed: random() < 0.7 ? 1_700_000_000 + index : false,
        order: index,
      }));
    }
    days[day] = { seeded: 1, tasks } satisfies DayList;
  }
  return { random, today, first, days };
}

/** Every ticked task up to today, counted task by task. */
function countFromScratch(days: DayLists, kidId: string, today: CalendarDate): number {
  let stars = 0;
  for (const [day, list] of Object.entries(days)) {
    if (compareDates(day as CalendarDate, today) > 0) continue;
    for (const task of list?.tasks[kidId] ?? []) if (task.completed !== false) stars += 1;
  }
  return stars;
}

/** The days a device reads when opening the balance: from the first unsettled day to today. */
function daysFrom(days: DayLists, from: CalendarDate, today: CalendarDate): DayLists {
  return Object.fromEntries(
    Object.entries(days).filter(
      ([day]) =>
        compareDates(day as CalendarDate, from) >= 0 &&
        compareDates(day as CalendarDate, today) <= 0,
    ),
  );
}

const SEEDS = Array.from({ length: 24 }, (_, index) => index + 1);

describe('stars earned, read from settled weeks', () => {
  it.each(SEEDS)(
    'equal a count from scratch, however many weeks are settled (history %i)',
    (seed) => {
      const { random, today, first, days } = randomHistory(seed);
      const complete = weeksToSettle(null, today, first);
      const settledUpTo = Math.floor(random() * (complete.length + 1));
      for (const kid of KIDS) {
        const settled = settleWeeks(days, complete.slice(0, settledUpTo), kid);
        const last = lastSettledWeek(settled);
        const unsettled = daysFrom(days, firstUnsettledDay(last, first), today);
        expect(earnedFrom(settled, unsettled, kid)).toBe(countFromScratch(days, kid, today));
        // The weeks left to settle are exactly the complete ones after the last settled.
        expect(weeksToSettle(last, today, first)).toEqual(complete.slice(settledUpTo));
      }
    },
  );

  it.each(SEEDS)(
    'once every week that is over is settled, opening reads this week’s days only (history %i)',
    (seed) => {
      const { today, first, days } = randomHistory(seed);
      const settled = settleWeeks(days, weeksToSettle(null, today, first), 'ada');
      const from = firstUnsettledDay(lastSettledWeek(settled), first);
      expect(from).toBe(weekStartOf(today));
      expect(Object.keys(daysFrom(days, from, today)).length).toBeLessThanOrEqual(7);
      expect(earnedFrom(settled, daysFrom(days, from, today), 'ada')).toBe(
        countFromScratch(days, 'ada', today),
      );
    },
  );

  it.each(SEEDS)(
    'two devices settling overlapping weeks write the same counts: the total is the same (history %i)',
    (seed) => {
      const { random, today, first, days } = randomHistory(seed);
      const complete = weeksToSettle(null, today, first);
      const pick = () => Math.floor(random() * (complete.length + 1));
      const [a, b] = [pick(), pick()].sort((x, y) => x - y) as [number, number];
      for (const kid of KIDS) {
        // One device saw nothing settled and settles up to b; the other had settled up to a
        // before, and settles the rest: their writes land on the same keys.
        const oneDevice = settleWeeks(days, complete.slice(0, b), kid);
        const earlier = settleWeeks(days, complete.slice(0, a), kid);
        const otherDevice = settleWeeks(
          days,
          weeksToSettle(lastSettledWeek(earlier), today, first),
          kid,
        );
        for (const [week, stars] of Object.entries(oneDevice)) {
          if (week in otherDevice) expect(otherDevice[week as CalendarDate]).toBe(stars);
        }
        const merged: SettledWeeks = { ...earlier, ...oneDevice, ...otherDevice };
        const twice: SettledWeeks = { ...merged, ...settleWeeks(days, complete, kid) };
        expect(twice).toEqual(merged);
        const unsettled = daysFrom(days, firstUnsettledDay(lastSettledWeek(merged), first), today);
        expect(earnedFrom(merged, unsettled, kid)).toBe(countFromScratch(days, kid, today));
      }
    },
  );
});

describe('settled weeks', () => {
  it('start on the Monday of the ISO week', () => {
    expect(weekStartOf(date('2026-11-25'))).toBe('2026-11-23'); // a Wednesday
    expect(weekStartOf(date('2026-11-23'))).toBe('2026-11-23'); // the Monday itself
    expect(weekStartOf(date('2026-11-29'))).toBe('2026-11-23'); // the Sunday
    expect(weekStartOf(date('2027-01-01'))).toBe('2026-12-28'); // across the new year
  });

  it('are only weeks that are over: never this week', () => {
    expect(weeksToSettle(date('2026-11-09'), date('2026-11-25'))).toEqual(['2026-11-16']);
    expect(weeksToSettle(date('2026-11-16'), date('2026-11-23'))).toEqual([]);
  });

  it('count a day of a settled week by its week, never twice', () => {
    const tick = (id: string): Task => ({ id, title: id, completed: 1, order: 1 });
    const days: DayLists = {
      [date('2026-11-17')]: { seeded: 1, tasks: { ada: [tick('a'), tick('b')] } },
      [date('2026-11-24')]: { seeded: 1, tasks: { ada: [tick('c')] } },
    };
    const settled = settleWeeks(days, [date('2026-11-16')], 'ada');
    expect(settled).toEqual({ '2026-11-16': 2 });
    expect(earnedFrom(settled, days, 'ada')).toBe(3);
  });

  it('are read from storage keeping only Mondays with counts in bounds', () => {
    expect(
      parseSettled({
        '2026-11-16': 12,
        '2026-11-17': 3,
        '2026-11-09': -1,
        '2026-11-02': 2.5,
        '2026-10-26': 10_001,
        '2026-10-19': '4',
        later: 1,
        '2026-10-12': 0,
      }),
    ).toEqual({ '2026-11-16': 12, '2026-10-12': 0 });
    expect(parseSettled(null)).toEqual({});
  });
});
