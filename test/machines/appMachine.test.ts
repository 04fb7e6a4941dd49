// The model walk proves every transition on the real machine; the tests after it read like the spec.
// The app's children (auth, listeners, day navigation, day board) have their own tests: here each
// is a fake callback actor, so a walk can see how often it started, with which input, and what the
// app told it.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import {
  appMachine,
  boardReportingUnsaved,
  kidModePath,
  type AppContext,
  type AppInput,
} from '../../machines/app';
import { isKidModePage, parseRoute } from '../../machines/route';
import type { CalendarDate } from '../../machines/calendar';
import type { Task } from '../../machines/domain/family';
import { createFakeActors, flushPromises, type FakeActors } from '../support/machineModel';
import { describeModelWalk } from '../support/modelWalk';

const TODAY = '2026-11-22' as CalendarDate;
const CHILDREN = [
  'auth',
  'watchAddress',
  'connection',
  'kidMode',
  'listeners',
  'dayNavigation',
  'dayBoard',
  'routineBoard',
] as const;
const input: AppInput = {
  pathname: '/',
  hash: '',
  storedFamilyId: null,
  deviceFamilyIds: [],
  today: TODAY,
  kidMode: { lock: null, seed: 1, waitLeft: 0 },
};
const permissionDenied = { code: 'permission_denied', message: 'You cannot start a family.' };
const parent = { uid: 'parent-1', email: 'parent@example.com', token: 'token-1' };
const signedIn = { type: 'session.signedIn', user: parent } as const;
const address = (pathname: string, hash = '') => ({ type: 'route.heard', pathname, hash });

const childFakes = (fakes: FakeActors) =>
  Object.fromEntries(CHILDREN.map((id) => [id, fakes.callback()]));

/** The effects the app provides, as spies. */
function effectSpies() {
  return {
    rememberFamilyId: vi.fn(),
    forgetFamilyId: vi.fn(),
    replaceAddress: vi.fn(),
    pushAddress: vi.fn(),
  };
}

const events: AnyEventObject[] = [
  address('/'),
  address('/f1'),
  address('/f1/2026-11-23'),
  address('/f1/library'),
  address('/f1/nonsense'),
  address('/f2'),
  address('/fam.ily'),
  { type: 'picker.toggle', kidId: 'ada', allKidIds: ['ada', 'ben'] },
  { type: 'picker.part', part: 'evening' },
  { type: 'picker.part', part: null },
  { type: 'board.showKid', kidId: 'ben' },
  { type: 'picker.days', days: '67' },
  { type: 'picker.days', days: '1234567' },
  { type: 'entry.open' },
  { type: 'entry.close' },
  { type: 'family.start', name: 'The Lovelaces', kidNames: ['Ada', 'Ben'] },
  { type: 'route.go', path: '/f1/library' },
  { type: 'xstate.done.actor.createFamily', output: 'fam-new' },
  { type: 'xstate.error.actor.createFamily', error: permissionDenied },
  address('/f1/join/invite-1'),
  { type: 'xstate.done.actor.joinFamily' },
  { type: 'xstate.error.actor.joinFamily', error: permissionDenied },
  signedIn,
  { type: 'session.signedOut' },
  { type: 'families.heard', families: [{ id: 'f1', name: 'The Lovelaces' }] },
  { type: 'family.lost', name: 'The Lovelaces' },
  { type: 'unsaved.heard', texts: ['Feed the fish'] },
  { type: 'family.heard', exists: true },
  { type: 'today.heard', today: '2026-11-23' },
  { type: 'family.restore', family: { config: { name: 'The Lovelaces' } } },
  { type: 'xstate.done.actor.restoreFamily', output: 'fam-restored' },
  { type: 'xstate.error.actor.restoreFamily', error: permissionDenied },
  { type: 'family.heard', exists: false },
  address('/f1/kid/ada'),
  address('/f1/week/2026-11-16'),
  address('/f1/kid/ben'),
  { type: 'kidMode.heard', lock: { familyId: 'f1', kidId: null } },
  { type: 'kidMode.heard', lock: { familyId: 'f1', kidId: 'ada' } },
  { type: 'kidMode.heard', lock: null },
];
// The spies of the walk under way: each walk starts with fresh ones.
let spies = effectSpies();
const lastParams = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.at(-1)?.[1] as unknown;

