// @vitest-environment jsdom
/**
 * Task rows used with a keyboard (docs/design.md "Screens and addresses"), in the real app over a
 * real IndexedDB store (fake-indexeddb): editing with Enter and F2, cancelling, committing by Enter
 * or by leaving, deleting by emptying, the kid picker, and a write the store refuses.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreError } from '../../src/store/errors';
import type { Store } from '../../src/store/port';
import { readOnce } from '../../src/store/readOnce';
import { errorHeadline } from '../../src/views/errorMessages';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

const TODAY_LIST = 'families/fam/lists/2026-11-22';
const ADA = { id: 'ada', name: 'Ada' };
const BO = { id: 'bo', name: 'Bo' };

let app: RenderedApp | null = null;

afterEach(() => {
  app?.unmount();
  app = null;
  vi.restoreAllMocks();
});

/** Writes today's tasks for a kid straight into the store, in the order given. */
async function seedTasks(store: Store, kidId: string, titles: string[]): Promise<void> {
  for (const [index, title] of titles.entries()) {
    await store.set(`${TODAY_LIST}/${kidId}/task-${index + 1}`, {
      title,
      completed: false,
      order: index + 1,
    });
  }
}

/** What the store holds at a path now (a subscription fires once with the current value). */
async function openToday(
  kids: { id: string; name: string }[],
  tasks: Record<string, string[]>,
  store: Store = createTestStore(),
): Promise<RenderedApp> {
  await seedFamily(store, 'fam', kids);
  for (const [kidId, titles] of Object.entries(tasks)) await seedTasks(store, kidId, titles);
  app = renderApp('/fam', { store, familyId: 'fam' });
  const firstTitle = Object.values(tasks).flat()[0];
  if (firstTitle) await screen.findByText(firstTitle);
  else await screen.findByRole('region', { name: kids[0]?.name ?? '' });
  return app;
}

const column = (name: string) => screen.getByRole('region', { name });
const rowOf = (title: string) => screen.getByText(title).closest('li') as HTMLLIElement;
const editField = () => screen.getByRole('textbox', { name: 'Edit task' });
const rowTitles = (name: string) =>
  within(column(name))
    .queryAllByRole('listitem')
    .map((row) => row.querySelector('.task-row__title')?.textContent);

/** Presses Tab until the row holding `title` has the focus. */
async function tabToRow({ user }: RenderedApp, title: string): Promise<HTMLLIElement> {
  const row = rowOf(title);
  for (let presses = 0; presses < 30 && document.activeElement !== row; presses++) {
    await user.tab();
  }
  expect(row).toHaveFocus();
  return row;
}

