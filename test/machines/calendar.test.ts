// Dates are local calendar dates, parsed at 01:01:01 so that a DST shift never moves one to its neighbour.
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  compareDates,
  dateAtAnchor,
  parseCalendarDate,
  toCalendarDate,
  type CalendarDate,
} from '../../machines/calendar';

const date = (text: string) => text as CalendarDate;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('parseCalendarDate', () => {
  it.each([
    ['2026-11-22', '2026-11-22'],
    ['2024-02-29', '2024-02-29'],
    ['2000-02-29', '2000-02-29'],
    ['2000-01-01', '2000-01-01'],
    ['2099-12-31', '2099-12-31'],
    ['1999-12-31', null],
    ['2100-01-01', null],
    ['0000-01-01', null],
    ['9999-12-31', null],
    ['2026-12-31', '2026-12-31'],
    ['2026-01-01', '2026-01-01'],
    ['2026-13-40', null],
    ['2026-02-30', null],
    ['2023-02-29', null],
    ['1900-02-29', null],
    ['2026-04-31', null],
    ['2026-00-10', null],
    ['2026-11-00', null],
    ['26-1-1', null],
    ['2026-1-1', null],
    ['2026-11-22T10:00', null],
    [' 2026-11-22', null],
    ['22/11/2026', null],
    ['', null],
  ])('reads %j as %j', (text, expected) => {
    expect(parseCalendarDate(text)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-11-22', 1, '2026-11-23'],
    ['2026-11-22', -1, '2026-11-21'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-11-22', 0, '2026-11-22'],
    ['2026-11-22', 30, '2026-12-22'],
    ['2026-11-25', -59, '2026-09-27'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['0099-12-31', 1, '0100-01-01'],
  ])('%s plus %i days is %s', (from, days, expected) => {
    expect(addDays(date(from), days)).toBe(expected);
  });

  it('agrees with dayjs, read at 01:01:01 local time, over ten years of steps both ways', () => {
    let day = date('2020-01-01');
    for (let step = 0; step < 3653; step++) {
      for (const days of [-60, -7, -1, 1, 7, 60]) {
        const expected = dayjs(dateAtAnchor(day)).add(days, 'day').format('YYYY-MM-DD');
        expect(addDays(day, days), `${day} ${days}`).toBe(expected);
      }
      day = addDays(day, 1);
    }
  });
});

describe('compareDates', () => {
  it('orders dates as the calendar does', () => {
    expect(compareDates(date('2026-11-21'), date('2026-11-22'))).toBeLessThan(0);
    expect(compareDates(date('2026-11-22'), date('2026-11-22'))).toBe(0);
    expect(compareDates(date('2027-01-01'), date('2026-12-31'))).toBeGreaterThan(0);
  });
});

describe('toCalendarDate', () => {
  it('is the local date, not the UTC one', () => {
    vi.stubEnv('TZ', 'Pacific/Auckland');
    // 20:30 UTC on the 22nd is already the 23rd in Auckland.
    const lateUtc = new Date(Date.UTC(2026, 10, 22, 20, 30));
    expect(toCalendarDate(lateUtc)).toBe('2026-11-23');
    expect(lateUtc.toISOString().slice(0, 10)).toBe('2026-11-22');
  });
});

// Zones whose clocks jump at or near midnight, where a date read at 00:00 is most at risk.
const ZONES = [
  'UTC',
  'Europe/London',
  'America/New_York',
  'America/Santiago',
  'America/Havana',
  'Asia/Beirut',
  'Australia/Lord_Howe',
  'Pacific/Apia',
];

describe.each(ZONES)('in %s', (zone) => {
  it('every day of 2026 and 2027 parses and steps to its neighbours without skipping one', () => {
    vi.stubEnv('TZ', zone);
    let day = date('2025-12-31');
    const seen: string[] = [];
    for (let step = 0; step < 730; step++) {
      const next = addDays(day, 1);
      expect(addDays(next, -1), `back from ${next}`).toBe(day);
      expect(parseCalendarDate(next), next).toBe(next);
      expect(dayjs(dateAtAnchor(next)).format('YYYY-MM-DD')).toBe(next);
      seen.push(next);
      day = next;
    }
    expect(seen[0]).toBe('2026-01-01');
    expect(seen.at(-1)).toBe('2027-12-31');
    expect(new Set(seen).size).toBe(730);
  });

  it('reads a date at 01:01:01 local time', () => {
    vi.stubEnv('TZ', zone);
    const anchored = dateAtAnchor(date('2026-11-22'));
    expect([anchored.getHours(), anchored.getMinutes(), anchored.getSeconds()]).toEqual([1, 1, 1]);
  });
});

describe('around the DST changes in Europe/London', () => {
  it.each([
    ['2026-03-28', '2026-03-29', '2026-03-30'],
    ['2026-10-24', '2026-10-25', '2026-10-26'],
  ])('the day before %s, %s, and after %s follow one another', (before, change, after) => {
    vi.stubEnv('TZ', 'Europe/London');
    expect(addDays(date(change), -1)).toBe(before);
    expect(addDays(date(change), 1)).toBe(after);
    expect(addDays(date(before), 2)).toBe(after);
    expect(addDays(date(after), -2)).toBe(before);
  });
});
