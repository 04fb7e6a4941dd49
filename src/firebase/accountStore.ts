/**
 * Firebase mode's store for whoever is signed in: the family read from their copy on this
 * device and their changes kept in their outbox (src/store/offline), the server behind both.
 * Signing in or out changes whose copy the page uses, so both reload the page; signing out
 * first removes the parent's copies from the device.
 */
import type { Database } from 'firebase/database';
import type { AuthAdapter } from '../app/auth/deviceAuth';
import { intentUpdate, losesChangeWhenAborted } from '../app/effects/intents';
import { createFirebaseStore } from '../store/firebaseStore';
import { createOfflineFirstStore } from '../store/offline/offlineFirstStore';
import type { Store } from '../store/port';

export interface AccountBackend {
  store: Store;
  auth: AuthAdapter;
}

/** How long signing out waits for the device's copies to be removed before going on. */
const FORGET_WAIT_MS = 3_000;

export async function openAccountStore(
  database: Database,
  auth: AuthAdapter,
  reload: () => void,
): Promise<AccountBackend> {
  const server = createFirebaseStore(database);
  // Asked once: the auth machine gets the same answer, or the same sign-in error.
  const restored = auth.restoreSession();
  const user = await restored.catch(() => null);
  if (!user) {
    return {
      store: server,
      auth: {
        ...auth,
        restoreSession: () => restored,
        async signIn() {
          await auth.signIn();
          // The page opens again with the parent's own copy.
          reload();
          return new Promise(() => undefined);
        },
      },
    };
  }
  const store = createOfflineFirstStore({
    account: user.uid,
    remote: server,
    intents: intentUpdate,
    abortLoses: losesChangeWhenAborted,
  });
  return {
    store,
    auth: {
      ...auth,
      restoreSession: () => restored,
      async signOut() {
        // The parent's lists leave the device with them.
        const forgotten = store.forgetDevice?.() ?? Promise.resolve();
        await Promise.race([
          forgotten.catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, FORGET_WAIT_MS)),
        ]);
        await auth.signOut();
        reload();
      },
    },
  };
}
