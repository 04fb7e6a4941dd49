// The model walk proves every transition on the real machine; the tests after it read like the spec.
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import type { CalendarDate } from '../../machines/calendar';
import { DAY_CHECK_MS, DAY_START_MARGIN_MS, LISTENER_REARM_MS } from '../../machines/constants';
import { dayStartOf } from '../../machines/domain/familyDay';
import {
  type FamilyConfig,
  parseConfig,
  parseDayList,
  parseLibrary,
  parseTemplates,
} from '../../machines/domain/family';
import {
  LISTENED_SOURCES,
  listenersMachine,
  type ListenedValue,
  type ListenersContext,
  type ListenersInput,
  type TodayReading,
} from '../../machines/listeners';
import { createFakeActors, flushPromises, type StepExecutor } from '../support/machineModel';
import { describeModelWalk } from '../support/modelWalk';

const date = (text: string) => text as CalendarDate;
const TODAY = date('2026-11-22');
const TOMORROW = date('2026-11-23');
const input: ListenersInput = { familyId: 'f1', date: TODAY, loadedOn: TODAY, showingDay: true };
const HOUR = 3_600_000;
/** A look at the clock: the family's date, and how long until its next day starts. */
const reading = (today: CalendarDate, nextDayStartIn = 5 * HOUR): TodayReading => ({
  today,
  nextDayStartIn,
});
/** A failure worth retrying: the connection, not who is asking. */
const unavailable = { code: 'unavailable', message: 'The service is unavailable.' };
/** The store's error once this grown-up is no longer a member (Firebase mode). */
const accessLost = { code: 'permission_denied', message: 'Permission denied' };

/** What the store sends for each of the four listened paths (kept small: walk names show it). */
function valueOf(source: ListenedValue['source'], day: CalendarDate): AnyEventObject {
  const values = {
    config: { source, value: parseConfig({ name: 'Lovelaces', kids: ['ada'] }) },
    library: { source, value: parseLibrary(null) },
    // Ada has a routine, so a new day in view is seeded from it.
    templates: {
      source,
      value: parseTemplates({ ada: { t1: { title: 'Brush teeth', order: 1 } } }),
    },
    day: { source, value: parseDayList(null), date: day },
  };
  return { type: 'listeners.heard', ...values[source] };
}

/** The config of a family whose day starts at 03:00. */
const startingAtThree: AnyEventObject = {
  type: 'listeners.heard',
  source: 'config',
  value: parseConfig({ name: 'Lovelaces', kids: ['ada'], dayStart: 3 }),
};

