// @vitest-environment jsdom
// Kid mode for the whole family: the kids' columns where they all fit at a readable width,
// "Who are you?" where they do not; a kid's avatar leads to their page, "Not me" back.
import { act, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | null = null;
const wide = window.innerWidth;
afterEach(() => {
  app?.unmount();
  app = null;
  screenWidth(wide);
});

/** The screen as wide as a device, as a turn or a resize tells the page. */
function screenWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    window.dispatchEvent(new Event('resize'));
  });
}

async function family(kids: string[]) {
  const store = createTestStore();
  await seedFamily(
    store,
    'fam',
    kids.map((name) => ({ id: name.toLowerCase(), name })),
  );
  return store;
}

it('on a phone, two kids are asked “Who are you?”; an avatar opens that kid’s page and “Not me” goes back', async () => {
  screenWidth(390);
  app = renderApp('/fam', {
    store: await family(['Ada', 'Ben']),
    familyId: 'fam',
    kidLock: { familyId: 'fam', kidId: null },
  });
  const avatars = await screen.findByRole('list', { name: 'Who are you?' });
  expect(within(avatars).getAllByRole('link')).toHaveLength(2);
  expect(within(avatars).getByRole('link', { name: 'Ben' })).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Ada' })).not.toBeInTheDocument();

  await app.user.click(within(avatars).getByRole('link', { name: 'Ada' }));
  expect(await screen.findByRole('region', { name: 'Ada' })).toBeVisible();
  expect(window.location.pathname).toBe('/fam/kid/ada');
  expect(screen.queryByRole('region', { name: 'Ben' })).not.toBeInTheDocument();

  await app.user.click(screen.getByRole('link', { name: 'Not me' }));
  expect(await screen.findByRole('list', { name: 'Who are you?' })).toBeVisible();
  expect(window.location.pathname).toBe('/fam');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // Three screens of the whole app: room for a busy machine.
}, 15_000);

it('one kid’s column fits a phone: nobody is asked who they are', async () => {
  screenWidth(360);
  app = renderApp('/fam', {
    store: await family(['Ada']),
    familyId: 'fam',
    kidLock: { familyId: 'fam', kidId: null },
  });
  expect(await screen.findByRole('region', { name: 'Ada' })).toBeVisible();
  expect(screen.queryByRole('list', { name: 'Who are you?' })).not.toBeInTheDocument();
});

it('six kids on a 768 px tablet are asked “Who are you?”; three on a 1024 px one see their columns', async () => {
  screenWidth(768);
  app = renderApp('/fam', {
    store: await family(['Ada', 'Ben', 'Cleo', 'Dev', 'Eve', 'Finn']),
    familyId: 'fam',
    kidLock: { familyId: 'fam', kidId: null },
  });
  expect(await screen.findByRole('list', { name: 'Who are you?' })).toBeVisible();
  app.unmount();

  screenWidth(1024);
  app = renderApp('/fam', {
    store: await family(['Ada', 'Ben', 'Cleo']),
    familyId: 'fam',
    kidLock: { familyId: 'fam', kidId: null },
  });
  expect(await screen.findByRole('region', { name: 'Cleo' })).toBeVisible();
  expect(screen.queryByRole('list', { name: 'Who are you?' })).not.toBeInTheDocument();
  // Turned to a phone, the same page asks instead.
  screenWidth(390);
  expect(await screen.findByRole('list', { name: 'Who are you?' })).toBeVisible();
});
