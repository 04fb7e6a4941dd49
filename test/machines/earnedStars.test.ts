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
import { checkFamily } from '../../machines/domain/familyValues';
import { newFamilyConfig } from '../../src/app/effects/familyEffects';
import {
  clearsTotal,
  firstSettledOf,
  lastSettledOf,
  parseSettledTotal,
  TOTAL_ADVANCE_WEEKS,
  totalCut,
  totalToWrite,
  weeksAfterTotal,
  type SettledTotal,
} from '../../machines/domain/settledTotal';
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

describe('a settled total: the weeks up to a Monday in one number', () => {
  /**
   * A kid's weeks as a device reads them with a total: the total, and the weeks after it. Each
   * device opening on a later day settles the weeks that are over, and writes the total on when
   * it may; the total and the weeks after it, and the days after those, give a count from
   * scratch on every day.
   */
  it.each(SEEDS)(
    'total + the weeks after it + the days after those equal a count from scratch (history %i)',
    (seed) => {
      const { random, today, first, days } = randomHistory(seed);
      for (const kid of KIDS) {
        let total: SettledTotal | null = null;
        let weeks: SettledWeeks = {};
        let written = 0;
        // Opened on days further and further on: up to every week of the history.
        for (let day = addDays(first, 3); compareDates(day, today) <= 0;) {
          const last = lastSettledOf(weeks, total);
          weeks = { ...weeks, ...settleWeeks(days, weeksToSettle(last, day, first), kid) };
          const next = totalToWrite(weeks, total, day);
          if (next !== null) {
            written += 1;
            // The weeks it holds are read no more: only those from its `before` on.
            expect(next.before).toBe(totalCut(day));
            total = next;
            weeks = weeksAfterTotal(weeks, total);
          }
          const from = firstUnsettledDay(lastSettledOf(weeks, total), first);
          const unsettled = daysFrom(days, from, day);
          expect((total?.stars ?? 0) + earnedFrom(weeks, unsettled, kid)).toBe(
            countFromScratch(days, kid, day),
          );
          expect(firstSettledOf(weeks, total) ?? weekStartOf(first)).toBe(weekStartOf(first));
          day = addDays(day, 1 + Math.floor(random() * 40));
        }
        // Years of weeks are read as a total and a few weeks, never all of them.
        expect(written).toBeGreaterThan(0);
        expect(Object.keys(weeks).length).toBeLessThan(TOTAL_ADVANCE_WEEKS + 4 + 6);
      }
    },
  );

  it.each(SEEDS)(
    'two devices write the same total from the same weeks on the same week of today (history %i)',
    (seed) => {
      const { today, first, days } = randomHistory(seed);
      const weeks = settleWeeks(days, weeksToSettle(null, today, first), 'ada');
      const one = totalToWrite(weeks, null, today);
      // A day later in the same week, from a total written earlier, or from all the weeks.
      const earlier = totalToWrite(weeks, null, addDays(today, -7 * TOTAL_ADVANCE_WEEKS));
      const fromEarlier =
        earlier === null ? one : totalToWrite(weeksAfterTotal(weeks, earlier), earlier, today);
      expect(fromEarlier).toEqual(one);
    },
  );

  it('is not written over a gap, nor for fewer weeks than it moves on by', () => {
    const weeks: SettledWeeks = {};
    for (let monday = date('2026-06-01'); monday < date('2026-10-26');) {
      weeks[monday] = 3;
      monday = addDays(monday, 7);
    }
    const today = date('2026-11-25');
    expect(totalToWrite(weeks, null, today)).toEqual({
      from: '2026-06-01',
      before: '2026-10-26',
      stars: 3 * 21,
    });
    // A week cleared by a correction and not settled again: no total over it.
    expect(totalToWrite({ ...weeks, [date('2026-08-03')]: undefined }, null, today)).toBeNull();
    const { [date('2026-08-03')]: _gap, ...gapped } = weeks;
    expect(totalToWrite(gapped, null, today)).toBeNull();
    // Seven more weeks since the last total: not yet.
    const total = { from: date('2026-06-01'), before: date('2026-09-14'), stars: 45 };
    expect(totalToWrite(weeks, total, today)).toBeNull();
    expect(totalToWrite(weeks, total, addDays(today, 7))).toBeNull();
  });

  it('a correction removes the total only when the day may be in one', () => {
    const today = date('2026-11-25');
    // Every total written up to today ends by 26 October: a later day is never in one.
    expect(clearsTotal(date('2026-10-26'), today)).toBe(false);
    expect(clearsTotal(date('2026-11-10'), today)).toBe(false);
    expect(clearsTotal(date('2026-10-25'), today)).toBe(true);
    for (let written = date('2025-01-01'); written <= today; written = addDays(written, 5)) {
      const before = totalCut(written);
      for (const day of [addDays(before, -1), before, addDays(before, 30)]) {
        if (!clearsTotal(day, today)) expect(compareDates(day, before)).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('one that ends before it starts is refused by the embedded store and a restore, and read as none', () => {
    // The Firebase rules check each field's shape; the order of two dates is checked here and
    // where it is read (a total read as none costs only time: the weeks are read whole).
    const config = newFamilyConfig({ name: 'The Testers', kidNames: ['Ada'] });
    const [ada = ''] = config.order.split(',');
    const family = (total: object) => ({ config, rewards: { settledTotal: { [ada]: total } } });
    const good = { from: '2026-01-05', before: '2026-10-26', stars: 412 };
    expect(checkFamily(family(good), 1_795_001_000)).toBeNull();
    expect(checkFamily(family({ ...good, from: '2026-11-02' }), 1_795_001_000)?.message).toContain(
      'is not before the total’s "before"',
    );
  });

  it('as stored: two Mondays in order and whole stars, or nothing', () => {
    const good = { from: '2026-01-05', before: '2026-10-26', stars: 412 };
    expect(parseSettledTotal(good)).toEqual(good);
    for (const bad of [
      null,
      'total',
      { ...good, from: '2026-01-06' },
      { ...good, before: '2026-10-27' },
      { ...good, from: '2026-10-26' },
      { ...good, from: '2026-11-02' },
      { ...good, stars: -1 },
      { ...good, stars: 2.5 },
      { ...good, stars: '412' },
      { ...good, stars: 1_000_000_001 },
      { from: good.from, stars: 412 },
    ]) {
      expect(parseSettledTotal(bad), JSON.stringify(bad)).toBeNull();
    }
  });
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
