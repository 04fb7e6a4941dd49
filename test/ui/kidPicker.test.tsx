// @vitest-environment jsdom
// For starts at the kid in view on the Day and Routine views alike; kids picked on one page are
// for the adds there, not carried to the other, and not stored on the device.
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

const picker = () => screen.getByRole('group', { name: 'Add the task for' });
const kidButton = (name: string) => within(picker()).getByRole('button', { name });
const nav = (place: string) =>
  within(screen.getByRole('navigation', { name: 'Family pages' })).getByRole('link', {
    name: place,
  });

it('Bo picked on the Day view is not carried to the Routine view, nor back', async () => {
  const store = createTestStore();
  await seedFamily(store, 'fam', [
    { id: 'ada', name: 'Ada' },
    { id: 'bo', name: 'Bo' },
  ]);
  app = renderApp('/fam', { store, familyId: 'fam' });
  await screen.findByRole('region', { name: /Bo/ });
  expect(kidButton('Ada')).toHaveAttribute('aria-pressed', 'true');
  expect(kidButton('Bo')).toHaveAttribute('aria-pressed', 'false');

  await app.user.click(kidButton('Bo'));
  expect(kidButton('Bo')).toHaveAttribute('aria-pressed', 'true');

  await app.user.click(nav('Routine'));
  await screen.findByRole('heading', { name: 'Routine' });
  expect(kidButton('Bo')).toHaveAttribute('aria-pressed', 'false');
  expect(kidButton('Ada')).toHaveAttribute('aria-pressed', 'true');

  // Picked in the routine, Bo is not picked for the day.
  await app.user.click(kidButton('Bo'));
  await app.user.click(nav('Today'));
  await screen.findByRole('region', { name: /Bo/ });
  expect(kidButton('Bo')).toHaveAttribute('aria-pressed', 'false');
  expect(window.localStorage.getItem('kids-todo:picked')).toBeNull();
});
