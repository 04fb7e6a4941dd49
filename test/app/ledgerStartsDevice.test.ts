/**
 * Where a device last read each kid's ledger from (docs/design.md "Rewards"): kept per family,
 * whatever else is in storage, and gone with the family.
 */
import { describe, expect, it } from 'vitest';
import { createDeviceStorage } from '../../src/app/deviceStorage';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('where a device last read each kid’s ledger from', () => {
  it('is kept for each family, and forgotten with it', () => {
    const device = createDeviceStorage(memoryStorage());
    expect(device.ledgerStarts('riveras')).toEqual({});
    device.rememberLedgerStarts('riveras', { ada: '-Boundary00000000001', ben: null });
    device.rememberLedgerStarts('lovelaces', { cy: null });
    expect(device.ledgerStarts('riveras')).toEqual({ ada: '-Boundary00000000001', ben: null });
    expect(device.ledgerStarts('lovelaces')).toEqual({ cy: null });

    device.rememberFamilyId('riveras');
    device.forgetFamilyId('riveras');
    expect(device.ledgerStarts('riveras')).toEqual({});
    expect(device.ledgerStarts('lovelaces')).toEqual({ cy: null });
  });

  it('reads anything else stored there as no guess, never as a start', () => {
    const storage = memoryStorage();
    const device = createDeviceStorage(storage);
    for (const stored of ['not json', '[1,2]', '{"riveras":"ada"}', '{"riveras":[null]}']) {
      storage.setItem('kids-todo:ledger-starts', stored);
      expect(device.ledgerStarts('riveras')).toEqual({});
    }
    storage.setItem('kids-todo:ledger-starts', '{"riveras":{"ada":7,"ben":null,"cy":"-C"}}');
    expect(device.ledgerStarts('riveras')).toEqual({ ben: null, cy: '-C' });
  });

  it('is written only when it changes', () => {
    const storage = memoryStorage();
    let writes = 0;
    const counting: Storage = Object.assign(Object.create(storage) as Storage, {
      setItem: (key: string, value: string) => {
        writes += 1;
        storage.setItem(key, value);
      },
      getItem: (key: string) => storage.getItem(key),
      removeItem: (key: string) => storage.removeItem(key),
    });
    const device = createDeviceStorage(counting);
    device.rememberLedgerStarts('riveras', { ada: '-A', ben: null });
    device.rememberLedgerStarts('riveras', { ben: null, ada: '-A' });
    expect(writes).toBe(1);
    device.rememberLedgerStarts('riveras', { ada: '-B', ben: null });
    expect(writes).toBe(2);
    expect(device.ledgerStarts('riveras')).toEqual({ ada: '-B', ben: null });
  });
});