const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
  const context = snapshot.context as ListenersContext;
  return [
    ...LISTENED_SOURCES.map((source) => valueOf(source, context.date)),
    { type: 'listeners.failed', error: unavailable },
    { type: 'listeners.failed', error: accessLost },
    { type: 'listeners.follow', date: TOMORROW, showingDay: true },
    { type: 'listeners.follow', date: TOMORROW, showingDay: false },
    { type: 'activity.heard', source: 'dayBoard', busy: true },
    { type: 'activity.heard', source: 'dayBoard', busy: false },
    // Five minutes before the day starts: the next look comes then, before the ten-minute check.
    { type: 'xstate.done.actor.readToday', output: reading(TODAY, 5 * 60_000) },
    { type: 'xstate.done.actor.readToday', output: reading(TOMORROW) },
    { type: 'xstate.error.actor.readToday', error: new Error('no clock') },
    { type: 'xstate.done.actor.seedDay' },
    { type: 'xstate.error.actor.seedDay', error: unavailable },
  ];
};
// Time only runs forward on the real machine, so two model steps that jump a queue are left out:
// - re-arming (3,600,000 ms) while the clock region waits: its day check (at most 600,000 ms) is
//   due first, and firing that would take the clock region somewhere the model did not go;
// - the day check while a retry is pending: the backoff (at most 60,000 ms) is due first, as the
//   walk's next day start is five minutes away.
// Both transitions are still walked, from the states where their timer is the next one due.
const filterEvents = (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
  const { received } = snapshot.context as ListenersContext;
  if (event.type === 'listeners.heard') {
    // Only a running listener reports values.
    if (!snapshot.matches({ connection: 'listening' })) return false;
    // Values arrive in one order (config, library, templates, day) so the graph stays small.
    return event.source === LISTENED_SOURCES[received.length];
  }
  if (event.type.startsWith('xstate.after.rearmInterval.')) {
    return !snapshot.matches({ clock: 'waiting' });
  }
  if (event.type.startsWith('xstate.after.dayCheckInterval.')) {
    return !snapshot.matches({ connection: 'retrying' });
  }
  return true;
};
// States differ by what the guards read: the state, what has arrived while arming, busy,
// whether the day in view is loaded and was already tried for seeding. Counters (rearms,
// failures), errors and the values kept would make the graph endless.
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { received, busyWith, day, date, seedingTried, showingDay, config } =
    snapshot.context as ListenersContext;
  const busy = busyWith.length > 0;
  const arming = snapshot.matches({ connection: { listening: 'arming' } });
  const seeding = [showingDay, day !== null, seedingTried.includes(date)];
  // The day check looks when the first config is heard (the walk's configs share a day start;
  // a changed one is tested below).
  const heard = config !== null;
  return JSON.stringify([snapshot.value, arming ? received.length : null, busy, seeding, heard]);
};
// What the listener and the page watcher report reaches the machine through them.
const fromListener: StepExecutor = (event, { fakes }) => fakes.sendBack('listenToFamily', event);
const fromPage: StepExecutor = (event, { fakes }) => fakes.sendBack('watchPage', event);

// What was typed somewhere each time the page reloaded; each walk starts with none.
let reloadedWhileBusyWith: string[][] = [];

describeModelWalk('the listeners machine, walked from its model', {
  machine: listenersMachine,
  walked: () => {
    reloadedWhileBusyWith = [];
    return listenersMachine.provide({
      actions: {
        reloadPage: ({ context }) => void reloadedWhileBusyWith.push([...context.busyWith]),
      },
    });
  },
  input,
  events,
  filterEvents,
  serializeState,
  actors: (fakes) => ({ listenToFamily: fakes.callback(), watchPage: fakes.callback() }),
  exec: {
    'listeners.heard': fromListener,
    'listeners.failed': fromListener,
    'page.visible': fromPage,
    'network.online': fromPage,
  },
  states: {
    // The page shows the family only once everything it reads has arrived.
    'connection.listening.live': ({ context }) =>
      expect([...context.received].sort()).toEqual([...LISTENED_SOURCES].sort()),
    // A new day never reloads over something typed; it waits until nothing would be lost.
    'clock.reloadHeld': ({ context }) => expect(context.busyWith).not.toEqual([]),
    'clock.reloading': () => expect(reloadedWhileBusyWith).toEqual([[]]),
    // A day is seeded from the routine at most once by this page.
    'seeding.seeding': ({ context }) => {
      expect(context.seedingTried).not.toEqual([]);
      expect(new Set(context.seedingTried).size).toBe(context.seedingTried.length);
    },
    // Cut off: the error says so.
    'connection.cutOff': ({ context }) => expect(context.error).not.toBeNull(),
  },
  steps: {
    'activity.heard': ({ event, after }) => {
      if (event.busy) expect(after.context.busyWith).toContain(event.source);
      else expect(after.context.busyWith).not.toContain(event.source);
    },
    'listeners.follow': ({ event, after }) => expect(after.context.date).toBe(event.date),
    'listeners.failed': ({ after }) => expect(after.context.error).not.toBeNull(),
    // The same day: the next look is timed for the day start the clock told; a failed look
    // told nothing, so the next is the ten-minute check.
    'xstate.done.actor.readToday': ({ event, after }) => {
      const { today, nextDayStartIn } = event.output as TodayReading;
      if (today === after.context.loadedOn) {
        expect(after.context.nextDayStartIn).toBe(nextDayStartIn);
      }
    },
    'xstate.error.actor.readToday': ({ after }) => expect(after.context.nextDayStartIn).toBeNull(),
    // A config heard first, or with another day start, looks at the family's date at once.
    'listeners.heard': ({ event, before, after }) => {
      if (event.source !== 'config' || !before.matches({ clock: 'waiting' })) return;
      const heard = dayStartOf(event.value as FamilyConfig);
      const known = before.context.config === null ? null : dayStartOf(before.context.config);
      expect(after.matches({ clock: heard === known ? 'waiting' : 'checking' })).toBe(true);
    },
  },
});

