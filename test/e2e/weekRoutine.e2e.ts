// A routine that fits the week: each routine task on the weekdays it is for and in its part of
// the day, and each day of the week, opened with Next day, gets exactly those, in their sections.
import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { expectNoAxeViolations, sizes } from './support/axe';
import { addTask, column, dayInWords, heading, openEntry, startFamily } from './support/dayBoard';
import { lookAt } from './support/lookAt';

const titles = (page: Page) =>
  column(page, 'Ada').getByRole('listitem').locator('.task-row__title').allTextContents();
const daysButton = (page: Page, title: string) =>
  column(page, 'Ada').getByRole('button', { name: new RegExp(`^Change ${title}:`) });
/** The days a routine row says, small under its title. */
const daysOf = (page: Page, title: string) =>
  column(page, 'Ada').getByRole('listitem').filter({ hasText: title }).locator('.task-row__when');
const daysPanel = (page: Page, title: string) =>
  column(page, 'Ada').getByRole('group', { name: `Change ${title}` });

const parts = (page: Page) => page.getByRole('group', { name: 'Part of the day for the task' });
const headings = (page: Page) =>
  column(page, 'Ada').locator('.part-heading__title').allTextContents();

/** What Ada's day holds on a weekday (dayjs: 0 is Sunday), in its sections' order. */
function expectedOn(weekday: number): string[] {
  const anyTime = [
    ...(weekday === 2 ? ['Piano'] : []),
    ...(weekday === 0 || weekday === 6 ? ['Swimming'] : []),
  ];
  return [...anyTime, 'Brush teeth', 'Brush teeth'];
}

async function routineForTheWeek(page: Page): Promise<string> {
  const familyId = await startFamily(page, 'The Okafors', ['Ada']);
  await page.goto(`/${familyId}/templates`);
  await expect(heading(page)).toHaveText('Routine');
  await openEntry(page);
  await parts(page).getByRole('button', { name: 'Morning' }).click();
  await addTask(page, 'Brush teeth');
  await parts(page).getByRole('button', { name: 'Any time' }).click();
  for (const title of ['Piano', 'Swimming']) await addTask(page, title);
  await parts(page).getByRole('button', { name: 'Evening' }).click();
  await addTask(page, 'Brush teeth');
  await expect
    .poll(() => titles(page))
    .toEqual(['Piano', 'Swimming', 'Brush teeth', 'Brush teeth']);
  await expect.poll(() => headings(page)).toEqual(['🕒 Any time', '🌅 Morning', '🌙 Evening']);

  await daysButton(page, 'Piano').click();
  await daysPanel(page, 'Piano').getByRole('button', { name: 'School days' }).click();
  await expect(daysOf(page, 'Piano')).toHaveText(/School days/);
  for (const day of ['Monday', 'Wednesday', 'Thursday', 'Friday']) {
    await daysPanel(page, 'Piano').getByRole('button', { name: day }).click();
  }
  await expect(daysOf(page, 'Piano')).toHaveText(/Tuesdays/);
  // The last day on cannot be turned off, and says why.
  const tuesday = daysPanel(page, 'Piano').getByRole('button', { name: 'Tuesday' });
  await expect(tuesday).toHaveAttribute('aria-pressed', 'true');
  await expect(tuesday).toBeDisabled();
  await expect(tuesday).toHaveAttribute('title', 'A routine task needs at least one day.');
  await daysPanel(page, 'Piano').getByRole('button', { name: 'Done' }).click();
  await expect(daysButton(page, 'Piano')).toBeFocused();

  await daysButton(page, 'Swimming').click();
  await daysPanel(page, 'Swimming').getByRole('button', { name: 'Weekend' }).click();
  await expect(daysOf(page, 'Swimming')).toHaveText(/Weekend/);
  await page.keyboard.press('Escape');
  await expect(daysPanel(page, 'Swimming')).toHaveCount(0);
  return familyId;
}

test('Next day through a week shows each day exactly the routine tasks for its weekday', async ({
  page,
}) => {
  const familyId = await routineForTheWeek(page);

  const show = page.getByLabel('Show');
  await show.selectOption({ label: 'What Saturday looks like' });
  await expect.poll(() => titles(page)).toEqual(['Swimming', 'Brush teeth', 'Brush teeth']);
  await show.selectOption({ label: 'What Tuesday looks like' });
  await expect.poll(() => titles(page)).toEqual(['Piano', 'Brush teeth', 'Brush teeth']);
  await show.selectOption({ label: 'Every day’s tasks' });
  await expect
    .poll(() => titles(page))
    .toEqual(['Piano', 'Swimming', 'Brush teeth', 'Brush teeth']);

  await page.goto(`/${familyId}`);
  for (let offset = 0; offset <= 7; offset += 1) {
    if (offset > 0) await page.getByRole('button', { name: 'Next day' }).click();
    await expect(heading(page)).toContainText(dayInWords(offset));
    const weekday = dayjs().add(offset, 'day').day();
    await expect.poll(() => titles(page), dayInWords(offset)).toEqual(expectedOn(weekday));
    const anyTime = weekday === 0 || weekday === 2 || weekday === 6;
    await expect
      .poll(() => headings(page), dayInWords(offset))
      .toEqual([...(anyTime ? ['🕒 Any time'] : []), '🌅 Morning', '🌙 Evening']);
  }

  // A reload reads the schedules back from the store.
  await page.goto(`/${familyId}/templates`);
  await expect(daysOf(page, 'Piano')).toHaveText(/Tuesdays/);
  // Brush teeth twice a day: once in the morning, once in the evening.
  await expect(daysButton(page, 'Brush teeth').first()).toHaveAccessibleName(/Every day, Morning$/);
  await expect(daysOf(page, 'Brush teeth').first()).toHaveText(/Every day$/);
  await expect(daysButton(page, 'Brush teeth').last()).toHaveAccessibleName(/Every day, Evening$/);
});

for (const [size, viewport] of Object.entries(sizes)) {
  test(`the weekday toggles on a ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await routineForTheWeek(page);
    await daysButton(page, 'Piano').click();
    await expect(daysPanel(page, 'Piano')).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, { path: `test/e2e/screenshots/schedule-${size}.png`, fullPage: true });

    // Today, in its parts of the day.
    await page.getByRole('link', { name: 'Today' }).click();
    await expect(heading(page)).toContainText(dayInWords());
    await expect(column(page, 'Ada').getByRole('heading', { name: 'Morning' })).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, { path: `test/e2e/screenshots/parts-${size}.png`, fullPage: true });

    // Now only: the part of the day it is, and tasks for any time.
    await page.getByRole('button', { name: /^Show only the / }).click();
    await expect(page.getByRole('button', { name: 'Show the whole day' })).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, { path: `test/e2e/screenshots/now-only-${size}.png`, fullPage: true });
  });
}
