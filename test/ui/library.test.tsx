// @vitest-environment jsdom
/**
 * The Library view (docs/design.md "Screens and addresses"), in the real app over a real IndexedDB
 * store (fake-indexeddb): adding groups and tasks, reordering, renaming, deleting with a question,
 * and adding a group to a kid's day or routine in one update.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreError } from '../../src/store/errors';
import type { Store } from '../../src/store/port';
import { readOnce } from '../../src/store/readOnce';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

const LISTS = 'families/fam/lists';
const LIBRARY = `${LISTS}/library`;
const TODAY = '2026-11-22';
const KIDS = [
  { id: 'ada', name: 'Ada' },
  { id: 'bo', name: 'Bo' },
];

let app: RenderedApp | null = null;

afterEach(() => {
  app?.unmount();
  app = null;
  vi.restoreAllMocks();
});

/** What the store holds at a path now (a subscription fires once with the current value). */
/** A group written straight into the store, its items in the order given. */
async function seedGroup(store: Store, groupId: string, title: string, items: string[] = []) {
  await store.set(`${LIBRARY}/${groupId}`, {
    title,
    items:
      items.length === 0
        ? 0
        : Object.fromEntries(
            items.map((item, index) => [
              `${groupId}-item-${index + 1}`,
              { title: item, order: index + 1 },
            ]),
          ),
  });
}

async function openLibrary(
  groups: { id: string; title: string; items?: string[] }[] = [],
  store: Store = createTestStore(),
): Promise<RenderedApp> {
  await seedFamily(store, 'fam', KIDS);
  for (const group of groups) await seedGroup(store, group.id, group.title, group.items);
  app = renderApp('/fam/library', { store, familyId: 'fam' });
  await screen.findByRole('heading', { level: 1, name: 'Library' });
  if (groups[0]) await screen.findByRole('region', { name: groups[0].title });
  else await screen.findByText(/No groups yet/);
  return app;
}

const column = (title: string) => screen.getByRole('region', { name: title });
const rowTitles = (title: string) =>
  within(column(title))
    .queryAllByRole('listitem')
    .map((row) => row.querySelector('.task-row__title')?.textContent ?? null)
    .filter((text) => text !== null);
const entryBox = () => screen.getByRole('textbox', { name: 'New task' });

/** The stored items of a group, as `{title, order}` sorted by order. */
async function storedItems(store: Store, groupId: string) {
  const items = (await readOnce(store, `${LIBRARY}/${groupId}/items`)) as Record<
    string,
    { title: string; order: number }
  > | null;
  return Object.values(items ?? {}).sort((a, b) => a.order - b.order);
}

