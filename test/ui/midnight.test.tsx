// @vitest-environment jsdom
// The Today board follows the calendar: a task typed before midnight and entered after it lands
// on the new today, and is on screen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { nextValue } from '../store/contract/support';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

it('text typed before midnight and entered after it is added to the new today, on screen', async () => {
  let clock = new Date(2026, 10, 22, 23, 58);
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  app = renderApp('/fam', { store, familyId: 'fam', now: () => clock });
  const box = await screen.findByRole('textbox', { name: 'New task' });
  await app.user.type(box, 'Feed the cat');

  // Midnight passes; the day check runs when the page is looked at again.
  clock = new Date(2026, 10, 23, 0, 2);
  fireEvent(document, new Event('visibilitychange'));
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Monday 23 November'),
  );
  expect(box).toHaveValue('Feed the cat');
  expect(app.reloads).toBe(0);

  await app.user.type(box, '{Enter}');
  const column = await screen.findByRole('region', { name: /Ada/ });
  expect(await within(column).findByText('Feed the cat')).toBeInTheDocument();
  const newDay = (await nextValue(store, 'families/fam/lists/2026-11-23/ada')) as object;
  expect(JSON.stringify(newDay)).toContain('Feed the cat');
  expect(await nextValue(store, 'families/fam/lists/2026-11-22/ada')).toBeNull();
  // With the box empty again, the page reloads onto the new day, as every day change does.
  await waitFor(() => expect(app?.reloads).toBe(1));
});
