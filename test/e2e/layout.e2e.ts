// The screens fit the devices a family holds: six sizes from a small phone to a desktop, one,
// three and six kids, a long name and long titles. No word is broken across lines on any
// screen; on a phone the kids' tasks are on the first screen and the week fits without
// scrolling sideways. Screenshots of every screen land in test/e2e/screenshots/layout/ (not in
// CI, where nobody looks at them).
import { expect, test, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import {
  devices,
  expectOnFirstScreen,
  familyTree,
  LONG_NAME,
  phones,
  brokenWords,
  seedFamily,
  sidewaysScrollers,
  type Device,
} from './support/layout';
import { lookAt } from './support/lookAt';

const familyIdFor = (kids: number) => `-Layout${kids}Kids`.padEnd(20, '0');

interface Screen {
  name: string;
  path: (familyId: string) => string;
  /** What to press once there, for a screen without an address of its own. */
  open?: (page: Page) => Promise<void>;
  ready: (page: Page) => Locator;
}

const parentScreens: Screen[] = [
  {
    name: 'day',
    path: (id) => `/${id}`,
    ready: (page) => page.getByRole('checkbox', { name: 'Mark (in)complete' }).first(),
  },
  {
    name: 'week',
    path: (id) => `/${id}/week`,
    ready: (page) => page.getByRole('link', { name: new RegExp(`^${LONG_NAME}, Monday`) }),
  },
  {
    name: 'routine',
    path: (id) => `/${id}/templates`,
    ready: (page) => page.getByText('Brush teeth').first(),
  },
  {
    name: 'library',
    path: (id) => `/${id}/library`,
    ready: (page) => page.getByText('Pyjamas').first(),
  },
  {
    name: 'family',
    path: (id) => `/${id}/settings`,
    ready: (page) => page.getByRole('heading', { name: 'Kids', exact: true }),
  },
  {
    name: 'rewards',
    path: (id) => `/${id}/rewards`,
    ready: (page) => page.getByRole('button', { name: /^Grant / }).first(),
  },
];

const kidModeScreens: Screen[] = [
  {
    name: 'kid-mode',
    path: (id) => `/${id}`,
    ready: (page) => page.getByRole('button', { name: 'Grown-ups' }),
  },
  {
    name: 'kid-page',
    path: (id) => `/${id}/kid/zoealexandra`,
    ready: (page) => page.getByRole('checkbox').first(),
  },
  {
    name: 'kid-rewards',
    path: (id) => `/${id}/kid/zoealexandra`,
    open: (page) =>
      page
        .getByRole('group', { name: 'My pages' })
        .getByRole('button', { name: 'Rewards' })
        .click(),
    ready: (page) => page.getByText('Pick the film').first(),
  },
];

/** Opens a screen once, then measures and photographs it at every size, turned as a device is. */
async function lookAtEverySize(page: Page, screen: Screen, familyId: string, kids: number) {
  await page.goto(screen.path(familyId));
  await screen.open?.(page);
  for (const device of Object.keys(devices) as Device[]) {
    await page.setViewportSize(devices[device]);
    await expect(screen.ready(page)).toBeVisible();
    // Laid out at the new size, fonts and pictures settled, before anything is measured.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const where = `${screen.name}, ${kids} kids, ${device}`;
    expect.soft(await brokenWords(page), `words broken across lines on ${where}`).toEqual([]);
    await lookAt(page, {
      path: `test/e2e/screenshots/layout/${screen.name}-${kids}-kids-${device}.png`,
      fullPage: true,
    });
  }
}

test.describe('every screen at every size', () => {
  // Forty-two screens a test, each measured and photographed: the three run side by side.
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });

  for (const kids of [1, 3, 6]) {
    test(`${kids} kid${kids > 1 ? 's' : ''}: no word is broken across lines`, async ({ page }) => {
      const familyId = familyIdFor(kids);
      await seedFamily(
        page,
        familyId,
        familyTree(kids, dayjs().format('YYYY-MM-DD'), { rewards: true }),
      );
      for (const screen of parentScreens) await lookAtEverySize(page, screen, familyId, kids);
      await page.evaluate(
        (familyId) =>
          localStorage.setItem('kids-todo:kid-mode', JSON.stringify({ familyId, kidId: null })),
        familyId,
      );
      for (const screen of kidModeScreens) await lookAtEverySize(page, screen, familyId, kids);
    });
  }
});

