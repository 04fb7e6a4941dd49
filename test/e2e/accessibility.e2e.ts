// Every screen passes an axe scan (WCAG 2 A and AA), and looks right on a phone and a tablet.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, sizes } from './support/axe';
import { addTask, checkbox, showKid, startFamily } from './support/dayBoard';
import { lookAt } from './support/lookAt';

for (const [size, viewport] of Object.entries(sizes)) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test('the welcome screen', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Start our family' })).toBeVisible();
      await expectNoAxeViolations(page);
      await lookAt(page, { path: `test/e2e/screenshots/welcome-${size}.png`, fullPage: true });
    });

    test('the day board with tasks, some done', async ({ page }) => {
      await startFamily(page, 'The Riveras', ['Ada', 'Ben', 'Cleo']);
      for (const title of ['Brush teeth', 'Make the bed', 'Feed the cat', 'Practise piano']) {
        await addTask(page, title, { for: ['Ada', 'Ben', 'Cleo'] });
      }
      await checkbox(page, 'Ada', 'Brush teeth').check();
      await showKid(page, 'Ben');
      await checkbox(page, 'Ben', 'Make the bed').check();
      await expectNoAxeViolations(page);
      await lookAt(page, { path: `test/e2e/screenshots/day-${size}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Next day' }).click();
      await expect(page.getByRole('button', { name: 'Today' })).toBeVisible();
      await expectNoAxeViolations(page);
      await lookAt(page, { path: `test/e2e/screenshots/tomorrow-${size}.png`, fullPage: true });
    });

    test('an address that cannot be opened', async ({ page }) => {
      await page.goto('/family/2026-13-40');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await lookAt(page, { path: `test/e2e/screenshots/invalid-${size}.png`, fullPage: true });
    });
  });
}
