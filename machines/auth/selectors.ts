/** What the sign-in screen and the account menu read from the auth machine. */
import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './authMachine';
import type { SignedInUser, SignInError } from './types';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** Signing in or out is under way: the buttons wait. */
export const selectAuthBusy = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches('signingIn') || snapshot.matches('signingOut');

/** Who is signed in; `null` when nobody is. */
export const selectUser = (snapshot: AuthSnapshot): SignedInUser | null => snapshot.context.user;

/** Why signing in failed, until it is dismissed. */
export const selectAuthError = (snapshot: AuthSnapshot): SignInError | null =>
  snapshot.context.error;
