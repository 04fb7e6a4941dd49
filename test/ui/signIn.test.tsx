// @vitest-environment jsdom
// Firebase mode's screens in the real app, with an auth adapter the test answers: nothing of a
// family before sign-in, the sign-in error in words with its code, the account menu, sign-out.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../machines/auth';
import type { AuthAdapter } from '../../src/app/auth/deviceAuth';
import { renderApp, seedFamily, type RenderedApp } from './support/renderApp';

const parent: SignedInUser = { uid: 'parent-1', email: 'ada@example.com', token: 'token-1' };

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A Google-like adapter: each sign-in and sign-out waits for the test to answer it. */
function fakeGoogle(restored: SignedInUser | null = null) {
  const signIns: Deferred<SignedInUser>[] = [];
  const signOuts: Deferred<void>[] = [];
  const auth: AuthAdapter = {
    method: 'google',
    restoreSession: async () => restored,
    signIn() {
      signIns.push(deferred());
      return (signIns.at(-1) as Deferred<SignedInUser>).promise;
    },
    signOut() {
      signOuts.push(deferred());
      return (signOuts.at(-1) as Deferred<void>).promise;
    },
    watchSession: () => () => undefined,
  };
  return { auth, signIns, signOuts };
}

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

describe('signing in with Google', () => {
  it('a signed-out visitor sees the sign-in screen, and nothing of the family', async () => {
    const google = fakeGoogle();
    app = renderApp('/fam1', { auth: google.auth });
    await seedFamily(app.store, 'fam1', [{ id: 'ada', name: 'Ada' }]);
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Ada' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New task' })).toBeNull();
  });

  it('a failed sign-in shows its message and code, and trying again works', async () => {
    const google = fakeGoogle();
    app = renderApp('/', { auth: google.auth });
    await app.user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    google.signIns[0]?.reject({
      code: 'auth/popup-closed-by-user',
      message: 'The popup was closed before signing in finished.',
      credential: null,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Signing in didn’t work.');
    expect(alert).toHaveTextContent('The popup was closed before signing in finished.');
    expect(alert).toHaveTextContent('auth/popup-closed-by-user');

    await app.user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    google.signIns[1]?.resolve(parent);
    expect(await screen.findByRole('button', { name: 'Start our family' })).toBeVisible();
  });

  it('the account menu names who is signed in, and Sign out goes back to the sign-in screen', async () => {
    const google = fakeGoogle(parent);
    app = renderApp('/fam1', { auth: google.auth });
    await seedFamily(app.store, 'fam1', [{ id: 'ada', name: 'Ada' }]);
    expect(await screen.findByRole('region', { name: 'Ada' })).toBeVisible();
    const menu = screen.getByText('', { selector: 'summary' });
    expect(menu).toHaveAccessibleName('Account: ada@example.com');
    await app.user.click(menu);
    const panel = within(menu.closest('details') as HTMLElement);
    expect(panel.getByText('ada@example.com')).toBeVisible();
    await app.user.click(panel.getByRole('button', { name: 'Sign out' }));
    google.signOuts[0]?.resolve();
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Ada' })).toBeNull();
  });

  it('the embedded store has no account menu and no sign-in screen', async () => {
    app = renderApp('/fam1');
    await seedFamily(app.store, 'fam1', [{ id: 'ada', name: 'Ada' }]);
    expect(await screen.findByRole('region', { name: 'Ada' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Sign in/ })).toBeNull();
    expect(screen.queryByLabelText(/^Account:/)).toBeNull();
  });
});
