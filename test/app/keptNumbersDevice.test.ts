/** What a device remembers of the kids’ numbers it last showed: stars to spend, stars this week. */
import { describe, expect, it } from 'vitest';
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
