import type { SignedInUser } from '../../../machines/auth';

/** The embedded store has no accounts: this device is the user. */
export const DEVICE_USER: SignedInUser = { uid: 'device', email: null, token: null };

/** How a person signs in, which decides what the sign-in screen offers. */
export type SignInMethod = 'device' | 'google' | 'testParent';

/** The auth adapter port, implemented by the device (embedded) and by Firebase. */
export interface AuthAdapter {
  readonly method: SignInMethod;
  restoreSession(): Promise<SignedInUser | null>;
  signIn(): Promise<SignedInUser>;
  signOut(): Promise<void>;
  /** Reports later session changes; returns the stop function. */
  watchSession(onChange: (user: SignedInUser | null) => void): () => void;
}

export function createDeviceAuth(): AuthAdapter {
  return {
    method: 'device',
    restoreSession: async () => DEVICE_USER,
    signIn: async () => DEVICE_USER,
    signOut: async () => undefined,
    watchSession: () => () => undefined,
  };
}
