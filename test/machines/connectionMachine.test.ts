// The model walk proves every transition on the real machine; the tests after it read like the spec.
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyEventObject } from 'xstate';
import { connectionMachine } from '../../machines/connectionMachine';
import {
  createFakeActors,
  createMachineTestModel,
  deriveTestModelMachine,
  expectFullTransitionCoverage,
  getTransitionCoveringPaths,
  listTransitionKeys,
  walkPathOnRealMachine,
  type StepExecutor,
} from '../support/machineModel';

const GRACE_MS = 3_000;

describe('the connection machine, walked from its model', () => {
  const events: AnyEventObject[] = [
    { type: 'connection.changed', online: true },
    { type: 'connection.changed', online: false },
  ];
  const paths = getTransitionCoveringPaths(createMachineTestModel(connectionMachine, { events }));
  const taken = new Set<string>();
  // Connection changes come from the backend, through the running watcher.
  const fromBackend: StepExecutor = (event, { fakes }) => fakes.sendBack('watchConnection', event);

  it('the model has exactly the machine’s transitions', () => {
    const model = deriveTestModelMachine(connectionMachine);
    expect(listTransitionKeys(model).sort()).toEqual(listTransitionKeys(connectionMachine).sort());
  });

  for (const modelPath of paths) {
    it(`walks ${modelPath.description}`, async () => {
      await walkPathOnRealMachine(modelPath, {
        machine: connectionMachine,
        actors: (fakes) => ({ watchConnection: fakes.callback() }),
        exec: { 'connection.changed': fromBackend },
        taken,
      });
    });
  }

  it('walks every transition of the machine', () => {
    expectFullTransitionCoverage(connectionMachine, taken);
  });
});

function startConnection() {
  const fakes = createFakeActors();
  const clock = new SimulatedClock();
  const logOffline = vi.fn();
  const logBackOnline = vi.fn();
  const machine = connectionMachine.provide({
    actors: { watchConnection: fakes.callback() },
    actions: { logOffline, logBackOnline },
  });
  const actor = createActor(machine, { clock }).start();
  const report = (online: boolean) =>
    fakes.sendBack('watchConnection', { type: 'connection.changed', online });
  return {
    actor,
    clock,
    report,
    logOffline,
    logBackOnline,
    state: () => actor.getSnapshot().value,
  };
}

describe('being offline', () => {
  it('the first seconds of connecting show nothing', () => {
    const connection = startConnection();
    connection.report(false);
    connection.clock.increment(GRACE_MS - 1);
    connection.report(true);
    expect(connection.state()).toBe('online');
    expect(connection.logOffline).not.toHaveBeenCalled();
  });

  it('a server out of reach for 3 s shows offline and logs it once', () => {
    const connection = startConnection();
    connection.report(true);
    connection.report(false);
    connection.clock.increment(GRACE_MS - 1);
    expect(connection.state()).toBe('reconnecting');
    connection.clock.increment(1);
    expect(connection.state()).toBe('offline');
    connection.report(false);
    expect(connection.logOffline).toHaveBeenCalledTimes(1);
  });

  it('coming back says the changes are syncing', () => {
    const connection = startConnection();
    connection.clock.increment(GRACE_MS);
    expect(connection.state()).toBe('offline');
    connection.report(true);
    expect(connection.state()).toBe('online');
    expect(connection.logBackOnline).toHaveBeenCalledTimes(1);
  });

  it('a short drop is not worth a banner', () => {
    const connection = startConnection();
    connection.report(true);
    connection.report(false);
    connection.report(true);
    connection.clock.increment(GRACE_MS * 2);
    expect(connection.state()).toBe('online');
    expect(connection.logOffline).not.toHaveBeenCalled();
    expect(connection.logBackOnline).not.toHaveBeenCalled();
  });
});
