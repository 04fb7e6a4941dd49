// @vitest-environment jsdom
// Each fact has one owner: the Family view's machine, "Now only" and the week follow the
// family's config, the address and today from the app actor and its listeners by themselves,
// with no view in between; a value heard again, or any other change of the owner, sends nothing.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createActor,
  waitFor,
  type ActorRefFrom,
  type AnyEventObject,
  type InspectionEvent,
} from 'xstate';
import { awayMachine } from '../../machines/away';
import type { CalendarDate } from '../../machines/calendar';
import { familySettingsMachine } from '../../machines/familySettings';
import type { listenersMachine } from '../../machines/listeners';
import { partOfDayMachine } from '../../machines/partOfDay';
import { weekMachine } from '../../machines/week';
import { createDeviceAuth } from '../../src/app/auth/deviceAuth';
import { createAwayImplementations } from '../../src/app/away/awayEffects';
import { createAppLogic } from '../../src/app/createAppLogic';
import { createDeviceStorage } from '../../src/app/deviceStorage';
import { readKidModeInput } from '../../src/app/kidMode/kidModeEffects';
import { createPartOfDayImplementations } from '../../src/app/partOfDay/usePartOfDay';
import type { Router } from '../../src/app/router';
import { createFamilySettingsImplementationsFor } from '../../src/app/settings/useFamilySettings';
import { createWeekImplementations } from '../../src/app/week/useWeek';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import type { Store } from '../../src/store/port';

/** Sunday 22 November 2026, 09:30: the week began on Monday the 16th. */
const now = () => new Date(2026, 10, 22, 9, 30);
const TODAY = '2026-11-22' as CalendarDate;

let databaseNumber = 0;
const running: { stop(): void }[] = [];
let store: Store | undefined;
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
  store?.close();
  store = undefined;
});

