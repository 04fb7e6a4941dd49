// @vitest-environment jsdom
// Rows on the Routine view are edited and deleted in the routine, never in a day.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { readOnce } from '../../src/store/readOnce';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

it('emptying a routine task’s title deletes it from the routine, with Undo', async () => {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  await store.set('families/fam/lists/templates/ada', {
    t1: { title: 'Brush teeth', order: 1 },
    t2: { title: 'Read a book', order: 2 },
  });
  app = renderApp('/fam/templates', { store, familyId: 'fam' });
  const column = await screen.findByRole('region', { name: 'Ada' });
  await app.user.dblClick(await within(column).findByText('Brush teeth'));
  const field = screen.getByRole('textbox', { name: 'Edit task' });
  await app.user.clear(field);
  await app.user.type(field, '{Enter}');

  await waitFor(() => expect(within(column).queryByText('Brush teeth')).not.toBeInTheDocument());
  expect(await readOnce(app.store, 'families/fam/lists/templates/ada')).toEqual({
    t2: { title: 'Read a book', order: 2 },
  });
  await app.user.click(screen.getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(within(column).getByText('Brush teeth')).toBeInTheDocument());
  expect(await readOnce(app.store, 'families/fam/lists/templates/ada/t1')).toEqual({
    title: 'Brush teeth',
    order: 1,
  });
});
