/**
 * Firebase's only entry point: everything here is one lazily loaded chunk, fetched only
 * when `VITE_FIREBASE_*` settings exist (`src/app/backend.ts`).
 */
import { initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, forceWebSockets, getDatabase } from 'firebase/database';
import type { Backend } from '../app/backend';
import type { FirebaseSettings } from '../app/firebaseSettings';
import { openAccountStore } from './accountStore';

export async function connectFirebase(settings: FirebaseSettings): Promise<Backend> {
  const { localServer, ...appSettings } = settings;
  const app = initializeApp(appSettings);
  const database = getDatabase(app);
  // `import.meta.env.DEV` is false in production builds, so the local server and its test
  // parent are left out of them entirely.
  if (import.meta.env.DEV && localServer) {
    const { createTestParentAuth } = await import('./testParentAuth');
    const reload = () => window.location.reload();
    const auth = createTestParentAuth(window.localStorage, reload);
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
    return {
      ...(await openAccountStore(database, auth, reload)),
      accounts: true,
      checkStorage: () => Promise.resolve(null),
    };
  }
  const { getAuth } = await import('firebase/auth');
  const { createGoogleAuth } = await import('./googleAuth');
  const google = createGoogleAuth(getAuth(app));
  return {
    ...(await openAccountStore(database, google, () => window.location.reload())),
    accounts: true,
    // The server holds the family: this browser's storage is only its copy.
    checkStorage: () => Promise.resolve(null),
  };
}
