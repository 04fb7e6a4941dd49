/**
 * Sign-in with a Google account (docs/design.md "Sign-in, members and invites"): a popup, or a
 * redirect when popups are blocked.
 */
import {
  GoogleAuthProvider,
  getRedirectResult,
  onAuthStateChanged,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { SignedInUser, SignInError } from '../../machines/auth';
import type { AuthAdapter } from '../app/auth/deviceAuth';

/** Popups that cannot open: go to Google's page instead and come back signed in. */
const POPUP_UNAVAILABLE = new Set([
  'auth/popup-blocked',
  'auth/operation-not-supported-in-this-environment',
  'auth/web-storage-unsupported',
]);

async function toSignedInUser(user: User | null): Promise<SignedInUser | null> {
  if (!user) return null;
  return { uid: user.uid, email: user.email, token: await user.getIdToken() };
}

/** The screen gets the code, the message and the credential. */
function toSignInError(error: unknown): SignInError {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' ? code : 'auth/unknown',
    message: typeof message === 'string' ? message : String(error),
    credential: GoogleAuthProvider.credentialFromError(error as never) ?? null,
  };
}

export function createGoogleAuth(auth: Auth): AuthAdapter {
  const provider = new GoogleAuthProvider();
  return {
    method: 'google',
    async restoreSession() {
      // Coming back from a redirect sign-in: its result, or its error, arrives here.
      const redirected = await getRedirectResult(auth).catch((error: unknown) => {
        throw toSignInError(error);
      });
      if (redirected) return toSignedInUser(redirected.user);
      await auth.authStateReady();
      return toSignedInUser(auth.currentUser);
    },
    async signIn() {
      try {
        const result = await signInWithPopup(auth, provider);
        const user = await toSignedInUser(result.user);
        if (!user) throw new Error('Google did not say who signed in.');
        return user;
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && POPUP_UNAVAILABLE.has(code)) {
          await signInWithRedirect(auth, provider);
          // The browser is leaving for Google's page; the app starts again when it returns.
          return new Promise<SignedInUser>(() => undefined);
        }
        throw toSignInError(error);
      }
    },
    signOut: () => signOut(auth),
    watchSession(onChange) {
      // Reading a token takes a moment: report in the order the changes happened all the same.
      let reported = Promise.resolve();
      return onAuthStateChanged(auth, (user) => {
        const next = toSignedInUser(user).catch(() => null);
        reported = reported.then(() => next).then(onChange);
      });
    },
  };
}
