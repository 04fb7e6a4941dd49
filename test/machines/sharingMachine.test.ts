// The model walk proves every transition on the real machine; the tests after it read like the spec.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { sharingMachine, type Member, type SharingContext } from '../../machines/sharing';
import { createFakeActors, flushPromises, type StepExecutor } from '../support/machineModel';
import { describeModelWalk } from '../support/modelWalk';

const me: Member = { uid: 'parent-1', email: 'ada@example.com', joined: 1_700_000_000 };
const ben: Member = { uid: 'parent-2', email: 'ben@example.com', joined: 1_700_000_100 };
const input = { familyId: 'f1', uid: me.uid };
const invite = { code: '-NdInvite12345678901', expires: 1_800_000_000 };
const permissionDenied = { code: 'permission_denied', message: 'Permission denied' };
const bensInvite = { code: '-NdBensInvite1234567', by: ben.uid, expires: 1_800_000_000 };
const myInvite = { code: '-NdMyInvite123456789', by: me.uid, expires: 1_800_000_100 };

const events: AnyEventObject[] = [
  { type: 'members.heard', members: [me, ben] },
  { type: 'members.heard', members: [me] },
  { type: 'members.failed', error: permissionDenied },
  { type: 'invites.heard', invites: [bensInvite, myInvite] },
  { type: 'invite.revoke', code: myInvite.code },
  { type: 'xstate.done.actor.revokeInvite' },
  { type: 'xstate.error.actor.revokeInvite', error: permissionDenied },
  { type: 'invite.create' },
  { type: 'member.askRemove', uid: ben.uid },
  { type: 'member.askRemove', uid: me.uid },
  { type: 'member.confirmRemove' },
  { type: 'member.cancelRemove' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.createInvite', output: invite },
  { type: 'xstate.error.actor.createInvite', error: permissionDenied },
  { type: 'xstate.done.actor.removeMember' },
  { type: 'xstate.error.actor.removeMember', error: permissionDenied },
];
// Members arrive from the store, through the running watcher.
const fromStore: StepExecutor = (event, { fakes }) => fakes.sendBack('watchMembers', event);
const failed = ({ after }: { after: { context: SharingContext } }) =>
  expect(after.context.error).not.toBeNull();

describeModelWalk('the sharing machine, walked from its model', {
  machine: sharingMachine,
  input,
  events,
  // The guards read how many members there are and whom the question is about.
  serializeState: (snapshot) => {
    const { members, removing } = snapshot.context as SharingContext;
    return JSON.stringify([snapshot.value, members?.length ?? null, removing?.uid ?? null]);
  },
  actors: (fakes) => ({ watchMembers: fakes.callback() }),
  exec: {
    'members.heard': fromStore,
    'members.failed': fromStore,
    'invites.heard': fromStore,
  },
  states: {
    // A family always keeps a member: nobody is asked about while they are the only one.
    confirmingRemoval: ({ context }) => {
      expect(context.removing).not.toBeNull();
      expect(context.members?.length).toBeGreaterThan(1);
    },
    removingMember: ({ context }) => expect(context.removing).not.toBeNull(),
    // Only this grown-up leaving ends the page; removing someone else does not.
    left: ({ context }) => expect(context.removing?.uid).toBe(context.uid),
  },
  steps: {
    'member.askRemove': ({ event, before, after }) => {
      const members = before.context.members ?? [];
      if (members.length <= 1) expect(after.value).toBe('idle');
      else expect(after.context.removing?.uid).toBe(event.uid);
    },
    'members.heard': ({ event, after }) => expect(after.context.members).toEqual(event.members),
    'xstate.done.actor.createInvite': ({ event, after }) =>
      expect(after.context.invite).toEqual(event.output),
    'xstate.error.actor.createInvite': failed,
    'xstate.error.actor.revokeInvite': failed,
    'xstate.error.actor.removeMember': failed,
  },
});

function startSharing() {
  const fakes = createFakeActors();
  const machine = sharingMachine.provide({
    actors: {
      watchMembers: fakes.callback(),
      createInvite: fakes.promise(),
      removeMember: fakes.promise(),
      revokeInvite: fakes.promise(),
    },
    actions: { reportLeft: () => left.push(true) },
  });
  const left: boolean[] = [];
  const actor = createActor(machine, { input }).start();
  fakes.sendBack('watchMembers', { type: 'members.heard', members: [me, ben] });
  fakes.sendBack('watchMembers', { type: 'invites.heard', invites: [bensInvite, myInvite] });
  return {
    actor,
    fakes,
    left,
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

describe('sharing a family', () => {
  it('lists the members the store reports, for the family in view', () => {
    const sharing = startSharing();
    expect(sharing.fakes.started.find((started) => started.id === 'watchMembers')?.input).toEqual({
      familyId: 'f1',
    });
    expect(sharing.context().members).toEqual([me, ben]);
  });

  it('makes an invite link written by the signed-in parent, and keeps it to copy', async () => {
    const sharing = startSharing();
    sharing.actor.send({ type: 'invite.create' });
    expect(sharing.state()).toBe('creatingInvite');
    expect(sharing.fakes.started.find((started) => started.id === 'createInvite')?.input).toEqual(
      input,
    );
    sharing.fakes.resolve('createInvite', invite);
    await flushPromises();
    expect(sharing.context()).toMatchObject({
      invite,
      notice: 'A new invite link is ready to copy.',
    });
  });

  it('removes another member only after asking, and says who went', async () => {
    const sharing = startSharing();
    sharing.actor.send({ type: 'member.askRemove', uid: ben.uid });
    expect(sharing.state()).toBe('confirmingRemoval');
    expect(sharing.context().removing).toEqual(ben);
    sharing.actor.send({ type: 'member.confirmRemove' });
    // The invites Ben made stop working with him gone; the others stay.
    expect(sharing.fakes.started.find((started) => started.id === 'removeMember')?.input).toEqual({
      familyId: 'f1',
      uid: ben.uid,
      invites: [bensInvite.code],
      self: false,
    });
    sharing.fakes.resolve('removeMember', undefined);
    await flushPromises();
    expect(sharing.state()).toBe('idle');
    expect(sharing.context()).toMatchObject({
      removing: null,
      notice: 'ben@example.com was removed from the family.',
    });
  });

  it('never removes someone not in the family, nor the last member', () => {
    const sharing = startSharing();
    sharing.actor.send({ type: 'member.askRemove', uid: 'stranger' });
    expect(sharing.state()).toBe('idle');
    sharing.fakes.sendBack('watchMembers', { type: 'members.heard', members: [me] });
    sharing.actor.send({ type: 'member.askRemove', uid: me.uid });
    expect(sharing.state()).toBe('idle');
    expect(sharing.context().removing).toBeNull();
  });

  it('closes the question when the one asked about left on another device, and says so', () => {
    const sharing = startSharing();
    sharing.actor.send({ type: 'member.askRemove', uid: ben.uid });
    sharing.fakes.sendBack('watchMembers', { type: 'members.heard', members: [me] });
    expect(sharing.state()).toBe('idle');
    expect(sharing.context()).toMatchObject({
      removing: null,
      notice: 'ben@example.com is no longer in the family.',
    });
    sharing.actor.send({ type: 'member.confirmRemove' });
    expect(sharing.fakes.started.some((started) => started.id === 'removeMember')).toBe(false);
  });

  it('closes "Leave?" when the other grown-up went meanwhile: the last one cannot leave', () => {
    const sharing = startSharing();
    sharing.actor.send({ type: 'member.askRemove', uid: me.uid });
    sharing.fakes.sendBack('watchMembers', { type: 'members.heard', members: [me] });
    expect(sharing.state()).toBe('idle');
    expect(sharing.context().notice).toBe(
      'You are the only grown-up in the family now: the last one cannot leave.',
    );
  });

  it('keeps the question open while the one asked about is still a member', () => {
    const sharing = startSharing();
    const cleo: Member = { uid: 'parent-3', email: null, joined: 1_700_000_200 };
    sharing.actor.send({ type: 'member.askRemove', uid: ben.uid });
    sharing.fakes.sendBack('watchMembers', { type: 'members.heard', members: [me, ben, cleo] });
    expect(sharing.state()).toBe('confirmingRemoval');
    expect(sharing.context().members).toHaveLength(3);
  });

  it('lets the signed-in parent leave while another member remains, then reports it', async () => {
    const sharing = startSharing();
    sharing.actor.send({ type: 'member.askRemove', uid: me.uid });
    expect(sharing.state()).toBe('confirmingRemoval');
    sharing.actor.send({ type: 'member.confirmRemove' });
    expect(sharing.fakes.started.find((started) => started.id === 'removeMember')?.input).toEqual({
      familyId: 'f1',
      uid: me.uid,
      invites: [myInvite.code],
      self: true,
    });
    sharing.fakes.resolve('removeMember', undefined);
    await flushPromises();
    expect(sharing.state()).toBe('left');
    expect(sharing.left).toEqual([true]);
  });

  it('lists the open invites and revokes one, once', async () => {
    const sharing = startSharing();
    expect(sharing.context().invites).toEqual([bensInvite, myInvite]);
    sharing.actor.send({ type: 'invite.revoke', code: bensInvite.code });
    sharing.actor.send({ type: 'invite.revoke', code: myInvite.code });
    const revokes = sharing.fakes.started.filter((started) => started.id === 'revokeInvite');
    expect(revokes.map((started) => started.input)).toEqual([
      { familyId: 'f1', code: bensInvite.code },
    ]);
    sharing.fakes.resolve('revokeInvite', undefined);
    await flushPromises();
    expect(sharing.state()).toBe('idle');
    expect(sharing.context().notice).toBe('The invite link was revoked: it no longer works.');
  });

  it('a refused removal shows the error and keeps the member', async () => {
    const sharing = startSharing();
    sharing.actor.send({ type: 'member.askRemove', uid: ben.uid });
    sharing.actor.send({ type: 'member.confirmRemove' });
    sharing.fakes.reject('removeMember', permissionDenied);
    await flushPromises();
    expect(sharing.context()).toMatchObject({
      members: [me, ben],
      removing: null,
      error: { code: 'PERMISSION_DENIED', message: 'Permission denied' },
    });
  });
});
