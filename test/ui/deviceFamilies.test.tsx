// @vitest-environment jsdom
// Every family opened on this device is remembered; a link to one it holds nothing of replaces nothing.
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createDeviceStorage } from '../../src/app/deviceStorage';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

it('a link to a family this device holds nothing of says so, and / still opens our family', async () => {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  app = renderApp('/-SomeoneElsesFamily12', { store, familyId: 'fam' });

  expect(
    await screen.findByRole('heading', { name: 'This device has nothing of this family' }),
  ).toBeInTheDocument();
  expect(window.localStorage.getItem('kids-todo:family')).toBe('fam');

  await app.user.click(screen.getByRole('button', { name: 'Back to my families' }));
  expect(await screen.findByRole('region', { name: /Ada/ })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/fam');
  expect(createDeviceStorage(window.localStorage).familyIds()).toEqual(['fam']);
});

it('with two families on this device, / lists both to pick from', async () => {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  await store.set('families/other/config', {
    name: 'The Okafors',
    kids: ['bo'],
    order: 'bo',
    names: { bo: 'Bo' },
  });
  app = renderApp('/', { store, familyIds: ['fam', 'other'] });
  const families = await screen.findByRole('navigation', { name: 'Families on this device' });
  expect(await within(families).findByRole('link', { name: 'The Okafors' })).toBeInTheDocument();
  expect(within(families).getByRole('link', { name: 'The Riveras' })).toBeInTheDocument();
  await app.user.click(within(families).getByRole('link', { name: 'The Okafors' }));
  expect(await screen.findByRole('region', { name: /Bo/ })).toBeInTheDocument();
});
