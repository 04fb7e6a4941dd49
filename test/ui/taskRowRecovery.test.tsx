// @vitest-environment jsdom
// Task rows recover: a refused delete, and a title changed elsewhere during an edit.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { StoreError } from '../../src/store/errors';
import type { Store } from '../../src/store/port';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

const TODAY_LIST = 'families/fam/lists/2026-11-22';
let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  vi.restoreAllMocks();
});

async function openToday(store: Store): Promise<RenderedApp> {
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  await store.set(`${TODAY_LIST}/ada/task-1`, { title: 'Brush teeth', completed: false, order: 1 });
  app = renderApp('/fam', { store, familyId: 'fam' });
  await screen.findByText('Brush teeth');
  return app;
}

it('a refused delete by emptying the title leaves a row that can still be used', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = createTestStore();
  let refusing = false;
  const guarded: Store = {
    ...store,
    remove: (path) =>
      refusing
        ? Promise.reject(new StoreError('PERMISSION_DENIED', 'Permission denied.', path))
        : store.remove(path),
  };
  const { user } = await openToday(guarded);
  refusing = true;
  await user.dblClick(screen.getByText('Brush teeth'));
  await user.clear(screen.getByRole('textbox', { name: 'Edit task' }));
  await user.keyboard('{Enter}');
  await screen.findByRole('alert');

  // The task is still stored, so its row should show its title again (or a working field).
  const field = screen.queryByRole('textbox', { name: 'Edit task' });
  if (field) await user.type(field, '{Escape}');
  await waitFor(() =>
    expect(
      within(screen.getByRole('region', { name: 'Ada' })).getByText('Brush teeth'),
    ).toBeVisible(),
  );
});

it('after a title changed on another device during an edit, Escape and edit again shows the new title', async () => {
  const store = createTestStore();
  const { user } = await openToday(store);
  await user.dblClick(screen.getByText('Brush teeth'));
  await store.set(`${TODAY_LIST}/ada/task-1/title`, 'Brush teeth twice');
  await user.keyboard('{Escape}');
  await user.dblClick(await screen.findByText('Brush teeth twice'));

  expect(screen.getByRole('textbox', { name: 'Edit task' })).toHaveValue('Brush teeth twice');
});