describe('a task row, with the keyboard', () => {
  it('is reached with Tab, and Enter opens its title for editing', async () => {
    const opened = await openToday([ADA], { ada: ['Brush teeth', 'Feed the cat'] });
    await tabToRow(opened, 'Brush teeth');

    await opened.user.keyboard('{Enter}');

    const field = await screen.findByRole('textbox', { name: 'Edit task' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Brush teeth');
  });

  it('tells a screen reader, on every row, that Alt and the arrows move it', async () => {
    await openToday([ADA, BO], { ada: ['Brush teeth', 'Feed the cat'], bo: ['Make the bed'] });

    for (const title of ['Brush teeth', 'Feed the cat', 'Make the bed']) {
      expect(rowOf(title)).toHaveAccessibleDescription('Alt and the up or down arrow move it.');
    }
  });

  it('opens for editing with F2 too', async () => {
    const opened = await openToday([ADA], { ada: ['Brush teeth', 'Feed the cat'] });
    await tabToRow(opened, 'Feed the cat');

    await opened.user.keyboard('{F2}');

    const field = await screen.findByRole('textbox', { name: 'Edit task' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Feed the cat');
  });

  it('Escape cancels the edit and puts the title back unchanged', async () => {
    const opened = await openToday([ADA], { ada: ['Brush teeth', 'Feed the cat'] });
    const row = await tabToRow(opened, 'Brush teeth');
    await opened.user.keyboard('{Enter}');
    await opened.user.keyboard(' twice{Escape}');

    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit task' })).toBeNull());
    expect(rowTitles('Ada')).toEqual(['Brush teeth', 'Feed the cat']);
    expect(row).toHaveFocus();
    expect(await readOnce(opened.store, `${TODAY_LIST}/ada/task-1/title`)).toBe('Brush teeth');
  });

  it('Enter commits the new title: it is shown and stored', async () => {
    const opened = await openToday([ADA], { ada: ['Brush teeth', 'Feed the cat'] });
    await tabToRow(opened, 'Brush teeth');
    await opened.user.keyboard('{Enter}');
    await opened.user.clear(editField());
    await opened.user.keyboard('  Brush teeth well  {Enter}');

    await waitFor(() => expect(rowTitles('Ada')).toEqual(['Brush teeth well', 'Feed the cat']));
    expect(screen.queryByRole('textbox', { name: 'Edit task' })).toBeNull();
    expect(await readOnce(opened.store, `${TODAY_LIST}/ada/task-1/title`)).toBe('Brush teeth well');
  });

  it('leaving the field (tabbing away) commits the new title', async () => {
    const opened = await openToday([ADA], { ada: ['Brush teeth', 'Feed the cat'] });
    await tabToRow(opened, 'Feed the cat');
    await opened.user.keyboard('{F2}');
    await opened.user.clear(editField());
    await opened.user.keyboard('Feed the dog');

    await opened.user.tab();

    await waitFor(() => expect(rowTitles('Ada')).toEqual(['Brush teeth', 'Feed the dog']));
    expect(await readOnce(opened.store, `${TODAY_LIST}/ada/task-2/title`)).toBe('Feed the dog');
  });

  it('an emptied title deletes the task and offers Undo, which brings it back', async () => {
    const opened = await openToday([ADA], { ada: ['Brush teeth', 'Feed the cat'] });
    await tabToRow(opened, 'Brush teeth');
    await opened.user.keyboard('{Enter}');
    await opened.user.clear(editField());
    await opened.user.keyboard('{Enter}');

    const undo = await screen.findByRole('button', { name: 'Undo' });
    await waitFor(() => expect(rowTitles('Ada')).toEqual(['Feed the cat']));
    expect(screen.getByRole('status')).toHaveTextContent('Deleted “Brush teeth”.');
    expect(await readOnce(opened.store, `${TODAY_LIST}/ada/task-1`)).toBeNull();

    await opened.user.click(undo);

    await waitFor(() => expect(rowTitles('Ada')).toEqual(['Brush teeth', 'Feed the cat']));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(await readOnce(opened.store, `${TODAY_LIST}/ada/task-1`)).toEqual({
      title: 'Brush teeth',
      completed: false,
      order: 1,
    });
  });

  it('has a delete button named "Delete {title}" that the keyboard reaches and presses', async () => {
    const opened = await openToday([ADA], { ada: ['Brush teeth', 'Feed the cat'] });
    const remove = within(rowOf('Feed the cat')).getByRole('button', {
      name: 'Delete Feed the cat',
    });
    await tabToRow(opened, 'Feed the cat');
    await opened.user.tab(); // the row's tick
    await opened.user.tab(); // its part of the day
    expect(
      within(rowOf('Feed the cat')).getByRole('button', {
        name: 'Change Feed the cat: Any time',
      }),
    ).toHaveFocus();
    await opened.user.tab();
    expect(remove).toHaveFocus();

    await opened.user.keyboard('{Enter}');

    await waitFor(() => expect(rowTitles('Ada')).toEqual(['Brush teeth']));
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(await readOnce(opened.store, `${TODAY_LIST}/ada/task-2`)).toBeNull();
  });

  it('shows a title with HTML in it as text, never as markup', async () => {
    await openToday([ADA], { ada: ['<b>bold</b>', 'Feed the cat'] });

    expect(rowTitles('Ada')).toEqual(['<b>bold</b>', 'Feed the cat']);
    expect(column('Ada').querySelector('b')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete <b>bold</b>' })).toBeInTheDocument();
  });
});

describe('columns and the kid picker, with two kids', () => {
  it('gives each kid a column; toggle-all is disabled in an empty one', async () => {
    await openToday([ADA, BO], { ada: ['Brush teeth', 'Feed the cat'] });

    const toggleAll = (name: string) =>
      within(column(name)).getByRole('checkbox', { name: 'Mark all as complete' });
    expect(await screen.findByRole('region', { name: 'Bo' })).toBeInTheDocument();
    expect(toggleAll('Bo')).toBeDisabled();
    expect(toggleAll('Ada')).toBeEnabled();
  });

  it('a kid toggled off in the picker does not get the new task', async () => {
    const opened = await openToday([ADA, BO], { ada: ['Brush teeth', 'Feed the cat'] });
    const picker = screen.getByRole('group', { name: 'Add the task for' });
    const adaButton = within(picker).getByRole('button', { name: 'Ada' });
    const boButton = within(picker).getByRole('button', { name: 'Bo' });
    // For starts at the kid in view (Ada): Bo is picked too first.
    await opened.user.click(boButton);
    expect(adaButton).toHaveAttribute('aria-pressed', 'true');
    expect(boButton).toHaveAttribute('aria-pressed', 'true');

    await opened.user.click(boButton);
    expect(boButton).toHaveAttribute('aria-pressed', 'false');
    expect(adaButton).toHaveAttribute('aria-pressed', 'true');
    await opened.user.type(
      screen.getByRole('textbox', { name: 'New task' }),
      'Water plants{Enter}',
    );

    await waitFor(() =>
      expect(rowTitles('Ada')).toEqual(['Brush teeth', 'Feed the cat', 'Water plants']),
    );
    expect(within(column('Bo')).queryAllByRole('listitem')).toHaveLength(0);
    expect(await readOnce(opened.store, `${TODAY_LIST}/bo`)).toBeNull();
    const adaTasks = (await readOnce(opened.store, `${TODAY_LIST}/ada`)) as Record<
      string,
      { title: string; order: number }
    >;
    const added = Object.values(adaTasks).find((task) => task.title === 'Water plants');
    expect(added?.order).toBe(3);
  });
});

/** The store, refusing `set` and `update` with PERMISSION_DENIED while `refuse(true)` holds. */
function refusingStore(store: Store): { guarded: Store; refuse(on: boolean): void } {
  let refusing = false;
  const denied = (path: string) =>
    Promise.reject(new StoreError('PERMISSION_DENIED', 'Permission denied.', path));
  return {
    guarded: {
      ...store,
      set: (path, value) => (refusing ? denied(path) : store.set(path, value)),
      update: (path, values) => (refusing ? denied(path) : store.update(path, values)),
      transaction: (path, update) => (refusing ? denied(path) : store.transaction(path, update)),
    },
    refuse: (on) => {
      refusing = on;
    },
  };
}

describe('a write the store refuses', () => {
  it('ticking shows the code and the plain-words headline; Dismiss hides them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createTestStore();
    const { guarded, refuse } = refusingStore(store);
    const opened = await openToday([ADA], { ada: ['Brush teeth', 'Feed the cat'] }, guarded);
    refuse(true);

    await opened.user.click(
      within(rowOf('Brush teeth')).getByRole('checkbox', { name: 'Mark (in)complete' }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('PERMISSION_DENIED');
    expect(alert).toHaveTextContent(errorHeadline('PERMISSION_DENIED'));
    expect(await readOnce(store, `${TODAY_LIST}/ada/task-1/completed`)).toBe(false);

    await opened.user.click(within(alert).getByRole('button', { name: 'Dismiss' }));

    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('a refused title keeps what was typed in the field, and saves once the store accepts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createTestStore();
    const { guarded, refuse } = refusingStore(store);
    const opened = await openToday([ADA], { ada: ['Brush teeth', 'Feed the cat'] }, guarded);
    refuse(true);
    await tabToRow(opened, 'Brush teeth');
    await opened.user.keyboard('{Enter}');
    await opened.user.clear(editField());
    await opened.user.keyboard('Floss{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('PERMISSION_DENIED');
    expect(alert).toHaveTextContent(errorHeadline('PERMISSION_DENIED'));
    expect(editField()).toHaveValue('Floss');
    expect(editField()).toHaveFocus();
    expect(await readOnce(store, `${TODAY_LIST}/ada/task-1/title`)).toBe('Brush teeth');

    refuse(false);
    await opened.user.keyboard('{Enter}');

    await waitFor(() => expect(rowTitles('Ada')).toEqual(['Floss', 'Feed the cat']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await readOnce(store, `${TODAY_LIST}/ada/task-1/title`)).toBe('Floss');
  });
});
