/**
 * What a device remembers of the kids’ numbers and notes it last showed: stars to spend, stars
 * this week, who is away today.
 */
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../machines/calendar';
import type { AwayEntry } from '../../machines/domain/away';
import { createDeviceStorage } from '../../src/app/deviceStorage';
import { memoryStorage } from '../support/memoryStorage';

describe('the stars to spend a device remembers', () => {
  it('are kept per family, replaced as they change, and gone with the family', () => {
    const storage = memoryStorage();
    const device = createDeviceStorage(storage);
    expect(device.spenders('riveras')).toEqual({});
    device.rememberSpenders('riveras', { ada: 5, ben: 0 });
    device.rememberSpenders('lovelaces', { cy: 12 });
    expect(device.spenders('riveras')).toEqual({ ada: 5, ben: 0 });
    device.rememberSpenders('riveras', { ben: 3 });
    expect(device.spenders('riveras')).toEqual({ ben: 3 });
    expect(device.spenders('lovelaces')).toEqual({ cy: 12 });

    device.rememberFamilyId('riveras');
    device.forgetFamilyId('riveras');
    expect(device.spenders('riveras')).toEqual({});
    device.rememberSpenders('lovelaces', {});
    expect(storage.getItem('kids-todo:spenders')).toBeNull();
  });

  it('are none but whole counts when what is stored is anything else', () => {
    const storage = memoryStorage();
    const device = createDeviceStorage(storage);
    storage.setItem('kids-todo:spenders', 'not json');
    expect(device.spenders('riveras')).toEqual({});
    storage.setItem(
      'kids-todo:spenders',
      '{"riveras": ["ada"], "lovelaces": {"cy": 7, "di": "7", "ed": -1, "fi": 1.5}}',
    );
    expect(device.spenders('riveras')).toEqual({});
    expect(device.spenders('lovelaces')).toEqual({ cy: 7 });
    // A write mends what it finds.
    device.rememberSpenders('riveras', { ada: 2 });
    expect(device.spenders('riveras')).toEqual({ ada: 2 });
  });

  it('are none, and nothing breaks, where storage refuses', () => {
    const refusing = memoryStorage();
    refusing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const device = createDeviceStorage(refusing);
    device.rememberSpenders('riveras', { ada: 2 });
    expect(device.spenders('riveras')).toEqual({});
  });
});

describe('the stars a device remembers showing', () => {
  it('are kept per family with their day, replaced as they change, and gone with the family', () => {
    const storage = memoryStorage();
    const device = createDeviceStorage(storage);
    expect(device.keptStars('riveras')).toBeNull();
    const today = { date: '2026-11-28', kids: { ada: { stars: 4, streak: 2 } } };
    device.rememberStars('riveras', today);
    device.rememberStars('lovelaces', { date: '2026-11-27', kids: {} });
    expect(device.keptStars('riveras')).toEqual(today);
    const later = { date: '2026-11-29', kids: { ada: { stars: 5, streak: 3 } } };
    device.rememberStars('riveras', later);
    expect(device.keptStars('riveras')).toEqual(later);
    expect(device.keptStars('lovelaces')).toEqual({ date: '2026-11-27', kids: {} });

    device.rememberFamilyId('riveras');
    device.forgetFamilyId('riveras');
    expect(device.keptStars('riveras')).toBeNull();
  });

  it('keep only whole counts, and are none when what is stored is anything else', () => {
    const storage = memoryStorage();
    const device = createDeviceStorage(storage);
    storage.setItem('kids-todo:stars', '[1, 2]');
    expect(device.keptStars('riveras')).toBeNull();
    storage.setItem(
      'kids-todo:stars',
      JSON.stringify({
        riveras: {
          date: '2026-11-28',
          kids: { ada: { stars: 4, streak: 1 }, ben: { stars: '4', streak: 1 }, cy: null },
        },
        lovelaces: { date: 7, kids: {} },
      }),
    );
    expect(device.keptStars('riveras')).toEqual({
      date: '2026-11-28',
      kids: { ada: { stars: 4, streak: 1 } },
    });
    expect(device.keptStars('lovelaces')).toBeNull();
  });
});

describe('the away days a device remembers hearing', () => {
  const date = (text: string) => text as CalendarDate;
  const trip: AwayEntry = {
    id: 'trip',
    kid: 'ada',
    from: date('2026-11-27'),
    to: date('2026-11-29'),
    reason: 'At Grandma’s',
    made: 1_790_000_000,
  };
  const family: AwayEntry = {
    id: 'all',
    from: date('2026-11-28'),
    to: date('2026-11-28'),
    made: 1,
  };
  const past: AwayEntry = {
    id: 'past',
    kid: 'ben',
    from: date('2026-11-01'),
    to: date('2026-11-02'),
    made: 1,
  };

  it('keep the entries covering the day, per family, and go with the family', () => {
    const storage = memoryStorage();
    const device = createDeviceStorage(storage);
    expect(device.keptAway('riveras')).toBeNull();
    device.rememberAway('riveras', { date: date('2026-11-28'), away: [past, trip, family] });
    expect(device.keptAway('riveras')).toEqual({ date: '2026-11-28', away: [trip, family] });
    device.rememberAway('lovelaces', { date: date('2026-11-28'), away: [family] });

    // Nobody away on the next day: nothing is kept for the family.
    device.rememberAway('riveras', { date: date('2026-11-30'), away: [past, trip] });
    expect(device.keptAway('riveras')).toBeNull();
    expect(device.keptAway('lovelaces')).toEqual({ date: '2026-11-28', away: [family] });
    device.rememberFamilyId('lovelaces');
    device.forgetFamilyId('lovelaces');
    expect(device.keptAway('lovelaces')).toBeNull();
    expect(storage.getItem('kids-todo:away')).toBeNull();
  });

  it('are read as the store’s are: a broken entry or record is none', () => {
    const storage = memoryStorage();
    const device = createDeviceStorage(storage);
    storage.setItem(
      'kids-todo:away',
      JSON.stringify({
        riveras: {
          date: '2026-11-28',
          entries: {
            trip: { from: '2026-11-28', to: '2026-11-28', kid: 'ada', made: 1 },
            backwards: { from: '2026-11-29', to: '2026-11-27', kid: 'ben', made: 1 },
            undated: { kid: 'cy', made: 1 },
          },
        },
        lovelaces: { date: '2026-02-30', entries: {} },
        okafors: 'away',
      }),
    );
    expect(device.keptAway('riveras')?.away.map((entry) => entry.id)).toEqual(['trip']);
    expect(device.keptAway('lovelaces')).toBeNull();
    expect(device.keptAway('okafors')).toBeNull();
  });
});
