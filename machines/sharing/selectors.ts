/** What the Family view's sharing section reads from the sharing machine. */
import type { SnapshotFrom } from 'xstate';
import type { ShownError } from '../shared/errors';
import type { sharingMachine } from './sharingMachine';
import type { Invite, Member, OpenInvite } from './types';

type SharingSnapshot = SnapshotFrom<typeof sharingMachine>;

/** The family's grown-ups; `null` until first heard. */
export const selectMembers = (snapshot: SharingSnapshot): Member[] | null =>
  snapshot.context.members;

/** The member the removal question is about, while it is asked. */
export const selectRemovingMember = (snapshot: SharingSnapshot): Member | null =>
  snapshot.context.removing;

/** A member is being removed: the question's buttons wait. */
export const selectIsRemovingMember = (snapshot: SharingSnapshot): boolean =>
  snapshot.matches('removingMember');

/** The invites not yet used, revoked or expired. */
export const selectInvites = (snapshot: SharingSnapshot): OpenInvite[] => snapshot.context.invites;

/** An invite is being revoked: the list's buttons wait. */
export const selectIsRevokingInvite = (snapshot: SharingSnapshot): boolean =>
  snapshot.matches('revokingInvite');

/** The invite made on this visit, to copy and send; `null` before one is made. */
export const selectNewInvite = (snapshot: SharingSnapshot): Invite | null =>
  snapshot.context.invite;

/** A new invite is being made. */
export const selectIsCreatingInvite = (snapshot: SharingSnapshot): boolean =>
  snapshot.matches('creatingInvite');

/** The invite made on this visit still works: it is among the open ones (not used or revoked). */
export const selectIsNewInviteOpen = (snapshot: SharingSnapshot): boolean =>
  snapshot.context.invites.some((open) => open.code === snapshot.context.invite?.code);

/** Why the last change to the members or invites failed. */
export const selectSharingError = (snapshot: SharingSnapshot): ShownError | null =>
  snapshot.context.error;

/** What just changed, for screen readers. */
export const selectSharingNotice = (snapshot: SharingSnapshot): string | null =>
  snapshot.context.notice;
