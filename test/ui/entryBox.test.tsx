// @vitest-environment jsdom
// The Day view's entry box (docs/design.md "The entry box"): behind "Add a task" on a phone, For
// starting from the kid in view, For and When kept for a run of adds and never stored, and each
// add announced.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { readOnce } from '../../src/store/readOnce';
import type { Store } from '../../src/store/port';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

const KIDS = [
  { id: 'ada', name: 'Ada' },
  { id: 'bo', name: 'Bo' },
  { id: 'cy', name: 'Cy' },
];
const box = () => screen.getByRole('textbox', { name: 'New task' });
const kidButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Add the task for' })).getByRole('button', { name });
const partButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Part of the day for the task' })).getByRole('button', {
    name: new RegExp(name),
  });
const titlesOf = async (store: RenderedApp['store'], kidId: string) =>
  Object.values(
    ((await readOnce(store, `families/fam/lists/2026-11-22/${kidId}`)) ?? {}) as Record<
      string,
      { title: string; part?: string }
    >,
  ).map((task) => `${task.title}${task.part ? ` (${task.part})` : ''}`);

async function openDay(store = createTestStore()) {
  await seedFamily(store, 'fam', KIDS);
  app = renderApp('/fam', { store, familyId: 'fam' });
  await screen.findByRole('region', { name: /Cy/ });
  return app;
}

it('"Add a task" opens the entry with the cursor in the box; ✕ and Escape close it', async () => {
  const { user } = await openDay();
  const add = screen.getByRole('button', { name: 'Add a task' });
  expect(add).toHaveAttribute('aria-expanded', 'false');
  await user.click(add);
  expect(add).toHaveAttribute('aria-expanded', 'true');
  expect(box()).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(add).toHaveAttribute('aria-expanded', 'false');
  expect(add).toHaveFocus();
  await user.click(add);
  await user.click(screen.getByRole('button', { name: 'Close the new task' }));
  expect(add).toHaveAttribute('aria-expanded', 'false');
});

it('a first task goes to the kid in view only, and says so', async () => {
  const { user, store } = await openDay();
  await user.click(screen.getByRole('button', { name: 'Add a task' }));
  expect(kidButton('Ada')).toHaveAttribute('aria-pressed', 'true');
  expect(kidButton('Bo')).toHaveAttribute('aria-pressed', 'false');
  await user.type(box(), 'Water the tomatoes{Enter}');
  await waitFor(async () => expect(await titlesOf(store, 'ada')).toEqual(['Water the tomatoes']));
  expect(await titlesOf(store, 'bo')).toEqual([]);
  expect(await titlesOf(store, 'cy')).toEqual([]);
  expect(
    await screen.findByText('Added “Water the tomatoes” for Ada', { selector: '[role="status"]' }),
  ).toBeInTheDocument();
});

it('kids and part picked stay for a run of adds, and start again when the entry closes', async () => {
  const { user, store } = await openDay();
  await user.click(screen.getByRole('button', { name: 'Add a task' }));
  await user.click(kidButton('Bo'));
  await user.click(partButton('Evening'));
  await user.type(box(), 'Bath{Enter}');
  await waitFor(async () => expect(await titlesOf(store, 'bo')).toEqual(['Bath (evening)']));
  expect(
    await screen.findByText('Added “Bath” for Ada and Bo', { selector: '[role="status"]' }),
  ).toBeInTheDocument();
  await user.type(box(), 'Read{Enter}');
  await waitFor(async () =>
    expect(await titlesOf(store, 'ada')).toEqual(['Bath (evening)', 'Read (evening)']),
  );

  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Add a task' }));
  expect(kidButton('Ada')).toHaveAttribute('aria-pressed', 'true');
  expect(kidButton('Bo')).toHaveAttribute('aria-pressed', 'false');
  expect(partButton('Any time')).toHaveAttribute('aria-pressed', 'true');
});

/** What the device remembers showing beside the board comes whenever it is read: not counted. */
const READ_NUMBERS = new Set(['kids-todo:stars', 'kids-todo:spenders', 'kids-todo:away']);

const stored = () =>
  Object.fromEntries(
    Array.from({ length: window.localStorage.length }, (_, index) => {
      const key = window.localStorage.key(index) ?? '';
      return [key, window.localStorage.getItem(key)];
    }).filter(([key]) => !READ_NUMBERS.has(key ?? '')),
  );

it('For and When are not kept on the device, so a reload starts from the kid in view', async () => {
  const { user } = await openDay();
  const before = stored();
  await user.click(screen.getByRole('button', { name: 'Add a task' }));
  await user.click(kidButton('Cy'));
  await user.click(partButton('Evening'));
  expect(kidButton('Cy')).toHaveAttribute('aria-pressed', 'true');
  expect(stored()).toEqual(before);
});

it('the next task typed while the last one is still saving starts in an empty box', async () => {
  const store = createTestStore();
  // The save of "Brush teeth" is held open, as on a slow device or connection, until released.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slow: Store = {
    ...store,
    update: async (path, values) => {
      const titles = Object.values(values).map((value) => (value as { title?: string })?.title);
      if (titles.includes('Brush teeth')) await held;
      return store.update(path, values);
    },
  };
  const { user } = await openDay(slow);
  await user.click(screen.getByRole('button', { name: 'Add a task' }));

  await user.type(box(), 'Brush teeth{Enter}');
  // Emptied at once, and free: nothing tells a screen reader to wait for the form.
  expect(box()).toHaveValue('');
  expect(box().closest('form')).not.toHaveAttribute('aria-busy', 'true');
  await user.type(box(), 'Feed the cat');
  expect(box()).toHaveValue('Feed the cat');
  await user.keyboard('{Enter}');
  expect(box()).toHaveValue('');
  // A second Enter on the empty box (a double tap) adds nothing, and says nothing is typed.
  await user.keyboard('{Enter}');
  expect(screen.queryByText(/The box is empty/)).not.toBeInTheDocument();
  expect(await titlesOf(store, 'ada')).toEqual([]);

  release();
  const column = screen.getByRole('region', { name: /Ada/ });
  await waitFor(() => expect(within(column).getByText('Feed the cat')).toBeInTheDocument());
  expect(within(column).getByText('Brush teeth')).toBeInTheDocument();
  expect(within(column).queryByText(/Brush teethFeed/)).not.toBeInTheDocument();
  expect(await titlesOf(store, 'ada')).toEqual(['Brush teeth', 'Feed the cat']);
  expect(box()).toHaveValue('');
});
