/**
 * Firebase's only entry point: everything here is one lazily loaded chunk, fetched only
 * when `VITE_FIREBASE_*` settings exist (`src/app/backend.ts`).
 */
import { initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, forceWebSockets, getDatabase } from 'firebase/database';
import type { FirebaseSettings } from '../app/firebaseSettings';
import type { ServerConnection } from '../app/parentStore';
import { createFirebaseStore } from '../store/firebaseStore';

/** The server's store and its sign-in; whose copy the page opens is decided by `src/app`. */
export async function connectFirebase(settings: FirebaseSettings): Promise<ServerConnection> {
  const { localServer, ...appSettings } = settings;
  const app = initializeApp(appSettings);
  const database = getDatabase(app);
  // Only the dev server and the end-to-end tests' build (`--mode firebase-e2e`) keep the local
  // server and its test parent: a production build leaves them out entirely.
  if ((import.meta.env.DEV || import.meta.env.MODE === 'firebase-e2e') && localServer) {
    const { createTestParentAuth } = await import('./testParentAuth');
    const auth = createTestParentAuth(window.localStorage, () => window.location.reload());
    const user = await auth.restoreSession();
    // A websocket closed early (a reload) makes the SDK try long polling next time, which the
    // local server does not speak.
    forceWebSockets();
    connectDatabaseEmulator(
      database,
      localServer.host,
      localServer.port,
      // The test parent's address counts as verified, as a Google account's does.
      user
        ? { mockUserToken: { sub: user.uid, email: user.email ?? undefined, email_verified: true } }
        : undefined,
    );
    return { server: createFirebaseStore(database), auth };
  }
  const { getAuth } = await import('firebase/auth');
  const { createGoogleAuth } = await import('./googleAuth');
  return { server: createFirebaseStore(database), auth: createGoogleAuth(getAuth(app)) };
}
