import { parseRoute } from '../route';
import { familyInView } from './children';
import { appSetup } from './setup';

export const appMachine = appSetup.createMachine({
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
    /** One part of the day for new tasks per device, for the Day and Routine views alike. */
    'picker.part': {
      actions: [
        { type: 'pickPart', params: ({ event }) => event },
        { type: 'rememberPart', params: ({ context }) => ({ part: context.part }) },
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
          input: ({ context }) => {
            const { familyId, date, today } = familyInView(context);
            return { familyId, date, loadedOn: today, showingDay: context.route.kind === 'day' };
          },
        },
        {
          id: 'dayNavigation',
          src: 'dayNavigation',
          input: ({ context }) => familyInView(context),
        },
        {
          id: 'dayBoard',
          systemId: 'dayBoard',
          src: 'dayBoard',
          input: ({ context }) => {
            const { familyId, date } = familyInView(context);
            return { familyId, date };
          },
        },
        {
          id: 'routineBoard',
          systemId: 'routineBoard',
          src: 'routineBoard',
          input: ({ context }) => {
            const { familyId, today } = familyInView(context);
            return { familyId, date: today };
          },
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
