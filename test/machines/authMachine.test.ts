// The model walk proves every transition on the real machine; the tests after it read like the spec.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { authMachine, toSignInError, type SignedInUser } from '../../machines/auth';
import { createFakeActors, flushPromises } from '../support/machineModel';
import { describeModelWalk } from '../support/modelWalk';

const ada: SignedInUser = { uid: 'u1', email: 'ada@example.com', token: 'token-1' };
const ben: SignedInUser = { uid: 'u2', email: 'ben@example.com', token: 'token-2' };
const popupClosed = {
  code: 'auth/popup-closed-by-user',
  message: 'The popup was closed before signing in finished.',
  credential: { providerId: 'google.com' },
};
const networkDown = { code: 'auth/network-request-failed', message: 'A network error occurred.' };

describeModelWalk('the auth machine, walked from its model', {
  machine: authMachine,
  events: [
    { type: 'xstate.done.actor.restoreSession', output: ada },
    { type: 'xstate.done.actor.restoreSession', output: null },
    { type: 'xstate.error.actor.restoreSession', error: networkDown },
    { type: 'xstate.done.actor.signIn', output: ada },
    { type: 'xstate.error.actor.signIn', error: popupClosed },
    { type: 'xstate.done.actor.signOut' },
    { type: 'xstate.error.actor.signOut', error: networkDown },
    { type: 'auth.heard', user: ben },
    { type: 'auth.heard', user: null },
  ],
  actors: (fakes) => ({ watchSession: fakes.callback() }),
  // Session changes come from the provider, through the running watcher.
  exec: { 'auth.heard': (event, { fakes }) => fakes.sendBack('watchSession', event) },
  states: {
    // Signed in means someone is: the screens read who from here.
    signedIn: ({ context }) => expect(context.user).not.toBeNull(),
    signedOut: ({ context }) => expect(context.user).toBeNull(),
  },
  steps: {
    // A refused sign-in says why, with what the provider sent.
    'xstate.error.actor.signIn': ({ event, after }) =>
      expect(after.context.error).toEqual(toSignInError(event.error)),
    // Signing out that fails keeps the parent signed in, and says so.
    'xstate.error.actor.signOut': ({ before, after }) => {
      expect(after.context.user).toEqual(before.context.user);
      expect(after.context.error).not.toBeNull();
    },
    // The provider is the last word on who is signed in.
    'auth.heard': ({ event, after }) => expect(after.context.user).toEqual(event.user),
  },
});

/** The auth machine with an adapter the test answers. */
function startAuth() {
  const fakes = createFakeActors();
  const machine = authMachine.provide({
    actors: {
      restoreSession: fakes.promise(),
      signIn: fakes.promise(),
      signOut: fakes.promise(),
      watchSession: fakes.callback(),
    },
  });
  const actor = createActor(machine).start();
  const settle = async (act: () => void) => {
    act();
    await flushPromises();
  };
  return {
    actor,
    fakes,
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
    restore: (user: SignedInUser | null) => settle(() => fakes.resolve('restoreSession', user)),
    signIn: async (outcome: { user: SignedInUser } | { error: unknown }) => {
      actor.send({ type: 'auth.signIn' });
      await settle(() =>
        'user' in outcome
          ? fakes.resolve('signIn', outcome.user)
          : fakes.reject('signIn', outcome.error),
      );
    },
  };
}

describe('signing in', () => {
  it('starts by checking for the session kept from last time', () => {
    const auth = startAuth();
    expect(auth.state()).toBe('checking');
    expect(auth.fakes.isRunning('restoreSession')).toBe(true);
    expect(auth.fakes.isRunning('watchSession')).toBe(true);
  });

  it('a restored session signs the user straight in', async () => {
    const auth = startAuth();
    await auth.restore(ada);
    expect(auth.state()).toBe('signedIn');
    expect(auth.context()).toEqual({ user: ada, error: null });
  });

  it('no session kept means signed out, with no error', async () => {
    const auth = startAuth();
    await auth.restore(null);
    expect(auth.state()).toBe('signedOut');
    expect(auth.context()).toEqual({ user: null, error: null });
  });

  it('a failed check is signed out and shows why', async () => {
    const auth = startAuth();
    auth.fakes.reject('restoreSession', networkDown);
    await flushPromises();
    expect(auth.state()).toBe('signedOut');
    expect(auth.context().error).toEqual({ ...networkDown, credential: null });
  });

  it('a successful sign-in keeps uid, email and token', async () => {
    const auth = startAuth();
    await auth.restore(null);
    await auth.signIn({ user: ada });
    expect(auth.state()).toBe('signedIn');
    expect(auth.context().user).toEqual(ada);
  });

  it('a failed sign-in passes code, message and credential to the screen', async () => {
    const auth = startAuth();
    await auth.restore(null);
    await auth.signIn({ error: popupClosed });
    expect(auth.state()).toBe('signedOut');
    expect(auth.context()).toEqual({ user: null, error: popupClosed });
  });

  it('signing in after a failure clears the error', async () => {
    const auth = startAuth();
    await auth.restore(null);
    await auth.signIn({ error: popupClosed });
    await auth.signIn({ user: ada });
    expect(auth.context()).toEqual({ user: ada, error: null });
  });

  it('the error can be dismissed', async () => {
    const auth = startAuth();
    await auth.restore(null);
    await auth.signIn({ error: popupClosed });
    auth.actor.send({ type: 'error.dismiss' });
    expect(auth.context().error).toBeNull();
    expect(auth.state()).toBe('signedOut');
  });
});

