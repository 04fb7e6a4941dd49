// @vitest-environment jsdom
/**
 * The grown-ups' Rewards page (docs/design.md "Rewards"), in the real app over a real IndexedDB
 * store (fake-indexeddb): a reward added, an ask made through the rewards machine (a kid's
 * device), granted, given or turned down; a bonus with its reason; a reversal; and what was
 * typed kept when a write is refused.
 */
import { screen, waitFor as waitForScreen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { CalendarDate } from '../../machines/calendar';
import { rewardsMachine } from '../../machines/rewards';
import { createRewardsImplementations } from '../../src/app/rewards/rewardsEffects';
import type { KeptStars } from '../../src/app/deviceStorage';
import { StoreError } from '../../src/store/errors';
import type { Store } from '../../src/store/port';
import { readOnce } from '../../src/store/readOnce';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

const TODAY = '2026-11-22' as CalendarDate;
const NOW = new Date('2026-11-22T09:30:00');
const REWARDS = 'families/fam/rewards';
const SCREEN_TIME = '-Reward0000000000001';
const KIDS = [
  { id: 'ada', name: 'Ada' },
  { id: 'ben', name: 'Ben' },
];

let app: RenderedApp | null = null;
const kidDevices: { stop(): void }[] = [];
afterEach(() => {
  for (const device of kidDevices.splice(0)) device.stop();
  app?.unmount();
  app = null;
  vi.restoreAllMocks();
});

/** Ada ticked five tasks today; the family has one reward, for 5 stars, that needs a yes. */
async function family(): Promise<Store> {
  const store = createTestStore();
  await seedFamily(store, 'fam', KIDS);
  for (let order = 1; order <= 5; order += 1) {
    await store.set(`families/fam/lists/${TODAY}/ada/t${order}`, {
      title: `Task ${order}`,
      completed: 1_795_000_000,
      order,
    });
  }
  await store.set(`${REWARDS}/catalogue/${SCREEN_TIME}`, {
    title: '30 minutes of screen time',
    picture: '📺',
    cost: 5,
    needsYes: true,
    made: 1_790_000_000,
  });
  return store;
}

async function openRewards(store: Store): Promise<RenderedApp> {
  app = renderApp('/fam/rewards', { store, familyId: 'fam', now: () => NOW });
  await screen.findByRole('heading', { level: 1, name: 'Rewards' });
  await screen.findByRole('heading', { level: 2, name: 'Waiting' });
  return app;
}

/** Ada's device in kid mode, asking through its own rewards machine on the same store. */
async function adaAsks(store: Store, rewardId = SCREEN_TIME) {
  const device = createActor(
    rewardsMachine.provide(createRewardsImplementations({ store, now: () => NOW })),
    { input: { familyId: 'fam', maker: { by: 'kid' }, kidIds: ['ada', 'ben'], today: TODAY } },
  ).start();
  kidDevices.push(device);
  await waitFor(device, (snapshot) => snapshot.context.kids.ada?.spendable === 5);
  device.send({ type: 'request.ask', kidId: 'ada', rewardId });
  await waitFor(device, (snapshot) => snapshot.context.kids.ada?.held === 5);
}

const section = (name: string) => screen.getByRole('region', { name });
const starsCard = (name: string) =>
  within(section('Stars')).getByRole('listitem', { name: new RegExp(name) });
const historyLines = () =>
  within(section('History'))
    .queryAllByRole('listitem')
    .map((row) => row.querySelector('.history-row__line')?.textContent);

/**
 * Picks a kid's History: their whole ledger is read only now, "Loading…" until it is, and only
 * then the entries show.
 */
async function showHistory(user: { click: (element: Element) => Promise<void> }, kid: string) {
  const history = section('History');
  expect(within(history).getByText('Pick a kid to see their history.')).toBeInTheDocument();
  await user.click(within(history).getByRole('button', { name: kid }));
  await waitForScreen(() => expect(within(history).queryByText('Loading…')).toBeNull());
}

describe('the Rewards page', () => {
  it('adds a reward: a bad cost says why and keeps what was typed; saved, the form empties', async () => {
    const { user, store } = await openRewards(await family());
    const form = screen.getByRole('form', { name: 'New reward' });
    await user.type(within(form).getByLabelText('What is the reward?'), 'Ice cream');
    await user.type(within(form).getByLabelText('Cost in stars'), '0');
    await user.click(within(form).getByRole('button', { name: 'Add reward' }));
    const cost = within(form).getByLabelText('Cost in stars');
    expect(cost).toHaveAccessibleDescription(/Type a whole number of stars from 1 to 1,000\./);
    expect(cost).toHaveFocus();
    expect(within(form).getByLabelText('What is the reward?')).toHaveValue('Ice cream');

    await user.clear(cost);
    await user.type(cost, '3');
    await user.click(within(form).getByRole('button', { name: 'Ben' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Needs a grown-up’s yes' }));
    await user.click(within(form).getByRole('button', { name: 'Add reward' }));

    const row = await within(section('Rewards')).findByText('Ice cream');
    expect(row.closest('li')).toHaveTextContent('3 stars · Ben · given at once');
    // The form empties once the write is done, which may come just after the row shows.
    await waitForScreen(() =>
      expect(within(form).getByLabelText('What is the reward?')).toHaveValue(''),
    );
    const catalogue = (await readOnce(store, `${REWARDS}/catalogue`)) as Record<string, unknown>;
    expect(Object.values(catalogue)).toContainEqual({
      title: 'Ice cream',
      cost: 3,
      kids: 'ben',
      needsYes: false,
      made: NOW.getTime() / 1000,
    });
  });

  it('of many rewards granted and not given, the newest five show, and all of them on a press', async () => {
    const store = await family();
    const at = 1_795_000_000;
    const ledger: Record<string, unknown> = {
      '-Entry000000000000000': { type: 'bonus', by: 'grown-up', stars: 10, reason: 'Tidy', at },
    };
    for (let n = 1; n <= 7; n += 1) {
      ledger[`-Entry00000000000000${n}a`] = {
        type: 'request',
        by: 'kid',
        reward: SCREEN_TIME,
        title: `Treat ${n}`,
        cost: 1,
        needsYes: true,
        at: at + n,
      };
      ledger[`-Entry00000000000000${n}b`] = {
        type: 'grant',
        by: 'grown-up',
        request: `-Entry00000000000000${n}a`,
        at: at + n,
      };
    }
    await store.set(`${REWARDS}/ledger/ada`, ledger);
    const { user } = await openRewards(store);

    const toGive = await screen.findByRole('list', { name: 'Granted, to give' });
    const titles = () =>
      within(toGive)
        .getAllByRole('listitem')
        .map((row) => /Treat \d/.exec(row.textContent ?? '')?.[0]);
    expect(titles()).toEqual(['Treat 3', 'Treat 4', 'Treat 5', 'Treat 6', 'Treat 7']);
    expect(section('Waiting')).toHaveTextContent('The newest 5; 2 more granted earlier.');

    const more = screen.getByRole('button', { name: 'Show all 7' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(titles()).toEqual([
      'Treat 1',
      'Treat 2',
      'Treat 3',
      'Treat 4',
      'Treat 5',
      'Treat 6',
      'Treat 7',
    ]);
    const fewer = screen.getByRole('button', { name: 'Show the newest 5' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    expect(fewer).toHaveFocus();
    expect(section('Waiting')).toHaveTextContent('All 7, oldest first.');
  });

  it('an ask waits in the navigation and on the page; a yes spends the stars, then it is given', async () => {
    const store = await family();
    const { user } = await openRewards(store);
    await adaAsks(store);

    const link = await screen.findByRole('link', { name: 'Rewards, 1 waiting' });
    expect(link).toHaveAttribute('aria-current', 'page');
    const waiting = section('Waiting');
    expect(within(waiting).getByText('Ada: “30 minutes of screen time”')).toBeInTheDocument();
    expect(waiting).toHaveTextContent('5 stars · asked by Ada, in kid mode, Sun 22 Nov, 09:30');
    expect(starsCard('Ada')).toHaveTextContent('0 stars to spend · 5 stars held by asks');

    await user.click(
      within(waiting).getByRole('button', { name: 'Grant Ada’s “30 minutes of screen time”' }),
    );
    const give = await within(waiting).findByRole('button', {
      name: 'Mark Ada’s “30 minutes of screen time” given',
    });
    expect(screen.getByRole('link', { name: 'Rewards' })).toBeInTheDocument();
    expect(starsCard('Ada')).toHaveTextContent('0 stars to spend');
    expect(starsCard('Ada')).not.toHaveTextContent('held');

    await user.click(give);
    await within(waiting).findByText('Nothing is waiting for a grown-up.');
    await showHistory(user, 'Ada');
    expect(historyLines()).toEqual([
      '“30 minutes of screen time” was given',
      'A grown-up said yes to “30 minutes of screen time”: 5 stars spent',
      'Asked for “30 minutes of screen time”: 5 stars held',
    ]);
  });

  it('turning down gives the stars back, with the reason in the history', async () => {
    const store = await family();
    const { user } = await openRewards(store);
    await adaAsks(store);
    const waiting = section('Waiting');
    await user.click(
      await within(waiting).findByRole('button', {
        name: 'Turn down Ada’s “30 minutes of screen time”',
      }),
    );
    const form = within(waiting).getByRole('form', {
      name: 'Turn down Ada’s “30 minutes of screen time”',
    });
    await user.type(within(form).getByLabelText('Why? (if you like)'), 'Not on a school night');
    await user.click(within(form).getByRole('button', { name: 'Turn down' }));

    await within(waiting).findByText('Nothing is waiting for a grown-up.');
    expect(starsCard('Ada')).toHaveTextContent('5 stars to spend');
    await showHistory(user, 'Ada');
    expect(historyLines()[0]).toBe(
      'Turned down “30 minutes of screen time”, 5 stars back: Not on a school night',
    );
  });

  it('a bonus needs a reason; given, it adds to the stars to spend; reversed, it is taken off again', async () => {
    const { user, store } = await openRewards(await family());
    const card = starsCard('Ada');
    await user.type(within(card).getByLabelText('Stars'), '2');
    await user.click(within(card).getByRole('button', { name: 'Give bonus to Ada' }));
    const reason = within(card).getByLabelText('Reason');
    expect(reason).toHaveAccessibleDescription('Say why, in a few words.');
    expect(reason).toHaveFocus();

    await user.type(reason, 'Tidied the garage');
    await user.click(within(card).getByRole('button', { name: 'Give bonus to Ada' }));
    await waitForScreen(() => expect(starsCard('Ada')).toHaveTextContent('7 stars to spend'));
    // Saved, the form is empty again.
    await waitForScreen(() =>
      expect(within(starsCard('Ada')).getByLabelText('Stars')).toHaveValue(''),
    );
    await showHistory(user, 'Ada');
    expect(historyLines()).toEqual(['Bonus of 2 stars: Tidied the garage']);
    const [bonus] = Object.values(
      (await readOnce(store, `${REWARDS}/ledger/ada`)) as Record<string, unknown>,
    );
    expect(bonus).toEqual({
      type: 'bonus',
      by: 'grown-up',
      at: NOW.getTime() / 1000,
      stars: 2,
      reason: 'Tidied the garage',
    });

    const history = section('History');
    await user.click(
      within(history).getByRole('button', { name: 'Reverse: Bonus of 2 stars: Tidied the garage' }),
    );
    const form = within(history).getByRole('form', {
      name: 'Reverse: Bonus of 2 stars: Tidied the garage',
    });
    await user.click(within(form).getByRole('button', { name: 'Reverse' }));
    expect(within(form).getByLabelText('Why reverse it?')).toHaveAccessibleDescription(
      'Say why, in a few words.',
    );
    await user.type(within(form).getByLabelText('Why reverse it?'), 'It was Ben who tidied');
    await user.click(within(form).getByRole('button', { name: 'Reverse' }));

    await waitForScreen(() => expect(starsCard('Ada')).toHaveTextContent('5 stars to spend'));
    expect(historyLines()).toEqual([
      'Reversed the bonus of 2 stars: It was Ben who tidied',
      'Bonus of 2 stars: Tidied the garage (reversed)',
    ]);
  });

  it('a refused write is said, and what was typed stays', async () => {
    const { user, store } = await openRewards(await family());
    vi.spyOn(store, 'set').mockRejectedValueOnce(
      new StoreError('PERMISSION_DENIED', 'You cannot change this family.', `${REWARDS}/catalogue`),
    );
    const form = screen.getByRole('form', { name: 'New reward' });
    await user.type(within(form).getByLabelText('What is the reward?'), 'A trip to the park');
    await user.type(within(form).getByLabelText('Cost in stars'), '20');
    await user.click(within(form).getByRole('button', { name: 'Add reward' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot change this family.');
    expect(within(form).getByLabelText('What is the reward?')).toHaveValue('A trip to the park');
    expect(within(form).getByLabelText('Cost in stars')).toHaveValue('20');
  });
});

/** `store` with the listeners that `held` picks told nothing until `release` is called. */
function holdingReads(
  store: Store,
  held: (path: string, range: boolean) => boolean,
): { store: Store; release: () => void } {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const holding =
    <Args extends unknown[]>(range: boolean, listen: (path: string, ...args: Args) => () => void) =>
    (path: string, ...args: Args) => {
      if (!held(path, range)) return listen(path, ...args);
      let stop: (() => void) | null = null;
      let stopped = false;
      void released.then(() => {
        if (!stopped) stop = listen(path, ...args);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    };
  return {
    store: {
      ...store,
      subscribe: holding(false, store.subscribe),
      subscribeRange: holding(true, store.subscribeRange),
    },
    release,
  };
}

/** `store` with the family's rewards read only once `release` is called. */
const holdingRewards = (store: Store) => holdingReads(store, (path) => path.startsWith(REWARDS));

/** The words under each kid's stars in the Week view, in the family's order. */
const weekSpendables = () =>
  KIDS.map(({ name }) =>
    screen
      .getByRole('row', { name: new RegExp(`^${name}`) })
      .querySelector('.week-table__stars .spendable--words'),
  );

describe('each kid’s stars this week', () => {
  /** The days before today, read for the stars, are held back. */
  const holdingHistory = (store: Store) =>
    holdingReads(store, (path, range) => range && path === 'families/fam/lists');
  const starsLine = (name: string) =>
    section(name).querySelector('.kid-column__stars') as HTMLElement | null;
  /** The Day view, with the days before today held back, and `kept` remembered on the device. */
  async function openWithKept(kept: KeptStars) {
    const { store, release } = holdingHistory(await family());
    app = renderApp('/fam', {
      store,
      familyId: 'fam',
      now: () => NOW,
      remembered: (device) => device.rememberStars('fam', kept),
    });
    await screen.findByRole('region', { name: 'Ada' });
    return release;
  }

  it('show as this device last showed them today until they are worked out again', async () => {
    const release = await openWithKept({
      date: TODAY,
      kids: { ada: { stars: 3, streak: 2 }, ben: { stars: 0, streak: 0 } },
    });
    // As the frame showed them: there at once, not read out (they may be out of date).
    expect(starsLine('Ada')).toHaveTextContent('⭐ 3 stars this week 🔥 2 days in a row');
    expect(starsLine('Ada')).toHaveAttribute('aria-hidden', 'true');
    expect(starsLine('Ben')).toHaveTextContent('⭐ 0 stars this week');

    release();
    await waitForScreen(() => expect(starsLine('Ada')).toHaveTextContent(/^⭐ 5 stars this week/));
    expect(starsLine('Ada')).not.toHaveAttribute('aria-hidden');
    // And remembered as they are now, for the next start.
    await waitForScreen(() =>
      expect(
        JSON.parse(window.localStorage.getItem('kids-todo:stars') ?? 'null')?.fam,
      ).toMatchObject({ date: TODAY, kids: { ada: { stars: 5 }, ben: { stars: 0, streak: 0 } } }),
    );
  });

  it('kept for another day are not shown', async () => {
    const release = await openWithKept({
      date: '2026-11-21',
      kids: { ada: { stars: 3, streak: 2 } },
    });
    expect(starsLine('Ada')).toBeNull();
    release();
    await waitForScreen(() => expect(starsLine('Ada')).toHaveTextContent(/^⭐ 5 stars this week/));
  });
});

describe('stars to spend', () => {
  it('in the Week view are remembered on the device for each kid who has them', async () => {
    const store = await family();
    app = renderApp('/fam/week', { store, familyId: 'fam', now: () => NOW });
    await waitForScreen(() =>
      expect(weekSpendables().map((line) => line?.textContent)).toEqual([
        '5 to spendstars to spend',
        '0 to spendstars to spend',
      ]),
    );
    await waitForScreen(() =>
      expect(JSON.parse(window.localStorage.getItem('kids-todo:spenders') ?? 'null')).toEqual({
        fam: { ada: 5, ben: 0 },
      }),
    );
  });

  it('keep their room in the Week view while the rewards load, for the kids who had them', async () => {
    const { store, release } = holdingRewards(await family());
    app = renderApp('/fam/week', {
      store,
      familyId: 'fam',
      now: () => NOW,
      remembered: (device) => device.rememberSpenders('fam', { ada: 4 }),
    });
    await screen.findByRole('row', { name: /^Ada/ });
    // Ada's room is kept for as many as she had when last read here, unseen and unread; Ben
    // had none then.
    const [ada, ben] = weekSpendables();
    expect(ada).toHaveTextContent('4 to spend');
    expect(ada).toHaveClass('spendable--kept');
    expect(ada).toHaveAttribute('aria-hidden', 'true');
    expect(ben).toBeNull();

    release();
    await waitForScreen(() =>
      expect(weekSpendables().map((line) => line?.textContent)).toEqual([
        '5 to spendstars to spend',
        '0 to spendstars to spend',
      ]),
    );
  });

  it('show beside each kid’s name once the family has rewards for them', async () => {
    const store = await family();
    app = renderApp('/fam', { store, familyId: 'fam', now: () => NOW });
    const ada = await screen.findByRole('region', { name: 'Ada' });
    expect(await within(ada).findByTitle('Stars to spend on rewards')).toHaveTextContent(
      '🎁 5 stars to spend',
    );
    // Ben ticked nothing: the reward is for every kid, so his 0 shows too.
    expect(
      within(screen.getByRole('region', { name: 'Ben' })).getByTitle('Stars to spend on rewards'),
    ).toHaveTextContent('0 stars to spend');
  });
});