describeModelWalk('the app machine, walked from its model', {
  machine: appMachine,
  walked: () => {
    spies = effectSpies();
    return appMachine.provide({ actions: spies });
  },
  input,
  events,
  // What the guards read: the state, the family in view and whether one is stored. The route
  // and the error would multiply the graph for nothing; each walk compares the whole context.
  serializeState: (snapshot) => {
    const { familyId, storedFamilyId, route, kidLock } = snapshot.context as AppContext;
    const kidPage = route.kind === 'kid' ? route.kidId : null;
    return JSON.stringify([
      snapshot.value,
      familyId,
      storedFamilyId !== null,
      route.kind,
      kidPage,
      kidLock,
    ]);
  },
  actors: childFakes,
  exec: {
    'route.heard': (event, { fakes }) => fakes.sendBack('watchAddress', event),
  },
  states: {
    // A family is shown only with its id; a malformed address or an invite never opens one.
    family: ({ context }) => {
      expect(context.familyId).not.toBeNull();
    },
    invalid: ({ context }) => expect(context.route.kind).toBe('invalid'),
    joining: ({ context }) => expect(context.route.kind).toBe('join'),
    // Someone lost the family: this device forgets it, so home no longer opens it.
    lostAccess: ({ context }) => {
      expect(context.storedFamilyId).toBeNull();
      expect(spies.forgetFamilyId).toHaveBeenCalled();
    },
  },
  steps: {
    // The kid pressed turns on or off, from the kids the task would go to: the kid in view
    // (the first kid when none was picked) unless others were picked.
    'picker.toggle': ({ event, before, after }) => {
      const { kidInView, picked } = before.context;
      const kidId = event.kidId as string;
      const was = picked ?? [kidInView ?? 'ada'];
      expect(after.context.picked).toEqual(
        was.includes(kidId)
          ? was.filter((id) => id !== kidId)
          : (event.allKidIds as string[]).filter((id) => id === kidId || was.includes(id)),
      );
    },
    'picker.part': ({ event, after }) => expect(after.context.part).toBe(event.part),
    // Every day is never written as digits: it is no days picked.
    'picker.days': ({ event, after }) =>
      expect(after.context.days).toBe(event.days === '1234567' ? null : event.days),
    // The kid whose tab was picked is the one in view; another kid starts For again.
    'board.showKid': ({ event, before, after }) => {
      expect(after.context.kidInView).toBe(event.kidId);
      if (before.context.kidInView !== event.kidId) expect(after.context.picked).toBeNull();
      else expect(after.context.picked).toEqual(before.context.picked);
    },
    'entry.open': ({ before, after }) => {
      expect(after.context.entryOpen).toBe(true);
      expect(after.context.picked).toEqual(before.context.picked);
      expect(after.context.part).toBe(before.context.part);
    },
    // Closing the entry ends a run of adds: For and When start again.
    'entry.close': ({ after }) =>
      expect(after.context).toMatchObject({
        entryOpen: false,
        picked: null,
        part: null,
        days: null,
      }),
    // A new day under the page, shown as today, starts For and When again.
    'today.heard': ({ before, after }) => {
      if (after.context.today !== before.context.today) {
        expect(after.context).toMatchObject({ picked: null, part: null });
      }
    },
    // A new family opens at its own address, and the address goes into the history.
    'xstate.done.actor.createFamily': ({ event, after }) => {
      expect(after.context.familyId).toBe(event.output);
      expect(lastParams(spies.pushAddress)).toEqual({ path: `/${event.output as string}` });
    },
    // What the page heard decides whether this device remembers the family.
    'family.heard': ({ event, before, after }) => {
      if (!event.exists) expect(after.value).toBe('notOnDevice');
      else if (before.context.familyId !== null) {
        expect(lastParams(spies.rememberFamilyId)).toEqual({ familyId: before.context.familyId });
      }
    },
    // Kid mode shows only its page: from any other, the address goes back there at once.
    'kidMode.heard': ({ event, after }) => {
      expect(after.context.kidLock).toEqual(event.lock);
      if (event.lock !== null && !isKidModePage(after.context.route, event.lock)) {
        expect(lastParams(spies.replaceAddress)).toEqual({ path: kidModePath(event.lock) });
      }
    },
    // …and an address typed or followed in kid mode goes nowhere else.
    'route.heard': ({ event, before, after }) => {
      // Another page or day starts For and When again; another family its first kid too.
      const route = parseRoute(event.pathname as string, event.hash as string);
      if (
        after.matches('family') &&
        JSON.stringify(route) !== JSON.stringify(before.context.route)
      ) {
        expect(after.context).toMatchObject({ picked: null, part: null });
        if (after.context.familyId !== before.context.familyId) {
          expect(after.context).toMatchObject({ kidInView: null, entryOpen: false });
        }
      }
      const { kidLock } = after.context;
      // Before anyone is signed in, the address is only read; the page comes after.
      if (kidLock === null || after.matches('checkingSession') || after.matches('signedOut')) {
        return;
      }
      expect(after.value).toBe('family');
      if (!isKidModePage(parseRoute(event.pathname as string, ''), kidLock)) {
        expect(lastParams(spies.replaceAddress)).toEqual({ path: kidModePath(kidLock) });
        // From a page of the family, nothing else changes: not the page, not the day.
        if (before.matches('family')) expect(after.context.route).toEqual(before.context.route);
      }
    },
    // What a board tells of its typed text is named on the lost family's notice, and nowhere else.
    'unsaved.heard': ({ event, before, after }) => {
      if (!before.matches('lostAccess')) {
        expect(after.context.lostFamily).toEqual(before.context.lostFamily);
        return;
      }
      expect(after.context.lostFamily?.unsaved).toEqual([
        ...(before.context.lostFamily?.unsaved ?? []),
        ...(event.texts as string[]),
      ]);
    },
    'session.signedOut': ({ after }) => {
      expect(after.value).toBe('signedOut');
      expect(after.context.user).toBeNull();
    },
  },
});

