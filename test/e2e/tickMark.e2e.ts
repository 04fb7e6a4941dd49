// A ticked box shows its check and an unticked one shows none (docs/design.md "One look"): the
// check is drawn by the box itself, so it is read off the screen's pixels here, on a phone and a
// tablet (where a rem is 18 px), in light and dark, and in forced colours, which take the box's
// fill away and draw the check in the text's colour.
import { expect, test, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { checkbox, column, showKid } from './support/dayBoard';
import { familyTree, seedFamily } from './support/layout';

const familyId = '-TickMarkFamily00000';

type Colour = [number, number, number];

/** WCAG's contrast ratio between two colours. */
function contrast(a: Colour, b: Colour): number {
  const luminance = ([r, g, b]: Colour) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colours on screen at points of a box, each given in the check's own square of 24 units
 * (drawn at 60% of the box inside its 3 px border): the mean of the pixels a unit around it.
 */
async function coloursAt(
  page: Page,
  box: Locator,
  points: readonly (readonly [number, number])[],
): Promise<Colour[]> {
  await box.scrollIntoViewIfNeeded();
  const bounds = await box.boundingBox();
  if (!bounds) throw new Error('the box is not laid out');
  const shot = await page.screenshot({ clip: bounds, scale: 'device', animations: 'disabled' });
  const decoder = await page.context().newPage();
  try {
    return await decoder.evaluate(
      async ({ png, size, points }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no canvas');
        context.drawImage(image, 0, 0);
        const scale = image.width / size;
        const unit = (size - 6) / 40;
        return points.map(([x, y]) => {
          const middle = [3 + (8 + x) * unit, 3 + (8 + y) * unit].map((at) => at * scale);
          const reach = Math.max(1, Math.floor(unit * scale));
          const [cx = 0, cy = 0] = middle.map(Math.round);
          const pixels = context.getImageData(cx - reach, cy - reach, 2 * reach + 1, 2 * reach + 1);
          const sum = [0, 0, 0];
          for (let at = 0; at < pixels.data.length; at += 4) {
            for (const channel of [0, 1, 2]) sum[channel]! += pixels.data[at + channel] ?? 0;
          }
          const count = pixels.data.length / 4;
          return sum.map((total) => Math.round(total / count)) as [number, number, number];
        });
      },
      { png: shot.toString('base64'), size: bounds.width, points },
    );
  } finally {
    await decoder.close();
  }
}

// Points of a one-tick box: the middle of the long stroke, the corner, and the box's fill
// away from the check.
const ON_TICK = [
  [14.25, 12.25],
  [9.5, 17],
] as const;
const OFF_TICK = [4, 4] as const;
// Mark all's double tick: the middles of both long strokes, and its fill.
const ON_DOUBLE = [
  [10, 11.75],
  [18, 11.75],
] as const;
const OFF_DOUBLE = [4, 2] as const;

/** How far each point's colour stands from the box's own fill. */
async function standingOut(
  page: Page,
  box: Locator,
  on: readonly (readonly [number, number])[],
  off: readonly [number, number],
): Promise<number[]> {
  const [fill, ...marks] = await coloursAt(page, box, [off, ...on]);
  return marks.map((mark) => contrast(mark, fill ?? [0, 0, 0]));
}

async function openBoard(page: Page) {
  await seedFamily(page, familyId, familyTree(3, dayjs().format('YYYY-MM-DD')));
  await page.goto(`/${familyId}`);
  await showKid(page, 'Ada');
}

const schemes = [
  { name: 'light', options: { colorScheme: 'light' } },
  { name: 'dark', options: { colorScheme: 'dark' } },
  { name: 'forced colours', options: { forcedColors: 'active' } },
] as const;

const screens = {
  phone: { width: 390, height: 844 },
  tablet: { width: 1024, height: 768 },
} as const;

for (const [screen, viewport] of Object.entries(screens)) {
  for (const scheme of schemes) {
    test.describe(`on a ${screen}, ${scheme.name}`, () => {
      test.use({ viewport, deviceScaleFactor: 2, ...scheme.options });

      test('a ticked box shows its check, an unticked one none, and ticking draws it', async ({
        page,
      }) => {
        await openBoard(page);
        // Seeded: the first two tasks are done, the others not.
        const ticked = checkbox(page, 'Ada', 'Brush teeth');
        const unticked = checkbox(page, 'Ada', 'Feed the cat');
        await expect(ticked).toBeChecked();
        await expect(unticked).not.toBeChecked();

        for (const ratio of await standingOut(page, ticked, ON_TICK, OFF_TICK)) {
          expect(ratio, 'the check against the ticked box').toBeGreaterThanOrEqual(3);
        }
        for (const ratio of await standingOut(page, unticked, ON_TICK, OFF_TICK)) {
          expect(ratio, 'no check in an unticked box').toBeLessThan(1.1);
        }

        await unticked.check();
        await expect(unticked).toBeChecked();
        await expect
          .poll(async () => Math.min(...(await standingOut(page, unticked, ON_TICK, OFF_TICK))))
          .toBeGreaterThanOrEqual(3);
      });

      test('mark all shows a faint double tick, and a clear one once all are done', async ({
        page,
      }) => {
        await openBoard(page);
        const markAll = column(page, 'Ada').getByRole('checkbox', { name: 'Mark all as complete' });
        await expect(markAll).not.toBeChecked();
        const faint = await standingOut(page, markAll, ON_DOUBLE, OFF_DOUBLE);
        for (const ratio of faint) expect(ratio, 'the faint double tick').toBeGreaterThan(1.5);

        await markAll.check();
        await expect(markAll).toBeChecked();
        await expect
          .poll(async () => Math.min(...(await standingOut(page, markAll, ON_DOUBLE, OFF_DOUBLE))))
          .toBeGreaterThanOrEqual(3);
      });
    });
  }
}
