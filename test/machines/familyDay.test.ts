// The family's day start (docs/design.md "The family's day"), as the rules say it: before the
// start hour it is still yesterday, by the device's wall clock, through both clock changes.
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from '../../machines/calendar';
import {
  DAY_STARTS,
  dayStartOf,
  familyDate,
  familyMinutes,
  msUntilNextDayStart,
  parseDayStart,
} from '../../machines/domain/familyDay';
import type { Task, Templates } from '../../machines/domain/family';
import { partAt, minutesUntilNextPart } from '../../machines/domain/parts';
import { seedDay, shouldSeed } from '../../machines/domain/seeding';
import { streakOf, type DayLists } from '../../machines/domain/stars';

const zoneBefore = process.env.TZ;
afterEach(() => {
  // Assigning undefined would leave the text "undefined" as the zone for later tests.
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

/** A wall-clock time in the zone the test runs in. */
const at = (date: string, time: string) => new Date(`${date}T${time}`);
const day = (text: string) => text as CalendarDate;
const SECOND = 1_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;

describe('a family whose day starts at 03:00', () => {
  it('ticks at 00:30 on yesterday, and from 03:00 on today', () => {
    process.env.TZ = 'Europe/London';
    expect(familyDate(at('2027-06-15', '00:30'), 3)).toBe('2027-06-14');
    expect(familyDate(at('2027-06-15', '02:59:59'), 3)).toBe('2027-06-14');
    expect(familyDate(at('2027-06-15', '03:00'), 3)).toBe('2027-06-15');
    expect(familyDate(at('2027-06-15', '23:59'), 3)).toBe('2027-06-15');
  });

  it('still has New Year’s Eve at 01:00 on New Year’s Day', () => {
    process.env.TZ = 'Pacific/Auckland';
    expect(familyDate(at('2027-01-01', '01:00'), 3)).toBe('2026-12-31');
    expect(familyDate(at('2028-03-01', '02:00'), 3)).toBe('2028-02-29');
  });

  it('counts the night before 03:00 as the evening of the day before', () => {
    expect(familyMinutes(30, 3)).toBe(24 * 60 + 30);
    expect(familyMinutes(3 * 60, 3)).toBe(3 * 60);
    expect(partAt(familyMinutes(30, 3))).toBe('evening');
    expect(partAt(familyMinutes(3 * 60, 3))).toBe('morning');
    // The evening lasts until the next day begins at 03:00, two and a half hours on.
    expect(minutesUntilNextPart('evening', familyMinutes(30, 3), undefined, 3)).toBe(150);
  });
});

describe('streaks with a 03:00 day start', () => {
  it('a tick at 00:30 finishes the day before, and the streak still counts it as today', () => {
    process.env.TZ = 'Europe/London';
    const done = (completed: false | number) => ({
      seeded: 1,
      tasks: { ada: [{ id: 't1', title: 'Brush teeth', completed, order: 1 }] },
    });
    const tickedAt = at('2027-06-16', '00:30');
    const today = familyDate(tickedAt, 3);
    // The tick lands on the list of the family's today: Tuesday the 15th.
    const days: DayLists = {
      [day('2027-06-14')]: done(1),
      [today]: done(Math.floor(tickedAt.getTime() / 1000)),
    };
    expect(today).toBe('2027-06-15');
    expect(streakOf(days, 'ada', today)).toBe(2);
    // At 03:00 Wednesday begins, not yet done: the streak of the days before stands.
    const wednesday = familyDate(at('2027-06-16', '03:00'), 3);
    expect(wednesday).toBe('2027-06-16');
    expect(streakOf({ ...days, [wednesday]: done(false) }, 'ada', wednesday)).toBe(2);
  });
});

describe('a family whose day starts at midnight', () => {
  it('has the calendar’s date, as before the day start was a setting', () => {
    process.env.TZ = 'America/Sao_Paulo';
    expect(familyDate(at('2027-06-15', '00:00'), 0)).toBe('2027-06-15');
    expect(familyDate(at('2027-06-14', '23:59:59'), 0)).toBe('2027-06-14');
    expect(familyMinutes(30, 0)).toBe(30);
  });

  it('is what a config without a day start, or with an odd one, means', () => {
    expect(dayStartOf(null)).toBe(0);
    expect(dayStartOf({})).toBe(0);
    expect(dayStartOf({ dayStart: 3 })).toBe(3);
    expect(parseDayStart(3)).toBe(3);
    for (const odd of [0, 6, -1, 2.5, '3', null, undefined, Number.NaN]) {
      expect(parseDayStart(odd), String(odd)).toBeUndefined();
    }
  });
});

describe('on clock-change nights the wall clock decides', () => {
  it('a 02:00 start on a night 02:00 does not exist turns the day at 03:00', () => {
    // Auckland: 26 September 2027, 02:00 NZST becomes 03:00 NZDT.
    process.env.TZ = 'Pacific/Auckland';
    const lastOld = new Date(Date.UTC(2027, 8, 25, 13, 59, 59)); // 01:59:59 NZST
    const firstNew = new Date(lastOld.getTime() + 1000); // 03:00:00 NZDT
    expect(firstNew.getHours()).toBe(3);
    expect(familyDate(lastOld, 2)).toBe('2027-09-25');
    expect(familyDate(firstNew, 2)).toBe('2027-09-26');
  });

  it('a 02:00 start on a night 02:00 happens twice turns the day at the first and never back', () => {
    // Auckland: 4 April 2027, 03:00 NZDT becomes 02:00 NZST again.
    process.env.TZ = 'Pacific/Auckland';
    const firstTwo = new Date(Date.UTC(2027, 3, 3, 13, 0)); // 02:00 NZDT
    expect(firstTwo.getHours()).toBe(2);
    expect(familyDate(new Date(firstTwo.getTime() - 1000), 2)).toBe('2027-04-03');
    for (let minutes = 0; minutes <= 180; minutes += 5) {
      const moment = new Date(firstTwo.getTime() + minutes * 60_000);
      expect(familyDate(moment, 2), moment.toISOString()).toBe('2027-04-04');
    }
  });

  it('a 01:00 start in London turns at 02:00 in March and once in October', () => {
    process.env.TZ = 'Europe/London';
    // 28 March 2027: 01:00 GMT becomes 02:00 BST.
    const spring = new Date(Date.UTC(2027, 2, 28, 1, 0));
    expect(spring.getHours()).toBe(2);
    expect(familyDate(new Date(spring.getTime() - 1000), 1)).toBe('2027-03-27');
    expect(familyDate(spring, 1)).toBe('2027-03-28');
    // 31 October 2027: 02:00 BST becomes 01:00 GMT; 01:00 happens twice, the day stays turned.
    const firstOne = new Date(Date.UTC(2027, 9, 31, 0, 0)); // 01:00 BST
    expect(familyDate(new Date(firstOne.getTime() - 1000), 1)).toBe('2027-10-30');
    for (let minutes = 0; minutes <= 180; minutes += 5) {
      const moment = new Date(firstOne.getTime() + minutes * 60_000);
      expect(familyDate(moment, 1)).toBe('2027-10-31');
    }
  });
});

describe('how long until the family’s next day starts', () => {
  it('on a normal night: the time left until the start hour', () => {
    process.env.TZ = 'Europe/London';
    expect(msUntilNextDayStart(at('2027-06-15', '20:00'), 3)).toBe(7 * HOUR);
    expect(msUntilNextDayStart(at('2027-06-16', '00:30'), 3)).toBe(2.5 * HOUR);
    expect(msUntilNextDayStart(at('2027-06-16', '02:59:30'), 3)).toBe(30 * SECOND);
    expect(msUntilNextDayStart(at('2027-06-16', '02:59:59.999'), 3)).toBe(1);
    // At the start itself the new day has begun: the next one is a whole day away.
    expect(msUntilNextDayStart(at('2027-06-16', '03:00'), 3)).toBe(24 * HOUR);
  });

  it('with a midnight start: the time left until midnight', () => {
    process.env.TZ = 'America/Sao_Paulo';
    expect(msUntilNextDayStart(at('2027-06-14', '23:59:59'), 0)).toBe(SECOND);
    expect(msUntilNextDayStart(at('2027-06-14', '18:00'), 0)).toBe(6 * HOUR);
    expect(msUntilNextDayStart(at('2027-06-15', '00:00'), 0)).toBe(24 * HOUR);
  });

  it('a 01:00 start in London on 28 March 2027 (01:00 to 02:00 skipped) turns at 02:00', () => {
    process.env.TZ = 'Europe/London';
    const turn = new Date(Date.UTC(2027, 2, 28, 1, 0)); // 02:00 BST, the first time after 00:59
    expect(turn.getHours()).toBe(2);
    const halfPastMidnight = at('2027-03-28', '00:30'); // GMT
    expect(msUntilNextDayStart(halfPastMidnight, 1)).toBe(30 * MINUTE);
    expect(msUntilNextDayStart(at('2027-03-27', '12:00'), 1)).toBe(13 * HOUR);
    // From the turn, 01:00 BST on the 29th is 23 hours on.
    expect(msUntilNextDayStart(turn, 1)).toBe(23 * HOUR);
  });

  it('a 01:00 start in London on 31 October 2027 (01:00 twice) turns at the first 01:00', () => {
    process.env.TZ = 'Europe/London';
    const firstOne = new Date(Date.UTC(2027, 9, 31, 0, 0)); // 01:00 BST
    const secondOne = new Date(Date.UTC(2027, 9, 31, 1, 0)); // 01:00 GMT
    expect([firstOne.getHours(), secondOne.getHours()]).toEqual([1, 1]);
    expect(msUntilNextDayStart(at('2027-10-30', '23:00'), 1)).toBe(2 * HOUR);
    // After the first 01:00 the next day start is 01:00 GMT on 1 November: the second 01:00
    // turns nothing.
    expect(msUntilNextDayStart(firstOne, 1)).toBe(25 * HOUR);
    expect(msUntilNextDayStart(new Date(firstOne.getTime() + 30 * MINUTE), 1)).toBe(24.5 * HOUR);
    expect(msUntilNextDayStart(secondOne, 1)).toBe(24 * HOUR);
  });

  it('a 02:00 start in Auckland turns at 03:00 when 02:00 is skipped, and at the first 02:00', () => {
    process.env.TZ = 'Pacific/Auckland';
    // 26 September 2027: 02:00 NZST becomes 03:00 NZDT.
    const lastOld = new Date(Date.UTC(2027, 8, 25, 13, 59, 59)); // 01:59:59 NZST
    expect(msUntilNextDayStart(lastOld, 2)).toBe(SECOND);
    // 4 April 2027: 03:00 NZDT becomes 02:00 NZST again.
    const oneAm = new Date(Date.UTC(2027, 3, 3, 12, 0)); // 01:00 NZDT
    const firstTwo = new Date(Date.UTC(2027, 3, 3, 13, 0)); // 02:00 NZDT
    expect(msUntilNextDayStart(oneAm, 2)).toBe(HOUR);
    expect(msUntilNextDayStart(firstTwo, 2)).toBe(25 * HOUR);
  });
});

/**
 * The oracle: the zone's wall clock read through `Intl` (not the Date's own local fields), and
 * the day before worked out in UTC, where no clock changes.
 */
function oracleDate(moment: Date, wallClock: Intl.DateTimeFormat, dayStart: number): string {
  const parts = Object.fromEntries(
    wallClock.formatToParts(moment).map((part) => [part.type, part.value]),
  );
  const back = Number(parts.hour) < dayStart ? 1 : 0;
  const utc = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
  utc.setUTCDate(utc.getUTCDate() - back);
  return utc.toISOString().slice(0, 10);
}

const task = (id: string, title: string, order: number): Task => ({
  id,
  title,
  completed: false,
  order,
});
const templates: Templates = { ada: [task('a1', 'Brush teeth', 1)] };

describe.each(['Europe/London', 'America/Sao_Paulo', 'Pacific/Auckland'])(
  'with a 03:00 day start in %s',
  (zone) => {
    it('every day of 2027 is today in turn and seeded once, none skipped', () => {
      process.env.TZ = zone;
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
      const wallClock = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        hourCycle: 'h23',
      });
      const store = new Map<string, Record<string, unknown>>();
      const seededAt = new Map<string, number>();
      let previous: CalendarDate | null = null;
      // A device that looks at the clock every quarter of an hour, from 03:00 on 1 January (that
      // zone's) until 03:00 on 1 January 2028.
      const first = at('2027-01-01', '03:00').getTime();
      const last = at('2028-01-01', '03:00').getTime();
      for (let time = first; time < last; time += 15 * 60_000) {
        const moment = new Date(time);
        const today = familyDate(moment, 3);
        const oracle = oracleDate(moment, wallClock, 3);
        if (today !== oracle) expect(today, moment.toISOString()).toBe(oracle);
        if (previous !== null && today !== previous) {
          // The day only moves on, one day at a time, at the wall clock's first 03:00 or later.
          expect(today, moment.toISOString()).toBe(addDays(previous, 1));
          expect(moment.getHours(), moment.toISOString()).toBeGreaterThanOrEqual(3);
          expect(new Date(time - 15 * 60_000).getHours()).toBeLessThan(3);
        }
        previous = today;
        const input = { date: today, today, templates, kidIds: ['ada'] };
        if (shouldSeed(input)) {
          const seeded = seedDay(store.get(today), input, Math.floor(time / 1000));
          if (seeded !== undefined) {
            store.set(today, seeded);
            expect(seededAt.has(today), today).toBe(false);
            seededAt.set(today, time);
          }
        }
      }
      // Every day of 2027 seeded exactly once, and nothing else.
      let date = day('2027-01-01');
      for (let n = 0; n < 365; n += 1) {
        expect(seededAt.has(date), date).toBe(true);
        date = addDays(date, 1);
      }
      expect(seededAt.size).toBe(365);
      expect([...store.values()].every((list) => Object.keys(list.ada ?? {}).length === 1)).toBe(
        true,
      );
    });
  },
);

describe.each(['Europe/London', 'America/Sao_Paulo', 'Pacific/Auckland'])('in %s', (zone) => {
  it('from noon of every day of 2027, each start hour’s next day start is when the date turns', () => {
    process.env.TZ = zone;
    const wallClock = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    for (const dayStart of DAY_STARTS) {
      let date = day('2027-01-01');
      for (let n = 0; n < 365; n += 1) {
        const noon = at(date, '12:00');
        const turn = noon.getTime() + msUntilNextDayStart(noon, dayStart);
        // By the zone's own clock: still today a millisecond before the turn, tomorrow at it.
        const where = `${date}, day start ${dayStart}`;
        expect(oracleDate(new Date(turn - 1), wallClock, dayStart), where).toBe(date);
        expect(oracleDate(new Date(turn), wallClock, dayStart), where).toBe(addDays(date, 1));
        date = addDays(date, 1);
      }
    }
  });
});
