// When this browser cannot keep the family's lists, the first screen says so in plain words,
// with what to try: never a normal-looking form whose Start fails, nor a spinner for ever.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { withoutIndexedDb } from './support/storage';

const headline = 'This browser can’t keep your family’s lists';

test('without IndexedDB, the first screen says the lists cannot be kept, and what to try', async ({
  page,
}) => {
  await withoutIndexedDb(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: headline })).toBeVisible();
  await expect(page.getByText('Open Kids To-Do in another browser')).toBeVisible();
  await expect(page.getByLabel('Family name')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('IndexedDB refusing to open (a private window) says to open a normal window', async ({
  page,
}) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: headline })).toBeVisible();
  await expect(page.getByText(/normal \(not private\) window/)).toBeVisible();
  await expect(page.getByText('SecurityError')).toHaveCount(0);
});
