// Seeding copies each routine task only into the weekdays it is for: a whole year, walked a day at
// a time in three time zones with both daylight-saving changes, gets exactly its weekday's tasks.
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from '../../machines/calendar';
import type { Task, Templates } from '../../machines/domain/family';
import {
  describeDays,
  parseDays,
  toggleDay,
  weekdayOf,
  type Weekday,
} from '../../machines/domain/schedule';
import { seedDay, shouldSeed } from '../../machines/domain/seeding';

const task = (id: string, title: string, order: number, days?: string): Task => ({
  id,
  title,
  completed: false,
  order,
  ...(days !== undefined && { days }),
});
const templates: Templates = {
  ada: [
    task('a1', 'Brush teeth', 1),
    task('a2', 'Homework', 2, '12345'),
    task('a3', 'Piano', 3, '2'),
  ],
  ben: [task('b1', 'Swimming', 1, '67'), task('b2', 'Feed the cat', 2, '135')],
};
const expected: Record<string, Record<Weekday, string[]>> = {
  ada: {
    1: ['Brush teeth', 'Homework'],
    2: ['Brush teeth', 'Homework', 'Piano'],
    3: ['Brush teeth', 'Homework'],
    4: ['Brush teeth', 'Homework'],
    5: ['Brush teeth', 'Homework'],
    6: ['Brush teeth'],
    7: ['Brush teeth'],
  },
  ben: {
    1: ['Feed the cat'],
    2: [],
    3: ['Feed the cat'],
    4: [],
    5: ['Feed the cat'],
    6: ['Swimming'],
    7: ['Swimming'],
  },
};

/** The weekday as the calendar has it, worked out another way: 1 Monday … 7 Sunday. */
function calendarWeekday(date: CalendarDate): Weekday {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const sunday0 = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return (sunday0 === 0 ? 7 : sunday0) as Weekday;
}

const titles = (day: Record<string, unknown> | undefined, kidId: string) =>
  Object.values((day?.[kidId] ?? {}) as Record<string, { title: string; order: number }>)
    .sort((a, b) => a.order - b.order)
    .map((stored) => stored.title);

const zoneBefore = process.env.TZ;
afterEach(() => {
  // Assigning undefined would leave the text "undefined" as the zone for later tests.
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe.each(['Europe/London', 'America/Sao_Paulo', 'Pacific/Auckland'])('in %s', (zone) => {
  it('every day of 2027 gets exactly its weekday’s tasks, once', () => {
    process.env.TZ = zone;
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    let date = '2027-01-01' as CalendarDate;
    const seen = new Set<string>();
    for (let n = 0; n < 365; n += 1) {
      seen.add(date);
      const weekday = calendarWeekday(date);
      expect(weekdayOf(date), date).toBe(weekday);
      const input = { date, today: date, templates, kidIds: ['ada', 'ben'] };
      const day = seedDay(undefined, input, 1_800_000_000);
      for (const kidId of ['ada', 'ben']) {
        expect(titles(day, kidId), `${kidId} on ${date}`).toEqual(expected[kidId]![weekday]);
      }
      expect(seedDay(day, input, 1_800_000_001)).toBeUndefined();
      date = addDays(date, 1);
    }
    // Each step moved exactly one day, through both clock changes.
    expect(seen.size).toBe(365);
    expect(date).toBe('2028-01-01');
  });
});

describe('seeded tasks', () => {
  it('keep their routine task’s id, so two devices seeding the same day apart make the same tasks', () => {
    const tuesday = '2027-03-02' as CalendarDate;
    const input = { date: tuesday, templates, kidIds: ['ada', 'ben'] };
    const onPhone = seedDay(undefined, input, 1_800_000_000);
    const onTablet = seedDay(undefined, input, 1_800_000_009);
    expect(Object.keys(onPhone?.ada ?? {})).toEqual(['a1', 'a2', 'a3']);
    expect(onTablet?.ada).toEqual(onPhone?.ada);
    expect(onPhone?.ben).toBeUndefined();
    const wednesday = seedDay({}, { ...input, date: '2027-03-03' as CalendarDate }, 1);
    expect(Object.keys(wednesday?.ada ?? {})).toEqual(['a1', 'a2']);
    expect(wednesday?.ben).toEqual({
      b2: { title: 'Feed the cat', completed: false, order: 2 },
    });
  });
});

describe('a routine with nothing for a weekday', () => {
  it('leaves that day unseeded, to be seeded once something is for it', () => {
    const weekendOnly: Templates = { ben: [task('b1', 'Swimming', 1, '67')] };
    const monday = '2027-03-01' as CalendarDate;
    const saturday = '2027-03-06' as CalendarDate;
    const input = { today: monday, templates: weekendOnly, kidIds: ['ben'] };
    expect(shouldSeed({ ...input, date: monday })).toBe(false);
    expect(shouldSeed({ ...input, date: saturday })).toBe(true);
  });
});

describe('schedules', () => {
  it('read only weekday digits in order, and never store every day as digits', () => {
    expect(parseDays('135')).toBe('135');
    for (const odd of ['1234567', '31', '11', '8', '', 'Mon', 135, null]) {
      expect(parseDays(odd), String(odd)).toBeUndefined();
    }
  });

  it('say themselves in words', () => {
    expect(describeDays(undefined)).toBe('Every day');
    expect(describeDays('12345')).toBe('School days');
    expect(describeDays('67')).toBe('Weekend');
    expect(describeDays('2')).toBe('Tuesdays');
    expect(describeDays('24')).toBe('Tue, Thu');
  });

  it('turn days on and off, but never the last one off', () => {
    expect(toggleDay(undefined, 7)).toBe('123456');
    expect(toggleDay('123456', 7)).toBeUndefined();
    expect(toggleDay('2', 4)).toBe('24');
    expect(toggleDay('2', 2)).toBe('2');
  });
});

describe('parts of the day', () => {
  it('go with each task into the day it seeds', () => {
    const routine: Templates = {
      ada: [
        { ...task('a1', 'Brush teeth', 1), part: 'morning' },
        task('a2', 'Read', 2),
        { ...task('a3', 'Brush teeth', 3), part: 'evening' },
      ],
    };
    const date = '2027-03-01' as CalendarDate;
    const day = seedDay(undefined, { date, templates: routine, kidIds: ['ada'] }, 1);
    const stored = Object.values(
      (day?.ada ?? {}) as Record<string, { order: number; part?: string }>,
    )
      .sort((a, b) => a.order - b.order)
      .map((seeded) => seeded.part);
    expect(stored).toEqual(['morning', undefined, 'evening']);
  });
});
