// @vitest-environment jsdom
// The family's rewards start once the page's first screen is shown, never beside its reads: on
// the Week view, once its week is drawn, as on a Day view once its day is.
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Store } from '../../src/store/port';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

const isRewards = (path: string) => path.startsWith('families/fam/rewards');

it('on the Week view, nothing of the rewards is read until the week is drawn', async () => {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  // What happened, in order: each read asked for, and the moment the week's reads go through.
  const events: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = () => {
      events.push('week released');
      resolve();
    };
  });
  const watched: Store = {
    ...store,
    subscribe(path, ...rest) {
      events.push(path);
      // The first read of the rewards lets the week through: if it came first, it says so.
      if (isRewards(path)) release();
      return store.subscribe(path, ...rest);
    },
    // The Week view's ranges (the week, the streaks' days) wait.
    subscribeRange(path, from, to, onValue, onError, options) {
      events.push(`${path} ${from}…${to}`);
      let stop: (() => void) | null = null;
      let stopped = false;
      void released.then(() => {
        if (!stopped) stop = store.subscribeRange(path, from, to, onValue, onError, options);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
  app = renderApp('/fam/week', { store: watched, familyId: 'fam' });
  // The family's day is read and its page is up; the week is not drawn yet.
  expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  // Long after the rewards would have started beside the week's reads: the week goes through.
  setTimeout(release, 1000);
  expect(await screen.findByRole('link', { name: /Ada.*Sunday/ })).toBeInTheDocument();
  await vi.waitFor(() => expect(events.some(isRewards)).toBe(true));
  expect(events.indexOf('week released')).toBeLessThan(events.findIndex(isRewards));
});
