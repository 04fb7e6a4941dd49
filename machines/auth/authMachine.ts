import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { SignedInUser, SignInError, AuthContext, AuthEvent } from './types';

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    /** The session kept from last time, or `null`. */
    restoreSession: fromPromise<SignedInUser | null>(async () => {
      throw new Error('restoreSession is provided by the auth adapter');
    }),
    signIn: fromPromise<SignedInUser>(async () => {
      throw new Error('signIn is provided by the auth adapter');
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error('signOut is provided by the auth adapter');
    }),
    /** Reports later session changes as `auth.heard`. */
    watchSession: fromCallback<AuthEvent>(() => () => undefined),
  },
  guards: {
    restoredAUser: (_, params: { user: SignedInUser | null }) => params.user !== null,
  },
  actions: {
    keepUser: assign({
      user: (_, params: { user: SignedInUser | null }) => params.user,
      error: null,
    }),
    forgetUser: assign({ user: null }),
    showError: assign({ error: (_, params: { error: unknown }) => toSignInError(params.error) }),
    dismissError: assign({ error: null }),
    /** Tells whoever runs this machine (the app) who is signed in now; the app provides it. */
    reportSession: () => undefined,
  },
}).createMachine({
  id: 'auth',
  description:
    'Who is signed in: restores the session, signs in and out, and follows session changes reported by the provider.',
  context: { user: null, error: null },
  invoke: { id: 'watchSession', src: 'watchSession' },
  initial: 'checking',
  on: {
    'auth.heard': [
      {
        guard: { type: 'restoredAUser', params: ({ event }) => ({ user: event.user }) },
        // signedIn is left and entered again (the root itself is not), so the app hears about
        // a different account signing in elsewhere while the session watch keeps running.
        target: '.signedIn',
        actions: { type: 'keepUser', params: ({ event }) => ({ user: event.user }) },
      },
      { target: '.signedOut', actions: 'forgetUser' },
    ],
    'error.dismiss': { actions: 'dismissError' },
  },
  states: {
    checking: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'restoredAUser', params: ({ event }) => ({ user: event.output }) },
            target: 'signedIn',
            actions: { type: 'keepUser', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'signedOut' },
        ],
        onError: {
          target: 'signedOut',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedOut: {
      entry: 'reportSession',
      on: { 'auth.signIn': 'signingIn' },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        onDone: {
          target: 'signedIn',
          actions: { type: 'keepUser', params: ({ event }) => ({ user: event.output }) },
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedIn: {
      entry: 'reportSession',
      on: { 'auth.signOut': 'signingOut' },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'forgetUser' },
        onError: {
          target: 'signedIn',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

/** Keeps the code, message and credential of whatever the provider threw. */
export function toSignInError(error: unknown): SignInError {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as Record<
    string,
    unknown
  >;
  return {
    code: typeof fields.code === 'string' ? fields.code : 'auth/unknown',
    message:
      typeof fields.message === 'string' && fields.message !== ''
        ? fields.message
        : 'Signing in did not work. Please try again.',
    credential: fields.credential ?? null,
  };
}
