// @vitest-environment jsdom
/**
 * What the Day view loads after its first screen and shows nothing of by itself (the stars'
 * days, the rewards: `LoadProblem quiet`): when its code cannot load, the day goes on working
 * and the numbers this device last showed stay, with no error over the board.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { CalendarDate } from '../../machines/calendar';
import { readOnce } from '../../src/store/readOnce';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

vi.mock('../../src/views/week/StarsReader', () => {
  throw new Error('The stars’ file could not be fetched.');
});
vi.mock('../../src/views/rewards/RewardsReader', () => {
  throw new Error('The rewards’ file could not be fetched.');
});

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  vi.restoreAllMocks();
});

it('the stars’ and rewards’ code failing to load leaves the day working, its kept numbers shown', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  await store.set('families/fam/lists/2026-11-22/ada', {
    t1: { title: 'Feed the cat', order: 1, completed: false },
  });
  app = renderApp('/fam', {
    store,
    familyId: 'fam',
    remembered: (device) => {
      device.rememberStars('fam', {
        date: '2026-11-22' as CalendarDate,
        kids: { ada: { stars: 3, streak: 2 } },
      });
      device.rememberSpenders('fam', { ada: 4 });
    },
  });
  const column = await screen.findByRole('region', { name: 'Ada' });
  // Both were asked for once the day was painted, and both failed.
  const failures = () =>
    logged.mock.calls.filter(([message]) => message === 'A part of Kids To-Do could not be shown.');
  await waitFor(() => expect(failures()).toHaveLength(2));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(column.querySelector('.kid-column__stars')).toHaveTextContent(
    '⭐ 3 stars this week 🔥 2 days in a row 🎁 4',
  );

  await app.user.click(within(column).getByRole('checkbox', { name: 'Mark (in)complete' }));
  await waitFor(async () =>
    expect(await readOnce(app!.store, 'families/fam/lists/2026-11-22/ada/t1/completed')).toEqual(
      expect.any(Number),
    ),
  );
});
