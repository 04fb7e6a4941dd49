// The model walk proves every transition on the real machine; the tests after it read like the spec.
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectionMachine } from '../../machines/connection';
import { createFakeActors } from '../support/machineModel';
import { describeModelWalk } from '../support/modelWalk';

const GRACE_MS = 3_000;

// What the log has said, in order; the walks start each path with an empty log.
let logged: string[] = [];

describeModelWalk('the connection machine, walked from its model', {
  machine: connectionMachine,
  walked: () => {
    logged = [];
    return connectionMachine.provide({
      actions: {
        logOffline: () => void logged.push('offline'),
        logBackOnline: () => void logged.push('back online'),
      },
    });
  },
  events: [
    { type: 'connection.changed', online: true },
    { type: 'connection.changed', online: false },
  ],
  actors: (fakes) => ({ watchConnection: fakes.callback() }),
  // Connection changes come from the backend, through the running watcher.
  exec: { 'connection.changed': (event, { fakes }) => fakes.sendBack('watchConnection', event) },
  states: {
    // The banner and the log agree: offline is said once, on the way in.
    offline: () => expect(logged.at(-1)).toBe('offline'),
    online: () => expect(logged.at(-1)).not.toBe('offline'),
  },
  steps: {
    // The server answering always ends the wait or the banner; a drop never shows it at once.
    'connection.changed': ({ event, before, after }) => {
      if (event.online) expect(after.value).toBe('online');
      else if (before.value !== 'offline') expect(after.value).not.toBe('offline');
    },
  },
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
