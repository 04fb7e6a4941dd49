// @vitest-environment jsdom
// The Routine view's entry: weekdays chosen while adding, and a task for today's weekday offered
// to today too once today already has its routine (docs/design.md "Seeding and the routine").
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { readOnce } from '../../src/store/readOnce';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

/** Sunday 22 November 2026, the tests' today. */
const TODAY = 'families/fam/lists/2026-11-22';

async function openRoutine({ todaySeeded }: { todaySeeded: boolean }) {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  if (todaySeeded) {
    await store.set('families/fam/lists/templates/ada/t1', { title: 'Brush teeth', order: 1 });
    await store.set(TODAY, {
      _seeded: 1_795_000_000,
      ada: { d1: { title: 'Brush teeth', completed: false, order: 1 } },
    });
  }
  app = renderApp('/fam/templates', { store, familyId: 'fam' });
  await screen.findByRole('region', { name: 'Ada' });
  return app;
}

const todayTitles = async (store: RenderedApp['store']) =>
  Object.values(
    ((await readOnce(store, `${TODAY}/ada`)) ?? {}) as Record<string, { title: string }>,
  )
    .map((task) => task.title)
    .sort();
const question = () => screen.queryByRole('group', { name: 'Add to today as well?' });

it('a routine task for today asks “Add to today as well?”, and Yes adds it to today', async () => {
  const { user, store } = await openRoutine({ todaySeeded: true });
  await user.click(
    within(screen.getByRole('group', { name: 'Part of the day for the task' })).getByRole(
      'button',
      { name: /Evening/ },
    ),
  );
  await user.type(screen.getByRole('textbox', { name: 'New task' }), 'Bath{Enter}');
  const asked = await screen.findByRole('group', { name: 'Add to today as well?' });
  expect(await todayTitles(store)).toEqual(['Brush teeth']);
  await user.click(within(asked).getByRole('button', { name: 'Yes' }));
  await waitFor(async () => expect(await todayTitles(store)).toEqual(['Bath', 'Brush teeth']));
  const bath = Object.values(
    (await readOnce(store, `${TODAY}/ada`)) as Record<string, object>,
  ).find((task) => 'title' in task && task.title === 'Bath');
  expect(bath).toEqual({
    title: 'Bath',
    completed: false,
    order: 2,
    part: 'evening',
    picture: '🛁',
  });
  await waitFor(() => expect(question()).toBeNull());
});

it('No leaves today as it is', async () => {
  const { user, store } = await openRoutine({ todaySeeded: true });
  await user.type(screen.getByRole('textbox', { name: 'New task' }), 'Bath{Enter}');
  const asked = await screen.findByRole('group', { name: 'Add to today as well?' });
  await user.click(within(asked).getByRole('button', { name: 'No' }));
  expect(question()).toBeNull();
  expect(await todayTitles(store)).toEqual(['Brush teeth']);
});

it('weekdays are chosen while adding; a task not for today asks nothing', async () => {
  const { user, store } = await openRoutine({ todaySeeded: true });
  const days = screen.getByRole('group', { name: 'Days for the task' });
  await user.click(within(days).getByRole('button', { name: 'School days' }));
  await user.type(screen.getByRole('textbox', { name: 'New task' }), 'Homework{Enter}');
  await waitFor(async () => {
    const routine = (await readOnce(store, 'families/fam/lists/templates/ada')) as Record<
      string,
      { title: string; days?: string }
    >;
    expect(Object.values(routine).find((task) => task.title === 'Homework')?.days).toBe('12345');
  });
  expect(question()).toBeNull();
  expect(await todayTitles(store)).toEqual(['Brush teeth']);
});

it('before today has its routine, nothing is asked: today gets the task when it is made', async () => {
  const { user } = await openRoutine({ todaySeeded: false });
  await user.type(screen.getByRole('textbox', { name: 'New task' }), 'Bath{Enter}');
  await screen.findByText('Added “Bath” for Ada');
  expect(question()).toBeNull();
});

it('a routine task’s days changed in its row to take in today ask too, once', async () => {
  const { user, store } = await openRoutine({ todaySeeded: true });
  await store.set('families/fam/lists/templates/ada/t2', {
    title: 'Swimming',
    order: 2,
    days: '6',
  });
  const column = screen.getByRole('region', { name: 'Ada' });
  await user.click(await within(column).findByRole('button', { name: /^Change Swimming:/ }));
  // Sunday, the tests' today: the first change that takes it in asks; the next asks nothing more.
  await user.click(within(column).getByRole('button', { name: 'Weekend' }));
  const asked = await screen.findByRole('group', { name: 'Add to today as well?' });
  expect(within(asked).getByText(/Swimming/)).toBeVisible();
  await user.click(within(column).getByRole('button', { name: 'Every day' }));
  await user.click(within(asked).getByRole('button', { name: 'Yes' }));
  await waitFor(async () => expect(await todayTitles(store)).toEqual(['Brush teeth', 'Swimming']));
  await waitFor(() => expect(question()).toBeNull());
});
