// The real listeners machine over a simulated day: a listener written against the store port, a
// store that counts live subscriptions, and the family's date and next day start read from the
// simulated clock by the rules in familyDay.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { toCalendarDate, type CalendarDate } from '../../machines/calendar';
import { DAY_START_MARGIN_MS } from '../../machines/constants';
import { familyDate, msUntilNextDayStart } from '../../machines/domain/familyDay';
import {
  parseConfig,
  parseDayList,
  parseLibrary,
  parseTemplates,
} from '../../machines/domain/family';
import {
  listenersMachine,
  type ListenerCommand,
  type ListenersEvent,
  type TodayReading,
} from '../../machines/listeners';
import type { Store, StoreSnapshot } from '../../src/store/port';
import { flushPromises } from '../support/machineModel';

const SECOND = 1_000;
const MINUTE = 60_000;

interface Subscription {
  path: string;
  onValue: (value: StoreSnapshot) => void;
  onError?: (error: Error) => void;
}

/** Answers every subscription a moment later, as a real store would: `null` unless `values` has it. */
function createCountingStore(values: Record<string, StoreSnapshot> = {}) {
  const live = new Set<Subscription>();
  const store = { subscriptions: 0, peak: 0 };
  const subscribe: Store['subscribe'] = (path, onValue, onError) => {
    const subscription: Subscription = { path, onValue, onError };
    live.add(subscription);
    store.subscriptions += 1;
    store.peak = Math.max(store.peak, live.size);
    queueMicrotask(() => {
      if (live.has(subscription)) onValue(values[path] ?? null);
    });
    return () => void live.delete(subscription);
  };
  const livePaths = () => [...live].map(({ path }) => path).sort();
  const fail = (path: string, error: Error) =>
    [...live].filter((s) => s.path === path).forEach((s) => s.onError?.(error));
  return Object.assign(store, { subscribe, livePaths, fail });
}

/** The four listened paths, each parsed at the edge into the value the machine keeps. */
function listenToFamilyOver(store: Pick<Store, 'subscribe'>) {
  return fromCallback<ListenerCommand, { familyId: string; date: CalendarDate }>(
    ({ input, sendBack, receive }) => {
      const family = `families/${input.familyId}`;
      const listen = (path: string, toEvent: (value: StoreSnapshot) => ListenersEvent) =>
        store.subscribe(
          `${family}/${path}`,
          (value) => sendBack(toEvent(value)),
          (error) => sendBack({ type: 'listeners.failed', error }),
        );
      const listenToDay = (date: CalendarDate) =>
        listen(`lists/${date}`, (value) => ({
          type: 'listeners.heard',
          source: 'day',
          value: parseDayList(value),
          date,
        }));
      const stopFamily = [
        listen('config', (value) => ({
          type: 'listeners.heard',
          source: 'config',
          value: parseConfig(value),
        })),
        listen('lists/library', (value) => ({
          type: 'listeners.heard',
          source: 'library',
          value: parseLibrary(value),
        })),
        listen('lists/templates', (value) => ({
          type: 'listeners.heard',
          source: 'templates',
          value: parseTemplates(value),
        })),
      ];
      let stopDay = listenToDay(input.date);
      receive((command) => {
        stopDay();
        stopDay = listenToDay(command.date);
      });
      return () => {
        stopFamily.forEach((stop) => stop());
        stopDay();
      };
    },
  );
}

/** The page opened at `openedAt` (08:00 unless told) on a family with `config`. */
function startDay({
  openedAt = new Date(2026, 10, 22, 8, 0),
  config = null as StoreSnapshot,
} = {}) {
  const store = createCountingStore({ 'families/f1/config': config });
  const clock = new SimulatedClock();
  clock.set(openedAt.getTime());
  const reloads: number[] = [];
  const machine = listenersMachine.provide({
    actors: {
      readToday: fromPromise<TodayReading, { familyId: string; dayStart: number }>(
        async ({ input }) => {
          const moment = new Date(clock.now());
          return {
            today: familyDate(moment, input.dayStart),
            nextDayStartIn: msUntilNextDayStart(moment, input.dayStart),
          };
        },
      ),
      listenToFamily: listenToFamilyOver(store),
    },
    actions: { reloadPage: () => void reloads.push(clock.now()) },
  });
  const today = toCalendarDate(new Date(clock.now()));
  const actor = createActor(machine, {
    input: { familyId: 'f1', date: today, loadedOn: today, showingDay: true },
    clock,
  }).start();
  /** Lets time pass a minute (or `step`) at a time, as a page left open would see it. */
  const runUntil = async (until: Date, everyStep: () => void = () => {}, step = MINUTE) => {
    while (clock.now() < until.getTime()) {
      clock.increment(step);
      await flushPromises();
      everyStep();
    }
  };
  return { actor, clock, store, reloads, runUntil };
}

