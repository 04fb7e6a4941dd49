// @vitest-environment jsdom
// "Now only": today's Day view shows just the part of the day it is, and tasks for any time.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { readOnce } from '../../src/store/readOnce';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

async function familyWithParts() {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  // The test clock says Sunday 22 November 2026, 09:30: the morning.
  for (const date of ['2026-11-22', '2026-11-23']) {
    await store.set(`families/fam/lists/${date}/ada`, {
      t1: { title: 'Read', completed: false, order: 1 },
      t2: { title: 'Brush teeth', completed: false, order: 2, part: 'morning' },
      t3: { title: 'Bath', completed: false, order: 3, part: 'evening' },
    });
  }
  return store;
}

it('shows only the morning and tasks for any time, until the whole day is asked for', async () => {
  const store = await familyWithParts();
  app = renderApp('/fam', { store, familyId: 'fam' });
  const column = await screen.findByRole('region', { name: 'Ada' });
  await within(column).findByText('Bath');

  await app.user.click(screen.getByRole('button', { name: 'Show only the morning' }));
  await waitFor(() => expect(within(column).queryByText('Bath')).not.toBeInTheDocument());
  expect(within(column).getByText('Read')).toBeVisible();
  expect(within(column).getByText('Brush teeth')).toBeVisible();
  expect(screen.getByText(/Morning only/)).toBeVisible();
  expect(window.localStorage.getItem('kids-todo:now-only')).toBe('true');

  await app.user.click(screen.getByRole('button', { name: 'Show the whole day' }));
  expect(await within(column).findByText('Bath')).toBeVisible();
  expect(window.localStorage.getItem('kids-todo:now-only')).toBeNull();
});

it('another day is shown whole, and says nothing of now', async () => {
  const store = await familyWithParts();
  app = renderApp('/fam', { store, familyId: 'fam' });
  await screen.findByRole('region', { name: 'Ada' });
  await app.user.click(await screen.findByRole('button', { name: 'Show only the morning' }));
  await app.user.click(screen.getByRole('button', { name: 'Next day' }));
  const column = await screen.findByRole('region', { name: 'Ada' });
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('23'));
  expect(await within(column).findByText('Bath')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Show the whole day' })).not.toBeInTheDocument();
});

it('a day’s task moves to another part of the day from its row', async () => {
  const store = await familyWithParts();
  app = renderApp('/fam', { store, familyId: 'fam' });
  const column = await screen.findByRole('region', { name: 'Ada' });
  await within(column).findByText('Read');
  await app.user.click(within(column).getByRole('button', { name: 'Change Read: Any time' }));
  const panel = within(column).getByRole('group', { name: 'Change Read' });
  expect(within(panel).queryByRole('button', { name: 'Monday' })).not.toBeInTheDocument();
  await app.user.click(within(panel).getByRole('button', { name: 'Evening' }));
  await waitFor(() =>
    expect(within(column).getByRole('button', { name: 'Change Read: Evening' })).toBeVisible(),
  );
  // Under the evening's heading now, and so stored.
  const rows = within(column)
    .getAllByRole('listitem')
    .map(
      (item) =>
        item.querySelector('h3')?.textContent ??
        item.querySelector('.task-row__title')?.textContent,
    );
  expect(rows).toEqual(['🌅 Morning', 'Brush teeth', '🌙 Evening', 'Read', 'Bath']);
  expect(await readOnce(app.store, 'families/fam/lists/2026-11-22/ada/t1/part')).toBe('evening');
});

it('the family sets when the parts of the day start, and Now only follows its times', async () => {
  const store = await familyWithParts();
  app = renderApp('/fam/settings', { store, familyId: 'fam' });
  const afternoon = await screen.findByLabelText(/Afternoon starts/);
  const evening = screen.getByLabelText(/Evening starts/);
  expect(afternoon).toHaveValue('12:00');

  // The evening before the afternoon is refused, and nothing is saved.
  fireEvent.change(evening, { target: { value: '08:00' } });
  await app.user.click(screen.getByRole('button', { name: 'Save times' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The evening starts after the afternoon.');
  expect(await readOnce(app.store, 'families/fam/config/partStarts')).toBeNull();

  // The test clock says 09:30: with the afternoon from 09:00, it is the afternoon.
  fireEvent.change(afternoon, { target: { value: '09:00' } });
  fireEvent.change(evening, { target: { value: '19:30' } });
  await app.user.click(screen.getByRole('button', { name: 'Save times' }));
  await waitFor(async () =>
    expect(await readOnce(app!.store, 'families/fam/config/partStarts')).toEqual({
      afternoon: 540,
      evening: 1170,
    }),
  );
  await app.user.click(screen.getByRole('link', { name: /Today/ }));
  expect(await screen.findByRole('button', { name: 'Show only the afternoon' })).toBeVisible();
});
