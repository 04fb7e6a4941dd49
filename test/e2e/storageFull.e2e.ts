// A device whose storage is full, on the build a family gets: the storage check's code loads once
// the first screen is shown, finds that nothing new can be saved, and says so in plain words.
import { expect, test } from '@playwright/test';

test('a full disk is found once the first screen is shown, and said with what to try', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args) {
      // Only the check's own note: the family's store reads as it would.
      if (this.name === 'check') {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return put.apply(this, args);
    } as typeof put;
  });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'This browser can’t keep your family’s lists' }),
  ).toBeVisible();
  await expect(
    page.getByText('This device’s storage is full, so nothing new can be saved.'),
  ).toBeVisible();
  await expect(page.getByLabel('Family name')).toHaveCount(0);
});
