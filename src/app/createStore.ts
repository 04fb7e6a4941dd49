import { createIndexedDbStore } from '../store/indexedDbStore';
import type { Store } from '../store/port';

/**
 * The one place the app picks its backend. Today it is the embedded IndexedDB store;
 * the Firebase adapter will be chosen here when `VITE_FIREBASE_*` settings exist.
 */
export function createStore(): Store {
  return createIndexedDbStore();
}
