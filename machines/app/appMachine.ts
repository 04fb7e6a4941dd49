import { assign, fromCallback, fromPromise, sendTo, setup, type AnyActorRef } from 'xstate';
import { authReportingSession, listenersReportingLostAccess, unsavedOnBoard } from './children';
import type {
  AppContext,
  AppEvent,
  AppInput,
  FamilyJoin,
  FamilyRestore,
  FamilyStart,
  MyFamiliesInput,
  MyFamily,
} from './types';
import type { SignedInUser } from '../auth';
import type { CalendarDate } from '../calendar';
import { connectionMachine } from '../connectionMachine';
import { dayBoardMachine, togglePicked } from '../dayBoard';
import { dayNavigationMachine } from '../dayNavigation';
import { parseRoute, type Route } from '../route';
import { toShownError } from '../shared/errors';

export type * from './types';
export { authReportingSession, listenersReportingLostAccess } from './children';

/** The day a route shows: its date, or today. */
function routeDate(route: Route, today: CalendarDate): CalendarDate {
  return route.kind === 'day' && route.date ? route.date : today;
}

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    input: {} as AppInput,
    events: {} as AppEvent,
  },
  actors: {
    auth: authReportingSession,
    connection: connectionMachine,
    listeners: listenersReportingLostAccess,
    dayNavigation: dayNavigationMachine,
    dayBoard: dayBoardMachine,
    /** The same board machine over the kids' routines (`lists/templates`). */
    routineBoard: dayBoardMachine,
    /** Reports the signed-in parent's families as `families.listed`. */
    listenToMyFamilies: fromCallback<AppEvent, MyFamiliesInput>(() => () => undefined),
    /** Reports every change of address as `route.changed`. */
    watchAddress: fromCallback<AppEvent>(() => () => undefined),
    /** Writes a new family and returns its id. */
    createFamily: fromPromise<string, FamilyStart>(async () => {
      throw new Error('createFamily is provided by the app');
    }),
    /** Writes a backup's family as a new family and returns its id. */
    restoreFamily: fromPromise<string, FamilyRestore>(async () => {
      throw new Error('restoreFamily is provided by the app');
    }),
    /** Makes the signed-in user a member of the family an invite link names. */
    joinFamily: fromPromise<void, FamilyJoin>(async () => {
      throw new Error('joinFamily is provided by the app');
    }),
  },
  guards: {
    /** `/` opens the family this device has, when it has just one; several are listed. */
    isHomeWithStoredFamily: ({ context }) =>
      context.route.kind === 'home' &&
      context.storedFamilyId !== null &&
      context.deviceFamilyIds.every((id) => id === context.storedFamilyId),
    familyExists: (_, params: { exists: boolean }) => params.exists,
    isHome: ({ context }) => context.route.kind === 'home',
    isInvalid: ({ context }) => context.route.kind === 'invalid',
    isInviteLink: ({ context }) => context.route.kind === 'join',
    hasLostFamily: ({ context }) => context.lostFamily !== null,
    isShowingToday: ({ context }) => context.route.kind === 'day' && context.route.date === null,
    staysInFamily: ({ context }, params: { route: Route }) =>
      (params.route.kind === 'day' || params.route.kind === 'view') &&
      params.route.familyId === context.familyId,
  },
  actions: {
    readAddress: assign({
      route: (_, params: { pathname: string; hash: string }) =>
        parseRoute(params.pathname, params.hash),
    }),
    openStoredFamily: assign(({ context }) => ({
      familyId: context.storedFamilyId,
      route: { kind: 'day' as const, familyId: context.storedFamilyId ?? '', date: null },
    })),
    openRouteFamily: assign({
      familyId: ({ context }) =>
        context.route.kind === 'day' || context.route.kind === 'view'
          ? context.route.familyId
          : null,
    }),
    openNewFamily: assign((_, params: { familyId: string }) => ({
      familyId: params.familyId,
      storedFamilyId: params.familyId,
      route: { kind: 'day' as const, familyId: params.familyId, date: null },
      error: null,
    })),
    openJoinedFamily: assign(({ context }) => {
      const familyId = context.route.kind === 'join' ? context.route.familyId : null;
      return {
        familyId,
        route: { kind: 'day' as const, familyId: familyId ?? '', date: null },
        error: null,
      };
    }),
    keepUser: assign({ user: (_, params: { user: SignedInUser }) => params.user }),
    keepMyFamilies: assign({
      myFamilies: (_, params: { families: MyFamily[] }) => params.families,
    }),
    forgetUser: assign({ user: null, familyId: null, myFamilies: [] }),
    noteStoredFamily: assign(({ context }) => ({
      storedFamilyId: context.familyId,
      deviceFamilyIds:
        context.familyId === null || context.deviceFamilyIds.includes(context.familyId)
          ? context.deviceFamilyIds
          : [...context.deviceFamilyIds, context.familyId],
    })),
    noteLostFamily: assign(({ context, system }, params: { name: string | null }) => ({
      lostFamily: {
        familyId: context.familyId ?? '',
        name: params.name,
        // Read while the boards still run: what was typed is named on screen, not dropped.
        unsaved: [
          ...unsavedOnBoard(system.get('dayBoard') as AnyActorRef | undefined),
          ...unsavedOnBoard(system.get('routineBoard') as AnyActorRef | undefined),
        ],
      },
    })),
    /** This device no longer opens the lost family by itself. */
    forgetLostFamily: assign(({ context }) => ({
      storedFamilyId:
        context.storedFamilyId === context.lostFamily?.familyId ? null : context.storedFamilyId,
      deviceFamilyIds: context.deviceFamilyIds.filter((id) => id !== context.lostFamily?.familyId),
      familyId: null,
    })),
    clearLostFamily: assign({ lostFamily: null }),
    keepToday: assign({ today: (_, params: { today: CalendarDate }) => params.today }),
    showError: assign({ error: (_, params: { error: unknown }) => toShownError(params.error) }),
    clearError: assign({ error: null }),
    tellListenersTheDay: sendTo('listeners', ({ context }) => ({
      type: 'listeners.follow' as const,
      date: routeDate(context.route, context.today),
      showingDay: context.route.kind === 'day',
    })),
    tellNavigationTheDay: sendTo('dayNavigation', ({ context }) => ({
      type: 'day.set' as const,
      date: routeDate(context.route, context.today),
    })),
    tellNavigationToday: sendTo('dayNavigation', ({ context }) => ({
      type: 'clock.dayChanged' as const,
      today: context.today,
    })),
    tellBoardTheDay: sendTo('dayBoard', ({ context }) => ({
      type: 'board.follow' as const,
      date: routeDate(context.route, context.today),
    })),
    pickKid: assign({
      picked: ({ context }, params: { kidId: string; allKidIds: string[] }) =>
        togglePicked(context.picked, params.kidId, params.allKidIds),
    }),
    // Effects the app provides.
    rememberPicked: (_, _params: { picked: string[] | null }) => undefined,
    rememberFamilyId: (_, _params: { familyId: string }) => undefined,
    forgetFamilyId: (_, _params: { familyId: string }) => undefined,
    replaceAddress: (_, _params: { path: string }) => undefined,
    pushAddress: (_, _params: { path: string }) => undefined,
  },
}).createMachine({
  id: 'app',
  // The address is read once into `route`; later addresses arrive as `route.changed`.
  context: ({ input: { pathname, hash, ...input } }) => ({
    ...input,
    route: parseRoute(pathname, hash),
    familyId: null,
    lostFamily: null,
    myFamilies: [],
    user: null,
    error: null,
  }),
  invoke: [
    { id: 'auth', systemId: 'auth', src: 'auth' },
    { id: 'watchAddress', src: 'watchAddress' },
    { id: 'connection', systemId: 'connection', src: 'connection' },
  ],
  initial: 'checkingSession',
  on: {
    /** One choice of kids per device, for the Day and Routine views alike. */
    'picker.toggle': {
      actions: [
        { type: 'pickKid', params: ({ event }) => event },
        { type: 'rememberPicked', params: ({ context }) => ({ picked: context.picked }) },
      ],
    },
    'session.signedIn': {
      actions: { type: 'keepUser', params: ({ event }) => ({ user: event.user }) },
    },
    'session.signedOut': { target: '.signedOut', actions: 'forgetUser' },
    'route.changed': {
      target: '.routing',
      actions: { type: 'readAddress', params: ({ event }) => event },
    },
    'route.go': {
      actions: { type: 'pushAddress', params: ({ event }) => ({ path: event.path }) },
    },
  },
  states: {
    /** Nothing is shown or read until the auth machine says who is here. */
    checkingSession: {
      on: {
        'session.signedIn': {
          target: 'routing',
          actions: { type: 'keepUser', params: ({ event }) => ({ user: event.user }) },
        },
        'route.changed': { actions: { type: 'readAddress', params: ({ event }) => event } },
      },
    },
    /** Firebase mode: a family is only shown to a signed-in member. The address is kept. */
    signedOut: {
      on: {
        'session.signedIn': {
          target: 'routing',
          actions: { type: 'keepUser', params: ({ event }) => ({ user: event.user }) },
        },
        'route.changed': { actions: { type: 'readAddress', params: ({ event }) => event } },
      },
    },
    routing: {
      always: [
        {
          guard: 'isHomeWithStoredFamily',
          target: 'family',
          actions: [
            'openStoredFamily',
            { type: 'replaceAddress', params: ({ context }) => ({ path: `/${context.familyId}` }) },
          ],
        },
        { guard: 'isHome', target: 'welcome' },
        { guard: 'isInvalid', target: 'invalid' },
        { guard: 'isInviteLink', target: 'joining' },
        { target: 'family', actions: 'openRouteFamily' },
      ],
    },
    /** A newcomer starts a family: its name and the kids' names, in one step. */
    welcome: {
      invoke: {
        id: 'listenToMyFamilies',
        src: 'listenToMyFamilies',
        input: ({ context }) => ({ user: context.user, deviceFamilyIds: context.deviceFamilyIds }),
      },
      on: {
        'family.start': { target: 'startingFamily', actions: 'clearError' },
        'family.restore': { target: 'restoringFamily', actions: 'clearError' },
        'families.listed': {
          actions: {
            type: 'keepMyFamilies',
            params: ({ event }) => ({ families: event.families }),
          },
        },
      },
    },
    startingFamily: {
      invoke: {
        id: 'createFamily',
        src: 'createFamily',
        input: ({ context, event }) => ({
          name: event.type === 'family.start' ? event.name : '',
          kidNames: event.type === 'family.start' ? event.kidNames : [],
          today: context.today,
          user: context.user,
        }),
        onDone: {
          target: 'family',
          actions: [
            { type: 'openNewFamily', params: ({ event }) => ({ familyId: event.output }) },
            { type: 'pushAddress', params: ({ event }) => ({ path: `/${event.output}` }) },
          ],
        },
        onError: {
          target: 'welcome',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    restoringFamily: {
      invoke: {
        id: 'restoreFamily',
        src: 'restoreFamily',
        input: ({ context, event }) => ({
          family: event.type === 'family.restore' ? event.family : { config: {} },
          user: context.user,
        }),
        onDone: {
          target: 'family',
          actions: [
            { type: 'openNewFamily', params: ({ event }) => ({ familyId: event.output }) },
            { type: 'pushAddress', params: ({ event }) => ({ path: `/${event.output}` }) },
          ],
        },
        onError: {
          target: 'welcome',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** An invite link: join the family, then show it at its own address. */
    joining: {
      invoke: {
        id: 'joinFamily',
        src: 'joinFamily',
        input: ({ context }) => ({
          familyId: context.route.kind === 'join' ? context.route.familyId : '',
          code: context.route.kind === 'join' ? context.route.code : '',
          user: context.user,
        }),
        onDone: {
          target: 'family',
          actions: [
            'openJoinedFamily',
            { type: 'replaceAddress', params: ({ context }) => ({ path: `/${context.familyId}` }) },
          ],
        },
        onError: {
          target: 'joinFailed',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The invite was expired, made up, or refused: says so, with a way back. */
    joinFailed: {},
    /** A malformed address: says what is wrong and offers a way back; writes nothing. */
    invalid: {},
    family: {
      invoke: [
        {
          id: 'listeners',
          systemId: 'listeners',
          src: 'listeners',
          input: ({ context }) => ({
            familyId: context.familyId ?? '',
            date: routeDate(context.route, context.today),
            loadedOn: context.today,
            showingDay: context.route.kind === 'day',
          }),
        },
        {
          id: 'dayNavigation',
          src: 'dayNavigation',
          input: ({ context }) => ({
            familyId: context.familyId ?? '',
            date: routeDate(context.route, context.today),
            today: context.today,
          }),
        },
        {
          id: 'dayBoard',
          systemId: 'dayBoard',
          src: 'dayBoard',
          input: ({ context }) => ({
            familyId: context.familyId ?? '',
            date: routeDate(context.route, context.today),
          }),
        },
        {
          id: 'routineBoard',
          systemId: 'routineBoard',
          src: 'routineBoard',
          input: ({ context }) => ({
            familyId: context.familyId ?? '',
            date: context.today,
          }),
        },
      ],
      always: { guard: 'hasLostFamily', target: 'lostAccess' },
      on: {
        'family.lost': {
          actions: { type: 'noteLostFamily', params: ({ event }) => ({ name: event.name }) },
        },
        // Today's board follows the calendar: text typed before midnight lands on the new day.
        'clock.dayChanged': {
          guard: 'isShowingToday',
          actions: [
            { type: 'keepToday', params: ({ event }) => ({ today: event.today }) },
            'tellListenersTheDay',
            'tellNavigationToday',
            'tellNavigationTheDay',
            'tellBoardTheDay',
          ],
        },
        // Remembered on this device only once it turns out to hold the family.
        'family.heard': [
          {
            guard: { type: 'familyExists', params: ({ event }) => event },
            actions: [
              {
                type: 'rememberFamilyId',
                params: ({ context }) => ({ familyId: context.familyId ?? '' }),
              },
              'noteStoredFamily',
            ],
          },
          { target: 'notOnDevice' },
        ],
        'route.changed': [
          {
            guard: {
              type: 'staysInFamily',
              params: ({ event }) => ({ route: parseRoute(event.pathname, event.hash) }),
            },
            actions: [
              { type: 'readAddress', params: ({ event }) => event },
              'tellListenersTheDay',
              'tellNavigationTheDay',
              'tellBoardTheDay',
            ],
          },
          {
            target: 'routing',
            actions: { type: 'readAddress', params: ({ event }) => event },
          },
        ],
      },
    },
    /** A link to a family this device holds nothing of: says so, and replaces nothing. */
    notOnDevice: {},
    /** "You are no longer a member of …", with a way back to this grown-up's families. */
    lostAccess: {
      entry: [
        {
          type: 'forgetFamilyId',
          params: ({ context }) => ({ familyId: context.lostFamily?.familyId ?? '' }),
        },
        'forgetLostFamily',
      ],
      exit: 'clearLostFamily',
    },
  },
});
