/**
 * The family rules' checks load apart from the first load (src/store/familyRules.ts): a write
 * made before they are here waits for them and is judged by them, and a load that fails refuses
 * the write, with nothing written, until a later write finds them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorHeadline } from '../../src/views/errorMessages';
import type { Store } from '../../src/store/port';
import { readOnce } from '../../src/store/readOnce';
import { newFamilyConfig } from '../../src/app/effects/familyEffects';
import { freshDatabase } from './indexedDbSupport';

const CONFIG = newFamilyConfig({ name: 'Ada’s family', kidNames: ['Ada'] });
const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  vi.doUnmock('../../src/store/familyChecks');
  vi.resetModules();
});

/** `familyRules.ts` as a page that has loaded nothing yet finds it. */
async function freshRules() {
  vi.resetModules();
  return import('../../src/store/familyRules');
}

async function codeOf(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    // A StoreError of the freshly loaded modules: not the class this file imported.
    if (error instanceof Error && error.name === 'StoreError' && 'code' in error) {
      return String(error.code);
    }
    throw error;
  }
  throw new Error('The write was made.');
}

describe('the family rules load when first needed', () => {
  it('a write made at once waits for the checks, and a bad one is still refused', async () => {
    const { withFamilyRules } = await freshRules();
    const store = withFamilyRules(freshDatabase().open());
    stores.push(store);
    // Both asked for before the checks are here: the first is judged as any other.
    const bad = store.set('families/fam/config/name', 42);
    const good = store.set('families/fam/config', CONFIG);
    expect(await codeOf(bad)).toBe('INVALID_VALUE');
    await good;
    expect(await readOnce(store, 'families/fam/config/name')).toBe('Ada’s family');
  });

  it('a failed load refuses the write with nothing written, and the next write loads them', async () => {
    let fails = true;
    vi.doMock('../../src/store/familyChecks', async (importOriginal) => {
      if (fails) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { withFamilyRules, CHECKS_NOT_LOADED } = await freshRules();
    const store = withFamilyRules(freshDatabase().open());
    stores.push(store);

    const code = await codeOf(store.set('families/fam/config', CONFIG));
    expect(code).toBe(CHECKS_NOT_LOADED);
    expect(errorHeadline(code)).toMatch(/didn’t load, so that wasn’t saved/);
    expect(await readOnce(store, 'families/fam')).toBeNull();

    fails = false;
    await store.set('families/fam/config', CONFIG);
    expect(await readOnce(store, 'families/fam/config/name')).toBe('Ada’s family');
    expect(await codeOf(store.set('families/fam/config/name', 42))).toBe('INVALID_VALUE');
  });
});
