// The model walk proves every transition on the real machine; the tests after it read like the spec.
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import {
  connectionMachine,
  selectNotice,
  type ConnectionContext,
  type SyncRefusal,
} from '../../machines/connection';
import { createFakeActors } from '../support/machineModel';
import { describeModelWalk } from '../support/modelWalk';

const GRACE_MS = 3_000;
const SAVED_MS = 4_000;

const TICK_REFUSED: SyncRefusal = {
  message:
    'Ada’s tick on “Feed the cat” could not be saved: the task was deleted on another device.',
  code: 'TASK_DELETED',
};
const RENAME_REFUSED: SyncRefusal = {
  message: 'Ben’s new name could not be saved: you are no longer a member of this family.',
  code: 'PERMISSION_DENIED',
};

// What the log has said, in order; the walks start each path with an empty log.
let logged: string[] = [];
/** The last line the log said about the connection (refusals left out). */
const lastConnectionLine = () => logged.filter((line) => !line.startsWith('refused')).at(-1);

/**
 * Counts that change something, and refusals kept small: the tick first, then the rename, and
 * at most both at once, so dismissing either one is walked.
 */
function filterEvents(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (snapshot.status !== 'active') return false;
  const { waiting, refusals } = snapshot.context as ConnectionContext;
  switch (event.type) {
    case 'outbox.heard':
      return event.waiting !== waiting;
    case 'outbox.refused':
      return event.code === TICK_REFUSED.code
        ? refusals.length === 0
        : refusals.length === 1 && refusals[0]?.code === TICK_REFUSED.code;
    case 'refusal.dismiss':
      return event.index < refusals.length;
    default:
      return true;
  }
}

describeModelWalk('the connection machine, walked from its model', {
  machine: connectionMachine,
  walked: () => {
    logged = [];
    return connectionMachine.provide({
      actions: {
        logOffline: () => void logged.push('offline'),
        logBackOnline: () => void logged.push('back online'),
        logRefusal: (_, { code }) => void logged.push(`refused ${code}`),
      },
    });
  },
  events: [
    { type: 'connection.heard', online: true },
    { type: 'connection.heard', online: false },
    { type: 'outbox.heard', waiting: 3 },
    { type: 'outbox.heard', waiting: 0 },
    { type: 'outbox.refused', ...TICK_REFUSED },
    { type: 'outbox.refused', ...RENAME_REFUSED },
    { type: 'refusal.dismiss', index: 0 },
    { type: 'refusal.dismiss', index: 1 },
  ],
  filterEvents,
  name: (description) =>
    description
      .replaceAll(JSON.stringify({ ...TICK_REFUSED }), 'the tick')
      .replaceAll(JSON.stringify({ ...RENAME_REFUSED }), 'the rename'),
  actors: (fakes) => ({ watchConnection: fakes.callback() }),
  // The connection and the outbox report through the running watcher; the banner dismisses.
  exec: {
    'connection.heard': (event, { fakes }) => fakes.sendBack('watchConnection', event),
    'outbox.heard': (event, { fakes }) => fakes.sendBack('watchConnection', event),
    'outbox.refused': (event, { fakes }) => fakes.sendBack('watchConnection', event),
  },
  states: {
    // The banner and the log agree: offline is said once, on the way in.
    offline: () => expect(lastConnectionLine()).toBe('offline'),
    online: () => expect(lastConnectionLine()).not.toBe('offline'),
    // Only after the banner showed, and said so in the log, is what it kept counted going out.
    catchingUp: () => expect(lastConnectionLine()).toBe('back online'),
    'catchingUp.sending': ({ context }) => expect(context.waiting).toBeGreaterThan(0),
    // "All changes are saved" never beside a change the server refused.
    'catchingUp.saved': ({ context }) => expect(context.refusals).toEqual([]),
  },
  steps: {
    // The server answering always ends the wait or the banner; a drop never shows it at once.
    'connection.heard': ({ event, before, after }) => {
      if (event.online) expect(after.matches('online') || after.matches('catchingUp')).toBe(true);
      else if (!before.matches('offline')) expect(after.matches('offline')).toBe(false);
    },
    'outbox.heard': ({ event, before, after }) => {
      expect(after.context.waiting).toBe(event.waiting);
      // The last change sent ends "Sending…".
      if (before.matches({ catchingUp: 'sending' }) && event.waiting === 0) {
        expect(after.matches({ catchingUp: 'sending' })).toBe(false);
      }
    },
    // Kept after those before it, in the words and code the store gave, and logged once.
    'outbox.refused': ({ event, before, after }) => {
      expect(after.context.refusals).toEqual([
        ...before.context.refusals,
        { message: event.message, code: event.code },
      ]);
      expect(logged.at(-1)).toBe(`refused ${event.code}`);
      expect(logged.filter((line) => line === `refused ${event.code}`)).toHaveLength(1);
      expect(after.matches({ catchingUp: 'saved' })).toBe(false);
    },
    // Only the one dismissed goes.
    'refusal.dismiss': ({ event, before, after }) =>
      expect(after.context.refusals).toEqual(
        before.context.refusals.filter((_, index) => index !== event.index),
      ),
    'xstate.after.savedNotice.connection.catchingUp.saved': ({ after }) =>
      expect(after.value).toBe('online'),
  },
});

