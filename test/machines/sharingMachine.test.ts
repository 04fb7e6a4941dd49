// The model walk proves every transition on the real machine; the tests after it read like the spec.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { sharingMachine, type Member, type SharingContext } from '../../machines/sharingMachine';
import {
  createFakeActors,
  createMachineTestModel,
  deriveTestModelMachine,
  expectFullTransitionCoverage,
  flushPromises,
  getTransitionCoveringPaths,
  listTransitionKeys,
  walkPathOnRealMachine,
  type StepExecutor,
} from '../support/machineModel';

const me: Member = { uid: 'parent-1', email: 'ada@example.com', joined: 1_700_000_000 };
const ben: Member = { uid: 'parent-2', email: 'ben@example.com', joined: 1_700_000_100 };
const input = { familyId: 'f1', uid: me.uid };
const invite = { code: '-NdInvite12345678901', expires: 1_800_000_000 };
const permissionDenied = { code: 'permission_denied', message: 'Permission denied' };

describe('the sharing machine, walked from its model', () => {
  const events: AnyEventObject[] = [
    { type: 'members.changed', members: [me, ben] },
    { type: 'members.failed', error: permissionDenied },
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
  // The guard reads whether the members are known; the rest is compared on each walk.
  const serializeState = (snapshot: AnyMachineSnapshot) => {
    const { members } = snapshot.context as SharingContext;
    return JSON.stringify([snapshot.value, members !== null]);
  };
  // Members arrive from the store, through the running watcher.
  const fromStore: StepExecutor = (event, { fakes }) => fakes.sendBack('watchMembers', event);
  const paths = getTransitionCoveringPaths(
    createMachineTestModel(sharingMachine, { input, events, serializeState }),
  );
  const taken = new Set<string>();

  it('the model has exactly the machine’s transitions', () => {
    const model = deriveTestModelMachine(sharingMachine);
    expect(listTransitionKeys(model).sort()).toEqual(listTransitionKeys(sharingMachine).sort());
  });

  for (const modelPath of paths) {
    it(`walks ${modelPath.description}`, async () => {
      await walkPathOnRealMachine(modelPath, {
        machine: sharingMachine,
        input,
        actors: (fakes) => ({ watchMembers: fakes.callback() }),
        exec: { 'members.changed': fromStore, 'members.failed': fromStore },
        taken,
        compareContext: true,
      });
    });
  }

  it('walks every transition of the machine', () => {
    expectFullTransitionCoverage(sharingMachine, taken);
  });
});

function startSharing() {
  const fakes = createFakeActors();
  const machine = sharingMachine.provide({
    actors: {
      watchMembers: fakes.callback(),
      createInvite: fakes.promise(),
      removeMember: fakes.promise(),
    },
  });
  const actor = createActor(machine, { input }).start();
  fakes.sendBack('watchMembers', { type: 'members.changed', members: [me, ben] });
  return {
    actor,
    fakes,
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
    expect(sharing.fakes.started.find((started) => started.id === 'removeMember')?.input).toEqual({
      familyId: 'f1',
      uid: ben.uid,
    });
    sharing.fakes.resolve('removeMember', undefined);
    await flushPromises();
    expect(sharing.state()).toBe('idle');
    expect(sharing.context()).toMatchObject({
      removing: null,
      notice: 'ben@example.com was removed from the family.',
    });
  });

  it('never offers to remove the signed-in parent, or someone not in the family', () => {
    const sharing = startSharing();
    sharing.actor.send({ type: 'member.askRemove', uid: me.uid });
    sharing.actor.send({ type: 'member.askRemove', uid: 'stranger' });
    expect(sharing.state()).toBe('idle');
    expect(sharing.context().removing).toBeNull();
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
