// @vitest-environment jsdom
/**
 * A kid's double tap on a task's ✕ (docs/design.md "Nothing a family does is lost"), in the real
 * app over a real IndexedDB store: the second tap lands on the row that moved up, as a click of
 * its own, and deletes nothing; Undo brings back the one task that went.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readOnce } from '../../src/store/readOnce';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

const TODAY_LIST = 'families/fam/lists/2026-11-22';

let app: RenderedApp | null = null;

afterEach(() => {
  app?.unmount();
  app = null;
});

const titlesIn = (column: HTMLElement) =>
  within(column)
    .queryAllByRole('listitem')
    .map((row) => row.querySelector('.task-row__title')?.textContent);

describe('a double tap on a task’s ✕', () => {
  it('deletes the task tapped, not the one that moves up into its place', async () => {
    const store = createTestStore();
    await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
    const titles = ['Brush teeth', 'Feed the cat', 'Pack the bag'];
    for (const [index, title] of titles.entries()) {
      await store.set(`${TODAY_LIST}/ada/task-${index + 1}`, {
        title,
        completed: false,
        order: index + 1,
      });
    }
    app = renderApp('/fam', { store, familyId: 'fam' });
    await screen.findByText('Brush teeth');
    const column = screen.getByRole('region', { name: 'Ada' });

    // Two single clicks (a tap each), the second at once on the next row's ✕, where the finger
    // lands as the rows move up: the browser does not see them as one double click.
    fireEvent.click(screen.getByRole('button', { name: 'Delete Brush teeth' }), { detail: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Feed the cat' }), { detail: 1 });

    await waitFor(() => expect(titlesIn(column)).toEqual(['Feed the cat', 'Pack the bag']));
    const stored = (await readOnce(store, `${TODAY_LIST}/ada`)) as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['task-2', 'task-3']);

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(titlesIn(column)).toEqual(titles));
  });
});
