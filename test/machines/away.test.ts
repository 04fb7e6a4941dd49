// Away days, as docs/design.md "Away days" states them, one rule per test.
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../machines/calendar';
import {
  awayRangeProblem,
  awayReasonProblem,
  awayValue,
  canEndEarly,
  endedEarlyTo,
  isAway,
  parseAway,
  type AwayEntry,
} from '../../machines/domain/away';
import type { DayList, Task, Templates } from '../../machines/domain/family';
import { earnedFrom } from '../../machines/domain/earnedStars';
import { seedDay, shouldSeed } from '../../machines/domain/seeding';
import {
  starsOn,
  streakOf,
  streakReachesBack,
  tasksForDay,
  weekDays,
  type DayLists,
} from '../../machines/domain/stars';

const date = (text: string) => text as CalendarDate;
const task = (id: string, done: boolean): Task => ({
  id,
  title: id,
  completed: done ? 1_795_000_000 : false,
  order: 1,
});

/** Ada's days from a line per day: "✓✓" all done, "✓✗" one missed, "" nothing stored. */
function adasDays(byDate: Record<string, string>): DayLists {
  const days: DayLists = {};
  for (const [day, marks] of Object.entries(byDate)) {
    if (marks === '') continue;
    const tasks = [...marks].map((mark, index) => task(`t${index}`, mark === '✓'));
    const list: DayList = { seeded: 1, tasks: { ada: tasks } };
    days[date(day)] = list;
  }
  return days;
}

const away = (from: string, to: string, kid?: string): AwayEntry => ({
  id: `${kid ?? 'all'}-${from}`,
  from: date(from),
  to: date(to),
  made: 1,
  ...(kid !== undefined && { kid }),
});

// Monday 16 to Sunday 22 November 2026; today is Monday 23.
const TODAY = date('2026-11-23');

describe('an away day', () => {
  it('neither counts towards a streak nor breaks it', () => {
    // Ada was all done Mon–Wed of the week before and Fri–Sun; away Tue–Thu this week.
    const days = adasDays({
      '2026-11-16': '✓✓',
      '2026-11-17': '✗✗', // away: not seeded on a real device, and if it was, it does not break
      '2026-11-18': '',
      '2026-11-19': '',
      '2026-11-20': '✓',
      '2026-11-21': '✓',
      '2026-11-22': '✓✓',
    });
    const adaAway = [away('2026-11-17', '2026-11-19', 'ada')];
    expect(streakOf(days, 'ada', TODAY, adaAway)).toBe(4);
    // Without the away days, the missed Tuesday breaks it.
    expect(streakOf(days, 'ada', TODAY)).toBe(3);
  });

  it('of the whole family is an away day for every kid', () => {
    const all = [away('2026-11-20', '2026-11-21')];
    expect(isAway(all, 'ada', date('2026-11-20'))).toBe(true);
    expect(isAway(all, 'ben', date('2026-11-21'))).toBe(true);
    expect(isAway(all, 'ben', date('2026-11-22'))).toBe(false);
    const days = adasDays({ '2026-11-19': '✓', '2026-11-20': '✗', '2026-11-22': '✓' });
    expect(streakOf(days, 'ada', TODAY, all)).toBe(2);
  });

  it('of one kid is not an away day for the others', () => {
    const adaAway = [away('2026-11-20', '2026-11-21', 'ada')];
    expect(isAway(adaAway, 'ben', date('2026-11-20'))).toBe(false);
  });

  it('today does not add to the streak, even all done', () => {
    const days = adasDays({ '2026-11-22': '✓', '2026-11-23': '✓' });
    expect(streakOf(days, 'ada', TODAY)).toBe(2);
    expect(streakOf(days, 'ada', TODAY, [away('2026-11-23', '2026-11-25', 'ada')])).toBe(1);
  });

  it('does not stop a streak reading further back', () => {
    const days = adasDays({ '2026-11-18': '✗', '2026-11-22': '✓' });
    const from = date('2026-11-16');
    expect(streakReachesBack(days, 'ada', TODAY, from)).toBe(false);
    expect(
      streakReachesBack(days, 'ada', TODAY, from, [away('2026-11-18', '2026-11-18', 'ada')]),
    ).toBe(true);
  });

  it('already seeded keeps its ticks: they are stars like any other', () => {
    const days = adasDays({ '2026-11-17': '✓✗', '2026-11-18': '✓✓' });
    // Stars count ticks; away days have none of their own, so balances stay as they were.
    expect(starsOn(days, weekDays(date('2026-11-16')), 'ada')).toBe(3);
    expect(earnedFrom({}, days, 'ada')).toBe(3);
  });
});

