// Rewards in the browser: kid mode's rewards page (stars, "Hold to ask", the kid's asks) and the
// grown-ups' Rewards page, as a kid and a grown-up see them.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, sizes } from './axe';
import { lookAt } from './lookAt';

/** "Hold to ask" on a reward's card, named for the reward and its cost. */
export const askButton = (page: Page, reward: string, cost: number) =>
  page.getByRole('button', { name: `Hold to ask for ${reward}, ${cost} stars` });

/** The kid's stars: "⭐ 5 to spend", then what waits for a grown-up, if any. */
export const kidStars = (page: Page) => page.locator('.kid-rewards__stars');

/** The kid's own asks, newest first: "<reward>, <cost> stars<where it stands>". */
export const myAsks = (page: Page) =>
  page.getByRole('region', { name: 'What I asked for' }).getByRole('listitem');

export const grantButtons = (page: Page) => page.getByRole('button', { name: /^Grant / });

/** Starts kid mode for one kid on this device, from the Day view, and opens their rewards. */
export async function kidModeRewards(page: Page, familyId: string, kid: string): Promise<void> {
  await page.getByRole('link', { name: 'Family' }).click();
  await page.getByLabel('Who uses this device').selectOption({ label: `${kid} only` });
  await page.getByRole('button', { name: 'Start kid mode on this device' }).click();
  await expect(page).toHaveURL(new RegExp(`/${familyId}/kid/${kid.toLowerCase()}[-\\w]*$`));
  await page
    .getByRole('group', { name: 'My pages' })
    .getByRole('button', { name: 'Rewards' })
    .click();
}

/**
 * Holds "Hold to ask" until `asked` shows (by default the card's "You asked! Waiting for a
 * grown-up."), then lets go.
 */
export async function holdToAsk(
  page: Page,
  reward: string,
  cost: number,
  asked: Locator = page.getByText('You asked! Waiting for a grown-up.'),
): Promise<void> {
  const box = await askButton(page, reward, cost).boundingBox();
  if (!box) throw new Error('"Hold to ask" is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(asked).toBeVisible();
  await page.mouse.up();
}

/** An axe scan and a full-page screenshot on a phone and a tablet, `rewards-<name>-<device>`. */
export async function shootRewards(page: Page, name: string): Promise<void> {
  for (const [device, size] of Object.entries(sizes)) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
    await lookAt(page, {
      path: `test/e2e/screenshots/rewards-${name}-${device}.png`,
      fullPage: true,
    });
  }
}
