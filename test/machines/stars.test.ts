// Stars and streaks, as docs/design.md "The week at a glance" defines them, one rule per test.
import { describe, expect, it } from 'vitest';
import { FIRST_DATE, type CalendarDate } from '../../machines/calendar';
import type { DayList, Task } from '../../machines/domain/family';
import {
  STREAK_DAYS,
  STREAK_FIRST_DAYS,
  nextLookBack,
  starsOn,
  streakOf,
  streakRange,
  streakReachesBack,
  weekDays,
  weekStart,
  type DayLists,
} from '../../machines/domain/stars';

const date = (text: string) => text as CalendarDate;
const task = (id: string, done: boolean): Task => ({
  id,
  title: id,
  completed: done ? 1_795_000_000 : false,
  order: 1,
});

/** Ada's days from a line per day: "✓✓" all done, "✓✗" one missed, "" nothing to do. */
function adasDays(byDate: Record<string, string>): DayLists {
  const days: DayLists = {};
  for (const [day, marks] of Object.entries(byDate)) {
    const tasks = [...marks].map((mark, index) => task(`t${index}`, mark === '✓'));
    const list: DayList = { seeded: 1, tasks: tasks.length > 0 ? { ada: tasks } : {} };
    days[date(day)] = list;
  }
  return days;
}

const TODAY = date('2026-11-25');

describe('a streak', () => {
  it('counts the days in a row up to yesterday on which every task was done', () => {
    const days = adasDays({ '2026-11-22': '✓', '2026-11-23': '✓✓', '2026-11-24': '✓✓✓' });
    expect(streakOf(days, 'ada', TODAY)).toBe(3);
  });

  it('is broken by a missed day', () => {
    const days = adasDays({ '2026-11-22': '✓', '2026-11-23': '✓✗', '2026-11-24': '✓✓' });
    expect(streakOf(days, 'ada', TODAY)).toBe(1);
    expect(streakOf(adasDays({ '2026-11-24': '✗' }), 'ada', TODAY)).toBe(0);
  });

  it('neither counts nor is broken by a day with no tasks for the kid', () => {
    const days = adasDays({ '2026-11-21': '✓', '2026-11-22': '', '2026-11-24': '✓' });
    // 23 November was never even opened: nothing is stored for it.
    expect(streakOf(days, 'ada', TODAY)).toBe(2);
    // Ben had tasks on the 22nd; Ada had none: her streak is hers alone.
    const withBen = {
      ...days,
      [date('2026-11-22')]: { seeded: 1, tasks: { ben: [task('b', false)] } },
    };
    expect(streakOf(withBen, 'ada', TODAY)).toBe(2);
  });

  it('counts today only once today is all done, and is not broken by today half done', () => {
    const before = { '2026-11-23': '✓', '2026-11-24': '✓' };
    expect(streakOf(adasDays({ ...before, '2026-11-25': '✓✗' }), 'ada', TODAY)).toBe(2);
    expect(streakOf(adasDays({ ...before, '2026-11-25': '✓✓' }), 'ada', TODAY)).toBe(3);
  });

  it('counts a day with a clock change once, in a zone that has them', () => {
    const zoneBefore = process.env.TZ;
    process.env.TZ = 'Europe/London';
    try {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Europe/London');
      // Clocks go back on Sunday 25 October 2026 (a 25-hour day) and forward on 29 March.
      for (const change of ['2026-10-25', '2026-03-29']) {
        const days = adasDays(
          Object.fromEntries([-2, -1, 0, 1, 2].map((n) => [shift(change, n), '✓'])),
        );
        expect(streakOf(days, 'ada', date(shift(change, 3))), change).toBe(5);
      }
    } finally {
      if (zoneBefore === undefined) delete process.env.TZ;
      else process.env.TZ = zoneBefore;
    }
  });

  it('is never cut short: 90 days all done, the 91st missed, is 90 days in a row', () => {
    const { from, to } = streakRange(TODAY);
    expect([from, to]).toEqual(['2026-09-27', '2026-11-25']);
    const ninety = adasDays({
      ...Object.fromEntries(Array.from({ length: 90 }, (_, n) => [shift(TODAY, -1 - n), '✓'])),
      [shift(TODAY, -91)]: '✓✗',
    });
    expect(streakOf(ninety, 'ada', TODAY)).toBe(90);
  });
});

describe('reading a streak', () => {
  const twoWeeksBack = streakRange(TODAY, STREAK_FIRST_DAYS).from;

  it('two weeks back is enough once every kid’s streak broke within them', () => {
    // Broken on the 20th: the days before it cannot change Ada's 4.
    const recent = { '2026-11-20': '✓✗', '2026-11-21': '✓', '2026-11-24': '✓✓' };
    const longAgo = { '2026-10-01': '✓', '2026-10-02': '✓' };
    expect(streakReachesBack(adasDays(recent), 'ada', TODAY, twoWeeksBack)).toBe(false);
    expect(streakOf(adasDays(recent), 'ada', TODAY)).toBe(
      streakOf(adasDays({ ...longAgo, ...recent }), 'ada', TODAY),
    );
  });

  it('reads further when a streak runs through the two weeks, or a kid had nothing in them', () => {
    const allDone = Object.fromEntries(
      Array.from({ length: 20 }, (_, n) => [shift(TODAY, -1 - n), '✓']),
    );
    expect(streakReachesBack(adasDays(allDone), 'ada', TODAY, twoWeeksBack)).toBe(true);
    expect(streakOf(adasDays(allDone), 'ada', TODAY)).toBe(20);
    expect(streakReachesBack(adasDays({}), 'ada', TODAY, twoWeeksBack)).toBe(true);
    // Today, not yet all done, breaks nothing.
    expect(streakReachesBack(adasDays({ [TODAY]: '✗' }), 'ada', TODAY, twoWeeksBack)).toBe(true);
  });

  it(`reads two weeks, then ${STREAK_DAYS} days, then a year, then back to the first date kept`, () => {
    const ladder = [STREAK_FIRST_DAYS];
    for (let days = nextLookBack(TODAY, STREAK_FIRST_DAYS); days !== null;) {
      ladder.push(days);
      days = nextLookBack(TODAY, days);
    }
    expect(ladder.slice(0, 3)).toEqual([STREAK_FIRST_DAYS, STREAK_DAYS, 365]);
    expect(ladder).toHaveLength(4);
    expect(streakRange(TODAY, ladder[3]).from).toBe(FIRST_DATE);
  });

  it(`holds this week’s stars in its first ${STREAK_FIRST_DAYS} days, whatever the weekday`, () => {
    for (let n = 0; n < 7; n++) {
      const today = date(shift(date('2026-11-23'), n));
      expect(streakRange(today, STREAK_FIRST_DAYS).from <= weekStart(today)).toBe(true);
    }
  });
});

describe('stars', () => {
  it('are the ticked tasks, one each, over the days asked for', () => {
    const days = adasDays({ '2026-11-23': '✓✓✗', '2026-11-24': '✓', '2026-11-30': '✓✓' });
    expect(starsOn(days, weekDays(date('2026-11-23')), 'ada')).toBe(3);
    expect(starsOn(days, weekDays(date('2026-11-23')), 'ben')).toBe(0);
  });
});

describe('weeks', () => {
  it('start on Monday, and run seven days', () => {
    expect(weekStart(date('2026-11-25'))).toBe('2026-11-23');
    expect(weekStart(date('2026-11-23'))).toBe('2026-11-23');
    expect(weekStart(date('2026-11-29'))).toBe('2026-11-23');
    expect(weekDays(date('2026-12-28'))).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});

function shift(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const moved = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}
