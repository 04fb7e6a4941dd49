// @vitest-environment jsdom
/**
 * The row's panel loads apart from the first screen (src/views/rowPanel.ts): when its code
 * cannot load (the connection dropped before it came, a new version replaced the files), the row
 * says so with Reload, and the rest of the board goes on working.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { readOnce } from '../../src/store/readOnce';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

vi.mock('../../src/views/RowPanel', () => {
  throw new Error('The panel’s file could not be fetched.');
});

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  vi.restoreAllMocks();
});

it('a panel that cannot load says so in its row, and the board still ticks', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  await store.set('families/fam/lists/2026-11-22/ada', {
    t1: { title: 'Piano', order: 1, completed: false },
    t2: { title: 'Feed the cat', order: 2, completed: false },
  });
  app = renderApp('/fam', { store, familyId: 'fam' });
  const column = await screen.findByRole('region', { name: 'Ada' });

  await app.user.click(await within(column).findByRole('button', { name: /^Change Piano/ }));
  const problem = await within(column).findByRole('alert');
  expect(problem).toHaveTextContent('This part of Kids To-Do couldn’t load.');
  expect(within(problem).getByRole('button', { name: 'Reload' })).toBeVisible();

  const [, cat] = within(column).getAllByRole('checkbox', { name: 'Mark (in)complete' });
  await app.user.click(cat as HTMLElement);
  await waitFor(async () =>
    expect(await readOnce(app!.store, 'families/fam/lists/2026-11-22/ada/t2/completed')).toEqual(
      expect.any(Number),
    ),
  );
});
