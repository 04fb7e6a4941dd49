// @vitest-environment jsdom
// Kid mode is the device's: a reload keeps it, every tab follows it, and no address leaves it.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

async function family() {
  const store = createTestStore();
  await seedFamily(store, 'fam', [
    { id: 'ada', name: 'Ada' },
    { id: 'ben', name: 'Ben' },
  ]);
  await store.set('families/fam/lists/2026-11-22/ada/t1', {
    title: 'Brush teeth',
    completed: false,
    order: 1,
    picture: '🪥',
  });
  return store;
}

/** Another tab of this device changes its mode. */
function otherTab(value: object | null) {
  const newValue = value === null ? null : JSON.stringify(value);
  if (newValue === null) window.localStorage.removeItem('kids-todo:kid-mode');
  else window.localStorage.setItem('kids-todo:kid-mode', newValue);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'kids-todo:kid-mode', newValue }));
  });
}

it('a device left in kid mode opens in it, on today, whatever the address', async () => {
  app = renderApp('/fam/library', {
    store: await family(),
    familyId: 'fam',
    kidLock: { familyId: 'fam', kidId: null },
  });
  const ada = await screen.findByRole('region', { name: 'Ada' });
  expect(await within(ada).findByRole('checkbox', { name: 'Brush teeth' })).toBeVisible();
  expect(window.location.pathname).toBe('/fam');
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'New task' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Grown-ups' })).toBeVisible();
});

it('tied to one kid, the device opens on that kid’s page and no other', async () => {
  app = renderApp('/fam/kid/ben', {
    store: await family(),
    familyId: 'fam',
    kidLock: { familyId: 'fam', kidId: 'ada' },
  });
  expect(await screen.findByRole('region', { name: 'Ada' })).toBeVisible();
  expect(window.location.pathname).toBe('/fam/kid/ada');
  expect(screen.queryByRole('region', { name: 'Ben' })).not.toBeInTheDocument();
});

it('kid mode started in another tab takes this one there at once, and leaving it there leaves here', async () => {
  app = renderApp('/fam/settings', { store: await family(), familyId: 'fam' });
  expect(await screen.findByRole('heading', { name: 'Family', level: 1 })).toBeVisible();

  otherTab({ familyId: 'fam', kidId: null });
  expect(await screen.findByRole('button', { name: 'Grown-ups' })).toBeVisible();
  await waitFor(() => expect(window.location.pathname).toBe('/fam'));
  expect(screen.queryByRole('heading', { name: 'Family', level: 1 })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

  otherTab(null);
  expect(await screen.findByRole('navigation', { name: 'Family pages' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'New task' })).toBeVisible();
});

it('the Family view starts kid mode for one kid, and the device remembers it', async () => {
  app = renderApp('/fam/settings', { store: await family(), familyId: 'fam' });
  await app.user.selectOptions(await screen.findByLabelText('Who uses this device'), 'Ada only');
  await app.user.click(screen.getByRole('button', { name: 'Start kid mode on this device' }));
  await waitFor(() => expect(window.location.pathname).toBe('/fam/kid/ada'));
  expect(await screen.findByRole('region', { name: 'Ada' })).toBeVisible();
  expect(JSON.parse(window.localStorage.getItem('kids-todo:kid-mode') ?? 'null')).toEqual({
    familyId: 'fam',
    kidId: 'ada',
  });
});

it('a device in kid mode for a family it no longer holds still offers the way out', async () => {
  app = renderApp('/fam', {
    store: createTestStore(),
    kidLock: { familyId: 'gone', kidId: null },
  });
  await waitFor(() => expect(window.location.pathname).toBe('/gone'));
  expect(
    await screen.findByRole('heading', { name: 'This device has nothing of this family' }),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Grown-ups' })).toBeVisible();
});
