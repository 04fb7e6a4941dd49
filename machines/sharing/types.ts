// The sharing machine's context, input and events, and what its actors take and give.

import type { ShownError } from '../shared/errors';

/** A grown-up who can see and change the family (Firebase mode: `members/{uid}`). */
export interface Member {
  uid: string;
  email: string | null;
  /** When they joined, in Unix seconds; `null` when not recorded. */
  joined: number | null;
}

/** An invite link's code and when it stops working, in Unix seconds. */
export interface Invite {
  code: string;
  expires: number;
}

/** An open invite, as the Family view lists it: who made it and when it stops working. */
export interface OpenInvite extends Invite {
  by: string;
}

/** What removing a member writes: them, the invites they made, and whether they are leaving. */
export interface MemberRemoval {
  familyId: string;
  uid: string;
  invites: string[];
  self: boolean;
}

export interface SharingInput {
  familyId: string;
  /** Who is signed in on this device. */
  uid: string;
}

export interface SharingContext extends SharingInput {
  /** `null` until the members are first heard. */
  members: Member[] | null;
  /** The invites not yet used, revoked or expired, as the store has them. */
  invites: OpenInvite[];
  /** The invite made on this visit, to copy and send. */
  invite: Invite | null;
  /** The member the removal question is about. */
  removing: Member | null;
  error: ShownError | null;
  /** What just changed, for screen readers. */
  notice: string | null;
}

export type SharingEvent =
  /** The members as the store has them now (this device's change, or another's). */
  | { type: 'members.heard'; members: Member[] }
  | { type: 'members.failed'; error: unknown }
  | { type: 'invites.heard'; invites: OpenInvite[] }
  | { type: 'invite.create' }
  | { type: 'invite.revoke'; code: string }
  | { type: 'member.askRemove'; uid: string }
  | { type: 'member.confirmRemove' }
  | { type: 'member.cancelRemove' }
  | { type: 'error.dismiss' };
