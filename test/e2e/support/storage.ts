// A browser that cannot keep the family's lists, for the screens that say so.
import type { Page } from '@playwright/test';

/** The page's loads see no IndexedDB at all, as in some private or locked-down browsers. */
export async function withoutIndexedDb(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
}