describe('signing out', () => {
  it('a successful sign-out forgets the user', async () => {
    const auth = startAuth();
    await auth.restore(ada);
    auth.actor.send({ type: 'auth.signOut' });
    expect(auth.state()).toBe('signingOut');
    auth.fakes.resolve('signOut', undefined);
    await flushPromises();
    expect(auth.state()).toBe('signedOut');
    expect(auth.context().user).toBeNull();
  });

  it('a failed sign-out stays signed in and shows the error', async () => {
    const auth = startAuth();
    await auth.restore(ada);
    auth.actor.send({ type: 'auth.signOut' });
    auth.fakes.reject('signOut', networkDown);
    await flushPromises();
    expect(auth.state()).toBe('signedIn');
    expect(auth.context()).toEqual({ user: ada, error: { ...networkDown, credential: null } });
  });
});

describe('session changes from the provider', () => {
  it('another user signing in is shown', async () => {
    const auth = startAuth();
    await auth.restore(ada);
    auth.fakes.sendBack('watchSession', { type: 'auth.heard', user: ben });
    expect(auth.context().user).toEqual(ben);
  });

  it('signing out in another tab signs this one out', async () => {
    const auth = startAuth();
    await auth.restore(ada);
    auth.fakes.sendBack('watchSession', { type: 'auth.heard', user: null });
    expect(auth.state()).toBe('signedOut');
    expect(auth.context().user).toBeNull();
  });

  it('the provider repeating who is signed in keeps one watch running, started once', async () => {
    // Google's provider reports the current user to every new watcher: a watch restarted on
    // each report would report again, for ever.
    const auth = startAuth();
    await auth.restore(ada);
    auth.fakes.sendBack('watchSession', { type: 'auth.heard', user: ada });
    auth.fakes.sendBack('watchSession', { type: 'auth.heard', user: ben });
    expect(auth.fakes.started.filter((start) => start.id === 'watchSession')).toHaveLength(1);
    expect(auth.fakes.isRunning('watchSession')).toBe(true);
    expect(auth.context().user).toEqual(ben);
  });

  it('a session arriving while checking ends the check', async () => {
    const auth = startAuth();
    auth.fakes.sendBack('watchSession', { type: 'auth.heard', user: ada });
    expect(auth.state()).toBe('signedIn');
    expect(auth.fakes.isRunning('restoreSession')).toBe(false);
  });
});

describe('telling the app who is here', () => {
  it('reports each sign-in and sign-out, and another account signing in elsewhere', async () => {
    const reported: (SignedInUser | null)[] = [];
    const fakes = createFakeActors();
    const machine = authMachine.provide({
      actors: {
        restoreSession: fakes.promise(),
        signIn: fakes.promise(),
        signOut: fakes.promise(),
        watchSession: fakes.callback(),
      },
      actions: { reportSession: ({ context }) => void reported.push(context.user) },
    });
    const actor = createActor(machine).start();
    fakes.resolve('restoreSession', null);
    await flushPromises();
    actor.send({ type: 'auth.signIn' });
    fakes.resolve('signIn', ada);
    await flushPromises();
    fakes.sendBack('watchSession', { type: 'auth.heard', user: ben });
    actor.send({ type: 'auth.signOut' });
    fakes.resolve('signOut', undefined);
    await flushPromises();
    expect(reported).toEqual([null, ada, ben, null]);
  });
});

describe('toSignInError', () => {
  it('keeps what the provider sent', () => {
    expect(toSignInError(popupClosed)).toEqual(popupClosed);
  });

  it.each([null, 'boom', 42, {}, { code: 7, message: '' }])(
    'reads %j as an unknown error in plain words',
    (error) => {
      expect(toSignInError(error)).toEqual({
        code: 'auth/unknown',
        message: 'Signing in did not work. Please try again.',
        credential: null,
      });
    },
  );

  it('reads an Error’s message', () => {
    expect(
      toSignInError(Object.assign(new Error('Popup blocked'), { code: 'auth/popup-blocked' })),
    ).toMatchObject({ code: 'auth/popup-blocked', message: 'Popup blocked' });
  });
});
