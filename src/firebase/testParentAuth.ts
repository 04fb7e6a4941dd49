/**
 * Development only (`npm run start:firebase`): a pretend parent for the local server, which
 * has no Google. Signing in or out reloads the page, because the database connection carries
 * the parent's token from its first use.
 */
import type { SignedInUser } from '../../machines/auth';
import type { AuthAdapter } from '../app/auth/deviceAuth';

/** Who "Sign in as a test parent" signs in as. */
export const TEST_PARENT_UID = 'test-parent';

/** This device's test parent; another one (`test-parent-2`…) can be put here to try invites. */
export const TEST_PARENT_KEY = 'kids-todo:test-parent';

function testParent(uid: string | null): SignedInUser | null {
  if (uid === null || !/^test-parent(-\d{1,3})?$/.test(uid)) return null;
  return { uid, email: `${uid}@example.com`, token: null };
}

export function createTestParentAuth(storage: Storage, reload: () => void): AuthAdapter {
  return {
    method: 'testParent',
    restoreSession: async () => testParent(storage.getItem(TEST_PARENT_KEY)),
    signIn() {
      storage.setItem(TEST_PARENT_KEY, TEST_PARENT_UID);
      reload();
      // The page reloads signed in; until then the sign-in stays under way.
      return new Promise<SignedInUser>(() => undefined);
    },
    async signOut() {
      storage.removeItem(TEST_PARENT_KEY);
      reload();
    },
    watchSession: () => () => undefined,
  };
}
