/**
 * The Family view's sharing (Firebase mode): the members as `members/{uid}` and
 * `people/{uid}` hold them, invites at `invites/{code}`, and removing a member.
 */
import { fromCallback, fromPromise, type MachineImplementationsFrom } from 'xstate';
import type {
  Invite,
  Member,
  MemberRemoval,
  OpenInvite,
  SharingEvent,
  SharingInput,
  sharingMachine,
} from '../../../machines/sharing';
import { toStoreError } from '../../store/errors';
import type { Store, StoreObject, StoreSnapshot, StoreValue } from '../../store/port';
import { newSecretCode } from '../../store/pushId';
import { unixSeconds } from '../effects/boardEffects';
import { removalUpdate } from '../effects/membershipEffects';
import { writing } from '../effects/writing';
import { familyPath } from '../storePaths';

/** How long an invite link works: the rules accept at most 7 days. */
export const INVITE_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

const isRecord = (value: StoreValue | null | undefined): value is StoreObject =>
  typeof value === 'object' && value !== null;

/** Parses `members` and `people` into the members, oldest first; odd entries are skipped. */
export function parseMembers(members: StoreSnapshot, people: StoreSnapshot): Member[] {
  if (!isRecord(members)) return [];
  return Object.entries(members)
    .filter(([, role]) => role === 'parent')
    .map(([uid]) => {
      const person = isRecord(people) ? people[uid] : null;
      const fields = isRecord(person) ? person : {};
      return {
        uid,
        email: typeof fields.email === 'string' ? fields.email : null,
        joined: typeof fields.joined === 'number' ? fields.joined : null,
      };
    })
    .sort((a, b) => (a.joined ?? 0) - (b.joined ?? 0) || a.uid.localeCompare(b.uid));
}

/** Parses `invites` into the open ones (unexpired at `nowSeconds`), soonest to expire first. */
export function parseInvites(invites: StoreSnapshot, nowSeconds: number): OpenInvite[] {
  if (!isRecord(invites)) return [];
  return Object.entries(invites)
    .flatMap(([code, value]) => {
      if (!isRecord(value) || typeof value.by !== 'string' || typeof value.expires !== 'number') {
        return [];
      }
      return value.expires > nowSeconds ? [{ code, by: value.by, expires: value.expires }] : [];
    })
    .sort((a, b) => a.expires - b.expires || a.code.localeCompare(b.code));
}

export function createSharingEffects(store: Store, now: () => Date) {
  return {
    watchMembers: fromCallback<SharingEvent, { familyId: string }>(({ input, sendBack }) => {
      const path = familyPath(input.familyId);
      const stopInvites = store.subscribe(
        `${path}/invites`,
        (value) =>
          sendBack({ type: 'invites.heard', invites: parseInvites(value, unixSeconds(now())) }),
        (error) =>
          sendBack({ type: 'members.failed', error: toStoreError(error, `${path}/invites`) }),
      );
      const heard: { members?: StoreSnapshot; people?: StoreSnapshot } = {};
      const report = () => {
        if (heard.members === undefined || heard.people === undefined) return;
        sendBack({ type: 'members.heard', members: parseMembers(heard.members, heard.people) });
      };
      const fail = (where: string) => (error: Error) =>
        sendBack({ type: 'members.failed', error: toStoreError(error, where) });
      const stops = (['members', 'people'] as const).map((part) =>
        store.subscribe(
          `${path}/${part}`,
          (value) => {
            heard[part] = value;
            report();
          },
          fail(`${path}/${part}`),
        ),
      );
      return () => [...stops, stopInvites].forEach((stop) => stop());
    }),

    createInvite: fromPromise<Invite, SharingInput>(async ({ input }) => {
      const invite = {
        code: newSecretCode(),
        expires: unixSeconds(now()) + INVITE_LIFETIME_SECONDS,
      };
      const path = `${familyPath(input.familyId)}/invites/${invite.code}`;
      await writing(path, store.set(path, { by: input.uid, expires: invite.expires }));
      return invite;
    }),

    removeMember: fromPromise<void, MemberRemoval>(async ({ input }) => {
      const { familyId, uid, invites, self } = input;
      await writing(
        familyPath(familyId),
        store.update('', removalUpdate(familyId, uid, { invites, self })),
      );
    }),

    revokeInvite: fromPromise<void, { familyId: string; code: string }>(async ({ input }) => {
      const path = `${familyPath(input.familyId)}/invites/${input.code}`;
      await writing(path, store.remove(path));
    }),
  };
}

/**
 * Everything the sharing machine names; `reportLeft` tells the app this grown-up left, which
 * ends as being removed does: the family is no longer theirs to open.
 */
export function createSharingImplementations(
  store: Store,
  now: () => Date,
  reportLeft: () => void,
) {
  return {
    actors: createSharingEffects(store, now),
    actions: { reportLeft },
  } satisfies MachineImplementationsFrom<typeof sharingMachine>;
}
