// @vitest-environment jsdom
// A tick re-renders the ticked row and its column only, whether it was made here or in another tab.
import { screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, expect, it, vi } from 'vitest';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import type { Store } from '../../src/store/port';
import { renderApp, seedFamily, type RenderedApp } from './support/renderApp';

/** Renders since the last reset: rows by task id, columns by kid id. */
const renders = vi.hoisted(() => ({ rows: new Set<string>(), columns: new Set<string>() }));

// Each render of a row renders its schedule button once, and each render of a column runs its
// celebration hook: counting the calls counts the renders, while the real ones still run.
vi.mock(import('../../src/views/ScheduleEditor'), async (importOriginal) => {
  const actual = await importOriginal();
  return {
    ...actual,
    ScheduleButton: (props: Parameters<typeof actual.ScheduleButton>[0]) => {
      renders.rows.add(props.task.id);
      return actual.ScheduleButton(props);
    },
  };
});
vi.mock(import('../../src/views/useCelebration'), async (importOriginal) => {
  const actual = await importOriginal();
  return {
    ...actual,
    useCelebration: (tasks: Parameters<typeof actual.useCelebration>[0]) => {
      const kidId = tasks?.[0]?.id.split('-')[0];
      if (kidId) renders.columns.add(kidId);
      return actual.useCelebration(tasks);
    },
  };
});

const KIDS = [
  { id: 'ada', name: 'Ada' },
  { id: 'ben', name: 'Ben' },
  { id: 'cy', name: 'Cy' },
];
const TASKS_PER_KID = 5;
const TODAY_LIST = 'families/fam/lists/2026-11-22';

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

function twoTabs(): [Store, Store] {
  const factory = new IDBFactory();
  const open = () =>
    createIndexedDbStore({ indexedDB: factory, keyRange: IDBKeyRange, databaseName: 'renders' });
  return [open(), open()];
}

/** Three kids with five tasks each (ids `ada-1` …), the board shown with every row. */
async function openBoard(store: Store): Promise<RenderedApp> {
  await seedFamily(store, 'fam', KIDS);
  const tasks = Object.fromEntries(
    KIDS.map((kid) => [
      kid.id,
      Object.fromEntries(
        Array.from({ length: TASKS_PER_KID }, (_, index) => [
          `${kid.id}-${index + 1}`,
          { title: `${kid.name}’s task ${index + 1}`, completed: false, order: index + 1 },
        ]),
      ),
    ]),
  );
  await store.set(TODAY_LIST, { _seeded: 1_795_000_000, ...tasks });
  app = renderApp('/fam', { store, familyId: 'fam' });
  await waitFor(() =>
    expect(screen.getAllByRole('checkbox', { name: 'Mark (in)complete' })).toHaveLength(
      KIDS.length * TASKS_PER_KID,
    ),
  );
  return app;
}

function tickBox(kidName: string, index: number): HTMLElement {
  const column = screen.getByRole('region', { name: kidName });
  const box = within(column).getAllByRole('checkbox', { name: 'Mark (in)complete' })[index];
  if (!box) throw new Error(`${kidName} has no row ${index + 1}`);
  return box;
}

function startCounting() {
  renders.rows.clear();
  renders.columns.clear();
}

it('ticking one task re-renders only its row and its column', async () => {
  const { user } = await openBoard(twoTabs()[0]);
  startCounting();

  await user.click(tickBox('Ben', 2));

  await waitFor(() => expect(tickBox('Ben', 2)).toBeChecked());
  expect(
    within(screen.getByRole('region', { name: 'Ben' })).getByText('1 of 5 done'),
  ).toBeVisible();
  expect([...renders.rows]).toEqual(['ben-3']);
  expect([...renders.columns]).toEqual(['ben']);
});

it('a tick saved in another tab re-renders only its row and its column here', async () => {
  const [here, otherTab] = twoTabs();
  await openBoard(here);
  startCounting();

  await otherTab.set(`${TODAY_LIST}/cy/cy-4/completed`, 1_795_000_100);

  await waitFor(() => expect(tickBox('Cy', 3)).toBeChecked());
  expect([...renders.rows]).toEqual(['cy-4']);
  expect([...renders.columns]).toEqual(['cy']);
  otherTab.close();
});
