import { parseRoute } from '../route';
import {
  boardInput,
  familyInView,
  familyJoinInput,
  kidModeMove,
  listenersInput,
  routineInput,
} from './children';
import { restoringFamily, startingFamily, welcome } from './newFamily';
import { appSetup, kidModePath } from './setup';

export const appMachine = appSetup.createMachine({
  id: 'app',
  description:
    "The app: reads the address, follows the session, opens the family kept on this device, starts, restores or joins one, and while a family is open runs its listeners, day navigation, the day's board and the routine's; beside them, the connection to the server and kid mode.",
  // The address is read once into `route`; later addresses arrive as `route.heard`.
  context: ({ input: { pathname, hash, kidMode, ...input } }) => ({
    ...input,
    kidMode,
    kidLock: kidMode.lock,
    route: parseRoute(pathname, hash),
    familyId: null,
    lostFamily: null,
    myFamilies: [],
    user: null,
    error: null,
    kidInView: null,
    picked: null,
    part: null,
    days: null,
    entryOpen: false,
  }),
  invoke: [
    { id: 'auth', systemId: 'auth', src: 'auth' },
    { id: 'watchAddress', src: 'watchAddress' },
    { id: 'connection', systemId: 'connection', src: 'connection' },
    {
      id: 'kidMode',
      systemId: 'kidMode',
      src: 'kidMode',
      input: ({ context }) => context.kidMode,
    },
  ],
  initial: 'checkingSession',
  on: {
    // For and When, shared by the Day and Routine views, kept for a run of adds (not stored).
    'picker.toggle': { actions: { type: 'pickKid', params: ({ event }) => event } },
    'picker.part': { actions: { type: 'pickPart', params: ({ event }) => event } },
    'picker.days': { actions: { type: 'pickDays', params: ({ event }) => event } },
    'board.showKid': { actions: { type: 'showKid', params: ({ event }) => event } },
    'entry.open': { actions: 'openEntry' },
    'entry.close': { actions: 'closeEntry' },
    'session.signedIn': {
      actions: { type: 'keepUser', params: ({ event }) => ({ user: event.user }) },
    },
    'session.signedOut': { target: '.signedOut', actions: 'forgetUser' },
    'route.heard': {
      target: '.routing',
      actions: { type: 'readAddress', params: ({ event }) => event },
    },
    'kidMode.heard': [
      {
        guard: {
          type: 'leavesKidMode',
          params: ({ context, event }) => kidModeMove(context, event),
        },
        actions: [
          { type: 'keepKidLock', params: ({ event }) => event },
          { type: 'replaceAddress', params: ({ event }) => ({ path: kidModePath(event.lock) }) },
        ],
      },
      { actions: { type: 'keepKidLock', params: ({ event }) => event } },
    ],
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
        'route.heard': { actions: { type: 'readAddress', params: ({ event }) => event } },
      },
    },
    /** Firebase mode: a family is only shown to a signed-in member. The address is kept. */
    signedOut: {
      on: {
        'session.signedIn': {
          target: 'routing',
          actions: { type: 'keepUser', params: ({ event }) => ({ user: event.user }) },
        },
        'route.heard': { actions: { type: 'readAddress', params: ({ event }) => event } },
      },
    },
    routing: {
      always: [
        {
          guard: 'isOutsideKidMode',
          target: 'family',
          actions: [
            'openKidModePage',
            {
              type: 'replaceAddress',
              params: ({ context }) => ({ path: kidModePath(context.kidLock) }),
            },
          ],
        },
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
    welcome,
    startingFamily,
    restoringFamily,
    /** An invite link: join the family, then show it at its own address. */
    joining: {
      invoke: {
        id: 'joinFamily',
        src: 'joinFamily',
        input: ({ context }) => familyJoinInput(context),
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
      entry: 'resetBoardChoices',
      invoke: [
        {
          id: 'listeners',
          systemId: 'listeners',
          src: 'listeners',
          input: ({ context }) => listenersInput(context),
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
          input: ({ context }) => boardInput(context),
        },
        {
          id: 'routineBoard',
          systemId: 'routineBoard',
          src: 'routineBoard',
          input: ({ context }) => routineInput(context),
        },
      ],
      always: { guard: 'hasLostFamily', target: 'lostAccess' },
      on: {
        'family.lost': {
          actions: [
            { type: 'noteLostFamily', params: ({ event }) => ({ name: event.name }) },
            'askDayBoardForUnsaved',
            'askRoutineBoardForUnsaved',
          ],
        },
        // Today's board follows the calendar: text typed before midnight lands on the new day.
        'today.heard': {
          guard: 'isShowingToday',
          actions: [
            { type: 'keepToday', params: ({ event }) => ({ today: event.today }) },
            'resetEntryChoices',
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
        'route.heard': [
          // Kid mode: typed or followed addresses go back to its page, and nothing else changes.
          {
            guard: {
              type: 'leavesKidMode',
              params: ({ context, event }) => kidModeMove(context, event),
            },
            actions: {
              type: 'replaceAddress',
              params: ({ context }) => ({ path: kidModePath(context.kidLock) }),
            },
          },
          {
            guard: {
              type: 'staysInFamily',
              params: ({ event }) => ({ route: parseRoute(event.pathname, event.hash) }),
            },
            actions: [
              {
                type: 'resetEntryFor',
                params: ({ event }) => ({ route: parseRoute(event.pathname, event.hash) }),
              },
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
      on: {
        'unsaved.heard': { actions: { type: 'keepUnsaved', params: ({ event }) => event } },
      },
      exit: 'clearLostFamily',
    },
  },
});
