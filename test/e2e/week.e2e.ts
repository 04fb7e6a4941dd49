// The week at a glance: three days of ticks as rings and stars, a tick on another page shown
// live, the chart printed on one A4 page, and the view on a phone and a tablet.
import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { expectNoAxeViolations, sizes } from './support/axe';
import { addTask, column, heading, startFamily } from './support/dayBoard';
import { layoutShiftTotal, watchLayoutShifts } from './support/frames';
import { devices, familyTree, seedFamily } from './support/layout';
import { lookAt } from './support/lookAt';

/** Wednesday 25 November 2026, 09:00 on the page's clock. */
const WEDNESDAY = new Date(2026, 10, 25, 9, 0);

const tick = (page: Page, kid: string, title: string) =>
  column(page, kid)
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('checkbox', { name: 'Mark (in)complete' });
const cell = (page: Page, kid: string, day: string) =>
  page.getByRole('link', { name: new RegExp(`^${kid}, ${day}:`) });
const stars = (page: Page, kid: string) =>
  page.getByRole('row', { name: new RegExp(`^${kid}`) }).locator('.week-table__stars');

/** Ada and Ben with two routine tasks each, ticked on Wednesday, Thursday and Friday. */
async function threeDaysOfTicks(page: Page): Promise<string> {
  await page.clock.install({ time: WEDNESDAY });
  const familyId = await startFamily(page, 'The Okafors', ['Ada', 'Ben']);
  await page.getByRole('link', { name: 'Routine' }).click();
  await expect(heading(page)).toHaveText('Routine');
  await addTask(page, 'Brush teeth', { for: ['Ada', 'Ben'] });
  await addTask(page, 'Read a book', { for: ['Ada', 'Ben'] });
  await expect(column(page, 'Ben').getByText('Read a book')).toBeVisible();
  await page.getByRole('link', { name: 'Today' }).click();
  await expect(column(page, 'Ben').getByText('Read a book')).toBeVisible();
  // Wednesday: Ada does both, Ben one.
  await tick(page, 'Ada', 'Brush teeth').check();
  await tick(page, 'Ada', 'Read a book').check();
  // Her streak grows: her column says so, and counts her stars this week.
  await expect(column(page, 'Ada').getByText('1 day in a row, Ada!')).toBeVisible();
  await expect(column(page, 'Ada').locator('.kid-column__stars')).toHaveText(
    '⭐ 2 stars this week 🔥 1 day in a row',
  );
  await tick(page, 'Ben', 'Brush teeth').check();
  // Thursday: Ada one. Friday: Ben both.
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(heading(page)).toContainText('Thursday');
  await tick(page, 'Ada', 'Brush teeth').check();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(heading(page)).toContainText('Friday');
  await tick(page, 'Ben', 'Brush teeth').check();
  await tick(page, 'Ben', 'Read a book').check();
  await expect(tick(page, 'Ben', 'Read a book')).toBeChecked();
  return familyId;
}

test('three days of ticks show as rings and stars, and a tick on another page shows live', async ({
  page,
  context,
}) => {
  await page.setViewportSize(sizes.tablet);
  const familyId = await threeDaysOfTicks(page);
  await page.getByRole('link', { name: 'Week' }).click();
  await expect(heading(page)).toHaveText('This week');

  await expect(cell(page, 'Ada', 'Wednesday 25 November')).toHaveAccessibleName(
    'Ada, Wednesday 25 November: 2 of 2 done',
  );
  await expect(cell(page, 'Ada', 'Thursday 26 November')).toHaveAccessibleName(
    'Ada, Thursday 26 November: 1 of 2 done',
  );
  await expect(cell(page, 'Ben', 'Friday 27 November')).toHaveAccessibleName(
    'Ben, Friday 27 November: 2 of 2 done',
  );
  // Days still to come show their routine; days before the family started have nothing.
  await expect(cell(page, 'Ada', 'Sunday 29 November')).toHaveAccessibleName(
    'Ada, Sunday 29 November: 0 of 2 done',
  );
  await expect(cell(page, 'Ada', 'Monday 23 November')).toHaveAccessibleName(
    'Ada, Monday 23 November: nothing to do',
  );
  await expect(stars(page, 'Ada')).toHaveText('⭐ 3 stars');
  await expect(stars(page, 'Ben')).toHaveText('⭐ 3 stars');
  // Ada finished today: a streak of one; Ben did not.
  await expect(page.getByRole('rowheader', { name: /^Ada/ })).toContainText('1 day in a row');
  await expect(page.getByRole('rowheader', { name: /^Ben/ })).not.toContainText('in a row');

  await expectNoAxeViolations(page);
  await lookAt(page, { path: 'test/e2e/screenshots/week-tablet.png', fullPage: true });

  // Another page (a second tab) ticks Ben's reading today: the week shows it without a reload.
  const other = await context.newPage();
  await other.goto(`/${familyId}`);
  await tick(other, 'Ben', 'Read a book').check();
  await expect(cell(page, 'Ben', 'Wednesday 25 November')).toHaveAccessibleName(
    'Ben, Wednesday 25 November: 2 of 2 done',
  );
  await expect(stars(page, 'Ben')).toHaveText('⭐ 4 stars');
  await expect(page.getByRole('rowheader', { name: /^Ben/ })).toContainText('1 day in a row');

  // A ring opens its day.
  await cell(page, 'Ada', 'Thursday 26 November').click();
  await expect(heading(page)).toContainText('Thursday');
  await expect(page).toHaveURL(new RegExp(`/${familyId}/2026-11-26$`));
});

