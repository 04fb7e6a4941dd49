// @vitest-environment jsdom
// Kid mode's rewards page: stars to spend, a reward asked for by holding, and the kid's own requests.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { Store } from '../../src/store/port';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

/** Ada has ticked five tasks today; the catalogue has three rewards for her, at push ids. */
async function family() {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  for (let order = 1; order <= 5; order += 1) {
    await store.set(`families/fam/lists/2026-11-22/ada/t${order}`, {
      title: `Task ${order}`,
      completed: 1_795_000_000_000,
      order,
    });
  }
  const reward = (title: string, cost: number, picture: string) => ({
    title,
    picture,
    cost,
    needsYes: true,
    made: 1_700_000_000,
  });
  await store.set('families/fam/rewards/catalogue', {
    '-P7Ipbt_cOjQ0UM9ZaA1': reward('30 minutes of screen time', 5, '📺'),
    '-P7Ipbt_cOjQ0UM9ZaA2': reward('A sticker', 2, '⭐'),
    '-P7Ipbt_cOjQ0UM9ZaA3': reward('Ice cream', 8, '🍦'),
  });
  return store;
}

/** Ada's ledger as stored. */
function ledger(store: Store): Promise<Record<string, Record<string, unknown>>> {
  return new Promise((resolve) => {
    const stop = store.subscribe('families/fam/rewards/ledger/ada', (value) => {
      resolve((value ?? {}) as Record<string, Record<string, unknown>>);
      queueMicrotask(() => stop());
    });
  });
}

async function openRewards(store: Store) {
  app = renderApp('/fam/kid/ada', {
    store,
    familyId: 'fam',
    kidLock: { familyId: 'fam', kidId: 'ada' },
  });
  await app.user.click(await screen.findByRole('button', { name: 'Rewards' }));
  await screen.findByText('5 to spend');
  return app;
}

const card = (title: string) => screen.getByRole('article', { name: title });
const holdButton = (name: string) =>
  screen.getByRole('button', { name: `Hold to ask for ${name}` });

it('holding "Hold to ask" asks as the kid, holds the stars, and a cancel gives them back', async () => {
  const store = await family();
  const { user } = await openRewards(store);
  expect(
    within(card('30 minutes of screen time')).getByText('You can ask for this!'),
  ).toBeVisible();

  const ask = holdButton('30 minutes of screen time, 5 stars');
  await user.pointer({ keys: '[MouseLeft>]', target: ask });
  expect(await screen.findByText('Keep holding…')).toBeVisible();
  expect(await screen.findByText('0 to spend')).toBeVisible();
  await user.pointer({ keys: '[/MouseLeft]', target: ask });
  // The card hears the request as the stars do, from the ledger: wait for what the kid sees.
  expect(await screen.findByText('5 waiting for a grown-up')).toBeVisible();
  expect(
    await within(card('30 minutes of screen time')).findByText(
      'You asked! Waiting for a grown-up.',
    ),
  ).toBeVisible();
  expect(holdButton('30 minutes of screen time, 5 stars')).toBeDisabled();
  const entries = Object.values(await ledger(store));
  expect(entries).toEqual([
    expect.objectContaining({
      type: 'request',
      by: 'kid',
      reward: '-P7Ipbt_cOjQ0UM9ZaA1',
      cost: 5,
    }),
  ]);

  await user.click(screen.getByRole('button', { name: 'Cancel 30 minutes of screen time' }));
  expect(await screen.findByText('5 to spend')).toBeVisible();
  expect(await screen.findByText('Cancelled — stars back')).toBeVisible();
  expect(screen.queryByText('5 waiting for a grown-up')).not.toBeInTheDocument();
  expect(
    await within(card('30 minutes of screen time')).findByText('You can ask for this!'),
  ).toBeVisible();
});

it('Space held down asks too', async () => {
  const store = await family();
  const { user } = await openRewards(store);
  holdButton('A sticker, 2 stars').focus();
  await user.keyboard('[Space>]');
  expect(await screen.findByText('3 to spend')).toBeVisible();
  await user.keyboard('[/Space]');
  expect(screen.getByText('2 waiting for a grown-up')).toBeVisible();
});

it('a reward too dear says how many more stars and cannot be asked for', async () => {
  const store = await family();
  await openRewards(store);
  expect(within(card('Ice cream')).getByText('3 more stars')).toBeVisible();
  expect(holdButton('Ice cream, 8 stars')).toBeDisabled();
});

it('a tap asks nothing, and a press held twice asks once', async () => {
  const store = await family();
  const { user } = await openRewards(store);
  // Taps on the screen time first: had they asked, it would be asked before the sticker is.
  const screenTime = holdButton('30 minutes of screen time, 5 stars');
  await user.pointer([
    { keys: '[MouseLeft]', target: screenTime },
    { keys: '[MouseLeft]', target: screenTime },
  ]);
  const sticker = holdButton('A sticker, 2 stars');
  await user.pointer({ keys: '[MouseLeft>]', target: sticker });
  expect(await screen.findByText('3 to spend')).toBeVisible();
  await user.pointer({ keys: '[/MouseLeft]', target: sticker });
  // Held again at once: the ask is written or waiting, so the second hold asks nothing.
  await user.pointer({ keys: '[MouseLeft>]', target: sticker });
  await user.pointer({ keys: '[/MouseLeft]', target: sticker });
  await waitFor(() =>
    expect(within(card('30 minutes of screen time')).getByText('2 more stars')).toBeVisible(),
  );
  const entries = Object.values(await ledger(store));
  expect(entries).toEqual([
    expect.objectContaining({ type: 'request', reward: '-P7Ipbt_cOjQ0UM9ZaA2' }),
  ]);
  expect(screen.getAllByText('Waiting for a grown-up')).toHaveLength(1);
});

it('a pinned goal shows first, and the device remembers it', async () => {
  const store = await family();
  const { user } = await openRewards(store);
  await user.click(screen.getByRole('button', { name: 'My goal: Ice cream' }));
  const first = screen.getAllByRole('article')[0];
  expect(first).toHaveAccessibleName('Ice cream');
  expect(within(first as HTMLElement).getByText('📌 My goal', { selector: 'p' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'My goal: Ice cream' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(window.localStorage.getItem('kids-todo:goal:fam:ada')).toBe('-P7Ipbt_cOjQ0UM9ZaA3');
});

it('a reward that needs no yes is the kid’s at once, and says so without a grown-up’s yes', async () => {
  const store = await family();
  await store.set('families/fam/rewards/catalogue/-P7Ipbt_cOjQ0UM9ZaA2/needsYes', false);
  const { user } = await openRewards(store);
  const ask = holdButton('A sticker, 2 stars');
  await user.pointer({ keys: '[MouseLeft>]', target: ask });
  expect(await screen.findByText('3 to spend')).toBeVisible();
  await user.pointer({ keys: '[/MouseLeft]', target: ask });
  expect(await screen.findByText('It’s yours! 🎉')).toBeVisible();
  expect(screen.queryByText('A grown-up said yes! 🎉')).toBeNull();
});
