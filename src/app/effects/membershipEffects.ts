/**
 * Members of a family (Firebase mode, docs/design.md "Data layout"): `members/{uid}` is `"parent"`,
 * and
 * `people/{uid}` says who that is and which invite brought them. The rules check both.
 * `users/{uid}/families/{family}` lists a parent's families, for a device they sign in on.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { AppEvent, FamilyJoin, MyFamiliesInput, MyFamily } from '../../../machines/app';
import type { SignedInUser } from '../../../machines/auth';
import { StoreError, toStoreError } from '../../store/errors';
import type { Store, StoreSnapshot, Unsubscribe } from '../../store/port';
import { readOnce } from '../../store/readOnce';
import { familyPath } from '../storePaths';
import { unixSeconds } from './boardEffects';

type MembershipUpdate = Record<
  string,
  string | boolean | null | { email?: string; joined: number; invite?: string }
>;

function person(user: SignedInUser, joined: Date, invite?: string) {
  return {
    ...(user.email ? { email: user.email } : {}),
    joined: unixSeconds(joined),
    ...(invite ? { invite } : {}),
  };
}

/**
 * Root-relative writes that make `user` a member of the family: its creator (no invite) or a
 * parent joining with an invite's code, which the same update consumes (invites are single-use).
 * Written in one update, as the rules require.
 */
export function membershipUpdate(
  familyId: string,
  user: SignedInUser,
  now: Date,
  invite?: string,
): MembershipUpdate {
  const family = familyPath(familyId);
  return {
    [`${family}/members/${user.uid}`]: 'parent',
    [`${family}/people/${user.uid}`]: person(user, now, invite),
    ...(invite ? { [`${family}/invites/${invite}`]: null } : {}),
    [`users/${user.uid}/families/${familyId}`]: true,
  };
}

/**
 * Root-relative writes that take `uid` out of the family, with the invites they made. Only a
 * parent's own list of families is theirs to write: it changes when they leave (`self`).
 */
export function removalUpdate(
  familyId: string,
  uid: string,
  { invites, self }: { invites: readonly string[]; self: boolean },
): Record<string, null> {
  const family = familyPath(familyId);
  return {
    [`${family}/members/${uid}`]: null,
    [`${family}/people/${uid}`]: null,
    ...Object.fromEntries(invites.map((code) => [`${family}/invites/${code}`, null])),
    ...(self ? { [`users/${uid}/families/${familyId}`]: null } : {}),
  };
}

/** The family ids in `users/{uid}/families`. */
function familyIds(value: StoreSnapshot): string[] {
  return typeof value === 'object' && value !== null
    ? Object.keys(value).filter((id) => value[id] === true)
    : [];
}

export function createMembershipEffects(store: Store, now: () => Date, accounts: boolean) {
  return {
    /**
     * The signed-in parent's families with their names, for the welcome screen. A family that
     * cannot be read (they were removed from it) is left out.
     */
    listenToMyFamilies: fromCallback<AppEvent, MyFamiliesInput>(({ input, sendBack }) => {
      const names = new Map<string, { name: string | null; stop: Unsubscribe }>();
      const report = () => {
        const families: MyFamily[] = [...names.entries()]
          .filter(([, family]) => family.name !== null)
          .map(([id, family]) => ({ id, name: family.name ?? '' }))
          .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
        sendBack({ type: 'families.heard', families });
      };
      const uid = input.user?.uid ?? '';
      const follow = (id: string) => {
        const entry: { name: string | null; stop: Unsubscribe } = {
          name: null,
          stop: () => undefined,
        };
        names.set(id, entry);
        entry.stop = store.subscribe(
          `${familyPath(id)}/config/name`,
          (value) => {
            // No name: nothing of that family is kept here (or it is not readable).
            entry.name = typeof value === 'string' && value !== '' ? value : null;
            report();
          },
          (error) => {
            entry.name = null;
            report();
            // Removed from that family: the list is this parent's own, so they tidy it.
            if (!accounts || !input.user) return;
            if (toStoreError(error, id).code !== 'PERMISSION_DENIED') return;
            // Nobody waits for it: a failure is only logged, by the store.
            store.remove(`users/${uid}/families/${id}`).catch(() => undefined);
          },
        );
      };
      // The families opened on this device, and (with accounts) the parent's own list.
      const listed = new Set<string>();
      const followAll = (ids: string[]) => {
        for (const [id, family] of names) {
          if (ids.includes(id)) continue;
          family.stop();
          names.delete(id);
        }
        for (const id of ids) if (!names.has(id)) follow(id);
        report();
      };
      followAll(input.deviceFamilyIds);
      const stopList =
        accounts && input.user
          ? store.subscribe(
              `users/${uid}/families`,
              (value) => {
                listed.clear();
                familyIds(value).forEach((id) => listed.add(id));
                followAll([...new Set([...input.deviceFamilyIds, ...listed])]);
              },
              // The device's own families stay listed; the store logs the failure.
              () => undefined,
            )
          : () => undefined;
      return () => {
        stopList();
        for (const family of names.values()) family.stop();
      };
    }),

    /** Follows an invite link: adds the signed-in user as a member, with the invite's code. */
    joinFamily: fromPromise<void, FamilyJoin>(async ({ input }) => {
      const { familyId, code, user } = input;
      // Without accounts the family is whatever this device holds: there is nobody to join.
      if (!__FIREBASE_MODE__ || !accounts || !user) return;
      const path = familyPath(familyId);
      try {
        await store.update('', membershipUpdate(familyId, user, now(), code));
      } catch (error) {
        // A member following the link again is refused the write, but is already in.
        const member = await readOnce(store, `${path}/members/${user.uid}`).catch(() => null);
        if (member === 'parent') return;
        const refused = toStoreError(error, path);
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