test('previous and next week, and the chart printed on one A4 page', async ({ page }) => {
  const familyId = await threeDaysOfTicks(page);
  await page.goto(`/${familyId}/week`);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(new RegExp(`/${familyId}/week/2026-11-16$`));
  await expect(heading(page)).toHaveText('Week of 16 November');
  await expect(cell(page, 'Ada', 'Wednesday 18 November')).toHaveAccessibleName(
    'Ada, Wednesday 18 November: nothing to do',
  );
  await page.getByRole('button', { name: 'This week' }).click();
  await expect(page).toHaveURL(new RegExp(`/${familyId}/week$`));
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(heading(page)).toHaveText('Week of 30 November');
  await page.goBack();
  await expect(heading(page)).toHaveText('This week');

  // The chart is drawn only to be printed: not on screen, and there once the page is printed.
  await expect(page.locator('.week-chart')).toHaveCount(0);
  const pdf = await page.pdf({ format: 'A4' });
  await expect(page.locator('.week-chart')).toHaveCount(1);
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
  // What the printer gets, looked at as a picture of an A4 page.
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  const chart = page.locator('.week-chart');
  await expect(chart).toBeVisible();
  await expect(page.locator('.week-page__main')).toBeHidden();
  // Each task with its picture, for a kid who cannot read yet, and each kid's stars so far (the
  // chart is hidden from screen readers, so found by its cells).
  const ada = chart.locator('table').filter({ hasText: 'Ada' });
  await expect(ada.locator('tbody th')).toHaveText(['🪥Brush teeth', '📖Read a book']);
  await expect(ada.locator('thead th').first()).toContainText('⭐ 3 stars');
  await expect(page.getByRole('navigation', { name: 'Family pages' })).toBeHidden();
  await lookAt(page, { path: 'test/e2e/screenshots/week-print.png' });
});

test('the week on a phone', async ({ page }) => {
  // The ticks are made on a tablet, where both kids' columns show side by side.
  await page.setViewportSize(sizes.tablet);
  await threeDaysOfTicks(page);
  await page.setViewportSize(sizes.phone);
  await page.getByRole('link', { name: 'Week' }).click();
  await expect(heading(page)).toHaveText('This week');
  await expect(stars(page, 'Ada')).toHaveText('⭐ 3 stars');
  // Each kid's week fits the phone's width: Sunday, the stars and the streak are in sight.
  await expect(cell(page, 'Ben', 'Sunday 29 November')).toBeInViewport();
  await expect(stars(page, 'Ben')).toBeInViewport();
  await expect(page.getByRole('rowheader', { name: /^Ada/ })).toContainText('1 day in a row');
  await expect(page.getByText('1 day in a row')).toBeInViewport();
  await expectNoAxeViolations(page);
  await lookAt(page, { path: 'test/e2e/screenshots/week-phone.png', fullPage: true });
});

for (const device of ['phone-360', 'tablet-landscape'] as const) {
  test(`${device}: the Week view does not move when each kid's stars to spend arrive`, async ({
    page,
  }) => {
    await page.setViewportSize(devices[device]);
    await watchLayoutShifts(page);
    // Three kids, long names, a family with rewards, opened here before: the device read them.
    await seedFamily(
      page,
      'spenders',
      familyTree(3, dayjs().format('YYYY-MM-DD'), { rewards: true }),
    );
    await page.goto('/spenders');
    await expect(page.getByTitle('Stars to spend on rewards').first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('kids-todo:spenders')))
      .toContain('spenders');

    await page.goto('/spenders/week');
    const spendable = page.locator('.week-table__stars .spendable--words:not(.spendable--kept)');
    await expect(spendable).toHaveText([/^\d+ to spend/, /^\d+ to spend/, /^\d+ to spend/]);
    // Shifts are reported once the frame that made them is drawn.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await layoutShiftTotal(page)).toBe(0);
  });
}
