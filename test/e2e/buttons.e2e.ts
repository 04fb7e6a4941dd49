// One look (docs/design.md "One look"): every button with words on it is drawn from the one
// set, never as a bare browser button or as text floating on nothing; a disabled button looks
// disabled (another colour, a not-allowed cursor, nothing on hover).
import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { familyTree, seedFamily } from './support/layout';

const familyId = '-ButtonsFamily000000';

/** Buttons with a word on them that look like plain browser buttons or like bare text. */
function unstyledButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const transparent = (colour: string) => colour === 'transparent' || /,\s*0\)$/.test(colour);
    // The browser's own button face, as a button without any class gets it.
    const plain = document.body.appendChild(document.createElement('button'));
    const browserFace = getComputedStyle(plain).backgroundColor;
    plain.remove();
    const found: string[] = [];
    for (const button of document.querySelectorAll<HTMLButtonElement>('button')) {
      const text = (button.innerText ?? '').trim();
      if (!/\p{L}/u.test(text) || !button.checkVisibility()) continue;
      const style = getComputedStyle(button);
      const browserDefault =
        style.backgroundColor === browserFace || style.borderTopStyle === 'outset';
      const bare =
        transparent(style.backgroundColor) &&
        (style.borderTopStyle === 'none' || transparent(style.borderTopColor));
      if (browserDefault || bare) found.push(text);
    }
    return found;
  });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seedFamily(page, familyId, familyTree(3, dayjs().format('YYYY-MM-DD')));
});

test('every button with words on it, on every family screen, is drawn from the one set', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const [path, ready] of [
    ['', 'Brush teeth'],
    ['/week', 'Print chart'],
    ['/templates', 'Brush teeth'],
    ['/library', 'Pyjamas'],
    ['/settings', 'Save PIN'],
  ] as const) {
    await page.goto(`/${familyId}${path}`);
    await expect(page.getByText(ready).first()).toBeVisible();
    expect(await unstyledButtons(page), `bare buttons on ${path || 'the Day view'}`).toEqual([]);
  }
});

test('the grown-ups’ gate’s buttons are drawn from the one set', async ({ page }) => {
  await page.clock.install();
  await page.evaluate(
    (familyId) =>
      localStorage.setItem('kids-todo:kid-mode', JSON.stringify({ familyId, kidId: null })),
    familyId,
  );
  await page.goto(`/${familyId}`);
  const grownUps = page.getByRole('button', { name: 'Grown-ups' });
  const box = await grownUps.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.down();
  await page.clock.fastForward(2000);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.mouse.up();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Back' })).toBeVisible();
  expect(await unstyledButtons(page)).toEqual([]);
});

test('a disabled button looks disabled: another colour, a not-allowed cursor, no hover', async ({
  page,
}) => {
  await page.goto(`/${familyId}/settings`);
  const up = page.getByRole('button', { name: 'Move Zoe-Alexandra Maximiliana up' });
  const down = page.getByRole('button', { name: 'Move Zoe-Alexandra Maximiliana down' });
  await expect(up).toBeDisabled();
  await expect(down).toBeEnabled();
  const look = (button: typeof up) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        cursor: style.cursor,
        colors: `${style.backgroundColor} ${style.color} ${style.borderTopColor}`,
        border: style.borderTopStyle,
      };
    });
  const enabled = await look(down);
  const disabled = await look(up);
  expect(enabled.cursor).toBe('pointer');
  expect(disabled.cursor).toBe('not-allowed');
  expect(disabled.colors).not.toBe(enabled.colors);
  await up.hover({ force: true });
  expect(await look(up)).toEqual(disabled);
});
