import type { InspectOption } from '../inspect/inspectMode';
import { createIndexedDbStore } from '../store/indexedDbStore';
import type { Store } from '../store/port';

export interface CreateStoreOptions {
  /** Reports the store's transaction actors to the inspector (`?inspect`, development only). */
  inspect?: InspectOption;
}

/**
 * The one place the app picks its backend. Today it is the embedded IndexedDB store;
 * the Firebase adapter will be chosen here when `VITE_FIREBASE_*` settings exist.
 */
export function createStore({ inspect }: CreateStoreOptions = {}): Store {
  return createIndexedDbStore({ actorOptions: { inspect } });
}
