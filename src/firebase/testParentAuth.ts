/**
 * Development only (`npm run start:firebase`): a pretend parent for the local server, which
 * has no Google. Signing in or out reloads the page, because the database connection carries
 * the parent's token from its first use.
 */
import type { SignedInUser } from '../../machines/authMachine';
import type { AuthAdapter } from '../app/auth/deviceAuth';

export const TEST_PARENT: SignedInUser = {
  uid: 'test-parent',
  email: 'test.parent@example.com',
  token: null,
};

const SIGNED_IN_KEY = 'kids-todo:test-parent';

export function createTestParentAuth(storage: Storage, reload: () => void): AuthAdapter {
  const signedIn = () => storage.getItem(SIGNED_IN_KEY) === TEST_PARENT.uid;
  return {
    method: 'testParent',
    restoreSession: async () => (signedIn() ? TEST_PARENT : null),
    signIn() {
      storage.setItem(SIGNED_IN_KEY, TEST_PARENT.uid);
      reload();
      // The page reloads signed in; until then the sign-in stays under way.
      return new Promise<SignedInUser>(() => undefined);
    },
    async signOut() {
      storage.removeItem(SIGNED_IN_KEY);
      reload();
    },
    watchSession: () => () => undefined,
  };
}
