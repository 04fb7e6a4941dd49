import type { Page } from '@playwright/test';

/**
 * Stops the page’s clock five seconds on (it was installed with `page.clock.install()`): from
 * here only `runFor` and `fastForward` move it, so a busy machine's slow steps cannot add real
 * seconds to a hold, a wait or the time between two taps. `page.clock.resume()` lets it run.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5_000);
}