/** The listeners with a store, a page and a clock the test drives. */
function startListeners(start: Partial<ListenersInput> = {}) {
  const fakes = createFakeActors();
  const clock = new SimulatedClock();
  const reloadPage = vi.fn();
  const machine = listenersMachine.provide({
    actors: {
      listenToFamily: fakes.callback(),
      watchPage: fakes.callback(),
      readToday: fakes.promise(),
    },
    actions: { reloadPage },
  });
  const actor = createActor(machine, { input: { ...input, ...start }, clock }).start();
  const fromStore = (event: AnyEventObject) => fakes.sendBack('listenToFamily', event);
  return {
    actor,
    clock,
    fakes,
    reloadPage,
    fromStore,
    fromPage: (type: 'page.visible' | 'network.online') => fakes.sendBack('watchPage', { type }),
    sendAll: (day = TODAY) => LISTENED_SOURCES.forEach((source) => fromStore(valueOf(source, day))),
    fail: () => fromStore({ type: 'listeners.failed', error: unavailable }),
    arms: () => fakes.started.filter(({ id }) => id === 'listenToFamily'),
    context: () => actor.getSnapshot().context,
    is: (value: object) => actor.getSnapshot().matches(value as never),
    answerToday: async (today: CalendarDate, nextDayStartIn?: number) => {
      fakes.resolve('readToday', reading(today, nextDayStartIn));
      await flushPromises();
    },
  };
}

