// The production build works offline once its service worker looks after the page, and a
// new version waits for the family to press Refresh. Runs in the `production` project.
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addTask, checkbox, column, row, startFamily } from './support/dayBoard';
import { buildApp, startBuildServer, type BuildServer } from './support/previewBuilds';
import { lookAt } from './support/lookAt';

const offlineReadyNotice = 'Kids To-Do now works offline.';

// A device that has not been told yet (the other tests start as told: playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });
const offlineLog = 'Kids To-Do is offline: changes are kept on this device.';
const newVersionPrompt = 'A new version of Kids To-Do is ready.';
const newContentLog = 'New content is available; please refresh.';

/** Everything the page writes to the console, in order. */
function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

/** Waits until the service worker is active and answers this page's requests. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('the board opens offline with its tasks, once the app is cached', async ({
  page,
  context,
}) => {
  const logged = consoleLines(page);
  const familyId = await startFamily(page, 'The Riveras', ['Ada', 'Ben']);
  await addTask(page, 'Brush teeth', { for: ['Ada', 'Ben'] });
  await expect(row(page, 'Ada', 'Brush teeth')).toBeVisible();
  await waitForServiceWorker(page);
  await expect(notice(page, offlineReadyNotice)).toBeVisible();
  await notice(page, offlineReadyNotice).getByRole('button', { name: 'Got it' }).click();
  await expect(notice(page, offlineReadyNotice)).toBeHidden();

  await context.setOffline(true);
  await expect.poll(() => logged).toContain(offlineLog);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/${familyId}$`));
  await expect(row(page, 'Ada', 'Brush teeth')).toBeVisible();
  await expect(row(page, 'Ben', 'Brush teeth')).toBeVisible();
  // Told once per device: not again after the reload.
  await expect(notice(page, offlineReadyNotice)).toHaveCount(0);

  // Any day's address opens from the cache too.
  await page.goto(`/${familyId}/2026-12-24`);
  await expect(column(page, 'Ada')).toBeVisible();
});

test('on a phone, the works-offline notice waits for the family, then sits at the bottom, clear of the title', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForServiceWorker(page);
  // Not over the welcome form, whose buttons it would cover while a family is typed in.
  await expect(page.getByRole('button', { name: 'Start our family' })).toBeVisible();
  await expect(notice(page, offlineReadyNotice)).toHaveCount(0);
  await page.getByLabel('Family name').fill('The Riveras');
  await page.getByLabel('Kid 1 name').fill('Ada');
  await page.getByRole('button', { name: 'Start our family' }).click();
  await expect(column(page, 'Ada')).toBeVisible();
  const shown = notice(page, offlineReadyNotice);
  await expect(shown).toBeVisible();
  const box = await shown.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  for (const covered of [page.getByRole('heading', { level: 1 })]) {
    const other = await covered.boundingBox();
    expect(other).not.toBeNull();
    if (!other) continue;
    const overlaps =
      box.x < other.x + other.width &&
      other.x < box.x + box.width &&
      box.y < other.y + other.height &&
      other.y < box.y + box.height;
    expect(overlaps, `the notice covers ${await covered.textContent()}`).toBe(false);
  }
  // A toast at the foot of the screen, as phones show them.
  expect(box.y + box.height).toBeGreaterThan(844 - 120);
});

test('ticks and new tasks made offline are kept across a reload', async ({ page, context }) => {
  await startFamily(page, 'The Riveras', ['Ada']);
  await addTask(page, 'Feed the cat');
  await expect(row(page, 'Ada', 'Feed the cat')).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await checkbox(page, 'Ada', 'Feed the cat').check();
  await addTask(page, 'Pack the bag');
  await expect(row(page, 'Ada', 'Pack the bag')).toBeVisible();
  await page.reload();
  await expect(checkbox(page, 'Ada', 'Feed the cat')).toBeChecked();
  await expect(checkbox(page, 'Ada', 'Pack the bag')).not.toBeChecked();
});

test.describe('a new version', () => {
  let buildA = '';
  let buildB = '';
  let server: BuildServer | undefined;

  // Playwright reads the fixtures a hook needs from its first argument; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    const builds = join(testInfo.project.outputDir, 'pwa-update-builds');
    buildA = join(builds, 'a');
    buildB = join(builds, 'b');
    await buildApp(buildA, 'A');
    await buildApp(buildB, 'B');
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('shows the Refresh prompt, and Refresh loads it', async ({ browser }) => {
    server = await startBuildServer(buildA);
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const logged = consoleLines(page);
    await startFamily(page, 'The Riveras', ['Ada', 'Ben']);
    await addTask(page, 'Brush teeth');
    await expect(row(page, 'Ada', 'Brush teeth')).toBeVisible();
    await waitForServiceWorker(page);
    await expect(page.locator('html')).toHaveAttribute('data-build', 'A');
    await expect(notice(page, offlineReadyNotice)).toBeVisible();
    await lookAt(page, {
      path: 'test/e2e/screenshots/offline-ready-phone.png',
      animations: 'disabled',
    });
    await notice(page, offlineReadyNotice).getByRole('button', { name: 'Got it' }).click();

    server.serve(buildB);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });
    const prompt = notice(page, newVersionPrompt);
    await expect(prompt).toBeVisible();
    await expect.poll(() => logged.filter((line) => line === newContentLog)).toHaveLength(1);

    // Later keeps the running version; the new one still waits, and asks again next time.
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(row(page, 'Ada', 'Brush teeth')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-build', 'A');
    await expect(prompt).toBeVisible();
    await expect.poll(() => logged.filter((line) => line === newContentLog)).toHaveLength(2);
    await lookAt(page, {
      path: 'test/e2e/screenshots/refresh-prompt-phone.png',
      animations: 'disabled',
    });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await prompt.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-build', 'B');
    await expect(row(page, 'Ada', 'Brush teeth')).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await context.close();
  });
});
