/** The first frame's "today" follows the day start this device last heard for the family. */
import { afterEach, describe, expect, it } from 'vitest';
import { createDeviceStorage } from '../../src/app/deviceStorage';
import { todayAtStart } from '../../src/app/prefetch';
import { memoryStorage } from '../support/memoryStorage';

const zoneBefore = process.env.TZ;
afterEach(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe('a device that heard a family’s day start', () => {
  it('remembers it for that family only, and forgets it at midnight', () => {
    const device = createDeviceStorage(memoryStorage());
    expect(device.dayStart('riveras')).toBe(0);
    device.rememberDayStart('riveras', 3);
    expect(device.dayStart('riveras')).toBe(3);
    expect(device.dayStart('lovelaces')).toBe(0);
    device.rememberDayStart('riveras', 0);
    expect(device.dayStart('riveras')).toBe(0);
  });

  it('starts at 00:30 on yesterday for a family whose day starts at 03:00', () => {
    process.env.TZ = 'Europe/London';
    const device = createDeviceStorage(memoryStorage());
    device.rememberDayStart('riveras', 3);
    const now = new Date('2027-06-15T00:30');
    expect(todayAtStart(device, { pathname: '/riveras', storedFamilyId: null, now })).toBe(
      '2027-06-14',
    );
    expect(todayAtStart(device, { pathname: '/', storedFamilyId: 'riveras', now })).toBe(
      '2027-06-14',
    );
    expect(todayAtStart(device, { pathname: '/lovelaces', storedFamilyId: 'riveras', now })).toBe(
      '2027-06-15',
    );
  });

  it('reads anything odd it finds stored as midnight', () => {
    const storage = memoryStorage();
    storage.setItem('kids-todo:day-start', '{"riveras": 9, "lovelaces": "3"}');
    const device = createDeviceStorage(storage);
    expect(device.dayStart('riveras')).toBe(0);
    expect(device.dayStart('lovelaces')).toBe(0);
    storage.setItem('kids-todo:day-start', 'not json');
    expect(device.dayStart('riveras')).toBe(0);
  });
});
