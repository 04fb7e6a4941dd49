// @vitest-environment jsdom
/**
 * Kid mode's screens load apart from a grown-up's first load (src/views/kidModeScreens.ts): when
 * their code cannot load (the connection dropped before it came, a new version replaced the
 * files), a device in kid mode says so with Reload instead of going blank, and a grown-up's
 * board, which never needs them, goes on as before.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

vi.mock('../../src/views/kidMode/screens', () => {
  throw new Error('Kid mode’s file could not be fetched.');
});

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  vi.restoreAllMocks();
});

async function family() {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  await store.set('families/fam/lists/2026-11-22/ada', {
    t1: { title: 'Piano', order: 1, completed: false },
  });
  return store;
}

it('a device in kid mode whose screens cannot load says so, with Reload', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  app = renderApp('/fam', {
    store: await family(),
    familyId: 'fam',
    kidLock: { familyId: 'fam', kidId: null },
  });
  const problem = await screen.findByRole('alert');
  expect(problem).toHaveTextContent('This screen couldn’t load');
  expect(within(problem).getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(screen.queryByRole('checkbox')).toBeNull();
  expect(logged).toHaveBeenCalledWith(
    'A part of Kids To-Do could not be shown.',
    expect.anything(),
  );
});

it('a grown-up’s board does not need them: it shows and ticks', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  app = renderApp('/fam', { store: await family(), familyId: 'fam' });
  const column = await screen.findByRole('region', { name: 'Ada' });
  const tick = within(column).getByRole('checkbox', { name: 'Mark (in)complete' });
  await app.user.click(tick);
  expect(tick).toBeChecked();
  expect(screen.queryByText('This screen couldn’t load')).toBeNull();
});
