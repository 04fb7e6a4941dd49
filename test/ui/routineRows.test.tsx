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

it('a routine task’s days: presets and toggles save at once, and the row says them', async () => {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  await store.set('families/fam/lists/templates/ada', {
    t1: { title: 'Piano', order: 1 },
    t2: { title: 'Swimming', order: 2, days: '67' },
  });
  app = renderApp('/fam/templates', { store, familyId: 'fam' });
  const column = await screen.findByRole('region', { name: 'Ada' });
  const piano = await within(column).findByRole('button', {
    name: 'Change Piano: Every day',
  });
  expect(within(column).getByRole('button', { name: 'Change Swimming: Weekend' })).toBeVisible();

  await app.user.click(piano);
  const panel = within(column).getByRole('group', { name: 'Change Piano' });
  expect(within(panel).getByRole('button', { name: 'Every day' })).toHaveFocus();
  await app.user.click(within(panel).getByRole('button', { name: 'School days' }));
  await waitFor(async () =>
    expect(await readOnce(app!.store, 'families/fam/lists/templates/ada/t1/days')).toBe('12345'),
  );
  for (const day of ['Monday', 'Wednesday', 'Thursday', 'Friday']) {
    await app.user.click(within(panel).getByRole('button', { name: day }));
  }
  await waitFor(() => expect(piano).toHaveAccessibleName('Change Piano: Tuesdays'));
  expect(await readOnce(app.store, 'families/fam/lists/templates/ada/t1/days')).toBe('2');

  // The last day on stays on, and says why.
  const tuesday = within(panel).getByRole('button', { name: 'Tuesday' });
  await app.user.click(tuesday);
  expect(tuesday).toHaveAttribute('aria-pressed', 'true');
  expect(tuesday).toHaveAttribute('title', 'A routine task needs at least one day.');
});

it('a routine task’s days go back to every day, and its part of the day is kept', async () => {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  await store.set('families/fam/lists/templates/ada', {
    t1: { title: 'Piano', order: 1, days: '2' },
  });
  app = renderApp('/fam/templates', { store, familyId: 'fam' });
  const column = await screen.findByRole('region', { name: 'Ada' });
  const piano = await within(column).findByRole('button', {
    name: 'Change Piano: Tuesdays',
  });
  await app.user.click(piano);
  const panel = within(column).getByRole('group', { name: 'Change Piano' });

  await app.user.click(within(panel).getByRole('button', { name: 'Every day' }));
  await waitFor(async () =>
    expect(await readOnce(app!.store, 'families/fam/lists/templates/ada/t1')).toEqual({
      title: 'Piano',
      order: 1,
    }),
  );
  // The part of the day: the row says it, and the store keeps it.
  await app.user.click(within(panel).getByRole('button', { name: 'Evening' }));
  await waitFor(() => expect(piano).toHaveAccessibleName('Change Piano: Every day, Evening'));
  expect(await readOnce(app.store, 'families/fam/lists/templates/ada/t1/part')).toBe('evening');
  await app.user.keyboard('{Escape}');
  expect(within(column).queryByRole('group', { name: 'Change Piano' })).not.toBeInTheDocument();
  expect(piano).toHaveFocus();
});

it('one weekday’s routine shows only the tasks for that day', async () => {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  await store.set('families/fam/lists/templates/ada', {
    t1: { title: 'Brush teeth', order: 1 },
    t2: { title: 'Piano', order: 2, days: '2' },
    t3: { title: 'Swimming', order: 3, days: '67' },
  });
  app = renderApp('/fam/templates', { store, familyId: 'fam' });
  const column = await screen.findByRole('region', { name: 'Ada' });
  await within(column).findByText('Piano');
  const rows = () =>
    within(column)
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  await app.user.selectOptions(screen.getByLabelText('Show'), 'What Saturday looks like');
  await waitFor(() => expect(within(column).queryByText('Piano')).not.toBeInTheDocument());
  expect(rows()).toHaveLength(2);
  expect(within(column).getByText('Swimming')).toBeVisible();

  // Moving Swimming up among Saturday's rows puts it before Brush teeth in the whole routine.
  await app.user.click(within(column).getByRole('button', { name: /^Change Swimming:/ }));
  await app.user.click(within(column).getByRole('button', { name: 'Move Swimming up' }));
  await waitFor(async () =>
    expect(await readOnce(app!.store, 'families/fam/lists/templates/ada/t3/order')).toBe(1),
  );
  await app.user.selectOptions(screen.getByLabelText('Show'), 'Every day’s tasks');
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(rows()[0]).toContain('Swimming');
});

it('a column shows its parts of the day in order, any time first, and no empty part', async () => {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  await store.set('families/fam/lists/templates/ada', {
    t1: { title: 'Bath', order: 1, part: 'evening' },
    t2: { title: 'Read', order: 2 },
    t3: { title: 'Brush teeth', order: 3, part: 'morning' },
    t4: { title: 'Brush teeth again', order: 4, part: 'evening' },
  });
  app = renderApp('/fam/templates', { store, familyId: 'fam' });
  const column = await screen.findByRole('region', { name: 'Ada' });
  await within(column).findByText('Bath');
  const shown = within(column)
    .getAllByRole('listitem')
    .map(
      (item) =>
        item.querySelector('h3')?.textContent ??
        `  ${item.querySelector('.task-row__title')?.textContent}`,
    );
  expect(shown).toEqual([
    '🕒 Any time',
    '  Read',
    '🌅 Morning',
    '  Brush teeth',
    '🌙 Evening',
    '  Bath',
    '  Brush teeth again',
  ]);
  // Rows move among their own part: the first evening task cannot go up into the morning.
  await app.user.click(within(column).getByRole('button', { name: /^Change Bath:/ }));
  expect(within(column).getByRole('button', { name: 'Move Bath up' })).toBeDisabled();
  await app.user.click(within(column).getByRole('button', { name: 'Move Bath down' }));
  await waitFor(async () =>
    expect(
      (await readOnce(app!.store, 'families/fam/lists/templates/ada/t4/order')) as number,
    ).toBeLessThan(
      (await readOnce(app!.store, 'families/fam/lists/templates/ada/t1/order')) as number,
    ),
  );
});

it('a new task goes to the part of the day picked, not remembered on this device', async () => {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  app = renderApp('/fam/templates', { store, familyId: 'fam' });
  const parts = await screen.findByRole('group', { name: 'Part of the day for the task' });
  expect(within(parts).getByRole('button', { name: 'Any time' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await app.user.click(within(parts).getByRole('button', { name: 'Evening' }));
  expect(within(parts).getByRole('button', { name: 'Evening' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await app.user.type(screen.getByRole('textbox', { name: 'New task' }), 'Bath{Enter}');
  const column = screen.getByRole('region', { name: 'Ada' });
  await within(column).findByText('Bath');
  expect(within(column).getByRole('heading', { name: 'Evening' })).toBeVisible();
  const stored = (await readOnce(app.store, 'families/fam/lists/templates/ada')) as Record<
    string,
    { title: string; part?: string }
  >;
  expect(Object.values(stored)).toEqual([
    { title: 'Bath', order: 1, part: 'evening', picture: '🛁' },
  ]);
  expect(window.localStorage.getItem('kids-todo:part')).toBeNull();
});