describe('the Library view', () => {
  it('names itself and says what it is for', async () => {
    await openLibrary();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Library');
    expect(
      screen.getByText('Groups of tasks you can add to a kid’s day or routine in one go.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Library/ })).toHaveAttribute('aria-current', 'page');
  });

  it('"Add group" sets { title, items: 0 } at a new key and shows an empty group', async () => {
    const { store, user } = await openLibrary();
    await user.type(screen.getByRole('textbox', { name: 'New group name' }), '  Morning ');
    await user.click(screen.getByRole('button', { name: 'Add group' }));

    const group = await screen.findByRole('region', { name: 'Morning' });
    expect(within(group).getByText('No tasks in this group yet.')).toBeInTheDocument();
    const stored = (await readOnce(store, LIBRARY)) as Record<string, unknown>;
    const [key] = Object.keys(stored);
    expect(key).toMatch(/^[-\w]{20}$/);
    expect(stored).toEqual({ [key as string]: { title: 'Morning', items: 0 } });
    expect(screen.getByRole('textbox', { name: 'New group name' })).toHaveValue('');
    // An empty group cannot be added to a kid yet, and says why.
    const addToDay = within(group).getByRole('button', { name: 'Add Morning to Ada’s day' });
    expect(addToDay).toBeDisabled();
    expect(addToDay).toHaveAccessibleDescription('Add a task to this group first.');
  });

  it('an empty group name shows a message and writes nothing', async () => {
    const { store, user } = await openLibrary();
    await user.type(screen.getByRole('textbox', { name: 'New group name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    expect(await screen.findByText('Type a name for the group first.')).toBeInTheDocument();
    expect(await readOnce(store, LIBRARY)).toBeNull();
  });

  it('before any group exists it leads to making one: no task box until a group is there', async () => {
    const { user } = await openLibrary();
    expect(screen.queryByRole('textbox', { name: 'New task' })).not.toBeInTheDocument();
    const groupName = screen.getByRole('textbox', { name: 'New group name' });
    // The group's form comes first on the page, before the empty state that points to it.
    const emptyState = screen.getByText(/No groups yet/);
    expect(groupName.compareDocumentPosition(emptyState)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await user.type(groupName, 'Bedtime{Enter}');
    await screen.findByRole('region', { name: 'Bedtime' });
    expect(entryBox()).toBeVisible();
  });

  it('Enter adds the trimmed task to the picked group, after its last one', async () => {
    const { store, user } = await openLibrary([
      { id: 'g1', title: 'Morning', items: ['Brush teeth'] },
      { id: 'g2', title: 'Bedtime', items: ['Bath', 'Story'] },
    ]);
    const picker = screen.getByRole('group', { name: 'Add the task to' });
    // The first group is picked at first.
    expect(within(picker).getByRole('button', { name: 'Morning' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(picker).getByRole('button', { name: 'Bedtime' }));
    expect(within(picker).getByRole('button', { name: 'Bedtime' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(entryBox(), '  Pyjamas  {Enter}');

    await waitFor(() => expect(rowTitles('Bedtime')).toEqual(['Bath', 'Story', 'Pyjamas']));
    expect(entryBox()).toHaveValue('');
    expect(rowTitles('Morning')).toEqual(['Brush teeth']);
    expect(await storedItems(store, 'g2')).toEqual([
      { title: 'Bath', order: 1 },
      { title: 'Story', order: 2 },
      { title: 'Pyjamas', order: 3 },
    ]);
  });

  it('a blank task shows a hint and adds nothing', async () => {
    const { store, user } = await openLibrary([{ id: 'g1', title: 'Morning' }]);
    await user.type(entryBox(), '   {Enter}');
    expect(await screen.findByText(/The box is empty/)).toBeInTheDocument();
    expect(await storedItems(store, 'g1')).toEqual([]);
  });

  it('a new group is picked for the next task', async () => {
    const { store, user } = await openLibrary([{ id: 'g1', title: 'Morning' }]);
    await user.type(screen.getByRole('textbox', { name: 'New group name' }), 'Bedtime{Enter}');
    await screen.findByRole('region', { name: 'Bedtime' });
    const picker = screen.getByRole('group', { name: 'Add the task to' });
    expect(within(picker).getByRole('button', { name: 'Bedtime' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(entryBox(), 'Bath{Enter}');
    await waitFor(() => expect(rowTitles('Bedtime')).toEqual(['Bath']));
    expect(await storedItems(store, 'g1')).toEqual([]);
  });

  it('"Move … down" and "Move … up" reorder the rows, writing order in one update', async () => {
    const { store, user } = await openLibrary([
      { id: 'g1', title: 'Morning', items: ['Brush teeth', 'Get dressed', 'Breakfast'] },
    ]);
    const update = vi.spyOn(store, 'update');
    await user.click(screen.getByRole('button', { name: 'Move Brush teeth down' }));
    await waitFor(() =>
      expect(rowTitles('Morning')).toEqual(['Get dressed', 'Brush teeth', 'Breakfast']),
    );
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(`${LIBRARY}/g1/items`, {
      'g1-item-1/order': 2,
      'g1-item-2/order': 1,
    });
    // The moved row keeps the focus on its arrow.
    expect(screen.getByRole('button', { name: 'Move Brush teeth down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move Breakfast up' }));
    await waitFor(() =>
      expect(rowTitles('Morning')).toEqual(['Get dressed', 'Breakfast', 'Brush teeth']),
    );
    expect((await storedItems(store, 'g1')).map((item) => item.title)).toEqual([
      'Get dressed',
      'Breakfast',
      'Brush teeth',
    ]);
    // The first row cannot go up, nor the last down.
    expect(screen.getByRole('button', { name: 'Move Get dressed up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Brush teeth down' })).toBeDisabled();
  });

  it('renames a group; an empty name is refused', async () => {
    const { store, user } = await openLibrary([{ id: 'g1', title: 'Morning', items: ['Bath'] }]);
    await user.click(screen.getByRole('button', { name: 'Rename Morning' }));
    const field = screen.getByRole('textbox', { name: 'Group name' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('A group needs a name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Group name' })).toBeInTheDocument();

    await user.type(field, 'Sunny morning{Enter}');
    await screen.findByRole('region', { name: 'Sunny morning' });
    expect(await readOnce(store, `${LIBRARY}/g1/title`)).toBe('Sunny morning');
    expect(screen.getByRole('button', { name: 'Rename Sunny morning' })).toHaveFocus();
  });

  it('Escape leaves a rename without writing', async () => {
    const { store, user } = await openLibrary([{ id: 'g1', title: 'Morning' }]);
    await user.click(screen.getByRole('button', { name: 'Rename Morning' }));
    await user.type(screen.getByRole('textbox', { name: 'Group name' }), ' later{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Group name' })).not.toBeInTheDocument();
    expect(await readOnce(store, `${LIBRARY}/g1/title`)).toBe('Morning');
  });

  it('deleting a group asks first, says where its tasks stay, and "Keep it" keeps it', async () => {
    const { store, user } = await openLibrary([
      { id: 'g1', title: 'Morning', items: ['Brush teeth', 'Get dressed'] },
      { id: 'g2', title: 'Bedtime' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete group Morning' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Morning”?' });
    expect(dialog).toHaveAccessibleDescription(
      'Its 2 tasks are removed from the library, not from any day or routine.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete group Morning' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete group Morning' }));
    await user.click(screen.getByRole('button', { name: 'Delete the group' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Morning' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(Object.keys((await readOnce(store, LIBRARY)) as object)).toEqual(['g2']);
  });

  it('Escape in the question keeps the group', async () => {
    const { store, user } = await openLibrary([{ id: 'g1', title: 'Morning' }]);
    await user.click(screen.getByRole('button', { name: 'Delete group Morning' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await readOnce(store, `${LIBRARY}/g1/title`)).toBe('Morning');
  });

  it('a task title is edited like a day’s (double-click, Enter); emptied, it is deleted', async () => {
    const { store, user } = await openLibrary([
      { id: 'g1', title: 'Morning', items: ['Brush teeth', 'Get dressed'] },
    ]);
    await user.dblClick(screen.getByText('Brush teeth'));
    const field = screen.getByRole('textbox', { name: 'Edit task' });
    await user.clear(field);
    await user.type(field, 'Brush teeth well{Enter}');
    await waitFor(() => expect(rowTitles('Morning')).toEqual(['Brush teeth well', 'Get dressed']));
    expect(await readOnce(store, `${LIBRARY}/g1/items/g1-item-1/title`)).toBe('Brush teeth well');

    const row = screen.getByText('Get dressed').closest('li') as HTMLLIElement;
    row.focus();
    await user.keyboard('{F2}');
    await user.clear(screen.getByRole('textbox', { name: 'Edit task' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowTitles('Morning')).toEqual(['Brush teeth well']));
    expect(await storedItems(store, 'g1')).toEqual([{ title: 'Brush teeth well', order: 1 }]);
  });

  it('"Delete …" removes a task; the last one gone leaves an empty group', async () => {
    const { store, user } = await openLibrary([{ id: 'g1', title: 'Morning', items: ['Bath'] }]);
    await user.click(screen.getByRole('button', { name: 'Delete Bath' }));
    expect(await within(column('Morning')).findByText('No tasks in this group yet.')).toBeVisible();
    expect(await readOnce(store, `${LIBRARY}/g1`)).toEqual({ title: 'Morning' });
  });
});

describe('adding a group to a kid', () => {
  const morning = {
    id: 'g1',
    title: 'Morning',
    items: ['Brush teeth', 'Get dressed', 'Breakfast'],
  };

  it('"Add Morning to Ada’s day" copies its tasks into today’s list for Ada only, in one update', async () => {
    const store = createTestStore();
    await store.set(`${LISTS}/${TODAY}/ada/t1`, {
      title: 'Feed the cat',
      completed: false,
      order: 2,
    });
    const { user } = await openLibrary([morning], store);
    const update = vi.spyOn(store, 'update');
    await user.click(screen.getByRole('button', { name: 'Add Morning to Ada’s day' }));

    const notice = await screen.findByText('Added 3 tasks to Ada’s day.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(update).toHaveBeenCalledTimes(1);
    const [path, values] = update.mock.calls[0] ?? [];
    expect(path).toBe(LISTS);
    expect(Object.keys(values ?? {}).every((key) => key.startsWith(`${TODAY}/ada/`))).toBe(true);
    const ada = (await readOnce(store, `${LISTS}/${TODAY}/ada`)) as Record<
      string,
      { title: string; completed: unknown; order: number }
    >;
    expect(Object.values(ada).sort((a, b) => a.order - b.order)).toEqual([
      { title: 'Feed the cat', completed: false, order: 2 },
      { title: 'Brush teeth', completed: false, order: 3, picture: '🪥' },
      { title: 'Get dressed', completed: false, order: 4, picture: '👕' },
      { title: 'Breakfast', completed: false, order: 5, picture: '🥣' },
    ]);
    expect(await readOnce(store, `${LISTS}/${TODAY}/bo`)).toBeNull();
    // The group stays in the library as it was.
    expect((await storedItems(store, 'g1')).length).toBe(3);
  });

  it('a group set to the evening adds its tasks to a routine in the evening', async () => {
    const store = createTestStore();
    const { user } = await openLibrary([morning], store);
    await user.selectOptions(screen.getByLabelText('Part of the day'), 'evening');
    await waitFor(async () =>
      expect(await readOnce(store, `${LISTS}/library/g1/part`)).toBe('evening'),
    );
    await user.click(screen.getByRole('button', { name: 'Add Morning to Ada’s routine' }));
    await screen.findByText('Added 3 tasks to Ada’s routine.');
    const routine = (await readOnce(store, `${LISTS}/templates/ada`)) as Record<
      string,
      { part?: string }
    >;
    expect(Object.values(routine).map((task) => task.part)).toEqual([
      'evening',
      'evening',
      'evening',
    ]);
    await user.selectOptions(screen.getByLabelText('Part of the day'), 'Any time');
    await waitFor(async () => expect(await readOnce(store, `${LISTS}/library/g1/part`)).toBeNull());
  });

  it('"Add Morning to Bo’s routine" copies its tasks into Bo’s templates', async () => {
    const { store, user } = await openLibrary([morning]);
    await user.click(screen.getByRole('button', { name: 'Add Morning to Bo’s routine' }));
    expect(await screen.findByText('Added 3 tasks to Bo’s routine.')).toBeInTheDocument();
    const bo = (await readOnce(store, `${LISTS}/templates/bo`)) as Record<
      string,
      { title: string; order: number }
    >;
    expect(Object.values(bo).sort((a, b) => a.order - b.order)).toEqual([
      { title: 'Brush teeth', order: 1, picture: '🪥' },
      { title: 'Get dressed', order: 2, picture: '👕' },
      { title: 'Breakfast', order: 3, picture: '🥣' },
    ]);
    expect(await readOnce(store, `${LISTS}/templates/ada`)).toBeNull();
  });

  it('the added tasks show on the Day view, in Ada’s column only', async () => {
    const { user } = await openLibrary([morning]);
    await user.click(screen.getByRole('button', { name: 'Add Morning to Ada’s day' }));
    await screen.findByText('Added 3 tasks to Ada’s day.');
    await user.click(screen.getByRole('link', { name: /Today/ }));
    const ada = await screen.findByRole('region', { name: 'Ada' });
    await within(ada).findByText('Breakfast');
    expect(within(ada).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Bo' })).queryAllByRole('listitem')).toEqual(
      [],
    );
  });
});

describe('when the store refuses a write', () => {
  it('the code and a plain message are shown, and the typed task stays in the box', async () => {
    const { store, user } = await openLibrary([{ id: 'g1', title: 'Morning' }]);
    vi.spyOn(store, 'set').mockRejectedValue(
      new StoreError('PERMISSION_DENIED', 'You cannot change this family.', LIBRARY),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.type(entryBox(), 'Brush teeth{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('PERMISSION_DENIED');
    expect(alert).toHaveTextContent('You cannot change this family.');
    expect(entryBox()).toHaveValue('Brush teeth');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a refused copy shows its code and adds nothing', async () => {
    const { store, user } = await openLibrary([{ id: 'g1', title: 'Morning', items: ['Bath'] }]);
    vi.spyOn(store, 'update').mockRejectedValue(
      new StoreError('PERMISSION_DENIED', 'You cannot change this family.', LISTS),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Add Morning to Ada’s day' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PERMISSION_DENIED');
    expect(screen.queryByText(/Added/)).not.toBeInTheDocument();
  });
});
