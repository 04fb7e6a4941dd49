// The last frame, painted first (docs/design.md "First frame"), on the production build: a
// returning family's board is painted by the page's own script before the app's script runs; a
// tap on it says "one moment" and ticks nothing; the app takes over in place, without a shift.
import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { devices, familyTree, seedFamily } from './support/layout';
import { holdScripts, layoutShiftTotal, watchLayoutShifts } from './support/frames';
import { lookAt } from './support/lookAt';

const FAMILY = 'lastframe';
/** The first kid of `familyTree` (test/e2e/support/layout.ts), by id and by name. */
const FIRST_KID = { id: 'zoealexandra', name: 'Zoe-Alexandra Maximiliana' };
const RECORD = 'kids-todo:last-frame';

const frame = (page: Page) => page.locator('#last-frame');
const frameColumns = (page: Page) => frame(page).locator('section.kid-column');

/** Three kids (the first with many more tasks than a screen holds), today seeded. */
function tallFamily() {
  const today = dayjs().format('YYYY-MM-DD');
  const tree = familyTree(3, today);
  const lists = tree.lists as Record<string, Record<string, Record<string, unknown>>>;
  const firstKidsDay = lists[today]?.[FIRST_KID.id] ?? {};
  for (let index = 0; index < 15; index++) {
    firstKidsDay[`extra-${index}`] = { title: `Extra task ${index + 1}`, order: 10 + index };
  }
  return tree;
}

/** Opens the family's `path` once with the app, and waits until the board's frame is kept. */
async function firstVisit(page: Page, path: string, kidLock: object | null = null) {
  await seedFamily(page, FAMILY, tallFamily());
  if (kidLock) {
    await page.evaluate(
      (lock) => localStorage.setItem('kids-todo:kid-mode', JSON.stringify(lock)),
      kidLock,
    );
  }
  await page.evaluate((key) => localStorage.removeItem(key), RECORD);
  await page.goto(path);
  await expect(page.locator('#root section.kid-column').first()).toBeVisible();
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, RECORD);
}

