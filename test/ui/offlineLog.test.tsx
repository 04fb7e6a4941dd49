// @vitest-environment jsdom
// Going offline is logged. Once each time the app goes offline: in Firebase mode the connection to
// the server says so, and the browser's own offline event is not logged too.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../../src/store/port';
import { createTestStore, renderApp, type RenderedApp } from './support/renderApp';

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  vi.restoreAllMocks();
});

/** An embedded store that reports a server connection, as Firebase's does; the test moves it. */
function storeWithServer() {
  const reports = new Set<(online: boolean) => void>();
  const store: Store = {
    ...createTestStore(),
    watchConnection(onChange) {
      reports.add(onChange);
      onChange(true);
      return () => reports.delete(onChange);
    },
  };
  return { store, report: (online: boolean) => reports.forEach((report) => report(online)) };
}

/** The lines logged that say the app is offline. */
function offlineLines() {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  return () =>
    log.mock.calls
      .map(([line]) => String(line))
      .filter((line) => line.startsWith('Kids To-Do is offline'));
}

describe('going offline', () => {
  it('is logged once in Firebase mode, when the server has been out of reach a while', async () => {
    const logged = offlineLines();
    const { store, report } = storeWithServer();
    app = renderApp('/', { store });
    await screen.findByRole('heading', { level: 1 });

    window.dispatchEvent(new Event('offline'));
    report(false);
    expect(await screen.findByText(/You’re offline\./)).toBeInTheDocument();

    expect(logged()).toEqual([
      'Kids To-Do is offline: changes are kept on this device and will be sent when the connection returns.',
    ]);
  }, 10_000);

  it('is logged once with the embedded store, when the browser goes offline', async () => {
    const logged = offlineLines();
    app = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    window.dispatchEvent(new Event('offline'));

    expect(logged()).toEqual(['Kids To-Do is offline: changes are kept on this device.']);
  });

  it('is logged once with the embedded store, when the app starts offline', async () => {
    const logged = offlineLines();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    app = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    expect(logged()).toEqual(['Kids To-Do is offline: changes are kept on this device.']);
  });
});
