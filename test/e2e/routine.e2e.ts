// The routine seeds each new day once; rows reorder by buttons, keyboard and drag.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  addTask,
  checkbox,
  column,
  dayInWords,
  heading,
  row,
  showKid,
  startFamily,
} from './support/dayBoard';
import { dragOnto } from './support/drag';
import { lookAt } from './support/lookAt';

const picker = (page: Page) => page.getByRole('group', { name: 'Add the task for' });
const titles = (page: Page, kid: string) =>
  column(page, kid).getByRole('listitem').locator('.task-row__title').allTextContents();

async function onlyFor(page: Page, kid: string, others: string[]): Promise<void> {
  for (const name of [kid, ...others]) {
    const button = picker(page).getByRole('button', { name });
    const pressed = (await button.getAttribute('aria-pressed')) === 'true';
    if (pressed !== (name === kid)) await button.click();
  }
}

test('a routine of three tasks each fills the next day once, and a tick is kept', async ({
  page,
}) => {
  await startFamily(page, 'The Riveras', ['Ada', 'Ben']);
  await page
    .getByRole('navigation', { name: 'Family pages' })
    .getByRole('link', { name: 'Routine' })
    .click();
  await expect(heading(page)).toHaveText('Routine');

  await onlyFor(page, 'Ada', ['Ben']);
  for (const title of ['Brush teeth', 'Make the bed', 'Read a book']) await addTask(page, title);
  await onlyFor(page, 'Ben', ['Ada']);
  for (const title of ['Feed the cat', 'Pack the bag', 'Practise piano'])
    await addTask(page, title);
  await expect
    .poll(() => titles(page, 'Ada'))
    .toEqual(['Brush teeth', 'Make the bed', 'Read a book']);
  await expect
    .poll(() => titles(page, 'Ben'))
    .toEqual(['Feed the cat', 'Pack the bag', 'Practise piano']);
  await lookAt(page, { path: 'test/e2e/screenshots/routine-tablet.png', fullPage: true });

  await page.getByRole('link', { name: 'Today' }).click();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(heading(page)).toContainText(dayInWords(1));
  await expect
    .poll(() => titles(page, 'Ada'))
    .toEqual(['Brush teeth', 'Make the bed', 'Read a book']);
  await expect
    .poll(() => titles(page, 'Ben'))
    .toEqual(['Feed the cat', 'Pack the bag', 'Practise piano']);

  await checkbox(page, 'Ben', 'Pack the bag').check();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(heading(page)).toContainText(dayInWords());
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(heading(page)).toContainText(dayInWords(1));
  await page.reload();
  await expect(checkbox(page, 'Ben', 'Pack the bag')).toBeChecked();
  await expect
    .poll(() => titles(page, 'Ben'))
    .toEqual(['Feed the cat', 'Pack the bag', 'Practise piano']);
  await expect(column(page, 'Ada').getByRole('listitem')).toHaveCount(3);
});

/** A row's buttons live in its panel, opened by the row's one compact button. */
const openRowPanel = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^Change ${title}:`) }).click();

test('routine rows move with their buttons, day rows with Alt and the arrows', async ({ page }) => {
  const familyId = await startFamily(page, 'The Riveras', ['Ada']);
  await page.goto(`/${familyId}/templates`);
  for (const title of ['Brush teeth', 'Make the bed', 'Read a book']) await addTask(page, title);
  await expect.poll(() => titles(page, 'Ada')).toHaveLength(3);
  await openRowPanel(page, 'Read a book');
  await page.getByRole('button', { name: 'Move Read a book up' }).click();
  await expect
    .poll(() => titles(page, 'Ada'))
    .toEqual(['Brush teeth', 'Read a book', 'Make the bed']);
  await openRowPanel(page, 'Brush teeth');
  await expect(page.getByRole('button', { name: 'Move Brush teeth up' })).toBeDisabled();

  await page.goto(`/${familyId}`);
  await expect
    .poll(() => titles(page, 'Ada'))
    .toEqual(['Brush teeth', 'Read a book', 'Make the bed']);
  await row(page, 'Ada', 'Make the bed').focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect
    .poll(() => titles(page, 'Ada'))
    .toEqual(['Brush teeth', 'Make the bed', 'Read a book']);
  await page.keyboard.press('Alt+ArrowUp');
  await expect
    .poll(() => titles(page, 'Ada'))
    .toEqual(['Make the bed', 'Brush teeth', 'Read a book']);

  await dragOnto(page, row(page, 'Ada', 'Read a book'), row(page, 'Ada', 'Make the bed'));
  await expect
    .poll(() => titles(page, 'Ada'))
    .toEqual(['Read a book', 'Make the bed', 'Brush teeth']);
  await page.reload();
  await expect
    .poll(() => titles(page, 'Ada'))
    .toEqual(['Read a book', 'Make the bed', 'Brush teeth']);
});

for (const [size, viewport] of Object.entries({
  phone: { width: 390, height: 844 },
  tablet: { width: 1024, height: 768 },
})) {
  test(`the Routine view has no axe violations on a ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const familyId = await startFamily(page, 'The Riveras', ['Ada', 'Ben']);
    await page.goto(`/${familyId}/templates`);
    await addTask(page, 'Brush teeth', { for: ['Ada', 'Ben'] });
    await showKid(page, 'Ben');
    await expect(row(page, 'Ben', 'Brush teeth')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await lookAt(page, { path: `test/e2e/screenshots/routine-${size}.png`, fullPage: true });
  });
}
