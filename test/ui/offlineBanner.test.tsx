// @vitest-environment jsdom
// Firebase mode's banner says what the outbox keeps: how many changes wait while offline, their
// sending once back, that they are all saved, and each change the server refused, with its code.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectionMachine, OFFLINE_GRACE_MS, SAVED_NOTICE_MS } from '../../machines/connection';
import { createConnectionImplementations } from '../../src/app/createAppLogic';
import type { OutboxWatcher, Store } from '../../src/store/port';
import { ConnectionBanner } from '../../src/views/OfflineBanner';
import { createTestStore } from './support/renderApp';

const TICK_REFUSED = {
  message:
    'Ada’s tick on “Feed the cat” could not be saved: the task was deleted on another device.',
  code: 'TASK_DELETED',
};
const RENAME_REFUSED = {
  message: 'Ben’s new name could not be saved: you are no longer a member of this family.',
  code: 'PERMISSION_DENIED',
};

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.restoreAllMocks();
});

/**
 * The banner over the app's own connection effects, on a store that reports a server and an
 * outbox as Firebase mode's does; the test moves them, and the clock.
 */
function renderBanner() {
  const connections = new Set<(online: boolean) => void>();
  const outboxes = new Set<OutboxWatcher>();
  const store: Store = {
    ...createTestStore(),
    watchConnection(onChange) {
      connections.add(onChange);
      onChange(true);
      return () => connections.delete(onChange);
    },
    watchOutbox(watcher) {
      outboxes.add(watcher);
      watcher.onWaiting(0);
      return () => outboxes.delete(watcher);
    },
  };
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const clock = new SimulatedClock();
  const connection = createActor(
    connectionMachine.provide(createConnectionImplementations(store)),
    { clock },
  ).start();
  const { unmount } = render(<ConnectionBanner connection={connection} />);
  cleanups.push(() => {
    unmount();
    connection.stop();
    store.close();
  });
  const inAct = (change: () => void) => act(change);
  return {
    user: userEvent.setup(),
    warn,
    connections,
    outboxes,
    status: () => screen.getByRole('status'),
    report: (online: boolean) => inAct(() => connections.forEach((report) => report(online))),
    count: (waiting: number) =>
      inAct(() => outboxes.forEach((outbox) => outbox.onWaiting(waiting))),
    refuse: (refusal: typeof TICK_REFUSED) =>
      inAct(() => outboxes.forEach((outbox) => outbox.onRefused(refusal))),
    wait: (ms: number) => inAct(() => clock.increment(ms)),
    /** Out of reach long enough for the banner, with `waiting` changes kept meanwhile. */
    goOffline(waiting: number) {
      this.report(false);
      this.count(waiting);
      this.wait(OFFLINE_GRACE_MS);
    },
  };
}

describe('the offline banner', () => {
  it('says nothing while the changes reach the server', () => {
    const banner = renderBanner();
    banner.count(1);
    banner.count(0);
    expect(banner.status()).toBeEmptyDOMElement();
    banner.report(false);
    banner.wait(OFFLINE_GRACE_MS - 1);
    expect(banner.status()).toBeEmptyDOMElement();
  });

  it('offline with nothing kept: the changes made now are kept on this device', () => {
    const banner = renderBanner();
    banner.goOffline(0);
    expect(banner.status()).toHaveTextContent(
      'You’re offline. Changes you make are kept on this device and will be sent when you’re back online.',
    );
  });

  it('offline with one change kept says so', () => {
    const banner = renderBanner();
    banner.goOffline(1);
    expect(banner.status()).toHaveTextContent(
      'You’re offline. 1 change is kept on this device and will be sent when you’re back online.',
    );
  });

  it('offline with three changes kept counts them', () => {
    const banner = renderBanner();
    banner.goOffline(2);
    banner.count(3);
    expect(banner.status()).toHaveTextContent(
      'You’re offline. 3 changes are kept on this device and will be sent when you’re back online.',
    );
  });

  it('back online, counts the changes as they are sent, then says all are saved for a moment', () => {
    const banner = renderBanner();
    banner.goOffline(3);
    banner.report(true);
    expect(banner.status()).toHaveTextContent('Sending 3 changes…');
    banner.count(1);
    expect(banner.status()).toHaveTextContent('Sending 1 change…');
    banner.count(0);
    expect(banner.status()).toHaveTextContent('All changes are saved.');
    banner.wait(SAVED_NOTICE_MS - 1);
    expect(banner.status()).toHaveTextContent('All changes are saved.');
    banner.wait(1);
    expect(banner.status()).toBeEmptyDOMElement();
  });

  it('back online with nothing kept says nothing more', () => {
    const banner = renderBanner();
    banner.goOffline(0);
    banner.report(true);
    expect(banner.status()).toBeEmptyDOMElement();
  });
});

describe('a change the server refused', () => {
  it('shows its words and code until dismissed, and is logged once', async () => {
    const banner = renderBanner();
    banner.refuse(TICK_REFUSED);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(TICK_REFUSED.message);
    expect(alert).toHaveTextContent('Error code: TASK_DELETED');
    expect(banner.warn).toHaveBeenCalledTimes(1);
    expect(banner.warn.mock.calls[0]?.join(' ')).toContain(TICK_REFUSED.message);
    expect(banner.warn.mock.calls[0]?.join(' ')).toContain('TASK_DELETED');

    await banner.user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(banner.warn).toHaveBeenCalledTimes(1);
  });

  it('each one is dismissed on its own', async () => {
    const banner = renderBanner();
    banner.refuse(TICK_REFUSED);
    banner.refuse(RENAME_REFUSED);
    const [tick, rename] = screen.getAllByRole('alert');
    expect(tick).toHaveTextContent('TASK_DELETED');
    expect(rename).toHaveTextContent('PERMISSION_DENIED');

    await banner.user.click(within(rename as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(TICK_REFUSED.message);
  });

  it('one refused while sending: no “All changes are saved”', () => {
    const banner = renderBanner();
    banner.goOffline(2);
    banner.report(true);
    banner.refuse(TICK_REFUSED);
    banner.count(0);
    expect(banner.status()).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toHaveTextContent(TICK_REFUSED.message);
  });
});

it('the connection stops watching the store when it stops', () => {
  const banner = renderBanner();
  expect(banner.connections.size).toBe(1);
  expect(banner.outboxes.size).toBe(1);
  cleanups.splice(0).forEach((cleanup) => cleanup());
  expect(banner.connections.size).toBe(0);
  expect(banner.outboxes.size).toBe(0);
});