describe('seeding and away days', () => {
  const templates: Templates = {
    ada: [task('r1', false)],
    ben: [task('r2', false)],
  };
  const kidIds = ['ada', 'ben'];
  const tuesday = date('2026-11-24');

  it('copies no routine for a kid away that day', () => {
    const input = {
      date: tuesday,
      templates,
      kidIds,
      away: [away('2026-11-24', '2026-11-26', 'ada')],
    };
    const day = seedDay(undefined, input, 1_800_000_000);
    expect(Object.keys(day ?? {}).sort()).toEqual(['_seeded', 'ben']);
  });

  it('leaves a day with the whole family away for later (nothing to copy)', () => {
    const input = {
      date: tuesday,
      today: TODAY,
      templates,
      kidIds,
      away: [away('2026-11-24', '2026-11-24')],
    };
    expect(shouldSeed(input)).toBe(false);
    expect(shouldSeed({ ...input, away: [] })).toBe(true);
  });

  it('shows no routine on a day to come for a kid away then', () => {
    const adaAway = [away('2026-11-24', '2026-11-24', 'ada')];
    expect(tasksForDay({}, templates, tuesday, TODAY, 'ada', adaAway)).toEqual([]);
    expect(tasksForDay({}, templates, tuesday, TODAY, 'ben', adaAway)).toHaveLength(1);
  });

  it('keeps the ticks of a day already seeded', () => {
    const seeded = { _seeded: 1, ada: { r1: { title: 'r1', completed: 5, order: 1 } } };
    expect(
      seedDay(
        seeded,
        { date: tuesday, templates, kidIds, away: [away('2026-11-24', '2026-11-24')] },
        2,
      ),
    ).toBeUndefined();
  });
});

describe('marking away', () => {
  it('needs both days, the last not before the first', () => {
    expect(awayRangeProblem('', '2026-11-24')).toBe('Choose the first day away.');
    expect(awayRangeProblem('2026-11-24', '')).toBe('Choose the last day away.');
    expect(awayRangeProblem('2026-11-24', '2026-11-23')).toBe(
      'The last day away is before the first.',
    );
    expect(awayRangeProblem('2026-11-24', '2026-11-24')).toBeNull();
  });

  it('spans at most 366 days', () => {
    expect(awayRangeProblem('2026-01-01', '2027-01-01')).toBeNull();
    expect(awayRangeProblem('2026-01-01', '2027-01-02')).toBe(
      'Away days can span at most 366 days.',
    );
  });

  it('stays within the dates the app keeps', () => {
    expect(awayRangeProblem('1999-12-31', '2000-01-02')).toBe(
      'Away days must lie between 2000-01-01 and 2099-12-31.',
    );
  });

  it('takes a reason of at most 80 characters, or none', () => {
    expect(awayReasonProblem('x'.repeat(80))).toBeNull();
    expect(awayReasonProblem('x'.repeat(81))).toBe('A reason can be at most 80 characters.');
    const made = { kid: null, from: date('2026-11-24'), to: date('2026-11-26'), made: 9 };
    expect(awayValue({ ...made, reason: '  ' })).toEqual({
      from: '2026-11-24',
      to: '2026-11-26',
      made: 9,
    });
    expect(awayValue({ ...made, kid: 'ada', reason: ' sick ' })).toMatchObject({
      kid: 'ada',
      reason: 'sick',
    });
  });
});

describe('ending away days early', () => {
  it('ends them yesterday: the kid is back today', () => {
    const entry = away('2026-11-20', '2026-11-30', 'ada');
    expect(canEndEarly(entry, TODAY)).toBe(true);
    expect(endedEarlyTo(entry, TODAY)).toBe('2026-11-22');
  });

  it('removes those that have not begun before today', () => {
    const entry = away('2026-11-23', '2026-11-30', 'ada');
    expect(canEndEarly(entry, TODAY)).toBe(false);
    expect(endedEarlyTo(entry, TODAY)).toBeNull();
  });
});

describe('away days as stored', () => {
  it('are read leniently: an entry with no dates, or dates out of order, is skipped', () => {
    const read = parseAway({
      b: { from: '2026-11-24', to: '2026-11-26', kid: 'ada', reason: 'Sick', made: 5 },
      a: { from: '2026-11-20', to: '2026-11-20', made: 3 },
      c: { from: '2026-11-26', to: '2026-11-24', made: 3 },
      d: { to: '2026-11-24' },
      e: 'away',
    });
    expect(read.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(read[1]).toEqual({
      id: 'b',
      from: '2026-11-24',
      to: '2026-11-26',
      kid: 'ada',
      reason: 'Sick',
      made: 5,
    });
    expect(parseAway(null)).toEqual([]);
  });

  it('of a removed kid stand for nobody', () => {
    const gone = [away('2026-11-17', '2026-11-19', 'zed')];
    expect(isAway(gone, 'ada', date('2026-11-18'))).toBe(false);
  });
});
