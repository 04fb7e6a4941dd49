// Rewards on two devices offline, in Firebase mode against the local Firebase-protocol server:
// Ada's two tablets, each in kid mode and cut off from the database, both ask for a reward that
// takes all her stars. Each ask is kept on its own device at a place of its own in her ledger;
// back online, the later one asks for more than there was, so it needs a grown-up: it holds and
// spends nothing, and her stars never go below 0 on any device.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startFamily } from './support/dayBoard';
import { cutDatabase, newDevice } from './support/firebase';
import { withoutLiveReload } from './support/liveReload';
import {
  grantButtons,
  holdToAsk,
  kidModeRewards,
  kidStars,
  myAsks,
  shootRewards,
} from './support/rewards';

/** The SDK tries again with growing delays: back online, the changes take their time to go. */
const BACK_ONLINE = { timeout: 45_000 };
/** The banner waits a few seconds before saying the server is out of reach. */
const GONE_OFFLINE = { timeout: 15_000 };

const REWARD = 'A trip to the pool';
const COST = 5;

const offline = (page: Page) => page.getByText('You’re offline.');
const waiting = (page: Page, changes: string) =>
  page.getByText(
    `You’re offline. ${changes} kept on this device and will be sent when you’re back online.`,
  );
const allSaved = (page: Page) => page.getByText('All changes are saved.');

// The reward needs no yes: an ask that fits is the kid's at once.
const granted = `🎁${REWARD}, ${COST} starsIt’s yours! 🎉`;
const grantedByAGrownUp = `🎁${REWARD}, ${COST} starsA grown-up said yes! 🎉`;
const needsAGrownUp = `🎁${REWARD}, ${COST} starsWaiting for a grown-up: not enough stars yet`;

/** The grown-ups' Stars card for Ada: "5 stars to spend", and what asks hold, if any. */
const adasBalance = (page: Page) => page.locator('.stars-card__balance');

async function giveBonus(page: Page, stars: number, reason: string) {
  const form = page.getByRole('form', { name: 'Bonus or take-back for Ada' });
  await form.getByLabel('Stars').fill(String(stars));
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: 'Give bonus to Ada' }).click();
}

/** A device of its own, signed in as the family's parent, whose database connection can be cut. */
async function device(browser: Browser) {
  const page = await newDevice(browser, 'test-parent');
  await withoutLiveReload(page.context());
  return { page, database: await cutDatabase(page.context()) };
}

