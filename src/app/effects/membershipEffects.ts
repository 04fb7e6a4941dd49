/**
 * Members of a family (Firebase mode, DESIGN.md §2): `members/{uid}` is `"parent"`, and
 * `people/{uid}` says who that is and which invite brought them. The rules check both.
 */
import { fromPromise } from 'xstate';
import type { FamilyJoin } from '../../../machines/appMachine';
import type { SignedInUser } from '../../../machines/authMachine';
import { StoreError, toStoreError } from '../../store/errors';
import type { Store, StoreSnapshot } from '../../store/port';
import { familyPath } from '../storePaths';
import { unixSeconds } from './boardEffects';

type MemberRecord = Record<string, string | { email?: string; joined: number; invite?: string }>;

function person(user: SignedInUser, joined: Date, invite?: string) {
  return {
    ...(user.email ? { email: user.email } : {}),
    joined: unixSeconds(joined),
    ...(invite ? { invite } : {}),
  };
}

/** What a new family's first write adds so its creator is its first member. */
export function firstMember(user: SignedInUser, now: Date): MemberRecord {
  return { [`members/${user.uid}`]: 'parent', [`people/${user.uid}`]: person(user, now) };
}

/** Resolves with the value at `path` once, or rejects when it may not be read. */
function readOnce(store: Store, path: string): Promise<StoreSnapshot> {
  return new Promise((resolve, reject) => {
    let done = false;
    // The first answer may come before `subscribe` returns: stop a moment later.
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      settle();
      queueMicrotask(() => stop());
    };
    const stop = store.subscribe(
      path,
      (value) => finish(() => resolve(value)),
      (error) => finish(() => reject(error)),
    );
  });
}

export function createMembershipEffects(store: Store, now: () => Date, accounts: boolean) {
  return {
    /** Follows an invite link: adds the signed-in user as a member, with the invite's code. */
    joinFamily: fromPromise<void, FamilyJoin>(async ({ input }) => {
      const { familyId, code, user } = input;
      // Without accounts the family is whatever this device holds: there is nobody to join.
      if (!accounts || !user) return;
      const path = familyPath(familyId);
      try {
        await store.update(path, {
          [`members/${user.uid}`]: 'parent',
          [`people/${user.uid}`]: person(user, now(), code),
        });
      } catch (error) {
        // A member following the link again is refused the write, but is already in.
        const member = await readOnce(store, `${path}/members/${user.uid}`).catch(() => null);
        if (member === 'parent') return;
        const refused = toStoreError(error, path);
        console.error(refused);
        throw refused.code === 'PERMISSION_DENIED'
          ? new StoreError(
              'INVITE_NOT_VALID',
              'This invite link has expired or was never made. Ask a parent in the family for a new one.',
              path,
              { cause: refused },
            )
          : refused;
      }
    }),
  };
}
