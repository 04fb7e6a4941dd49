// @vitest-environment jsdom
/**
 * Screens that load when first needed: when one cannot load (the connection dropped, or a new
 * version replaced the files), the page says so and offers Reload instead of going blank; on a
 * family's page the bar stays, so another page is still one tap away.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderApp, seedFamily, createTestStore, type RenderedApp } from './support/renderApp';

const UNREACHABLE = 'Failed to fetch dynamically imported module';

vi.mock(import('../../src/views/week/WeekView'), () => {
  throw new Error(UNREACHABLE);
});
vi.mock(import('../../src/views/Welcome'), () => {
  throw new Error(UNREACHABLE);
});

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  vi.restoreAllMocks();
});

it('a family page that cannot load says so under the bar, and the bar still works', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  app = renderApp('/fam/week', { store, familyId: 'fam' });

  const problem = await screen.findByRole('alert');
  expect(within(problem).getByRole('heading')).toHaveTextContent('This screen couldn’t load');
  expect(within(problem).getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(
    logged.mock.calls.filter(([line]) => String(line).includes('could not be shown')),
  ).toHaveLength(1);

  const bar = screen.getByRole('navigation', { name: 'Family pages' });
  await app.user.click(within(bar).getByRole('link', { name: /Today/ }));
  expect(await screen.findByRole('heading', { name: 'Ada' })).toBeVisible();
  expect(screen.queryByText('This screen couldn’t load')).toBeNull();
});

it('the welcome screen that cannot load says so, not a blank page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  app = renderApp('/');
  const problem = await screen.findByRole('alert');
  expect(problem).toHaveTextContent('Check the connection, then reload.');
  expect(within(problem).getByRole('button', { name: 'Reload' })).toBeVisible();
});
