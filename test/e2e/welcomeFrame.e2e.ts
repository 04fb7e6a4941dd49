// The welcome frame (docs/design.md "First frame"), on the production build: a new visitor's
// page paints the welcome screen before the app's script runs; a tap on it says "one moment";
// the app takes over in place, without a shift, and the form works.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { devices } from './support/layout';
import { holdScripts, layoutShiftTotal, watchLayoutShifts } from './support/frames';
import { lookAt } from './support/lookAt';
import { withoutIndexedDb } from './support/storage';

const frame = (page: Page) => page.locator('#last-frame');
const frameHeading = (page: Page) => frame(page).locator('h1.welcome__title');
const appHeading = (page: Page) => page.locator('#root h1.welcome__title');

/** Where an element is on the page, rounded to the pixel. */
async function placeOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on screen');
  return [box.x, box.y, box.width, box.height].map(Math.round);
}

test.describe('the welcome frame', () => {
  // The page's requests go through the network, where a test can hold the app's scripts back
  // (a service worker's would not be seen by `page.route`).
  test.use({ serviceWorkers: 'block' });

  test('is painted for a new visitor before the app’s script runs, on a phone and a tablet', async ({
    page,
  }) => {
    for (const device of ['phone-360', 'tablet-landscape'] as const) {
      await page.setViewportSize(devices[device]);
      const release = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      await expect(frameHeading(page)).toBeVisible();
      await expect(frame(page).locator('button', { hasText: 'Start our family' })).toBeVisible();
      await expect(page.locator('#root')).toBeEmpty();
      await lookAt(page, { path: `test-results/welcome-frame-${device}.png` });
      release();
      await expect(frame(page)).toHaveCount(0);
      await expect(appHeading(page)).toBeVisible();
      await page.unrouteAll({ behavior: 'wait' });
    }
  });

  test('a tap on it says “one moment”, and the form works once the app is there', async ({
    page,
  }) => {
    await page.setViewportSize(devices['phone-390']);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const field = frame(page).locator('input.text-input').first();
    await expect(field).toBeVisible();
    const box = await field.boundingBox();
    if (!box) throw new Error('The frame’s field is not on screen');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.type('Riv');
    await expect(frame(page).getByText('Opening… one moment')).toBeVisible();
    await expect(field).toHaveValue('');

    release();
    await expect(frame(page)).toHaveCount(0);
    const familyName = page.getByLabel('Family name');
    await familyName.fill('The Riveras');
    await page.getByLabel('Kid 1 name').fill('Ada');
    await page.getByRole('button', { name: 'Start our family' }).click();
    await expect(page.getByRole('heading', { name: 'Ada' })).toBeVisible();
  });

  test('the app takes over in place: no layout shift, every part where it was', async ({
    page,
  }) => {
    await page.setViewportSize(devices['tablet-portrait']);
    await watchLayoutShifts(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(frameHeading(page)).toBeVisible();
    const parts = ['h1', 'form', 'button[type=submit]', '.welcome__footnote'];
    const painted = [];
    for (const part of parts) painted.push(await placeOf(frame(page).locator(part)));

    release();
    await expect(frame(page)).toHaveCount(0);
    await expect(appHeading(page)).toBeVisible();
    for (const [index, part] of parts.entries()) {
      expect(await placeOf(page.locator(`#root ${part}`))).toEqual(painted[index]);
    }
    expect(await layoutShiftTotal(page)).toBe(0);
  });

  test('goes at once when the browser cannot keep the lists: the problem is not hidden under it', async ({
    page,
  }) => {
    await withoutIndexedDb(page);
    await page.goto('/');
    // As soon as the problem is in the page, no welcome form is painted over it.
    await page.locator('#root [role=alert]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.getElementById('last-frame') === null)).toBe(true);
    await expect(
      page.getByRole('heading', { name: 'This browser can’t keep your family’s lists' }),
    ).toBeVisible();
  });

  test('is not painted on a device that has opened a family, nor in kid mode', async ({ page }) => {
    await page.goto('/');
    await expect(appHeading(page)).toBeVisible();
    const devicesThatOpenedSomething = [
      { 'kids-todo:families': '["fam"]' },
      { 'kids-todo:kid-mode': '{"familyId":"fam"}' },
    ];
    for (const stored of devicesThatOpenedSomething) {
      await page.evaluate((entries) => {
        localStorage.removeItem('kids-todo:families');
        localStorage.removeItem('kids-todo:kid-mode');
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, stored);
      const release = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState !== 'loading');
      await expect(frame(page)).toHaveCount(0);
      await expect(page.locator('link[rel=stylesheet][href*="welcome"]')).toHaveCount(0);
      release();
      await page.unrouteAll({ behavior: 'wait' });
    }
  });
});
