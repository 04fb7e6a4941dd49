import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * A screenshot taken to be looked at (`test/e2e/screenshots/`, `test-results/`): outside CI only,
 * where someone opens them. What a test asserts never depends on one, so CI skips the time.
 */
export async function lookAt(page: Page, options: PageScreenshotOptions): Promise<void> {
  if (process.env.CI) return;
  await page.screenshot(options);
}
