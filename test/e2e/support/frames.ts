// The page's frames (docs/design.md "First frame"): holding the app's scripts back to look at
// what the page painted by itself, and noting layout shifts while the app takes over.
import type { Page } from '@playwright/test';

/** The app's scripts held back until `release` is called: the page shows only what it painted. */
export async function holdScripts(page: Page) {
  // Until then the page reaches neither DOMContentLoaded nor load: open it with `waitUntil: 'commit'`.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Notes every layout shift from the start of each page load (buffered). */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts noted since the page loaded, summed. */
export async function layoutShiftTotal(page: Page): Promise<number> {
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  return shifts.reduce((sum, shift) => sum + shift, 0);
}