test('two tablets offline asking for more than Ada has end with one “needs a grown-up”, her stars never below 0', async ({
  browser,
}) => {
  // Two devices, each with its own way back, and a third for the grown-ups: longer than one.
  test.slow();
  const { page, database } = await device(browser);
  const familyId = await startFamily(page, 'The Okafors', ['Ada']);

  // A grown-up adds a reward given at once (no yes needed) and gives Ada just its cost.
  await page.goto(`/${familyId}/rewards`);
  await page.getByLabel('What is the reward?').fill(REWARD);
  await page.getByLabel('Cost in stars').fill(String(COST));
  await page.getByLabel('Needs a grown-up’s yes').uncheck();
  await page.getByRole('button', { name: 'Add reward' }).click();
  await expect(page.getByText('given at once')).toBeVisible();
  await giveBonus(page, COST, 'Helped with the shopping');
  await expect(adasBalance(page)).toHaveText('5 stars to spend');

  // Ada's two tablets, each in kid mode on her rewards.
  await page.getByRole('link', { name: 'Today' }).click();
  await kidModeRewards(page, familyId, 'Ada');
  const { page: other, database: otherDatabase } = await device(browser);
  await other.goto(`/${familyId}`);
  await kidModeRewards(other, familyId, 'Ada');
  for (const tablet of [page, other]) {
    await expect(kidStars(tablet)).toHaveText('⭐ 5 to spend');
    await expect(tablet.getByText('You can ask for this!')).toBeVisible();
  }

  await database.goOffline();
  await otherDatabase.goOffline();
  for (const tablet of [page, other]) await expect(offline(tablet)).toBeVisible(GONE_OFFLINE);

  // Each tablet, knowing only its own ask, gives it at once and spends her five stars.
  for (const tablet of [page, other]) {
    await holdToAsk(tablet, REWARD, COST, myAsks(tablet).filter({ hasText: 'It’s yours' }));
    await expect(myAsks(tablet)).toHaveText([granted]);
    await expect(kidStars(tablet)).toHaveText('⭐ 0 to spend');
    await expect(waiting(tablet, '1 change is')).toBeVisible(GONE_OFFLINE);
  }

  // The later ask reaches the server first; the ledger is read in the order the asks were made,
  // so it is still the later one that asked for more than there was.
  otherDatabase.goOnline();
  await expect(allSaved(other)).toBeVisible(BACK_ONLINE);
  database.goOnline();
  await expect(allSaved(page)).toBeVisible(BACK_ONLINE);
  for (const tablet of [page, other]) {
    await expect(myAsks(tablet)).toHaveText([needsAGrownUp, granted], BACK_ONLINE);
    // It holds no stars: nothing "waiting for a grown-up" beside the 0.
    await expect(kidStars(tablet)).toHaveText('⭐ 0 to spend');
    await expect(tablet.getByText('You asked! Waiting for a grown-up.')).toBeVisible();
    await expect(tablet.getByRole('alert')).toHaveCount(0);
  }
  await shootRewards(other, 'offline-kid');

  // A grown-up's device: one ask waiting that does not fit, one given at once, both counted once.
  const { page: grownUp } = await device(browser);
  await grownUp.goto(`/${familyId}/rewards`);
  const asked = grownUp.getByRole('list', { name: 'Asked for' }).getByRole('listitem');
  await expect(asked).toHaveCount(1);
  await expect(asked).toContainText(`Ada: “${REWARD}”`);
  await expect(asked).toContainText(
    'Asked for with more stars than there were to spend. 0 stars to spend now: not enough yet.',
  );
  await expect(grantButtons(grownUp)).toBeDisabled();
  await expect(
    grownUp.getByRole('list', { name: 'Granted, to give' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(adasBalance(grownUp)).toHaveText('0 stars to spend');
  // A kid's history reads their whole ledger: it shows once that kid is picked.
  await grownUp
    .getByRole('group', { name: 'Whose history' })
    .getByRole('button', { name: 'Ada' })
    .click();
  await expect(
    grownUp
      .getByRole('list', { name: 'Ada’s history, newest first' })
      .locator('.history-row__line'),
  ).toHaveText([
    `Asked for “${REWARD}” (5 stars), more than there were: it needs a grown-up`,
    `Got “${REWARD}” for 5 stars`,
    'Bonus of 5 stars: Helped with the shopping',
  ]);
  await expect(grownUp.getByRole('link', { name: 'Rewards, 1 waiting' })).toBeVisible();
  await shootRewards(grownUp, 'offline-grown-ups');

  // Her balance was 0, not 5 below: a bonus of its cost makes it fit, and a yes then spends it.
  await giveBonus(grownUp, COST, 'Swam a length');
  await expect(adasBalance(grownUp)).toHaveText('5 stars to spend');
  await expect(asked).toContainText('It fits now.');
  for (const tablet of [page, other]) await expect(kidStars(tablet)).toHaveText('⭐ 5 to spend');
  await grantButtons(grownUp).click();
  await expect(asked).toHaveCount(0);
  await expect(adasBalance(grownUp)).toHaveText('0 stars to spend');
  for (const tablet of [page, other]) {
    await expect(myAsks(tablet)).toHaveText([grantedByAGrownUp, granted]);
    await expect(kidStars(tablet)).toHaveText('⭐ 0 to spend');
  }
  for (const each of [page, other, grownUp]) await each.context().close();
});
