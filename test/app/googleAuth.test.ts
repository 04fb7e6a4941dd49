// The Google sign-in adapter over a stand-in for firebase/auth: the popup, the redirect when the
// popup is blocked, the session kept from last time, and errors as the screen gets them.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const firebaseAuth = vi.hoisted(() => ({
  signInWithPopup: vi.fn(),
  signInWithRedirect: vi.fn(),
  getRedirectResult: vi.fn(),
  signOut: vi.fn(),
  onAuthStateChanged: vi.fn(),
  credentialFromError: vi.fn(),
}));

vi.mock('firebase/auth', () => ({
  GoogleAuthProvider: class {
    static credentialFromError = firebaseAuth.credentialFromError;
  },
  signInWithPopup: firebaseAuth.signInWithPopup,
  signInWithRedirect: firebaseAuth.signInWithRedirect,
  getRedirectResult: firebaseAuth.getRedirectResult,
  signOut: firebaseAuth.signOut,
  onAuthStateChanged: firebaseAuth.onAuthStateChanged,
}));

const { createGoogleAuth } = await import('../../src/firebase/googleAuth');

const googleUser = (uid: string) => ({
  uid,
  email: `${uid}@example.com`,
  getIdToken: async () => `token-of-${uid}`,
});

function fakeAuth(currentUser: ReturnType<typeof googleUser> | null = null) {
  return { currentUser, authStateReady: vi.fn(async () => undefined) } as never;
}

beforeEach(() => {
  vi.clearAllMocks();
  firebaseAuth.getRedirectResult.mockResolvedValue(null);
  firebaseAuth.credentialFromError.mockReturnValue(null);
});

describe('Google sign-in', () => {
  it('signs in with a popup and reports uid, email and token', async () => {
    firebaseAuth.signInWithPopup.mockResolvedValue({ user: googleUser('ada') });
    const auth = createGoogleAuth(fakeAuth());
    await expect(auth.signIn()).resolves.toEqual({
      uid: 'ada',
      email: 'ada@example.com',
      token: 'token-of-ada',
    });
    expect(firebaseAuth.signInWithRedirect).not.toHaveBeenCalled();
  });

  it('goes to Google’s page when the popup is blocked, and stays signing in meanwhile', async () => {
    firebaseAuth.signInWithPopup.mockRejectedValue({ code: 'auth/popup-blocked', message: 'x' });
    firebaseAuth.signInWithRedirect.mockResolvedValue(undefined);
    const auth = createGoogleAuth(fakeAuth());
    const outcome = vi.fn();
    auth.signIn().then(outcome, outcome);
    await vi.waitFor(() => expect(firebaseAuth.signInWithRedirect).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(outcome).not.toHaveBeenCalled();
  });

  it('a refused sign-in carries its code, message and credential', async () => {
    const credential = { providerId: 'google.com' };
    firebaseAuth.credentialFromError.mockReturnValue(credential);
    firebaseAuth.signInWithPopup.mockRejectedValue({
      code: 'auth/account-exists-with-different-credential',
      message: 'An account already exists with the same email address.',
    });
    await expect(createGoogleAuth(fakeAuth()).signIn()).rejects.toEqual({
      code: 'auth/account-exists-with-different-credential',
      message: 'An account already exists with the same email address.',
      credential,
    });
  });

  it('restores the session kept from last time, or nobody', async () => {
    await expect(createGoogleAuth(fakeAuth(googleUser('ben'))).restoreSession()).resolves.toEqual({
      uid: 'ben',
      email: 'ben@example.com',
      token: 'token-of-ben',
    });
    await expect(createGoogleAuth(fakeAuth()).restoreSession()).resolves.toBeNull();
  });

  it('coming back from Google’s page signs in, or shows why it did not', async () => {
    firebaseAuth.getRedirectResult.mockResolvedValueOnce({ user: googleUser('cleo') });
    await expect(createGoogleAuth(fakeAuth()).restoreSession()).resolves.toMatchObject({
      uid: 'cleo',
    });
    firebaseAuth.getRedirectResult.mockRejectedValueOnce({
      code: 'auth/network-request-failed',
      message: 'A network error occurred.',
    });
    await expect(createGoogleAuth(fakeAuth()).restoreSession()).rejects.toEqual({
      code: 'auth/network-request-failed',
      message: 'A network error occurred.',
      credential: null,
    });
  });

  it('reports each later change of session, in order', async () => {
    const stop = vi.fn();
    firebaseAuth.onAuthStateChanged.mockImplementation(
      (_auth, listener: (user: unknown) => void) => {
        listener(googleUser('dev'));
        listener(null);
        return stop;
      },
    );
    const seen: unknown[] = [];
    const unwatch = createGoogleAuth(fakeAuth()).watchSession((user) => seen.push(user));
    // Signed in, then out at once: the reports keep that order though the token is read first.
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual([{ uid: 'dev', email: 'dev@example.com', token: 'token-of-dev' }, null]);
    unwatch();
    expect(stop).toHaveBeenCalled();
  });
});
