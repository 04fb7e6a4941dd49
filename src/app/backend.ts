import type { InspectOption } from '../inspect/inspectMode';
import { loadFamilyChecks, withFamilyRules } from '../store/familyRules';
import { createIndexedDbStore } from '../store/indexedDb';
import { StorageUnavailableError, type StorageProblem } from '../store/storageProblem';
import type { Store } from '../store/port';
import { createDeviceAuth, type AuthAdapter } from './auth/deviceAuth';
import type { FirebaseSettings } from './firebaseSettings';

/** Where the family's data lives and who may see it: the store and auth ports together. */
export interface Backend {
  store: Store;
  auth: AuthAdapter;
  /** Firebase: people sign in, families list their members and can be shared. */
  accounts: boolean;
  /**
   * What waits until the first screen has its data, so it never competes with it: the embedded
   * store checks that this browser can keep the family's lists (a problem is returned); Firebase
   * mode, for a returning parent opened from their copy, starts loading Firebase.
   */
  afterFirstScreen: () => Promise<StorageProblem | null>;
}

export interface OpenBackendOptions {
  /** Reports the store's transaction actors to the inspector (`?inspect`, development only). */
  inspect?: InspectOption;
}

/**
 * The one place the app picks its backend: the embedded IndexedDB store, or Firebase when
 * its settings exist. Firebase arrives as a separate chunk, so the embedded app never
 * downloads it.
 */
export async function openBackend(
  settings: FirebaseSettings | null,
  { inspect }: OpenBackendOptions = {},
): Promise<Backend> {
  // Checked against the build's own settings too, so an embedded build has no Firebase chunk.
  if (settings === null || !import.meta.env.VITE_FIREBASE_DATABASE_URL) {
    // The embedded store is the family's only copy: the app says so if it cannot be kept. The
    // check runs after the first screen's reads, not before them: a returning family waits for
    // nothing.
    if (!globalThis.indexedDB) throw new StorageUnavailableError('missing');
    return {
      // The embedded store keeps the rules Firebase keeps, and counts what they cannot.
      store: withFamilyRules(createIndexedDbStore({ actorOptions: { inspect } })),
      auth: createDeviceAuth(),
      accounts: false,
      afterFirstScreen: () => {
        // Asked for now, so a first tick finds them here; a write reports a failed load.
        loadFamilyChecks().catch(() => undefined);
        // The check's own code comes now too; if it cannot load, no problem is known of, and
        // the app goes on (a write that fails still says why).
        return import('../store/storageCheck').then(
          ({ checkDeviceStorage }) => checkDeviceStorage(globalThis.indexedDB),
          () => null,
        );
      },
    };
  }
  // Firebase's chunk is started when it is needed: at once for a visitor, and for a returning
  // parent once the first screen is shown, or sooner if their copy cannot answer something.
  let start: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (start = resolve));
  const connection = started
    .then(() => import('../firebase/connectFirebase'))
    .then(({ connectFirebase }) => connectFirebase(settings));
  const { openRememberedParent, openSignedIn, rememberedParent } = await import('./parentStore');
  const deps = { storage: window.localStorage, reload: () => window.location.reload() };
  // The server holds the family: this browser's storage is only the parent's copy.
  const afterFirstScreen = () => {
    start();
    return Promise.resolve(null);
  };
  const firebase = { accounts: true, afterFirstScreen };
  const parent = rememberedParent(deps.storage);
  if (parent) {
    // A returning parent's family opens from their copy while Firebase loads.
    const localServerAllowed = import.meta.env.DEV || import.meta.env.MODE === 'firebase-e2e';
    const method = localServerAllowed && settings.localServer ? 'testParent' : 'google';
    return { ...openRememberedParent(parent, method, { connection, start }, deps), ...firebase };
  }
  start();
  return { ...(await openSignedIn(await connection, deps)), ...firebase };
}
