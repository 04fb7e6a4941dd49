// @vitest-environment jsdom
// The first page, rendered whole on the real IndexedDB store (over fake-indexeddb).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { createIndexedDbStore } from '../../src/store/indexedDbStore';
import type { Store, StoreSnapshot } from '../../src/store/port';

/** Sunday 22 November 2026, 09:30 local time. */
const NOW = new Date(2026, 10, 22, 9, 30);
const TODAY_PATH = 'families/local/lists/2026-11-22/everyone';
const TOO_LONG = 'a'.repeat(10_485_761);

let store: Store;
let databaseNumber = 0;

beforeEach(() => {
  databaseNumber += 1;
  store = createIndexedDbStore({
    indexedDB: new IDBFactory(),
    keyRange: IDBKeyRange,
    databaseName: `first-page-${databaseNumber}`,
  });
});

afterEach(() => {
  store.close();
  vi.restoreAllMocks();
});

function renderFirstPage() {
  const user = userEvent.setup();
  render(
    <StrictMode>
      <App store={store} now={() => NOW} />
    </StrictMode>,
  );
  const entryBox = screen.getByRole<HTMLInputElement>('textbox', { name: 'Add a task' });
  return { user, entryBox };
}

/** The first value the store holds at `path`. */
function readOnce(path: string): Promise<StoreSnapshot> {
  return new Promise((resolve, reject) => {
    const unsubscribe = store.subscribe(
      path,
      (value) => {
        queueMicrotask(() => unsubscribe());
        resolve(value);
      },
      reject,
    );
  });
}

async function findTaskList() {
  return screen.findByRole('list', { name: 'Tasks' });
}

describe('the first page', () => {
  it('names today in words', () => {
    renderFirstPage();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Today, Sunday 22 November',
    );
  });

  it('has the entry box with its placeholder', () => {
    const { entryBox } = renderFirstPage();

    expect(entryBox).toHaveAttribute('placeholder', 'What needs to be done?');
  });

  it('shows that it is loading, then an empty list in plain words', async () => {
    renderFirstPage();

    expect(screen.getByText('Loading tasks…')).toBeInTheDocument();
    expect(
      await screen.findByText('Nothing to do yet — type a task above and press Enter.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading tasks…')).not.toBeInTheDocument();
  });

  it('typing a task and pressing Enter shows it in the list and clears the box', async () => {
    const { user, entryBox } = renderFirstPage();
    await screen.findByText(/Nothing to do yet/);

    await user.type(entryBox, '  Brush teeth  {Enter}');

    const list = await findTaskList();
    expect(within(list).getByRole('listitem')).toHaveTextContent('Brush teeth');
    expect(entryBox).toHaveValue('');
  });

  it('stores the new task under today with completed false and order 1', async () => {
    const { user, entryBox } = renderFirstPage();

    await user.type(entryBox, 'Feed the cat{Enter}');
    await findTaskList();

    const stored = await readOnce(TODAY_PATH);
    expect(Object.values(stored ?? {})).toEqual([
      { title: 'Feed the cat', completed: false, order: 1 },
    ]);
    expect(Object.keys(stored ?? {})[0]).toMatch(/^[-0-9A-Za-z_]{20}$/);
  });

  it('lists tasks in the order they were added', async () => {
    const { user, entryBox } = renderFirstPage();

    await user.type(entryBox, 'Brush teeth{Enter}');
    await screen.findByText('Brush teeth');
    await user.type(entryBox, 'Pack the school bag{Enter}');
    await screen.findByText('Pack the school bag');

    const items = within(await findTaskList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Brush teeth', 'Pack the school bag']);
  });

  it('shows a title as text, never as HTML', async () => {
    const { user, entryBox } = renderFirstPage();

    await user.type(entryBox, '<b>Bold</b>{Enter}');

    const list = await findTaskList();
    expect(within(list).getByRole('listitem')).toHaveTextContent('<b>Bold</b>');
    expect(list.querySelector('b')).toBeNull();
  });

  it('does not add an empty or whitespace-only title, and says so politely', async () => {
    const { user, entryBox } = renderFirstPage();
    await screen.findByText(/Nothing to do yet/);

    await user.type(entryBox, '   {Enter}');

    expect(screen.getByRole('status')).toHaveTextContent(
      'The box is empty — type a task first, then press Enter.',
    );
    expect(screen.getByText(/Nothing to do yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tasks' })).not.toBeInTheDocument();
    expect(await readOnce(TODAY_PATH)).toBeNull();

    await user.type(entryBox, 'R');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('keeps a too-long title in the box and shows the error and its code', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, entryBox } = renderFirstPage();
    await screen.findByText(/Nothing to do yet/);

    fireEvent.change(entryBox, { target: { value: TOO_LONG } });
    entryBox.focus();
    await user.keyboard('{Enter}');

    const alert = await screen.findByText('VALUE_TOO_LARGE');
    const banner = screen.getByRole('alert');
    expect(banner).toContainElement(alert);
    expect(banner).toHaveTextContent(/at most 10,485,760 bytes/);
    expect(entryBox.value).toHaveLength(TOO_LONG.length);
    expect(screen.getByText(/Nothing to do yet/)).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows a task written elsewhere (another tab) without a reload', async () => {
    renderFirstPage();
    await screen.findByText(/Nothing to do yet/);

    await act(() =>
      store.push(TODAY_PATH, { title: 'Water the plants', completed: false, order: 1 }),
    );

    expect(within(await findTaskList()).getByRole('listitem')).toHaveTextContent(
      'Water the plants',
    );
  });
});