function startConnection() {
  const fakes = createFakeActors();
  const clock = new SimulatedClock();
  const logOffline = vi.fn();
  const logBackOnline = vi.fn();
  const logRefusal = vi.fn();
  const machine = connectionMachine.provide({
    actors: { watchConnection: fakes.callback() },
    actions: { logOffline, logBackOnline, logRefusal: (_, refusal) => logRefusal(refusal) },
  });
  const actor = createActor(machine, { clock }).start();
  const report = (online: boolean) =>
    fakes.sendBack('watchConnection', { type: 'connection.heard', online });
  const count = (waiting: number) =>
    fakes.sendBack('watchConnection', { type: 'outbox.heard', waiting });
  const refuse = (refusal: SyncRefusal) =>
    fakes.sendBack('watchConnection', { type: 'outbox.refused', ...refusal });
  /** Online, then out of reach long enough for the banner, with `waiting` changes kept. */
  const goOffline = (waiting: number) => {
    report(true);
    report(false);
    count(waiting);
    clock.increment(GRACE_MS);
  };
  return {
    actor,
    clock,
    report,
    count,
    refuse,
    goOffline,
    logOffline,
    logBackOnline,
    logRefusal,
    state: () => actor.getSnapshot().value,
    notice: () => selectNotice(actor.getSnapshot()),
    context: () => actor.getSnapshot().context,
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

  it('coming back says so in the log', () => {
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

describe('the changes kept while offline', () => {
  it('are counted while offline, counted down as they are sent, then all saved for 4 s', () => {
    const connection = startConnection();
    connection.goOffline(2);
    connection.count(3);
    expect(connection.notice()).toBe('offline');
    expect(connection.context().waiting).toBe(3);

    connection.report(true);
    expect(connection.notice()).toBe('sending');
    connection.count(1);
    expect(connection.notice()).toBe('sending');
    expect(connection.context().waiting).toBe(1);
    connection.count(0);
    expect(connection.notice()).toBe('saved');
    connection.clock.increment(SAVED_MS - 1);
    expect(connection.notice()).toBe('saved');
    connection.clock.increment(1);
    expect(connection.notice()).toBeNull();
    expect(connection.state()).toBe('online');
  });

  it('a tick sent while online says nothing', () => {
    const connection = startConnection();
    connection.report(true);
    connection.count(1);
    connection.count(0);
    expect(connection.notice()).toBeNull();
  });

  it('coming back with nothing kept says nothing more', () => {
    const connection = startConnection();
    connection.goOffline(0);
    connection.report(true);
    expect(connection.notice()).toBeNull();
  });

  it('a short drop while sending keeps the count on screen; a long one is offline again', () => {
    const connection = startConnection();
    connection.goOffline(3);
    connection.report(true);
    connection.report(false);
    expect(connection.notice()).toBe('sending');
    connection.report(true);
    expect(connection.notice()).toBe('sending');

    connection.report(false);
    connection.clock.increment(GRACE_MS);
    expect(connection.notice()).toBe('offline');
    expect(connection.logOffline).toHaveBeenCalledTimes(2);
  });

  it('the last ones sent during a short drop are all saved once it is back', () => {
    const connection = startConnection();
    connection.goOffline(3);
    connection.report(true);
    connection.report(false);
    connection.count(0);
    connection.report(true);
    expect(connection.notice()).toBe('saved');
  });

  it('a drop while "All changes are saved" shows is a drop like any other', () => {
    const connection = startConnection();
    connection.goOffline(1);
    connection.report(true);
    connection.count(0);
    connection.report(false);
    expect(connection.state()).toBe('reconnecting');
    connection.clock.increment(GRACE_MS);
    expect(connection.notice()).toBe('offline');
  });
});

describe('changes the server refused', () => {
  it('are kept in order, logged once each, and dismissed one at a time', () => {
    const connection = startConnection();
    connection.report(true);
    connection.refuse(TICK_REFUSED);
    connection.refuse(RENAME_REFUSED);
    expect(connection.context().refusals).toEqual([TICK_REFUSED, RENAME_REFUSED]);
    expect(connection.logRefusal.mock.calls).toEqual([[TICK_REFUSED], [RENAME_REFUSED]]);

    connection.actor.send({ type: 'refusal.dismiss', index: 0 });
    expect(connection.context().refusals).toEqual([RENAME_REFUSED]);
    connection.actor.send({ type: 'refusal.dismiss', index: 0 });
    expect(connection.context().refusals).toEqual([]);
  });

  it('are never followed by "All changes are saved"', () => {
    const connection = startConnection();
    connection.goOffline(2);
    connection.report(true);
    connection.refuse(TICK_REFUSED);
    connection.count(0);
    expect(connection.notice()).toBeNull();
    expect(connection.context().refusals).toEqual([TICK_REFUSED]);
  });

  it('one reported just after the last count ends "All changes are saved" at once', () => {
    const connection = startConnection();
    connection.goOffline(1);
    connection.report(true);
    connection.count(0);
    expect(connection.notice()).toBe('saved');
    connection.refuse(TICK_REFUSED);
    expect(connection.notice()).toBeNull();
  });
});
