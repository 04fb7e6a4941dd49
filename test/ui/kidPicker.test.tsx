// @vitest-environment jsdom
// The kid picker is one choice per device: the Day and Routine views show the same one.
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createDeviceStorage } from '../../src/app/deviceStorage';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

const picker = () => screen.getByRole('group', { name: 'Add the task for' });
const kidButton = (name: string) => within(picker()).getByRole('button', { name });
const nav = (place: string) =>
  within(screen.getByRole('navigation', { name: 'Family pages' })).getByRole('link', {
    name: place,
  });

it('Bo turned off on the Day view is off on the Routine view too, and stored once', async () => {
  const store = createTestStore();
  await seedFamily(store, 'fam', [
    { id: 'ada', name: 'Ada' },
    { id: 'bo', name: 'Bo' },
  ]);
  app = renderApp('/fam', { store, familyId: 'fam' });
  await screen.findByRole('region', { name: /Bo/ });

  await app.user.click(kidButton('Bo'));
  expect(kidButton('Bo')).toHaveAttribute('aria-pressed', 'false');
  expect(createDeviceStorage(window.localStorage).picked()).toEqual(['ada']);

  await app.user.click(nav('Routine'));
  await screen.findByRole('heading', { name: 'Routine' });
  expect(kidButton('Bo')).toHaveAttribute('aria-pressed', 'false');
  expect(kidButton('Ada')).toHaveAttribute('aria-pressed', 'true');

  // Turned back on in the routine, Bo is on for the day as well.
  await app.user.click(kidButton('Bo'));
  await app.user.click(nav('Today'));
  await screen.findByRole('region', { name: /Bo/ });
  expect(kidButton('Bo')).toHaveAttribute('aria-pressed', 'true');
  expect(createDeviceStorage(window.localStorage).picked()).toBeNull();
});