test.describe('on a phone', () => {
  for (const device of phones) {
    test(`${device}: the kids' tasks come first, and a task just added is on screen`, async ({
      page,
    }) => {
      const familyId = familyIdFor(3);
      await seedFamily(page, familyId, familyTree(3, dayjs().format('YYYY-MM-DD')));
      await page.setViewportSize(devices[device]);
      await page.goto(`/${familyId}`);
      const firstTick = page.getByRole('checkbox', { name: 'Mark (in)complete' }).first();
      await expect(firstTick).toBeVisible();
      await expectOnFirstScreen(page, 'input[aria-label="Mark (in)complete"]', 'the first tick');

      // Adding is one tap away, and what was added is brought into view.
      const add = page.getByRole('button', { name: 'Add a task' });
      if (await add.isVisible()) await add.click();
      const box = page.getByRole('textbox', { name: 'New task' });
      await box.fill('Water the tomatoes');
      await box.press('Enter');
      const added = page.getByRole('listitem').filter({ hasText: 'Water the tomatoes' }).first();
      await expect(added).toBeInViewport();
      await expect(page.getByRole('status').filter({ hasText: 'Added' })).toContainText(
        'Water the tomatoes',
      );
    });

    test(`${device}: the week shows all seven days of every kid without scrolling sideways`, async ({
      page,
    }) => {
      const familyId = familyIdFor(3);
      await seedFamily(page, familyId, familyTree(3, dayjs().format('YYYY-MM-DD')));
      await page.setViewportSize(devices[device]);
      await page.goto(`/${familyId}/week`);
      const days = page.getByRole('link', { name: /^(Zoe-Alexandra Maximiliana|Ada|Benjamin), / });
      await expect(days).toHaveCount(21);
      expect(await sidewaysScrollers(page)).toEqual([]);
      const width = devices[device].width;
      for (const day of await days.all()) {
        const box = await day.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
      for (const kid of ['Zoe-Alexandra Maximiliana', 'Ada', 'Benjamin']) {
        await expect(page.getByText(new RegExp(`${kid}.*stars?`, 's')).first()).toBeInViewport({
          ratio: 0.5,
        });
      }
    });
  }
});

test('every one of the family’s places is whole on screen, at every size', async ({ page }) => {
  const familyId = familyIdFor(3);
  await seedFamily(page, familyId, familyTree(3, dayjs().format('YYYY-MM-DD')));
  await page.goto(`/${familyId}/week`);
  const places = page.getByRole('navigation', { name: 'Family pages' }).getByRole('link');
  await expect(places).toHaveCount(6);
  for (const device of Object.keys(devices) as Device[]) {
    await page.setViewportSize(devices[device]);
    for (const place of await places.all()) {
      const box = await place.boundingBox();
      expect(box, `${device}: ${await place.textContent()}`).not.toBeNull();
      expect(box!.x, `${device}: ${await place.textContent()}`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${device}: ${await place.textContent()}`).toBeLessThanOrEqual(
        devices[device].width,
      );
    }
  }
});

test('on a phone, a swipe across the column shows the next kid, and back', async ({ page }) => {
  const familyId = familyIdFor(3);
  await seedFamily(page, familyId, familyTree(3, dayjs().format('YYYY-MM-DD')));
  await page.setViewportSize(devices['phone-390']);
  await page.goto(`/${familyId}`);
  const column = (name: string) => page.getByRole('region', { name });
  await expect(column(LONG_NAME)).toBeVisible();
  const swipe = (dx: number) =>
    page.getByRole('group', { name: 'Each kid’s tasks' }).evaluate((board, dx) => {
      const touch = (x: number) =>
        new Touch({ identifier: 1, target: board, clientX: x, clientY: 300 });
      const send = (type: string, x: number) =>
        board.dispatchEvent(
          new TouchEvent(type, {
            bubbles: true,
            touches: type === 'touchend' ? [] : [touch(x)],
            changedTouches: [touch(x)],
          }),
        );
      send('touchstart', 200);
      send('touchend', 200 + dx);
    }, dx);
  await swipe(-120);
  await expect(column('Ada')).toBeVisible();
  await expect(column(LONG_NAME)).toHaveCount(0);
  // A short move is a tap or a scroll, not a swipe.
  await swipe(30);
  await expect(column('Ada')).toBeVisible();
  await swipe(120);
  await expect(column(LONG_NAME)).toBeVisible();
});
