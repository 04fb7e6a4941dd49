// The auth machine's context, input and events, and what its actors take and give.

/** Who is signed in (uid, email, token). The embedded store reports a device user. */
export interface SignedInUser {
  uid: string;
  email: string | null;
  token: string | null;
}

/** A sign-in error as the screen gets it: code, message, credential. */
export interface SignInError {
  code: string;
  message: string;
  credential: unknown;
}

export interface AuthContext {
  user: SignedInUser | null;
  error: SignInError | null;
}

export type AuthEvent =
  | { type: 'auth.signIn' }
  | { type: 'auth.signOut' }
  /** The provider says the session changed (signed out in another tab, token refreshed…). */
  | { type: 'auth.heard'; user: SignedInUser | null }
  | { type: 'error.dismiss' };
