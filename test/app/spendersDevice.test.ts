/** Each kid's stars to spend, as this device last read a family's rewards (the Week view's room). */
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
