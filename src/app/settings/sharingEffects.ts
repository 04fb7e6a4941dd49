/**
 * The Family view's sharing (Firebase mode): the members as `members/{uid}` and
 * `people/{uid}` hold them, invites at `invites/{code}`, and removing a member.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { Invite, Member, SharingEvent, SharingInput } from '../../../machines/sharingMachine';
import { toStoreError } from '../../store/errors';
import type { Store, StoreObject, StoreSnapshot, StoreValue } from '../../store/port';
import { newPushId } from '../../store/pushId';
import { unixSeconds } from '../effects/boardEffects';
import { removalUpdate } from '../effects/membershipEffects';
import { writing } from '../effects/writing';
import { familyPath } from '../storePaths';

/** How long an invite link works. The rules accept at most 30 days. */
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

export function createSharingEffects(store: Store, now: () => Date) {
  return {
    watchMembers: fromCallback<SharingEvent, { familyId: string }>(({ input, sendBack }) => {
      const path = familyPath(input.familyId);
      const heard: { members?: StoreSnapshot; people?: StoreSnapshot } = {};
      const report = () => {
        if (heard.members === undefined || heard.people === undefined) return;
        sendBack({ type: 'members.changed', members: parseMembers(heard.members, heard.people) });
      };
      const fail = (where: string) => (error: Error) => {
        const storeError = toStoreError(error, where);
        console.error(storeError);
        sendBack({ type: 'members.failed', error: storeError });
      };
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
      return () => stops.forEach((stop) => stop());
    }),

    createInvite: fromPromise<Invite, SharingInput>(async ({ input }) => {
      const invite = { code: newPushId(), expires: unixSeconds(now()) + INVITE_LIFETIME_SECONDS };
      const path = `${familyPath(input.familyId)}/invites/${invite.code}`;
      await writing(path, store.set(path, { by: input.uid, expires: invite.expires }));
      return invite;
    }),

    removeMember: fromPromise<void, { familyId: string; uid: string }>(async ({ input }) => {
      await writing(
        familyPath(input.familyId),
        store.update('', removalUpdate(input.familyId, input.uid)),
      );
    }),
  };
}