describe('listening to the family', () => {
  it('listens to the family and the day in view', () => {
    const listeners = startListeners();
    expect(listeners.arms()).toEqual([
      { id: 'listenToFamily', input: { familyId: 'f1', date: TODAY } },
    ]);
    expect(listeners.is({ connection: { listening: 'arming' } })).toBe(true);
  });

  it('is live once all four values have arrived, and not before', () => {
    const listeners = startListeners();
    for (const source of ['config', 'library', 'templates'] as const) {
      listeners.fromStore(valueOf(source, TODAY));
      expect(listeners.is({ connection: { listening: 'arming' } }), source).toBe(true);
    }
    listeners.fromStore(valueOf('day', TODAY));
    expect(listeners.is({ connection: { listening: 'live' } })).toBe(true);
    expect(listeners.context()).toMatchObject({
      config: { name: 'Lovelaces' },
      library: [],
      templates: {},
      day: { seeded: null, tasks: {} },
    });
  });

  it('a day delivered again keeps the objects of the tasks that did not change', () => {
    const listeners = startListeners();
    const stored = {
      ada: { t1: { title: 'Brush teeth', order: 1 }, t2: { title: 'Read', order: 2 } },
      ben: { t3: { title: 'Feed the cat', order: 1 } },
    };
    const deliver = (value: unknown) =>
      listeners.fromStore({
        type: 'listeners.heard',
        source: 'day',
        value: parseDayList(value),
        date: TODAY,
      });
    deliver(stored);
    const before = listeners.context().day;
    const ticked = { ...stored, ada: { ...stored.ada, t2: { ...stored.ada.t2, completed: 1 } } };
    deliver(ticked);
    const after = listeners.context().day;

    expect(after?.tasks.ada?.[1]).toMatchObject({ id: 't2', completed: 1 });
    expect(after?.tasks.ada?.[0]).toBe(before?.tasks.ada?.[0]);
    expect(after?.tasks.ben).toBe(before?.tasks.ben);
    deliver(ticked);
    expect(listeners.context().day).toBe(after);
  });

  it('a routine delivered again keeps each unchanged kid’s list', () => {
    const listeners = startListeners();
    const routine = { ada: { t1: { title: 'Brush teeth' } }, ben: { t2: { title: 'Read' } } };
    const deliver = (value: unknown) =>
      listeners.fromStore({
        type: 'listeners.heard',
        source: 'templates',
        value: parseTemplates(value),
      });
    deliver(routine);
    const before = listeners.context().templates;
    deliver({ ...routine, ben: { t2: { title: 'Read a book' } } });
    const after = listeners.context().templates;

    expect(after?.ada).toBe(before?.ada);
    expect(after?.ben?.[0]?.title).toBe('Read a book');
  });

  it('ignores a day list for a day no longer in view', () => {
    const listeners = startListeners();
    listeners.fromStore(valueOf('day', date('2026-11-21')));
    expect(listeners.context()).toMatchObject({ day: null, received: [] });
  });

  it('a failure shows the error and retries after 1 s, 2 s, 4 s… up to 60 s', () => {
    const listeners = startListeners();
    const backoffs = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000];
    for (const [index, backoff] of backoffs.entries()) {
      listeners.fail();
      expect(listeners.context()).toMatchObject({
        failures: index + 1,
        error: { code: 'UNAVAILABLE', message: unavailable.message },
      });
      listeners.clock.increment(backoff - 1);
      expect(listeners.is({ connection: 'retrying' }), `retry ${index + 1}`).toBe(true);
      listeners.clock.increment(1);
      expect(listeners.is({ connection: 'listening' }), `retry ${index + 1}`).toBe(true);
    }
    expect(listeners.arms()).toHaveLength(backoffs.length + 1);
  });

  it('a refusal to read (no longer a member) stops listening and retrying, and tells the app', () => {
    const reportAccessLost = vi.fn();
    const fakes = createFakeActors();
    const clock = new SimulatedClock();
    const machine = listenersMachine.provide({
      actors: { listenToFamily: fakes.callback(), watchPage: fakes.callback() },
      actions: { reportAccessLost },
    });
    const actor = createActor(machine, { input, clock }).start();
    fakes.sendBack('listenToFamily', { type: 'listeners.failed', error: accessLost });
    expect(actor.getSnapshot().matches({ connection: 'cutOff' })).toBe(true);
    expect(reportAccessLost).toHaveBeenCalledTimes(1);
    clock.increment(LISTENER_REARM_MS * 2);
    fakes.sendBack('watchPage', { type: 'network.online' });
    expect(fakes.started.filter(({ id }) => id === 'listenToFamily')).toHaveLength(1);
  });

  it('arming live again clears the error and starts the backoff over', () => {
    const listeners = startListeners();
    listeners.fail();
    listeners.clock.increment(1_000);
    listeners.sendAll();
    expect(listeners.context()).toMatchObject({ error: null, failures: 0 });
  });

  it.each(['page.visible', 'network.online'] as const)(
    '%s re-arms a live listener, and retries a failed one at once',
    (type) => {
      const listeners = startListeners();
      listeners.sendAll();
      listeners.fromPage(type);
      expect(listeners.arms()).toHaveLength(2);
      expect(listeners.context()).toMatchObject({ rearms: 1, received: [] });
      listeners.fail();
      listeners.fromPage(type);
      expect(listeners.is({ connection: 'listening' })).toBe(true);
      expect(listeners.arms()).toHaveLength(3);
    },
  );

  it('re-arms every hour', async () => {
    const listeners = startListeners();
    listeners.sendAll();
    listeners.clock.increment(LISTENER_REARM_MS - 1);
    expect(listeners.context().rearms).toBe(0);
    listeners.clock.increment(1);
    expect(listeners.context().rearms).toBe(1);
    expect(listeners.arms()).toHaveLength(2);
    expect(listeners.fakes.isRunning('listenToFamily')).toBe(true);
  });

  it('following another day tells the running listener and clears the day', () => {
    const listeners = startListeners();
    listeners.sendAll();
    listeners.actor.send({ type: 'listeners.follow', date: TOMORROW, showingDay: true });
    expect(listeners.fakes.received('listenToFamily')).toEqual([
      { type: 'listeners.follow', date: TOMORROW },
    ]);
    expect(listeners.context()).toMatchObject({ date: TOMORROW, day: null });
    expect(listeners.arms()).toHaveLength(1);
  });

  it('following another day while retrying only records it; the retry listens to it', () => {
    const listeners = startListeners();
    listeners.fail();
    listeners.actor.send({ type: 'listeners.follow', date: TOMORROW, showingDay: true });
    expect(listeners.context().date).toBe(TOMORROW);
    listeners.clock.increment(1_000);
    expect(listeners.arms().at(-1)?.input).toEqual({ familyId: 'f1', date: TOMORROW });
  });
});

