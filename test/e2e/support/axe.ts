import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A phone and a tablet, the two devices every screen is checked on. */
export const sizes = {
  phone: { width: 390, height: 844 },
  tablet: { width: 1024, height: 768 },
} as const;

/** The page as it is now passes an axe scan for WCAG 2 A and AA. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // What a user sees once things have moved in: a toast scanned half faded in would fail its
  // contrast. Motion is reduced for the scan, so a toast that comes during it (the "works
  // offline" one comes whenever the service worker is ready) is whole at once, and each
  // animation already running that ends is taken to its end; one that never ends is left.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
