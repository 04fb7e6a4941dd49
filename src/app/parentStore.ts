/**
 * Firebase mode's store for whoever is signed in (docs/design.md "Offline first, with a
 * server"): the family read from the parent's copy on this device and their changes kept in
 * their outbox, the server behind both. The device remembers who signed in last, so a returning
 * parent's family opens from the copy before Firebase has even loaded; Firebase then confirms
 * who is signed in, and anyone else reloads into their own copy. Signing in or out changes whose
 * copy the page uses, so both reload the page; signing out first removes the parent's copy and
 * outbox from the device.
 */
import type { SignedInUser } from '../../machines/auth';
import { createOfflineFirstStore } from '../store/offline/offlineFirstStore';
import type { Store } from '../store/port';
import type { AuthAdapter, SignInMethod } from './auth/deviceAuth';
import { intentUpdate, losesChangeWhenAborted } from './effects/intents';
import { LAST_FRAME_KEY } from '../lastFrame/frame';
import { KEPT_NUMBER_KEYS } from './deviceStorage';

/** The server's store and its sign-in, once Firebase has loaded (`src/firebase/`). */
export interface ServerConnection {
  server: Store;
  auth: AuthAdapter;
}

export interface ParentBackend {
  store: Store;
  auth: AuthAdapter;
}

export interface ParentDeps {
  /** Where the device remembers who signed in last. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

export const PARENT_KEY = 'kids-todo:parent';

/** How long signing out waits for the device's copies to be removed before going on. */
const FORGET_WAIT_MS = 3_000;

/** The parent who signed in last on this device, if any. */
export function rememberedParent(storage: ParentDeps['storage']): SignedInUser | null {
  try {
    const stored = JSON.parse(storage.getItem(PARENT_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { uid, email } = stored as { uid?: unknown; email?: unknown };
    if (typeof uid !== 'string' || uid === '' || uid.length > 128) return null;
    return { uid, email: typeof email === 'string' ? email : null, token: null };
  } catch {
    return null;
  }
}

/**
 * Who is signed in here now; the frame kept of another's board (or of a parent gone) goes, with
 * the numbers kept of their families.
 */
function rememberParent(storage: ParentDeps['storage'], user: SignedInUser | null): void {
  try {
    if (rememberedParent(storage)?.uid !== user?.uid) {
      for (const key of [LAST_FRAME_KEY, ...KEPT_NUMBER_KEYS]) storage.removeItem(key);
    }
    if (user) storage.setItem(PARENT_KEY, JSON.stringify({ uid: user.uid, email: user.email }));
    else storage.removeItem(PARENT_KEY);
  } catch {
    // A device that keeps nothing opens through Firebase each time.
  }
}

function parentStore(
  account: string,
  server: Store | Promise<Store>,
  needsServer?: () => void,
): Store {
  return createOfflineFirstStore({
    account,
    remote: server,
    needsServer,
    intents: intentUpdate,
    abortLoses: losesChangeWhenAborted,
  });
}

/** Signing out: the parent's lists leave the device with them, then the page starts again. */
async function signOutAndForget(
  store: Store,
  auth: Promise<AuthAdapter>,
  deps: ParentDeps,
): Promise<void> {
  rememberParent(deps.storage, null);
  const forgotten = store.forgetDevice?.() ?? Promise.resolve();
  await Promise.race([
    forgotten.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FORGET_WAIT_MS)),
  ]);
  await (await auth).signOut();
  deps.reload();
}

/**
 * A returning parent: their copy opens at once, and Firebase loads once the first screen is
 * shown (`connecting.start`, sooner when the copy cannot answer something), so its code never
 * competes with the first frame. Once it has, it says who is signed in: the same parent changes
 * nothing; anyone else, or nobody, reloads the page.
 */
export function openRememberedParent(
  parent: SignedInUser,
  method: SignInMethod,
  connecting: { connection: Promise<ServerConnection>; start: () => void },
  deps: ParentDeps,
): ParentBackend {
  const store = parentStore(
    parent.uid,
    connecting.connection.then((connection) => connection.server),
    connecting.start,
  );
  const auth = connecting.connection.then((connection) => connection.auth);
  void auth
    .then((signIn) => signIn.restoreSession())
    .then(
      (user) => {
        if (user?.uid === parent.uid) return;
        rememberParent(deps.storage, user);
        deps.reload();
      },
      // Not known (a sign-in that cannot be checked offline): the copy stays this parent's.
      () => undefined,
    );
  return {
    store,
    auth: {
      method,
      restoreSession: () => Promise.resolve(parent),
      signIn: async () => {
        connecting.start();
        return (await auth).signIn();
      },
      signOut: () => {
        connecting.start();
        return signOutAndForget(store, auth, deps);
      },
      watchSession(onChange) {
        let stop: (() => void) | undefined;
        let active = true;
        void auth.then((signIn) => {
          if (active) stop = signIn.watchSession(onChange);
        });
        return () => {
          active = false;
          stop?.();
        };
      },
    },
  };
}

/** A first visit, or one after signing out: Firebase says who is signed in before anything opens. */
export async function openSignedIn(
  { server, auth }: ServerConnection,
  deps: ParentDeps,
): Promise<ParentBackend> {
  // Asked once: the auth machine gets the same answer, or the same sign-in error.
  const restored = auth.restoreSession();
  const user = await restored.catch(() => null);
  rememberParent(deps.storage, user);
  if (!user) {
    return {
      store: server,
      auth: {
        ...auth,
        restoreSession: () => restored,
        async signIn() {
          const signedIn = await auth.signIn();
          rememberParent(deps.storage, signedIn);
          // The page opens again with the parent's own copy.
          deps.reload();
          return new Promise(() => undefined);
        },
      },
    };
  }
  const store = parentStore(user.uid, server);
  return {
    store,
    auth: {
      ...auth,
      restoreSession: () => restored,
      signOut: () => signOutAndForget(store, Promise.resolve(auth), deps),
    },
  };
}