/**
 * The app at an address, with fake children and a family store the test answers. The auth
 * machine reports a signed-in parent at once, unless `signedOut`.
 */
function startApp(pathname: string, start: Partial<AppInput> = {}, { signedOut = false } = {}) {
  const fakes = createFakeActors();
  const effects = effectSpies();
  const machine = appMachine.provide({
    actors: {
      ...childFakes(fakes),
      createFamily: fakes.promise(),
      joinFamily: fakes.promise(),
      listenToMyFamilies: fakes.callback(),
    },
    actions: effects,
  });
  const actor = createActor(machine, { input: { ...input, pathname, ...start } }).start();
  if (!signedOut) fakes.sendBack('auth', signedIn);
  const startsOf = (id: string) => fakes.started.filter((started) => started.id === id);
  return {
    actor,
    fakes,
    effects,
    startsOf,
    go: (path: string, hash = '') => fakes.sendBack('watchAddress', address(path, hash)),
    /** The listeners heard the family's config: it is there, or this device has none of it. */
    heard: (exists = true) => fakes.sendBack('listeners', { type: 'family.heard', exists }),
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
    paramsOf: (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.map((call) => call[1]),
  };
}

describe('opening the app', () => {
  it('/ with a family stored on this device opens it and rewrites the address to /{id}', () => {
    const app = startApp('/', { storedFamilyId: 'f1' });
    expect(app.state()).toBe('family');
    expect(app.context().familyId).toBe('f1');
    expect(app.paramsOf(app.effects.replaceAddress)).toEqual([{ path: '/f1' }]);
    expect(app.effects.pushAddress).not.toHaveBeenCalled();
  });

  it('/ with no family stored shows the welcome screen', () => {
    const app = startApp('/');
    expect(app.state()).toBe('welcome');
    expect(app.startsOf('listeners')).toEqual([]);
  });

  it('a family address opens that family, and stores its id once the family is heard', () => {
    const app = startApp('/f1/2026-11-20', { storedFamilyId: 'f0', deviceFamilyIds: ['f0'] });
    expect(app.state()).toBe('family');
    expect(app.effects.rememberFamilyId).not.toHaveBeenCalled();
    app.heard();
    expect(app.paramsOf(app.effects.rememberFamilyId)).toEqual([{ familyId: 'f1' }]);
    expect(app.context()).toMatchObject({ storedFamilyId: 'f1', deviceFamilyIds: ['f0', 'f1'] });
    expect(app.effects.replaceAddress).not.toHaveBeenCalled();
  });

  it('a link to a family this device holds nothing of says so, and replaces nothing', () => {
    const app = startApp('/-SomeoneElsesFamily12', {
      storedFamilyId: 'f0',
      deviceFamilyIds: ['f0'],
    });
    app.heard(false);
    expect(app.state()).toBe('notOnDevice');
    expect(app.effects.rememberFamilyId).not.toHaveBeenCalled();
    app.go('/');
    expect(app.state()).toBe('family');
    expect(app.context().familyId).toBe('f0');
  });

  it('/ with several families on this device lists them instead of opening one', () => {
    const app = startApp('/', { storedFamilyId: 'f1', deviceFamilyIds: ['f0', 'f1'] });
    expect(app.state()).toBe('welcome');
    expect(app.startsOf('listenToMyFamilies')[0]?.input).toEqual({
      user: parent,
      deviceFamilyIds: ['f0', 'f1'],
    });
  });

  it('the children start with the family, the day in the address and today', () => {
    const app = startApp('/f1/2026-11-20');
    const day = '2026-11-20';
    expect(app.startsOf('listeners')[0]?.input).toEqual({
      familyId: 'f1',
      date: day,
      loadedOn: TODAY,
      showingDay: true,
    });
    expect(app.startsOf('dayNavigation')[0]?.input).toEqual({
      familyId: 'f1',
      date: day,
      today: TODAY,
    });
    expect(app.startsOf('dayBoard')[0]?.input).toEqual({ familyId: 'f1', date: day });
  });

  it.each([
    ['/abc%23def', ''],
    ['/abc', '#def'],
    ['/fam.ily', ''],
    ['/f/2026-13-40', ''],
    ['/f/2026-02-30', ''],
    ['/f/nonsense', ''],
    ['/f/2026-11-22/extra', ''],
  ])('%s%s is an invalid address: nothing is stored or started', (pathname, hash) => {
    const app = startApp(pathname, { hash });
    expect(app.state()).toBe('invalid');
    expect(app.context().route.kind).toBe('invalid');
    expect(app.effects.rememberFamilyId).not.toHaveBeenCalled();
    expect(app.startsOf('listeners')).toEqual([]);
  });
});

describe('starting a family', () => {
  it('creates it, opens it, pushes /{id} and stores the id', async () => {
    const app = startApp('/');
    app.actor.send({ type: 'family.start', name: 'The Lovelaces', kidNames: ['Ada', 'Ben'] });
    expect(app.state()).toBe('startingFamily');
    expect(app.startsOf('createFamily')[0]?.input).toEqual({
      name: 'The Lovelaces',
      kidNames: ['Ada', 'Ben'],
      today: TODAY,
      user: parent,
    });
    app.fakes.resolve('createFamily', 'fam-new');
    await flushPromises();
    app.heard();
    expect(app.state()).toBe('family');
    expect(app.context()).toMatchObject({ familyId: 'fam-new', storedFamilyId: 'fam-new' });
    expect(app.paramsOf(app.effects.pushAddress)).toEqual([{ path: '/fam-new' }]);
    expect(app.paramsOf(app.effects.rememberFamilyId)).toEqual([{ familyId: 'fam-new' }]);
  });

  it('a failure returns to the welcome screen with the error', async () => {
    const app = startApp('/');
    app.actor.send({ type: 'family.start', name: 'The Lovelaces', kidNames: [] });
    app.fakes.reject('createFamily', permissionDenied);
    await flushPromises();
    expect(app.state()).toBe('welcome');
    expect(app.context().error).toEqual({
      code: 'PERMISSION_DENIED',
      message: permissionDenied.message,
    });
    expect(app.effects.pushAddress).not.toHaveBeenCalled();
  });
});

describe('moving around', () => {
  it('another day of the same family is told to the children without restarting them', () => {
    const app = startApp('/f1');
    app.go('/f1/2026-11-23');
    app.go('/f1/library');
    for (const id of ['listeners', 'dayNavigation', 'dayBoard']) {
      expect(app.startsOf(id), id).toHaveLength(1);
    }
    expect(app.fakes.received('listeners')).toEqual([
      { type: 'listeners.follow', date: '2026-11-23', showingDay: true },
      { type: 'listeners.follow', date: TODAY, showingDay: false },
    ]);
    expect(app.fakes.received('dayNavigation')).toEqual([
      { type: 'day.set', date: '2026-11-23' },
      { type: 'day.set', date: TODAY },
    ]);
    expect(app.fakes.received('dayBoard')).toEqual([
      { type: 'board.follow', date: '2026-11-23' },
      { type: 'board.follow', date: TODAY },
    ]);
  });

  it('another family restarts the children for it', () => {
    const app = startApp('/f1');
    app.heard();
    app.go('/f2/2026-11-21');
    app.heard();
    expect(app.context().familyId).toBe('f2');
    expect(app.startsOf('listeners').map((started) => started.input)).toEqual([
      { familyId: 'f1', date: TODAY, loadedOn: TODAY, showingDay: true },
      { familyId: 'f2', date: '2026-11-21', loadedOn: TODAY, showingDay: true },
    ]);
    expect(app.paramsOf(app.effects.rememberFamilyId)).toEqual([
      { familyId: 'f1' },
      { familyId: 'f2' },
    ]);
  });

  it('an invalid page of the family stops the children', () => {
    const app = startApp('/f1');
    app.go('/f1/nonsense');
    expect(app.state()).toBe('invalid');
    expect(app.fakes.isRunning('listeners')).toBe(false);
  });

  it('going back to / reopens the family this device remembers', () => {
    const app = startApp('/f1');
    app.heard();
    app.go('/');
    expect(app.state()).toBe('family');
    expect(app.paramsOf(app.effects.replaceAddress)).toEqual([{ path: '/f1' }]);
  });

  it('auth, the address watcher and the connection run whatever the address', () => {
    const app = startApp('/fam.ily');
    expect(app.fakes.isRunning('auth')).toBe(true);
    expect(app.fakes.isRunning('watchAddress')).toBe(true);
    expect(app.fakes.isRunning('connection')).toBe(true);
  });
});

describe('signing in (Firebase mode)', () => {
  it('shows nothing and reads nothing until the auth machine says who is here', () => {
    const app = startApp('/f1', {}, { signedOut: true });
    expect(app.state()).toBe('checkingSession');
    expect(app.startsOf('listeners')).toEqual([]);
    expect(app.effects.rememberFamilyId).not.toHaveBeenCalled();
  });

  it('signed out, a family address waits on the sign-in screen and opens once signed in', () => {
    const app = startApp('/f1/2026-11-20', {}, { signedOut: true });
    app.fakes.sendBack('auth', { type: 'session.signedOut' });
    expect(app.state()).toBe('signedOut');
    expect(app.startsOf('listeners')).toEqual([]);
    app.go('/f1/2026-11-21');
    expect(app.state()).toBe('signedOut');
    app.fakes.sendBack('auth', signedIn);
    expect(app.state()).toBe('family');
    expect(app.context().user).toEqual(parent);
    expect(app.startsOf('listeners')[0]?.input).toMatchObject({
      familyId: 'f1',
      date: '2026-11-21',
    });
  });

  it('signing out stops the family’s listeners and forgets who was here', () => {
    const app = startApp('/f1');
    expect(app.fakes.isRunning('listeners')).toBe(true);
    app.fakes.sendBack('auth', { type: 'session.signedOut' });
    expect(app.state()).toBe('signedOut');
    expect(app.fakes.isRunning('listeners')).toBe(false);
    expect(app.context()).toMatchObject({ user: null, familyId: null });
  });

  it('a refreshed session keeps the family open', () => {
    const app = startApp('/f1');
    const refreshed = { ...parent, token: 'token-2' };
    app.fakes.sendBack('auth', { type: 'session.signedIn', user: refreshed });
    expect(app.state()).toBe('family');
    expect(app.startsOf('listeners')).toHaveLength(1);
    expect(app.context().user).toEqual(refreshed);
  });
});

describe('following an invite link', () => {
  it('joins the family as the signed-in parent, then shows it at /{family}', async () => {
    const app = startApp('/f9/join/invite-1');
    expect(app.state()).toBe('joining');
    expect(app.startsOf('joinFamily')[0]?.input).toEqual({
      familyId: 'f9',
      code: 'invite-1',
      user: parent,
    });
    expect(app.startsOf('listeners')).toEqual([]);
    app.fakes.resolve('joinFamily', undefined);
    await flushPromises();
    app.heard();
    expect(app.state()).toBe('family');
    expect(app.context()).toMatchObject({ familyId: 'f9', storedFamilyId: 'f9' });
    expect(app.context().route).toEqual({ kind: 'day', familyId: 'f9', date: null });
    expect(app.paramsOf(app.effects.replaceAddress)).toEqual([{ path: '/f9' }]);
  });

  it('an expired or made-up invite says so and opens nothing', async () => {
    const app = startApp('/f9/join/made-up');
    app.fakes.reject('joinFamily', { code: 'INVITE_NOT_VALID', message: 'This invite expired.' });
    await flushPromises();
    expect(app.state()).toBe('joinFailed');
    expect(app.context().error).toEqual({
      code: 'INVITE_NOT_VALID',
      message: 'This invite expired.',
    });
    expect(app.startsOf('listeners')).toEqual([]);
    expect(app.effects.rememberFamilyId).not.toHaveBeenCalled();
  });

  it('signed out, the invite waits for sign-in', () => {
    const app = startApp('/f9/join/invite-1', {}, { signedOut: true });
    app.fakes.sendBack('auth', { type: 'session.signedOut' });
    expect(app.state()).toBe('signedOut');
    expect(app.context().route).toEqual({ kind: 'join', familyId: 'f9', code: 'invite-1' });
    app.fakes.sendBack('auth', signedIn);
    expect(app.state()).toBe('joining');
  });
});

describe('a parent signing in on a new device', () => {
  it('the welcome screen lists the families they are in, for the signed-in parent', () => {
    const app = startApp('/');
    expect(app.state()).toBe('welcome');
    expect(app.startsOf('listenToMyFamilies')[0]?.input).toEqual({
      user: parent,
      deviceFamilyIds: [],
    });
    const families = [
      { id: 'f1', name: 'The Lovelaces' },
      { id: 'f2', name: 'The Okafors' },
    ];
    app.fakes.sendBack('listenToMyFamilies', { type: 'families.heard', families });
    expect(app.context().myFamilies).toEqual(families);
  });

  it('stops listing them once a family opens, and forgets them on sign-out', () => {
    const app = startApp('/');
    app.fakes.sendBack('listenToMyFamilies', {
      type: 'families.heard',
      families: [{ id: 'f1', name: 'The Lovelaces' }],
    });
    app.go('/f1');
    expect(app.fakes.isRunning('listenToMyFamilies')).toBe(false);
    app.fakes.sendBack('auth', { type: 'session.signedOut' });
    expect(app.context().myFamilies).toEqual([]);
  });
});

describe('a grown-up removed from the family in view', () => {
  it('is told, the device stops opening that family, and / then leads to their families', () => {
    const app = startApp('/f1', { storedFamilyId: 'f1' });
    app.fakes.sendBack('listeners', { type: 'family.lost', name: 'The Lovelaces' });
    expect(app.state()).toBe('lostAccess');
    expect(app.context().lostFamily).toEqual({
      familyId: 'f1',
      name: 'The Lovelaces',
      unsaved: [],
    });
    expect(app.paramsOf(app.effects.forgetFamilyId)).toEqual([{ familyId: 'f1' }]);
    expect(app.context().storedFamilyId).toBeNull();
    app.go('/');
    expect(app.state()).toBe('welcome');
    expect(app.context().lostFamily).toBeNull();
  });

  it('names what the real boards held, asked before they stop: the boxes’ text and a title being edited', () => {
    const fakes = createFakeActors();
    const quietBoard = boardReportingUnsaved.provide({
      actors: { addTasks: fromPromise(() => new Promise<string>(() => undefined)) },
    });
    const machine = appMachine.provide({
      actors: { ...childFakes(fakes), dayBoard: quietBoard, routineBoard: quietBoard },
      actions: effectSpies(),
    });
    const actor = createActor(machine, { input: { ...input, pathname: '/f1' } }).start();
    fakes.sendBack('auth', signedIn);
    const dayBoard = actor.getSnapshot().children.dayBoard;
    dayBoard?.send({ type: 'entry.change', value: '  Feed the fish ' });
    const piano: Task = { id: 't1', title: 'Practise piano', completed: false, order: 1 };
    dayBoard?.send({ type: 'editor.open', kidId: 'ada', task: piano });
    // What is typed lives in the row's editor, which the board spawned; the board asks it.
    const editor = dayBoard?.getSnapshot().context.editors.t1;
    editor?.send({ type: 'title.change', value: ' Practise piano twice' });
    actor.getSnapshot().children.routineBoard?.send({ type: 'entry.change', value: 'Water cress' });
    fakes.sendBack('listeners', { type: 'family.lost', name: 'The Lovelaces' });
    expect(actor.getSnapshot().value).toBe('lostAccess');
    expect(actor.getSnapshot().children.dayBoard).toBeUndefined();
    expect(actor.getSnapshot().context.lostFamily?.unsaved).toEqual([
      'Feed the fish',
      'Practise piano twice',
      'Water cress',
    ]);
  });
});

describe('the calendar day changes while something is typed', () => {
  it('today’s board moves to the new day with the children, keeping what is typed', () => {
    const app = startApp('/f1');
    app.fakes.sendBack('listeners', { type: 'today.heard', today: '2026-11-23' });
    expect(app.context().today).toBe('2026-11-23');
    expect(app.fakes.received('listeners')).toEqual([
      { type: 'listeners.follow', date: '2026-11-23', showingDay: true },
    ]);
    expect(app.fakes.received('dayNavigation')).toEqual([
      { type: 'today.heard', today: '2026-11-23' },
      { type: 'day.set', date: '2026-11-23' },
    ]);
    expect(app.fakes.received('dayBoard')).toEqual([{ type: 'board.follow', date: '2026-11-23' }]);
  });

  it('a board on another day stays where it is', () => {
    const app = startApp('/f1/2026-11-20');
    app.fakes.sendBack('listeners', { type: 'today.heard', today: '2026-11-23' });
    expect(app.fakes.received('dayBoard')).toEqual([]);
  });
});

describe('For and When in the entry box', () => {
  const allKidIds = ['ada', 'ben', 'cleo'];

  it('a new task goes to the kid in view; the first kid until a tab is picked', () => {
    const app = startApp('/f1');
    expect(app.context()).toMatchObject({ kidInView: null, picked: null, part: null });
    app.actor.send({ type: 'board.showKid', kidId: 'ben' });
    expect(app.context().kidInView).toBe('ben');
    // Pressing Cleo adds her to Ben, in column order.
    app.actor.send({ type: 'picker.toggle', kidId: 'cleo', allKidIds });
    expect(app.context().picked).toEqual(['ben', 'cleo']);
  });

  it('kids picked and the part stay for a run of adds, and start again once the entry closes', () => {
    const app = startApp('/f1');
    app.actor.send({ type: 'entry.open' });
    app.actor.send({ type: 'picker.toggle', kidId: 'ben', allKidIds });
    app.actor.send({ type: 'picker.part', part: 'evening' });
    expect(app.context()).toMatchObject({ picked: ['ada', 'ben'], part: 'evening' });
    app.actor.send({ type: 'entry.close' });
    expect(app.context()).toMatchObject({ entryOpen: false, picked: null, part: null });
  });

  it('another kid in view, another day or another page starts For and When again', () => {
    const app = startApp('/f1');
    const pickBenInTheEvening = () => {
      app.actor.send({ type: 'picker.toggle', kidId: 'ben', allKidIds });
      app.actor.send({ type: 'picker.part', part: 'evening' });
    };
    pickBenInTheEvening();
    app.actor.send({ type: 'board.showKid', kidId: 'cleo' });
    expect(app.context().picked).toBeNull();
    pickBenInTheEvening();
    app.fakes.sendBack('listeners', { type: 'today.heard', today: '2026-11-23' });
    expect(app.context()).toMatchObject({ picked: null, part: null });
    pickBenInTheEvening();
    app.go('/f1/2026-11-24');
    expect(app.context()).toMatchObject({ picked: null, part: null, kidInView: 'cleo' });
    pickBenInTheEvening();
    app.go('/f1/templates');
    expect(app.context()).toMatchObject({ picked: null, part: null, kidInView: 'cleo' });
  });

  it('the entry stays open on another day, and closes on another page', () => {
    const app = startApp('/f1');
    app.actor.send({ type: 'entry.open' });
    app.go('/f1/2026-11-23');
    expect(app.context().entryOpen).toBe(true);
    app.go('/f1/templates');
    expect(app.context().entryOpen).toBe(false);
  });

  it('nothing of it is stored on the device', () => {
    const app = startApp('/f1');
    app.actor.send({ type: 'picker.toggle', kidId: 'ben', allKidIds });
    app.actor.send({ type: 'picker.part', part: 'evening' });
    expect(Object.keys(appMachine.implementations.actions)).not.toContain('rememberPicked');
    expect(Object.keys(appMachine.implementations.actions)).not.toContain('rememberPart');
  });

  it('unpicking the only kid picked leaves nobody picked', () => {
    const app = startApp('/f1');
    app.actor.send({ type: 'picker.toggle', kidId: 'ada', allKidIds });
    expect(app.context().picked).toEqual([]);
  });

  it('the Day and Routine boards are given no choice of their own: the app’s is the one', () => {
    const app = startApp('/f1');
    for (const board of ['dayBoard', 'routineBoard']) {
      expect(app.startsOf(board)[0]?.input).not.toHaveProperty('picked');
    }
  });
});
