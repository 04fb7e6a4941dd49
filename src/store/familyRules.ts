/**
 * The embedded store keeps the rules Firebase keeps (`database.rules.json`), and counts what
 * the rules cannot (docs/design.md "Limits"). Laid over the store the app opens, so the store
 * itself stays a plain Realtime Database: reads go to it as they are, and every write is made
 * through the checks of `familyChecks.ts`.
 *
 * Those checks are a chunk of their own, outside the first load: nothing is written before the
 * first screen shows, so they are asked for once it has its data ({@link loadFamilyChecks}), and
 * a write made before they are here waits for them. A chunk that fails to load refuses the write
 * with a StoreError the app shows, and is asked for again by the next one.
 */
import { StoreError } from './errors';
import type { Store } from './port';

/** The code of a write refused because the checks could not load (src/views/errorMessages.ts). */
export const CHECKS_NOT_LOADED = 'CHECKS_NOT_LOADED';

type FamilyChecks = typeof import('./familyChecks');

let loading: Promise<FamilyChecks> | null = null;

/** The checks, loaded once; a failed load is tried again by the next caller. */
export function loadFamilyChecks(): Promise<FamilyChecks> {
  loading ??= import('./familyChecks').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * `store` keeping the family rules: a write that breaks one is refused with a StoreError that
 * names the value and where it is, and nothing is written.
 */
export function withFamilyRules(
  store: Store,
  nowSeconds = () => Math.floor(Date.now() / 1000),
): Store {
  let checked: Store | null = null;
  const checking = async (path: string): Promise<Store> => {
    if (checked) return checked;
    try {
      checked = (await loadFamilyChecks()).checkedStore(store, nowSeconds);
      return checked;
    } catch (error) {
      throw new StoreError(CHECKS_NOT_LOADED, 'The checks of a change could not load.', path, {
        cause: error,
      });
    }
  };
  return {
    ...store,
    set: async (path, value) => (await checking(path)).set(path, value),
    update: async (path, values) => (await checking(path)).update(path, values),
    push: async (path, value) => (await checking(path)).push(path, value),
    remove: async (path) => (await checking(path)).remove(path),
    transaction: async (path, update, intent) =>
      (await checking(path)).transaction(path, update, intent),
  };
}
