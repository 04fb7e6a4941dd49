// Rewards: a grown-up adds one, Ada earns its stars, asks for it in kid mode with a
// press-and-hold, and a grown-up on another device says yes (seen live on Ada's page) or no (her
// stars come back). A tap or a second hold asks nothing more. Both pages on a phone and a tablet.
import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { column, row } from './support/dayBoard';
import { seedFamily } from './support/layout';
import { withoutLiveReload } from './support/liveReload';
import {
  askButton as ask,
  grantButtons,
  holdToAsk,
  kidModeRewards,
  kidStars,
  myAsks,
  shootRewards as shoot,
} from './support/rewards';

const FAMILY = 'rewards-e2e-family-01';
const REWARD = '30 minutes of screen time';
const TASKS = ['Brush teeth', 'Feed the cat', 'Make the bed', 'Tidy the toys', 'Water the plants'];

/** Ada alone, with five tasks today, none ticked, and no rewards yet. */
function adaWithFiveTasks(today: string) {
  return {
    config: {
      name: 'The Okafors',
      kids: { 0: 'ada' },
      order: 'ada',
      names: { ada: 'Ada' },
      colors: { ada: '#2e86ab' },
      emojis: { ada: '🦊' },
    },
    lists: {
      [today]: {
        _seeded: 1_790_000_000,
        ada: Object.fromEntries(
          TASKS.map((title, index) => [`t${index}`, { title, order: index + 1 }]),
        ),
      },
    },
  };
}

/**
 * A grown-up's device: the same family's store (the same browser, so the embedded store is
 * shared), but this device is not in kid mode, whatever the kid's device says.
 */
async function grownUpsDevice(kidsPage: Page): Promise<Page> {
  const page = await kidsPage.context().newPage();
  await page.addInitScript((key: string) => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, name: string) {
      return name === key ? null : getItem.call(this, name);
    };
    window.addEventListener(
      'storage',
      (event) => {
        if (event.key === key || event.key === null) event.stopImmediatePropagation();
      },
      true,
    );
  }, 'kids-todo:kid-mode');
  return page;
}

const askButton = (page: Page) => ask(page, REWARD, 5);

test('a reward is added, earned, asked for by holding, granted live, and turned down', async ({
  page,
  context,
}) => {
  await withoutLiveReload(context);
  await page.clock.install();
  await seedFamily(page, FAMILY, adaWithFiveTasks(dayjs().format('YYYY-MM-DD')));

  // A grown-up adds the reward.
  await page.goto(`/${FAMILY}/rewards`);
  await page.getByLabel('What is the reward?').fill(REWARD);
  await page.getByLabel('Cost in stars').fill('5');
  await page.getByRole('button', { name: 'Add reward' }).click();
  await expect(page.getByText(`${REWARD}`, { exact: true }).first()).toBeVisible();

  // Ada ticks her five tasks on the Day view: five stars to spend beside her name.
  await page.goto(`/${FAMILY}`);
  const spendable = column(page, 'Ada').getByTitle('Stars to spend on rewards');
  await expect(spendable).toHaveText('🎁 0 stars to spend');
  for (const title of TASKS) {
    await row(page, 'Ada', title).getByRole('checkbox', { name: 'Mark (in)complete' }).check();
  }
  await expect(spendable).toHaveText('🎁 5 stars to spend');

  // Kid mode on Ada's page, then her rewards.
  await kidModeRewards(page, FAMILY, 'Ada');
  await expect(kidStars(page)).toHaveText('⭐ 5 to spend');
  await expect(page.getByText('You can ask for this!')).toBeVisible();

  // A double tap asks nothing, even once the time of a hold has gone by.
  await askButton(page).dblclick();
  await page.clock.fastForward(2000);
  await expect(myAsks(page)).toHaveText(['Nothing yet.']);
  await expect(kidStars(page)).toHaveText('⭐ 5 to spend');

  // Held: asked, and her five stars wait for a grown-up.
  await holdToAsk(page, REWARD, 5);
  await expect(kidStars(page)).toHaveText('⭐ 0 to spend5 waiting for a grown-up');
  await expect(myAsks(page)).toContainText([`${REWARD}, 5 starsWaiting for a grown-up`]);

  // A second hold while one waits asks nothing.
  await expect(askButton(page)).toBeDisabled();
  const box = await askButton(page).boundingBox();
  if (!box) throw new Error('"Hold to ask" is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.clock.fastForward(2000);
  await page.mouse.up();
  await expect(myAsks(page)).toHaveCount(1);
  await shoot(page, 'kid');

  // A grown-up, on another device, sees one ask and grants it; Ada's page says so at once.
  const grownUp = await grownUpsDevice(page);
  await grownUp.goto(`/${FAMILY}/rewards`);
  await expect(grantButtons(grownUp)).toHaveCount(1);
  await expect(grownUp.getByText('Ada: “30 minutes of screen time”')).toBeVisible();
  await shoot(grownUp, 'grown-ups');
  await grantButtons(grownUp).click();
  await expect(grownUp.getByRole('button', { name: /^Mark Ada’s .* given$/ })).toBeVisible();
  await expect(myAsks(page)).toContainText([`${REWARD}, 5 starsA grown-up said yes! 🎉`]);
  await expect(kidStars(page)).toHaveText('⭐ 0 to spend');

  // A bonus lets her ask again; turned down, her stars come back.
  const adasStars = grownUp.getByRole('form', { name: 'Bonus or take-back for Ada' });
  await adasStars.getByLabel('Stars').fill('5');
  await adasStars.getByLabel('Reason').fill('Tidied the garage');
  await adasStars.getByRole('button', { name: 'Give bonus to Ada' }).click();
  await expect(kidStars(page)).toHaveText('⭐ 5 to spend');
  await holdToAsk(page, REWARD, 5);
  await expect(kidStars(page)).toHaveText('⭐ 0 to spend5 waiting for a grown-up');
  await grownUp.getByRole('button', { name: `Turn down Ada’s “${REWARD}”` }).click();
  await grownUp
    .getByRole('form', { name: `Turn down Ada’s “${REWARD}”` })
    .getByRole('button', { name: 'Turn down' })
    .click();
  await expect(grantButtons(grownUp)).toHaveCount(0);
  await expect(myAsks(page)).toContainText([
    `${REWARD}, 5 starsNot this time — stars back`,
    `${REWARD}, 5 starsA grown-up said yes! 🎉`,
  ]);
  await expect(kidStars(page)).toHaveText('⭐ 5 to spend');
});