/** The address bar of a page that never reloads: every push and replace is heard. */
function memoryRouter(pathname: string): Router {
  let current = { pathname, hash: '' };
  const watchers = new Set<(change: typeof current) => void>();
  const go = (path: string) => {
    current = { pathname: path, hash: '' };
    watchers.forEach((watcher) => watcher(current));
  };
  return {
    current: () => current,
    push: go,
    replace: go,
    watch(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}

/** The app actor, as `Root` starts it, open at `path` on a family with Ada, and its listeners. */
async function openApp(path: string) {
  databaseNumber += 1;
  store = createIndexedDbStore({
    indexedDB: new IDBFactory(),
    keyRange: IDBKeyRange,
    databaseName: `facts-${databaseNumber}`,
  });
  await store.set('families/fam/config', {
    name: 'The Riveras',
    kids: ['ada'],
    order: 'ada',
    names: { ada: 'Ada' },
    colors: { ada: '#2e86ab' },
    emojis: { ada: '🦊' },
  });
  window.localStorage.clear();
  const storage = createDeviceStorage(window.localStorage);
  storage.rememberFamilyId('fam');
  const router = memoryRouter(path);
  const app = createActor(
    createAppLogic({
      store,
      auth: createDeviceAuth(),
      accounts: false,
      router,
      storage,
      now,
      reloadPage: () => undefined,
    }),
    {
      input: {
        pathname: path,
        hash: '',
        storedFamilyId: 'fam',
        deviceFamilyIds: ['fam'],
        today: TODAY,
        kidMode: readKidModeInput(storage, now),
      },
    },
  ).start();
  running.push(app);
  const open = await waitFor(app, (snapshot) => snapshot.children.listeners !== undefined);
  const listeners = open.children.listeners as ActorRefFrom<typeof listenersMachine>;
  await waitFor(listeners, (snapshot) => snapshot.matches({ connection: { listening: 'live' } }));
  return { app, listeners, store, storage };
}

/** The facts followed from another actor, by the event that brings each. */
const FOLLOWED = [
  'config.heard',
  'parts.heard',
  'weekStart.heard',
  'today.heard',
  'kids.heard',
  'away.heard',
];

/** The followed facts a machine's actor is sent, in order (the store's days are not counted). */
function heardEvents() {
  const events: AnyEventObject[] = [];
  const inspect = (inspection: InspectionEvent) => {
    if (
      inspection.type === '@xstate.event' &&
      inspection.actorRef.sessionId === inspection.rootId &&
      FOLLOWED.includes(inspection.event.type)
    ) {
      events.push(inspection.event);
    }
  };
  return { events, inspect, types: () => events.map((event) => event.type) };
}

/** The family's away machine, as its provider starts it, once it has read the away days. */
async function openAway(store: Store) {
  const away = createActor(awayMachine.provide(createAwayImplementations({ store, now })), {
    input: { familyId: 'fam' },
  }).start();
  running.push(away);
  await waitFor(away, (snapshot) => snapshot.context.away !== null);
  return away;
}

/** The listeners arm afresh (the page was shown again) and hear the same config again. */
async function hearConfigAgain(listeners: ActorRefFrom<typeof listenersMachine>) {
  const before = listeners.getSnapshot().context;
  listeners.send({ type: 'page.visible' });
  const after = await waitFor(
    listeners,
    (snapshot) =>
      snapshot.context.rearms === before.rearms + 1 &&
      snapshot.context.config !== before.config &&
      snapshot.matches({ connection: { listening: 'live' } }),
  );
  // Another object, the same value: the owner heard it twice.
  expect(after.context.config).toEqual(before.config);
}

describe('the Family view’s machine', () => {
  it('follows the config the listeners hear, and hears the same config once', async () => {
    const { listeners, store } = await openApp('/fam/settings');
    const heard = heardEvents();
    const settings = createActor(
      familySettingsMachine.provide(createFamilySettingsImplementationsFor(store, listeners)),
      {
        input: { familyId: 'fam', config: listeners.getSnapshot().context.config! },
        inspect: heard.inspect,
      },
    ).start();
    running.push(settings);

    // Another device renames Ada: the listeners hear it, and the Family view has it.
    await store.set('families/fam/config/names/ada', 'Adeline');
    await waitFor(settings, (snapshot) => snapshot.context.config.kids[0]?.name === 'Adeline');
    expect(heard.types()).toEqual(['config.heard']);

    await hearConfigAgain(listeners);
    expect(heard.types()).toEqual(['config.heard']);
  });
});

describe('“Now only”', () => {
  it('follows the family’s times, and nothing else the listeners hear', async () => {
    const { listeners, store, storage } = await openApp('/fam');
    const heard = heardEvents();
    const partOfDay = createActor(
      partOfDayMachine.provide(createPartOfDayImplementations(now, storage, listeners)),
      {
        input: {
          part: 'morning',
          nowOnly: false,
          starts: { afternoon: 12 * 60, evening: 18 * 60 },
          dayStart: 0,
        },
        inspect: heard.inspect,
      },
    ).start();
    running.push(partOfDay);

    await store.set('families/fam/config/partStarts', { afternoon: 13 * 60, evening: 19 * 60 });
    await waitFor(partOfDay, (snapshot) => snapshot.context.starts.afternoon === 13 * 60);
    expect(partOfDay.getSnapshot().context.starts).toEqual({ afternoon: 780, evening: 1140 });
    expect(heard.types()).toEqual(['parts.heard']);

    // A new name is no new times; nor is the same config heard again.
    await store.set('families/fam/config/names/ada', 'Adeline');
    await waitFor(listeners, (snapshot) => snapshot.context.config?.kids[0]?.name === 'Adeline');
    await hearConfigAgain(listeners);
    expect(heard.types()).toEqual(['parts.heard']);
  });
});

describe('the week', () => {
  it('follows the week the address names and the family’s kids', async () => {
    const { app, listeners, store } = await openApp('/fam/week/2026-11-09');
    const heard = heardEvents();
    const week = createActor(
      weekMachine.provide(
        createWeekImplementations(store, (path) => app.send({ type: 'route.go', path }), {
          app,
          listeners,
          away: await openAway(store),
          familyId: 'fam',
          showsWeek: true,
        }),
      ),
      {
        input: {
          familyId: 'fam',
          showsWeek: true,
          today: TODAY,
          weekStart: '2026-11-09' as CalendarDate,
          kidIds: ['ada'],
        },
        inspect: heard.inspect,
      },
    ).start();
    running.push(week);

    // "Next week" puts this week's address in the history; the week machine reads the address.
    week.send({ type: 'week.next' });
    await waitFor(week, (snapshot) => snapshot.context.weekStart === '2026-11-16');
    expect(app.getSnapshot().context.route).toEqual({ kind: 'week', familyId: 'fam', date: null });
    // The same address again, and then the Day view's, which closes the Week view.
    app.send({ type: 'route.go', path: '/fam/week' });
    app.send({ type: 'route.go', path: '/fam/week/2026-11-18' });
    app.send({ type: 'route.go', path: '/fam' });
    expect(week.getSnapshot().context.weekStart).toBe('2026-11-16');
    expect(heard.types()).toEqual(['weekStart.heard']);

    // Ben joins the family on another device.
    await store.set('families/fam/config/kids/1', 'ben');
    await waitFor(week, (snapshot) => snapshot.context.kidIds.join() === 'ada,ben');
    await hearConfigAgain(listeners);
    expect(heard.types()).toEqual(['weekStart.heard', 'kids.heard']);
  });

  it('the Day view’s streaks follow today, once a day', async () => {
    const { app, listeners, store } = await openApp('/fam');
    const heard = heardEvents();
    const week = createActor(
      weekMachine.provide(
        createWeekImplementations(store, () => undefined, {
          app,
          listeners,
          away: await openAway(store),
          familyId: 'fam',
          showsWeek: false,
        }),
      ),
      {
        input: {
          familyId: 'fam',
          showsWeek: false,
          today: TODAY,
          weekStart: '2026-11-16' as CalendarDate,
          kidIds: ['ada'],
        },
        inspect: heard.inspect,
      },
    ).start();
    running.push(week);

    // Midnight passes while something typed holds the reload back: the app tells the day.
    const monday = '2026-11-23' as CalendarDate;
    app.send({ type: 'today.heard', today: monday });
    expect(week.getSnapshot().context).toMatchObject({ today: monday, weekStart: monday });
    app.send({ type: 'today.heard', today: monday });
    expect(heard.types().sort()).toEqual(['today.heard', 'weekStart.heard']);
  });

  it('the streaks follow the family’s away days: a day marked away no longer cuts one short', async () => {
    const { app, listeners, store } = await openApp('/fam');
    // Yesterday Ada's list was seeded and left undone.
    await store.set('families/fam/lists/2026-11-21', {
      _seeded: 1,
      ada: { t: { title: 'Teeth', completed: false, order: 1 } },
    });
    const away = await openAway(store);
    const heard = heardEvents();
    const week = createActor(
      weekMachine.provide(
        createWeekImplementations(store, () => undefined, {
          app,
          listeners,
          away,
          familyId: 'fam',
          showsWeek: false,
        }),
      ),
      {
        input: {
          familyId: 'fam',
          showsWeek: false,
          today: TODAY,
          weekStart: '2026-11-16' as CalendarDate,
          kidIds: ['ada'],
        },
        inspect: heard.inspect,
      },
    ).start();
    running.push(week);
    // The undone day broke Ada's streak: two weeks are read, no more. No one is away: none heard.
    await waitFor(week, (snapshot) => snapshot.context.history !== null);
    expect(week.getSnapshot().context.historyDays).toBe(14);
    expect(heard.types()).toEqual([]);

    // A grown-up marks the whole family away yesterday: the streak is read further back.
    away.send({
      type: 'away.mark',
      mark: {
        kid: null,
        from: '2026-11-21' as CalendarDate,
        to: '2026-11-21' as CalendarDate,
        reason: '',
      },
      done: 'Everyone is away on 21 November.',
    });
    await waitFor(week, (snapshot) => snapshot.context.away.length === 1);
    expect(week.getSnapshot().context.historyDays).toBe(60);
    expect(heard.types()).toEqual(['away.heard']);

    // The away days heard again, the same entries: nothing is sent.
    const before = away.getSnapshot().context.away;
    const [entry] = before ?? [];
    await store.set(`families/fam/away/${entry?.id}/note`, 'Not a field the app reads');
    await waitFor(away, (snapshot) => snapshot.context.away !== before);
    expect(away.getSnapshot().context.away).toEqual(before);
    expect(heard.types()).toEqual(['away.heard']);
  });
});
