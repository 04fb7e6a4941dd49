// @vitest-environment jsdom
// Signing out while changes kept on this device have not reached the server asks first: they
// would be removed from the device with the parent's copies.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from '../../machines/auth';
import type { AuthAdapter } from '../../src/app/auth/deviceAuth';
import type { OutboxWatcher, Store } from '../../src/store/port';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

const parent: SignedInUser = { uid: 'parent-1', email: 'ada@example.com', token: 'token-1' };

/** A signed-in parent whose sign-outs the test counts; each one is answered at once. */
function fakeGoogle() {
  const signOut = vi.fn(async () => undefined);
  const auth: AuthAdapter = {
    method: 'google',
    restoreSession: async () => parent,
    signIn: async () => parent,
    signOut,
    watchSession: () => () => undefined,
  };
  return { auth, signOut };
}

/** An embedded store with an outbox, as Firebase mode's; the test says how many changes wait. */
function storeWithOutbox() {
  const outboxes = new Set<OutboxWatcher>();
  const store: Store = {
    ...createTestStore(),
    watchOutbox(watcher) {
      outboxes.add(watcher);
      watcher.onWaiting(0);
      return () => outboxes.delete(watcher);
    },
  };
  const count = (waiting: number) =>
    act(() => outboxes.forEach((outbox) => outbox.onWaiting(waiting)));
  return { store, count };
}

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

async function openAccountMenu(waiting: number) {
  const google = fakeGoogle();
  const outbox = storeWithOutbox();
  app = renderApp('/fam1', { auth: google.auth, store: outbox.store });
  await seedFamily(app.store, 'fam1', [{ id: 'ada', name: 'Ada' }]);
  expect(await screen.findByRole('region', { name: 'Ada' })).toBeVisible();
  outbox.count(waiting);
  const menu = screen.getByText('', { selector: 'summary' });
  await app.user.click(menu);
  const panel = within(menu.closest('details') as HTMLElement);
  return { google, outbox, panel, user: app.user };
}

describe('signing out with changes waiting for the server', () => {
  it('says how many would be removed; Cancel keeps the parent signed in', async () => {
    const { google, panel, user } = await openAccountMenu(3);
    await user.click(panel.getByRole('button', { name: 'Sign out' }));

    expect(
      panel.getByText(
        '3 changes haven’t reached the server yet. Signing out removes them from this device.',
      ),
    ).toBeVisible();
    expect(google.signOut).not.toHaveBeenCalled();
    // The button pressed is gone: the keyboard is left on the answer that loses nothing.
    expect(panel.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(panel.getByRole('button', { name: 'Cancel' }));
    expect(panel.queryByText(/reached the server/)).toBeNull();
    expect(panel.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(google.signOut).not.toHaveBeenCalled();
  });

  it('Sign out anyway signs out', async () => {
    const { google, panel, user } = await openAccountMenu(1);
    await user.click(panel.getByRole('button', { name: 'Sign out' }));
    expect(
      panel.getByText(
        '1 change hasn’t reached the server yet. Signing out removes it from this device.',
      ),
    ).toBeVisible();
    await user.click(panel.getByRole('button', { name: 'Sign out anyway' }));
    expect(google.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  });

  it('once the last change reaches the server, Sign out signs out at once', async () => {
    const { google, outbox, panel, user } = await openAccountMenu(1);
    await user.click(panel.getByRole('button', { name: 'Sign out' }));
    outbox.count(0);
    expect(panel.queryByText(/reached the server/)).toBeNull();
    await user.click(panel.getByRole('button', { name: 'Sign out' }));
    expect(google.signOut).toHaveBeenCalledTimes(1);
  });
});
