import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Drags `grip` with the mouse onto `target`, the way a hand does: press, move a little so the
 * browser starts a drag, glide to the middle of the target, and let go only once the target
 * shows it will take the drop (its highlight). On a busy machine the drop waits for that.
 */
export async function dragOnto(page: Page, grip: Locator, target: Locator): Promise<void> {
  await grip.hover();
  const from = await grip.boundingBox();
  if (!from) throw new Error('The item to drag is not on screen.');
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 4, from.y + from.height / 2 + 4, { steps: 2 });
  const to = await target.boundingBox();
  if (!to) throw new Error('The place to drop on is not on screen.');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await expect(target).toHaveAttribute('data-drop-target', 'true');
  await page.mouse.up();
}
