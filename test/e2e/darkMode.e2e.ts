// Dark mode follows the device's setting (docs/design.md "One look"): every screen, on a phone
// and a tablet, has a dark page in the dark and passes axe there (WCAG 2 A and AA, text contrast
// 4.5:1 included), and turns light again when the device does. The light scheme, every test's
// default, is scanned by each screen's own test (accessibility, week, routine, library, family,
// kid mode). Screenshots land in test/e2e/screenshots/schemes/ (not in CI, where nobody looks
// at them).
import { expect, test, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { expectNoAxeViolations, sizes } from './support/axe';
import { familyTree, LONG_NAME, seedFamily } from './support/layout';
import { lookAt } from './support/lookAt';

const familyId = '-DarkModeFamily00000';

interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Locator;
}

const familyScreens: Screen[] = [
  {
    name: 'day',
    path: `/${familyId}`,
    ready: (page) => page.getByRole('checkbox', { name: 'Mark (in)complete' }).first(),
  },
  {
    name: 'week',
    path: `/${familyId}/week`,
    ready: (page) => page.getByRole('link', { name: new RegExp(`^${LONG_NAME}, Monday`) }),
  },
  {
    name: 'routine',
    path: `/${familyId}/templates`,
    ready: (page) => page.getByText('Brush teeth').first(),
  },
  {
    name: 'library',
    path: `/${familyId}/library`,
    ready: (page) => page.getByText('Pyjamas').first(),
  },
  {
    name: 'family',
    path: `/${familyId}/settings`,
    ready: (page) => page.getByRole('heading', { name: 'Kids', exact: true }),
  },
];

const kidModeScreen: Screen = {
  name: 'kid-mode',
  path: `/${familyId}`,
  ready: (page) => page.getByRole('button', { name: 'Grown-ups' }),
};

const welcomeScreen: Screen = {
  name: 'welcome',
  path: '/',
  ready: (page) => page.getByRole('heading', { level: 1, name: 'Kids To-Do' }),
};

/** The relative luminance (WCAG) of the page's own background colour. */
function pageBackgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const colour = getComputedStyle(document.body).backgroundColor;
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  });
}

async function check(page: Page, screen: Screen, size: string) {
  await page.goto(screen.path);
  await expect(screen.ready(page)).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(await pageBackgroundLuminance(page), `${screen.name}: a dark page`).toBeLessThan(0.05);
  await expectNoAxeViolations(page);
  await lookAt(page, {
    path: `test/e2e/screenshots/schemes/${screen.name}-dark-${size}.png`,
    fullPage: true,
  });
  // The device turns light: so does the page, with nothing reloaded.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect
    .poll(() => pageBackgroundLuminance(page), { message: `${screen.name}: a light page` })
    .toBeGreaterThan(0.8);
  await lookAt(page, {
    path: `test/e2e/screenshots/schemes/${screen.name}-light-${size}.png`,
    fullPage: true,
  });
  await page.emulateMedia({ colorScheme: 'dark' });
}

for (const [size, viewport] of Object.entries(sizes)) {
  test(`on a ${size}, every screen has a dark page in the dark, passes axe, and turns light with the device`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'dark' });
    await seedFamily(page, familyId, familyTree(3, dayjs().format('YYYY-MM-DD')));
    for (const screen of familyScreens) await check(page, screen, size);

    await page.evaluate(
      (familyId) =>
        localStorage.setItem('kids-todo:kid-mode', JSON.stringify({ familyId, kidId: null })),
      familyId,
    );
    await check(page, kidModeScreen, size);

    // A new device: the welcome screen.
    const newDevice = await browser.newContext({ viewport, colorScheme: 'dark' });
    await check(await newDevice.newPage(), welcomeScreen, size);
    await newDevice.close();
  });
}
