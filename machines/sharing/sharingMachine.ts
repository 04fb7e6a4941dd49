import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { toShownError } from '../shared/errors';
import type {
  Member,
  Invite,
  OpenInvite,
  MemberRemoval,
  SharingInput,
  SharingContext,
  SharingEvent,
} from './types';

const nameOf = (member: Member) => member.email ?? 'That grown-up';

/** A family always keeps a member: the last one can neither leave nor be removed. */
const canGo = (members: Member[] | null, uid: string | undefined) =>
  (members ?? []).length > 1 && (members ?? []).some((member) => member.uid === uid);

/** The Family view's sharing: who is in the family, invite links, and removing someone. */

export const sharingMachine = setup({
  types: {
    context: {} as SharingContext,
    input: {} as SharingInput,
    events: {} as SharingEvent,
  },
  actors: {
    /** Reports `members.heard` and `invites.heard` as each changes, `members.failed` on an error. */
    watchMembers: fromCallback<SharingEvent, { familyId: string }>(() => () => undefined),
    /** Writes a new invite for the family and returns it. */
    createInvite: fromPromise<Invite, SharingInput>(async () => {
      throw new Error('createInvite is provided by the app');
    }),
    removeMember: fromPromise<void, MemberRemoval>(async () => {
      throw new Error('removeMember is provided by the app');
    }),
    revokeInvite: fromPromise<void, { familyId: string; code: string }>(async () => {
      throw new Error('revokeInvite is provided by the app');
    }),
  },
  guards: {
    canRemove: ({ context }, params: { uid: string }) => canGo(context.members, params.uid),
    /** The open question still makes sense with the members as they are now. */
    questionStands: ({ context }, params: { members: Member[] }) =>
      canGo(params.members, context.removing?.uid),
    wasLeaving: ({ context }) => context.removing?.uid === context.uid,
  },
  actions: {
    keepMembers: assign({ members: (_, params: { members: Member[] }) => params.members }),
    keepInvites: assign({ invites: (_, params: { invites: OpenInvite[] }) => params.invites }),
    noteRevoked: assign({
      notice: 'The invite link was revoked: it no longer works.',
      error: null,
    }),
    /** Effect the app provides: this device's grown-up left, so the family is no longer theirs. */
    reportLeft: () => undefined,
    keepInvite: assign((_, params: { invite: Invite }) => ({
      invite: params.invite,
      error: null,
      notice: 'A new invite link is ready to copy.',
    })),
    askAbout: assign({
      removing: ({ context }, params: { uid: string }) =>
        context.members?.find((member) => member.uid === params.uid) ?? null,
    }),
    forgetQuestion: assign({ removing: null }),
    /** Another device changed the members under the open question: it closes, and says why. */
    closeQuestion: assign(({ context }) => ({
      notice: !context.removing
        ? null
        : context.removing.uid === context.uid
          ? 'You are the only grown-up in the family now: the last one cannot leave.'
          : `${nameOf(context.removing)} is no longer in the family.`,
      removing: null,
    })),
    noteRemoved: assign(({ context }) => ({
      notice: context.removing ? `${nameOf(context.removing)} was removed from the family.` : null,
      removing: null,
      error: null,
    })),
    showError: assign({ error: (_, params: { error: unknown }) => toShownError(params.error) }),
    dismissError: assign({ error: null }),
  },
}).createMachine({
  id: 'sharing',
  description:
    "The Family view's sharing: who is in the family, invite links, and removing someone.",
  context: ({ input }) => ({
    ...input,
    members: null,
    invites: [],
    invite: null,
    removing: null,
    error: null,
    notice: null,
  }),
  invoke: {
    id: 'watchMembers',
    src: 'watchMembers',
    input: ({ context }) => ({ familyId: context.familyId }),
  },
  on: {
    'members.heard': {
      actions: { type: 'keepMembers', params: ({ event }) => ({ members: event.members }) },
    },
    'members.failed': {
      actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
    },
    'invites.heard': {
      actions: { type: 'keepInvites', params: ({ event }) => ({ invites: event.invites }) },
    },
    'error.dismiss': { actions: 'dismissError' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'invite.create': 'creatingInvite',
        'invite.revoke': 'revokingInvite',
        'member.askRemove': {
          guard: { type: 'canRemove', params: ({ event }) => ({ uid: event.uid }) },
          target: 'confirmingRemoval',
          actions: { type: 'askAbout', params: ({ event }) => ({ uid: event.uid }) },
        },
      },
    },
    creatingInvite: {
      invoke: {
        id: 'createInvite',
        src: 'createInvite',
        input: ({ context }) => ({ familyId: context.familyId, uid: context.uid }),
        onDone: {
          target: 'idle',
          actions: { type: 'keepInvite', params: ({ event }) => ({ invite: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** One press revokes once: further presses wait for this one. */
    revokingInvite: {
      invoke: {
        id: 'revokeInvite',
        src: 'revokeInvite',
        input: ({ context, event }) => ({
          familyId: context.familyId,
          code: event.type === 'invite.revoke' ? event.code : '',
        }),
        onDone: { target: 'idle', actions: 'noteRevoked' },
        onError: {
          target: 'idle',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** "Remove ada@example.com from the family?", or "Leave this family?" about oneself. */
    confirmingRemoval: {
      on: {
        'members.heard': [
          {
            guard: { type: 'questionStands', params: ({ event }) => event },
            actions: { type: 'keepMembers', params: ({ event }) => event },
          },
          {
            target: 'idle',
            actions: [{ type: 'keepMembers', params: ({ event }) => event }, 'closeQuestion'],
          },
        ],
        'member.confirmRemove': 'removingMember',
        'member.cancelRemove': { target: 'idle', actions: 'forgetQuestion' },
      },
    },
    removingMember: {
      invoke: {
        id: 'removeMember',
        src: 'removeMember',
        input: ({ context }) => {
          const uid = context.removing?.uid ?? '';
          return {
            familyId: context.familyId,
            uid,
            invites: context.invites.filter((open) => open.by === uid).map((open) => open.code),
            self: uid === context.uid,
          };
        },
        onDone: [
          { guard: 'wasLeaving', target: 'left', actions: 'reportLeft' },
          { target: 'idle', actions: 'noteRemoved' },
        ],
        onError: {
          target: 'idle',
          actions: [
            'forgetQuestion',
            { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    /** This device's grown-up left the family. */
    left: { type: 'final' },
  },
});