describe('the day check', () => {
  it('looks at the date every ten minutes and stays when it is the same day', async () => {
    const listeners = startListeners();
    listeners.clock.increment(DAY_CHECK_MS);
    expect(listeners.is({ clock: 'checking' })).toBe(true);
    await listeners.answerToday(TODAY);
    expect(listeners.is({ clock: 'waiting' })).toBe(true);
    expect(listeners.reloadPage).not.toHaveBeenCalled();
  });

  it('looks again at the family’s day start itself, not at the next ten-minute check', async () => {
    const listeners = startListeners();
    listeners.fromStore(startingAtThree);
    // 02:59:30: the family's day starts in 30 s.
    await listeners.answerToday(TODAY, 30_000);
    listeners.clock.increment(30_000);
    expect(listeners.is({ clock: 'waiting' })).toBe(true);
    listeners.clock.increment(DAY_START_MARGIN_MS);
    expect(listeners.is({ clock: 'checking' })).toBe(true);
    await listeners.answerToday(TOMORROW);
    expect(listeners.reloadPage).toHaveBeenCalledTimes(1);
    expect(listeners.clock.now()).toBe(30_000 + DAY_START_MARGIN_MS);
  });

  it('a day start hours away still looks every ten minutes, for a device that slept', async () => {
    const listeners = startListeners();
    listeners.fromPage('page.visible');
    await listeners.answerToday(TODAY, 3 * HOUR);
    listeners.clock.increment(DAY_CHECK_MS - 1);
    expect(listeners.is({ clock: 'waiting' })).toBe(true);
    listeners.clock.increment(1);
    expect(listeners.is({ clock: 'checking' })).toBe(true);
  });

  it('looks when the page becomes visible again; a failed look waits ten minutes', async () => {
    const listeners = startListeners();
    listeners.fromPage('page.visible');
    await listeners.answerToday(TODAY, 30_000);
    listeners.fromPage('page.visible');
    expect(listeners.is({ clock: 'checking' })).toBe(true);
    listeners.fakes.reject('readToday', new Error('no clock'));
    await flushPromises();
    expect(listeners.is({ clock: 'waiting' })).toBe(true);
    // The day start it heard before may be long past or changed: the ten-minute check looks.
    listeners.clock.increment(DAY_CHECK_MS - 1);
    expect(listeners.is({ clock: 'waiting' })).toBe(true);
    listeners.clock.increment(1);
    expect(listeners.is({ clock: 'checking' })).toBe(true);
  });

  it('reloads when the calendar day has changed', async () => {
    const listeners = startListeners();
    listeners.clock.increment(DAY_CHECK_MS);
    await listeners.answerToday(TOMORROW);
    expect(listeners.is({ clock: 'reloading' })).toBe(true);
    expect(listeners.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('holds the reload while something is typed, and reloads once it is committed', async () => {
    const listeners = startListeners();
    listeners.actor.send({ type: 'activity.heard', source: 'dayBoard', busy: true });
    listeners.clock.increment(DAY_CHECK_MS);
    await listeners.answerToday(TOMORROW);
    expect(listeners.is({ clock: 'reloadHeld' })).toBe(true);
    listeners.actor.send({ type: 'activity.heard', source: 'dayBoard', busy: true });
    expect(listeners.is({ clock: 'reloadHeld' })).toBe(true);
    expect(listeners.reloadPage).not.toHaveBeenCalled();
    listeners.actor.send({ type: 'activity.heard', source: 'dayBoard', busy: false });
    expect(listeners.is({ clock: 'reloading' })).toBe(true);
    expect(listeners.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('the reload waits for every page holding typed text, not just the last to report', async () => {
    const listeners = startListeners();
    listeners.actor.send({ type: 'activity.heard', source: 'dayBoard', busy: true });
    listeners.actor.send({ type: 'activity.heard', source: 'library', busy: true });
    listeners.clock.increment(DAY_CHECK_MS);
    await listeners.answerToday(TOMORROW);
    listeners.actor.send({ type: 'activity.heard', source: 'library', busy: false });
    expect(listeners.is({ clock: 'reloadHeld' })).toBe(true);
    expect(listeners.reloadPage).not.toHaveBeenCalled();
    listeners.actor.send({ type: 'activity.heard', source: 'dayBoard', busy: false });
    expect(listeners.reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('the family’s day start', () => {
  it('the first config heard looks at the family’s date by its day start', async () => {
    const listeners = startListeners();
    listeners.fromStore(startingAtThree);
    expect(listeners.is({ clock: 'checking' })).toBe(true);
    expect(listeners.fakes.started.filter(({ id }) => id === 'readToday')).toEqual([
      { id: 'readToday', input: { familyId: 'f1', dayStart: 3 } },
    ]);
    // Before 03:00 the family's date is the day before the one the page loaded on: it reloads.
    await listeners.answerToday(date('2026-11-21'));
    expect(listeners.is({ clock: 'reloading' })).toBe(true);
  });

  it('a config with the same day start again looks at nothing; a changed one looks at once', async () => {
    const listeners = startListeners();
    listeners.sendAll();
    await listeners.answerToday(TODAY);
    listeners.fromPage('network.online');
    listeners.fromStore(valueOf('config', TODAY));
    expect(listeners.is({ clock: 'waiting' })).toBe(true);
    listeners.fromStore(startingAtThree);
    expect(listeners.is({ clock: 'checking' })).toBe(true);
    expect(listeners.fakes.started.filter(({ id }) => id === 'readToday').at(-1)?.input).toEqual({
      familyId: 'f1',
      dayStart: 3,
    });
  });

  it('seeding is told the family’s day start, so the store checks the same today', () => {
    const fakes = createFakeActors();
    const machine = listenersMachine.provide({
      actors: {
        listenToFamily: fakes.callback(),
        watchPage: fakes.callback(),
        readToday: fakes.promise(),
        seedDay: fakes.promise(),
      },
    });
    createActor(machine, { input }).start();
    fakes.sendBack('listenToFamily', startingAtThree);
    for (const source of ['library', 'templates', 'day'] as const) {
      fakes.sendBack('listenToFamily', valueOf(source, TODAY));
    }
    expect(fakes.started.find(({ id }) => id === 'seedDay')?.input).toMatchObject({
      familyId: 'f1',
      dayStart: 3,
      date: TODAY,
    });
  });
});

describe('the calendar day changes under typed text', () => {
  it('holds the reload and tells the app the new day, so today’s board can move to it', async () => {
    const reportNewDay = vi.fn();
    const fakes = createFakeActors();
    const clock = new SimulatedClock();
    const machine = listenersMachine.provide({
      actors: {
        listenToFamily: fakes.callback(),
        watchPage: fakes.callback(),
        readToday: fakes.promise(),
      },
      actions: { reportNewDay },
    });
    const actor = createActor(machine, { input, clock }).start();
    actor.send({ type: 'activity.heard', source: 'dayBoard', busy: true });
    clock.increment(DAY_CHECK_MS);
    fakes.resolve('readToday', reading(TOMORROW));
    await flushPromises();
    expect(actor.getSnapshot().matches({ clock: 'reloadHeld' })).toBe(true);
    expect(reportNewDay.mock.calls.map((call) => call[1])).toEqual([{ today: TOMORROW }]);
  });
});