test.describe('the last frame', () => {
  // The page's requests go through the network, where a test can hold the app's scripts back
  // (a service worker's would not be seen by `page.route`).
  test.use({ serviceWorkers: 'block' });

  test('is painted before the app’s script runs, styled as the board, on a phone and a tablet', async ({
    page,
  }) => {
    for (const device of ['phone-390', 'tablet-landscape'] as const) {
      await page.setViewportSize(devices[device]);
      await firstVisit(page, `/${FAMILY}`);
      const release = await holdScripts(page);
      await page.goto(`/${FAMILY}`, { waitUntil: 'commit' });

      // Only the page's own script has run: the frame is there, the app's screen is not.
      await expect(frameColumns(page).first()).toBeVisible();
      await expect(frameColumns(page).first()).toContainText(FIRST_KID.name);
      await expect(frame(page).getByText('Brush teeth').first()).toBeVisible();
      await expect(page.locator('#root')).toBeEmpty();
      expect(
        await page.evaluate(() => performance.getEntriesByName('kids-todo:script').length),
      ).toBe(0);
      // Never mistakable for the app: inert, and hidden from assistive tech.
      await expect(frame(page)).toHaveAttribute('aria-hidden', 'true');
      await expect(frame(page).locator('[inert]')).toHaveCount(1);
      // Styled by the app's own stylesheet: a column has its kid's colour band and its width.
      const width = await frameColumns(page)
        .first()
        .evaluate((column) => column.getBoundingClientRect().width);
      expect(width).toBeGreaterThan(250);
      await lookAt(page, { path: `test-results/last-frame-${device}.png` });

      release();
      await expect(frame(page)).toHaveCount(0);
      await expect(page.locator('#root section.kid-column').first()).toBeVisible();
      await page.unrouteAll({ behavior: 'wait' });
    }
  });

  test('paints before the app’s script is evaluated when nothing is held back', async ({
    page,
  }) => {
    await page.setViewportSize(devices['tablet-landscape']);
    await firstVisit(page, `/${FAMILY}`);
    await page.goto(`/${FAMILY}`);
    await expect(page.locator('#root section.kid-column').first()).toBeVisible();
    const marks = await page.evaluate(() =>
      ['kids-todo:last-frame-painted', 'kids-todo:script', 'kids-todo:taken-over'].map(
        (name) => performance.getEntriesByName(name)[0]?.startTime ?? null,
      ),
    );
    const [painted, script, takenOver] = marks as [number, number, number];
    expect(painted).not.toBeNull();
    expect(painted).toBeLessThan(script);
    expect(script).toBeLessThan(takenOver);
  });

  test('the page reads the family’s day for the app, and another tab’s tick meanwhile is not lost', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(devices['tablet-landscape']);
    await firstVisit(page, `/${FAMILY}`);
    const title = 'Feed the cat';
    const row = (on: Page) =>
      on.locator('#root section.kid-column').first().locator('li.task-row', { hasText: title });
    const wasTicked = await row(page).getByRole('checkbox').isChecked();
    /** The page's reads (src/lastFrame/firstReads.ts) once answered: how many are left. */
    const readsAnswered = (on: Page) =>
      on.waitForFunction(() => {
        const first = (window as { __kidsTodoFirstReads?: { reads: IDBRequest[] | null } })
          .__kidsTodoFirstReads;
        const reads = first?.reads as { request: IDBRequest }[] | null | undefined;
        return reads?.every(({ request }) => request.readyState === 'done') && reads.length;
      });

    // The app's script held back: the page alone has asked for the day, and has its answers.
    let release = await holdScripts(page);
    await page.goto(`/${FAMILY}`, { waitUntil: 'commit' });
    await expect(frameColumns(page).first()).toBeVisible();
    expect(await (await readsAnswered(page)).jsonValue()).toBe(4);
    release();
    await expect(row(page).getByRole('checkbox')).toBeEnabled();
    // The app took each of them: the config, the library, the routines and the day.
    expect(
      await page.evaluate(
        () =>
          (window as { __kidsTodoFirstReads?: { reads: unknown[] } }).__kidsTodoFirstReads?.reads,
      ),
    ).toEqual([]);
    await page.unrouteAll({ behavior: 'wait' });

    // Again, but another tab ticks the task after the page has read it, before the app starts.
    await page.goto(`/${FAMILY}/settings`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    release = await holdScripts(page);
    await page.goto(`/${FAMILY}`, { waitUntil: 'commit' });
    await readsAnswered(page);
    const other = await context.newPage();
    await other.goto(`/${FAMILY}`);
    // A tick shows once the store has it, a moment after the click: clicked, then waited for.
    await row(other).getByRole('checkbox').click();
    await expect(row(other).getByRole('checkbox')).toBeChecked({ checked: !wasTicked });
    await page.waitForFunction(
      () => (window as { __kidsTodoFirstReads?: { heard: boolean } }).__kidsTodoFirstReads?.heard,
    );
    release();
    await expect(frame(page)).toHaveCount(0);
    await expect(row(page).getByRole('checkbox')).toBeEnabled();
    await expect(row(page).getByRole('checkbox')).toBeChecked({ checked: !wasTicked });
    await other.close();
    await page.unrouteAll({ behavior: 'wait' });
  });

  test('a tick on the frame says “one moment” and ticks nothing', async ({ page }) => {
    await page.setViewportSize(devices['tablet-landscape']);
    await firstVisit(page, `/${FAMILY}`);
    const release = await holdScripts(page);
    await page.goto(`/${FAMILY}`, { waitUntil: 'commit' });
    const title = 'Feed the cat';
    const tick = frameColumns(page)
      .first()
      .locator('li.task-row', { hasText: title })
      .locator('input[type=checkbox]');
    await tick.scrollIntoViewIfNeeded();
    const wasTicked = await tick.evaluate((input) => (input as HTMLInputElement).checked);
    const box = await tick.boundingBox();
    if (!box) throw new Error('The frame’s checkbox is not on screen');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

    await expect(frame(page).getByText('Opening… one moment')).toBeVisible();
    expect(await tick.evaluate((input) => (input as HTMLInputElement).checked)).toBe(wasTicked);

    // Once the app has taken over, the task is as it was: the tap was not replayed.
    release();
    await expect(frame(page)).toHaveCount(0);
    const row = page
      .locator('#root section.kid-column')
      .first()
      .locator('li.task-row', { hasText: title });
    await expect(row.getByRole('checkbox')).toBeEnabled();
    await expect(row.getByRole('checkbox')).toBeChecked({ checked: wasTicked });
  });

  test('the app takes over in place: scroll and focus kept, no layout shift', async ({ page }) => {
    await page.setViewportSize(devices['phone-390']);
    await watchLayoutShifts(page);
    await firstVisit(page, `/${FAMILY}`);
    const release = await holdScripts(page);
    await page.goto(`/${FAMILY}`, { waitUntil: 'commit' });
    await expect(frameColumns(page).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    const focusedBefore = await page.evaluate(() => document.activeElement?.tagName);

    release();
    await expect(frame(page)).toHaveCount(0);
    await expect(page.locator('#root section.kid-column').first()).toBeVisible();
    // Where the page is once the app's screen has been drawn (the take-over checks the scroll
    // then, not as it takes over).
    await page.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe(focusedBefore);
    expect(await layoutShiftTotal(page)).toBe(0);
  });

  test('on a tablet, the app takes over with each kid’s stars and stars to spend in place', async ({
    page,
  }) => {
    await page.setViewportSize(devices['tablet-landscape']);
    await watchLayoutShifts(page);
    // What each kid's line of stars says in the frame, and in the app as it takes over.
    await page.addInitScript(() => {
      const lines = (selector: string) =>
        [...document.querySelectorAll(`${selector} .kid-column__stars`)].map(
          (line) => (line as HTMLElement).innerText,
        );
      const seen: { frame: string[]; app: string[] | null } = { frame: [], app: null };
      Object.assign(window, { starsSeen: seen });
      new MutationObserver(() => {
        if (document.getElementById('last-frame')) seen.frame = lines('#last-frame');
        else if (seen.app === null && document.querySelector('#root section.kid-column')) {
          seen.app = lines('#root');
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await seedFamily(page, FAMILY, familyTree(3, dayjs().format('YYYY-MM-DD'), { rewards: true }));
    await page.evaluate((key) => localStorage.removeItem(key), RECORD);
    await page.goto(`/${FAMILY}`);
    await expect(page.getByTitle('Stars to spend on rewards')).toHaveCount(3);
    await page.waitForFunction((key) => localStorage.getItem(key)?.includes('🎁'), RECORD);

    await page.goto(`/${FAMILY}`);
    await expect(frame(page)).toHaveCount(0);
    await expect(page.locator('#root section.kid-column').first()).toBeVisible();
    const seen = await page.evaluate(
      () => (window as unknown as { starsSeen: { frame: string[]; app: string[] } }).starsSeen,
    );
    // The frame showed them; the app had them there as it took over (not a moment later).
    const numbers = (lines: string[]) => lines.map((line) => line.match(/\d+/g)?.join(' '));
    // Each: the stars this week, then the stars to spend.
    expect(numbers(seen.frame)).toEqual([
      expect.stringMatching(/^\d+ \d+$/),
      expect.stringMatching(/^\d+ \d+$/),
      expect.stringMatching(/^\d+ \d+$/),
    ]);
    expect(numbers(seen.app)).toEqual(numbers(seen.frame));
    await expect(page.getByTitle('Stars this week')).toHaveCount(3);
    expect(await layoutShiftTotal(page)).toBe(0);
  });

  test('a kid away today keeps their “Away” note through the take-over: nothing moves', async ({
    page,
  }) => {
    await page.setViewportSize(devices['tablet-landscape']);
    await watchLayoutShifts(page);
    // How many "Away" notes the frame shows, and the app as it takes over.
    await page.addInitScript(() => {
      const notes = (selector: string) =>
        document.querySelectorAll(`${selector} .kid-column__away`).length;
      const seen: { frame: number; app: number | null } = { frame: 0, app: null };
      Object.assign(window, { awaySeen: seen });
      new MutationObserver(() => {
        if (document.getElementById('last-frame')) seen.frame = notes('#last-frame');
        else if (seen.app === null && document.querySelector('#root section.kid-column')) {
          seen.app = notes('#root');
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const today = dayjs().format('YYYY-MM-DD');
    const away = {
      from: today,
      to: today,
      made: 1_790_000_000,
      kid: 'ada',
      reason: 'At Grandma’s',
    };
    await seedFamily(page, FAMILY, { ...familyTree(3, today), away: { trip: away } });
    await page.evaluate((key) => localStorage.removeItem(key), RECORD);
    await page.goto(`/${FAMILY}`);
    await expect(page.getByText('Away: At Grandma’s')).toBeVisible();
    await page.waitForFunction((key) => localStorage.getItem(key)?.includes('Grandma'), RECORD);

    await page.goto(`/${FAMILY}`);
    await expect(frame(page)).toHaveCount(0);
    await expect(page.getByText('Away: At Grandma’s')).toBeVisible();
    const seen = await page.evaluate(
      () => (window as unknown as { awaySeen: { frame: number; app: number } }).awaySeen,
    );
    expect(seen).toEqual({ frame: 1, app: 1 });
    expect(await layoutShiftTotal(page)).toBe(0);
  });

  test('one kid’s page in kid mode is painted too', async ({ page }) => {
    await page.setViewportSize(devices['phone-390']);
    const lock = { familyId: FAMILY, kidId: FIRST_KID.id };
    await firstVisit(page, `/${FAMILY}/kid/${FIRST_KID.id}`, lock);
    await watchLayoutShifts(page);
    const release = await holdScripts(page);
    // Kid mode sends any address to the kid's page: the frame is that page's.
    await page.goto('/', { waitUntil: 'commit' });
    await expect(frameColumns(page)).toHaveCount(1);
    await expect(frameColumns(page)).toContainText(FIRST_KID.name);
    // Kid mode's screens load apart from the first load: the page's own script has asked for
    // them already, beside the app's script, so the app does not wait a second round for them.
    const preloads = await page
      .locator('head link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloads.some((href) => /^\/assets\/screens-[\w-]+\.js$/.test(href))).toBe(true);
    await lookAt(page, { path: 'test-results/last-frame-kid-phone-390.png' });
    release();
    await expect(frame(page)).toHaveCount(0);
    await expect(page.locator('#root section.kid-column')).toBeVisible();
    await expect(page.locator('#root .kid-column .tick').first()).toBeEnabled();
    expect(await layoutShiftTotal(page)).toBe(0);
  });

  test('a stale or corrupt frame is ignored without a trace, and removed', async ({ page }) => {
    await page.setViewportSize(devices['tablet-landscape']);
    await firstVisit(page, `/${FAMILY}`);
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    for (const spoil of [
      (record: string) => JSON.stringify({ ...JSON.parse(record), date: yesterday }),
      () => '{"v":1,',
    ]) {
      // Spoilt on another page: today's board keeps its frame again as it is left.
      await page.goto(`/${FAMILY}/settings`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const record = await page.evaluate((key) => localStorage.getItem(key) ?? '', RECORD);
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: RECORD,
        value: spoil(record),
      });
      const release = await holdScripts(page);
      await page.goto(`/${FAMILY}`, { waitUntil: 'commit' });
      // The page is parsed, so its own scripts have run; the app's is held back.
      await page.waitForFunction(() => document.readyState !== 'loading');
      await expect(page.locator('body > div')).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.className)).toBe('');
      expect(await page.evaluate((key) => localStorage.getItem(key), RECORD)).toBeNull();
      release();
      await page.unrouteAll({ behavior: 'wait' });
      // The app keeps a fresh one of today's board again.
      await expect(page.locator('#root section.kid-column').first()).toBeVisible();
      await page.waitForFunction((key) => localStorage.getItem(key) !== null, RECORD);
    }
  });
});
