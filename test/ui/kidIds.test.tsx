// @vitest-environment jsdom
// A new kid never inherits a removed kid's tasks: kid ids are never reused.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

it('a kid added with a removed kid’s name starts with no tasks of theirs', async () => {
  app = renderApp('/fam/settings', { familyId: 'fam' });
  const { store, user } = app;
  await seedFamily(store, 'fam', [
    { id: 'ada', name: 'Ada' },
    { id: 'ben', name: 'Ben' },
  ]);
  await store.update('families/fam/lists/2026-11-22/ada', {
    t1: { title: 'Brush teeth', completed: 1_795_000_000, order: 1 },
    t2: { title: 'Feed the cat', completed: false, order: 2 },
  });

  await user.click(await screen.findByRole('button', { name: 'Remove Ada' }));
  await user.click(screen.getByRole('button', { name: 'Yes, remove Ada' }));
  // The question closes once Ada is removed; only then is the rest of the page there to use.
  await waitFor(() => {
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Ada' })).toBeNull();
  });
  await user.type(screen.getByRole('textbox', { name: 'New kid’s name' }), 'ADA!{Enter}');
  await screen.findByRole('button', { name: 'Remove ADA!' });

  await user.click(screen.getByRole('link', { name: /Today/ }));
  const column = await screen.findByRole('region', { name: /ADA!/ });
  expect(within(column).queryByText('Brush teeth')).not.toBeInTheDocument();
  expect(within(column).queryByText('Feed the cat')).not.toBeInTheDocument();
  expect(within(column).queryByText(/1 of 2 done/)).not.toBeInTheDocument();
  // Ada's day stays in the store as history.
  expect(screen.queryByText('Brush teeth')).not.toBeInTheDocument();
});
