// @vitest-environment jsdom
/**
 * `?inspect` (docs/design.md "Watching the machines"): which inspector the address asks for, that
 * production builds never load one, the console lines, and that every actor of the app reports to
 * it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { StrictMode } from 'react';
import { createActor, fromPromise, setup, type InspectionEvent } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openBackend } from '../../src/app/backend';
import type { AppDependencies } from '../../src/app/createAppLogic';
import { createDeviceStorage } from '../../src/app/deviceStorage';
import { Root } from '../../src/Root';
import { startApp } from '../../src/app/startApp';
import { createBrowserRouter } from '../../src/app/router';
import {
  createConsoleInspector,
  describeInspectionEvent,
  describeStateValue,
} from '../../src/inspect/consoleInspector';
import { parseInspectMode } from '../../src/inspect/inspectMode';
import { loadInspector } from '../../src/inspect/loadInspector';

const browserInspector = vi.hoisted(() => ({ inspect: vi.fn(), created: 0 }));
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => {
    browserInspector.created += 1;
    return { inspect: browserInspector.inspect };
  },
}));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  browserInspector.created = 0;
});

describe('which inspector the address asks for', () => {
  it.each([
    ['?inspect', 'browser'],
    ['?inspect=', 'browser'],
    ['?inspect=browser', 'browser'],
    ['?inspect=console', 'console'],
    ['?day=2&inspect=console', 'console'],
    ['?inspect=sometimes', undefined],
    ['', undefined],
    ['?inspector', undefined],
  ])('%j asks for %s', (search, mode) => {
    expect(parseInspectMode(search)).toBe(mode);
  });
});

describe('loadInspector', () => {
  it('gives nothing without ?inspect, and loads no inspector', async () => {
    expect(await loadInspector('')).toBeUndefined();
    expect(browserInspector.created).toBe(0);
  });

  it('opens the Stately inspector with ?inspect', async () => {
    expect(await loadInspector('?inspect')).toBe(browserInspector.inspect);
    expect(browserInspector.created).toBe(1);
  });

  it('logs to the console with ?inspect=console', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const inspect = await loadInspector('?inspect=console');
    createActor(setup({}).createMachine({ id: 'lamp', initial: 'off', states: { off: {} } }), {
      inspect,
    }).start();
    expect(log.mock.calls.map(([line]) => line as string)).toEqual([
      expect.stringMatching(/^\[inspect\] lamp\(x:\d+\) started$/),
      expect.stringMatching(/^\[inspect\] lamp\(x:\d+\): xstate\.init -> off$/),
    ]);
    expect(browserInspector.created).toBe(0);
  });

  it('gives nothing in a production build, whatever the address says', async () => {
    vi.stubEnv('DEV', false);
    expect(await loadInspector('?inspect')).toBeUndefined();
    expect(await loadInspector('?inspect=console')).toBeUndefined();
    expect(browserInspector.created).toBe(0);
  });
});

describe('the console lines', () => {
  const parentMachine = setup({
    actors: { fetchName: fromPromise(async () => 'Ada') },
  }).createMachine({
    id: 'parent',
    type: 'parallel',
    states: {
      name: {
        initial: 'loading',
        states: {
          loading: { invoke: { id: 'fetchName', src: 'fetchName', onDone: 'shown' } },
          shown: {},
        },
      },
      mood: { initial: 'calm', states: { calm: {} } },
    },
  });

  it('name a child by its path from the root, and every active state', async () => {
    const lines: string[] = [];
    const actor = createActor(parentMachine, {
      inspect: createConsoleInspector((line) => lines.push(line)),
    });
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ name: 'shown' })).toBe(true));
    const session = actor.sessionId;
    expect(lines).toContain(`[inspect] parent(${session}) started`);
    expect(lines).toContain(`[inspect] parent(${session})/fetchName started`);
    expect(lines).toContain(`[inspect] parent(${session}): xstate.init -> name.loading, mood.calm`);
    expect(lines).toContain(
      `[inspect] parent(${session}): xstate.done.actor.fetchName -> name.shown, mood.calm`,
    );
    expect(lines).toContain(
      `[inspect] parent(${session})/fetchName: xstate.promise.resolve -> done`,
    );
  });

  it('leave out microsteps and actions', () => {
    const microstep = { type: '@xstate.microstep', actorRef: { sessionId: 'x:1' } };
    expect(describeInspectionEvent(microstep as unknown as InspectionEvent)).toBeUndefined();
    expect(describeStateValue({ a: { b: 'c' }, d: 'e' })).toBe('a.b.c, d.e');
  });
});

describe('every actor of the app reports to the inspector', () => {
  it('the app, the actors it invokes, a row editor and the store’s transactions', async () => {
    const events: InspectionEvent[] = [];
    const inspect = (event: InspectionEvent) => events.push(event);
    // The store as `main.tsx` makes it, over a fake IndexedDB.
    vi.stubGlobal('indexedDB', new IDBFactory());
    vi.stubGlobal('IDBKeyRange', IDBKeyRange);
    const backend = await openBackend(null, { inspect });
    const { store } = backend;
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
    const deps: AppDependencies = {
      ...backend,
      router: createBrowserRouter(window),
      storage: createDeviceStorage(window.localStorage),
      now: () => new Date(2026, 10, 22, 9, 30),
      reloadPage: () => undefined,
    };
    const app = startApp(deps, inspect);
    const { unmount: unmountViews } = render(
      <StrictMode>
        <Root app={app} />
      </StrictMode>,
    );
    const unmount = () => {
      unmountViews();
      app.actor.stop();
    };
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Family name'), 'The Testers');
    await user.type(screen.getByLabelText('Kid 1 name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Start our family' }));
    await user.type(await screen.findByRole('textbox', { name: 'New task' }), 'Brush teeth{Enter}');
    // A row's editor is the board's child while its title is edited: none for a row just shown.
    const isEditor = (event: InspectionEvent) =>
      /^\[inspect\] app\(x:\d+\)\/dayBoard\/edit\./.test(describeInspectionEvent(event) ?? '');
    await screen.findByText('Brush teeth');
    expect(events.some(isEditor)).toBe(false);
    await user.dblClick(screen.getByText('Brush teeth'));
    await vi.waitFor(() => expect(events.some(isEditor)).toBe(true));
    // A transaction of the store, on the family just started: it reports as its own actor.
    const familyId = window.location.pathname.slice(1);
    await store.transaction(`families/${familyId}/config/name`, (current) =>
      typeof current === 'string' ? `${current}!` : undefined,
    );

    const started = events
      .filter((event) => event.type === '@xstate.actor')
      .map((event) => describeInspectionEvent(event) ?? '');
    const actorNames = started.map((line) =>
      line.replace(/\(x:\d+\)/, '').replace(/^\[inspect\] | started$/g, ''),
    );
    expect(actorNames).toEqual(
      expect.arrayContaining([
        'app',
        'app/auth',
        'app/listeners',
        'app/dayBoard',
        'app/dayBoard/addTasks',
        expect.stringMatching(/^app\/dayBoard\/edit\.[\w-]+$/),
        'transaction',
        'transaction/attempt',
      ]),
    );
    unmount();
    store.close();
  });
});