beforeEach(() => {
  // Local midnight is 05:00 UTC here, so a UTC date would reload five hours late.
  vi.stubEnv('TZ', 'America/New_York');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the listener lifecycle over a simulated day', () => {
  it('listens to the four paths of the family and the day in view', async () => {
    const { actor, store } = startDay();
    await flushPromises();
    expect(store.livePaths()).toEqual([
      'families/f1/config',
      'families/f1/lists/2026-11-22',
      'families/f1/lists/library',
      'families/f1/lists/templates',
    ]);
    expect(actor.getSnapshot().matches({ connection: { listening: 'live' } })).toBe(true);
  });

  it('24 hours re-arm 24 times and never hold more than four listeners', async () => {
    const { actor, store, runUntil } = startDay();
    await flushPromises();
    let fewestLive = Infinity;
    await runUntil(new Date(2026, 10, 23, 8, 0), () => {
      fewestLive = Math.min(fewestLive, store.livePaths().length);
    });
    expect(actor.getSnapshot().context.rearms).toBe(24);
    expect(store.subscriptions).toBe(4 + 24 * 4);
    expect(store.peak).toBe(4);
    expect(fewestLive).toBe(4);
  });

  it('crossing local midnight asks for one reload, at midnight itself', async () => {
    // Opened at 08:07:30, so the ten-minute checks do not fall on midnight (here 00:08:30).
    const { reloads, runUntil } = startDay({ openedAt: new Date(2026, 10, 22, 8, 7, 30) });
    const midnight = new Date(2026, 10, 23, 0, 0).getTime();
    await runUntil(new Date(2026, 10, 22, 23, 59));
    expect(reloads).toEqual([]);
    await runUntil(new Date(2026, 10, 23, 0, 0, 10), undefined, SECOND);
    expect(reloads).toEqual([midnight + DAY_START_MARGIN_MS]);
    await runUntil(new Date(2026, 10, 23, 3, 0));
    expect(reloads).toHaveLength(1);
  });

  it('a family whose day starts at 03:00 reloads at 03:00, not at midnight', async () => {
    const { reloads, runUntil } = startDay({
      openedAt: new Date(2026, 10, 22, 8, 7, 30),
      config: { name: 'Lovelaces', dayStart: 3 },
    });
    await runUntil(new Date(2026, 10, 23, 2, 59));
    expect(reloads).toEqual([]);
    await runUntil(new Date(2026, 10, 23, 3, 0, 10), undefined, SECOND);
    expect(reloads).toEqual([new Date(2026, 10, 23, 3, 0, 1).getTime()]);
  });

  it('an open edit holds the reload until it is committed', async () => {
    const { actor, clock, reloads, runUntil } = startDay();
    await runUntil(new Date(2026, 10, 22, 23, 50));
    actor.send({ type: 'activity.heard', source: 'dayBoard', busy: true });
    await runUntil(new Date(2026, 10, 23, 2, 0));
    expect(reloads).toEqual([]);
    expect(actor.getSnapshot().matches({ clock: 'reloadHeld' })).toBe(true);

    actor.send({ type: 'activity.heard', source: 'dayBoard', busy: false });
    expect(reloads).toEqual([clock.now()]);
  });

  it('following another day moves the day listener and keeps four live', async () => {
    const { actor, store } = startDay();
    await flushPromises();
    actor.send({ type: 'listeners.follow', date: '2026-11-21' as CalendarDate, showingDay: true });
    await flushPromises();
    expect(store.livePaths()).toContain('families/f1/lists/2026-11-21');
    expect(store.livePaths()).not.toContain('families/f1/lists/2026-11-22');
    expect(store.peak).toBe(4);
    expect(actor.getSnapshot().context.day).toEqual({ seeded: null, tasks: {} });
  });

  it('a failing listener lets go of all four paths, then listens again after the backoff', async () => {
    const { actor, clock, store } = startDay();
    await flushPromises();
    store.fail('families/f1/config', Object.assign(new Error('denied'), { code: 'denied' }));
    expect(actor.getSnapshot().matches({ connection: 'retrying' })).toBe(true);
    expect(store.livePaths()).toEqual([]);
    clock.increment(1_000);
    await flushPromises();
    expect(store.livePaths()).toHaveLength(4);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
