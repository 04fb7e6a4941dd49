// Away days: Ada's week had three missed days; marked away Tuesday to Thursday on the Family
// view, her 5-day streak survives, the Week view shows the days as away, and the form says what
// is wrong with a bad range. Screenshots on a phone and a tablet, axe 0.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, sizes } from './support/axe';
import { checkbox, column, familyWithRoutineTask, heading, startFamily } from './support/dayBoard';
import { lookAt } from './support/lookAt';

/** Monday 16 November 2026, 09:00 on the page's clock. */
const MONDAY = new Date(2026, 10, 16, 9, 0);
/** The Tuesday after: Ada's streak is read up to the day before. */
const NEXT_TUESDAY = new Date(2026, 10, 24, 9, 0);
const KIDS = ['Ada', 'Zoe-Alexandra Maximiliana', 'Bartholomew-Christopher Lee'];

/** What the away days' section last said, as a screen reader hears it. */
const notice = (section: Locator) => section.locator('.away-settings__notice');
const streakOf = (page: Page, kid: string) =>
  page.getByRole('row', { name: new RegExp(`^${kid}`) }).locator('.week-table__streak');

/** Ada brushes her teeth Monday, then Friday to the next Monday; Tuesday to Thursday not. */
async function adasTwoWeeks(page: Page): Promise<string> {
  const familyId = await familyWithRoutineTask(page, {
    time: MONDAY,
    name: 'The Okafors',
    kids: KIDS,
    task: 'Brush teeth',
  });
  for (const [index, day] of [
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
    'Monday',
  ].entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Next day' }).click();
    await expect(heading(page)).toContainText(day);
    // Every day is opened, so Tuesday to Thursday get her routine before she is marked away.
    await expect(checkbox(page, 'Ada', 'Brush teeth')).toBeVisible();
    if (index === 0 || index >= 4) {
      await checkbox(page, 'Ada', 'Brush teeth').check();
      await expect(checkbox(page, 'Ada', 'Brush teeth')).toBeChecked();
    }
  }
  return familyId;
}

test('Ada away Tuesday to Thursday: her 5-day streak survives, and the week shows her away', async ({
  page,
}) => {
  // Eight days of ticks, a long walk on a busy two-core machine.
  test.slow();
  await page.setViewportSize(sizes.tablet);
  const familyId = await adasTwoWeeks(page);
  await page.clock.setSystemTime(NEXT_TUESDAY);
  await page.goto(`/${familyId}/week`);
  await expect(heading(page)).toHaveText('This week');
  // Tuesday to Thursday were missed: only Friday to Monday count.
  await expect(streakOf(page, 'Ada')).toHaveText('🔥 4 days in a row');

  await page.getByRole('link', { name: 'Family' }).click();
  const section = page.getByRole('region', { name: 'Away days' });
  await section.getByLabel('Who is away').selectOption({ label: 'Ada' });
  // A last day before the first is named, and nothing is saved.
  await section.getByLabel('First day away').fill('2026-11-19');
  await section.getByLabel('Last day away').fill('2026-11-17');
  await section.getByRole('button', { name: 'Mark away' }).click();
  await expect(section.getByRole('alert')).toHaveText('The last day away is before the first.');
  await expect(section.getByLabel('Last day away')).toHaveAttribute('aria-invalid', 'true');
  // More than 366 days.
  await section.getByLabel('First day away').fill('2026-11-17');
  await section.getByLabel('Last day away').fill('2027-11-19');
  await section.getByRole('button', { name: 'Mark away' }).click();
  await expect(section.getByRole('alert')).toHaveText('Away days can span at most 366 days.');
  await section.getByLabel('Last day away').fill('2026-11-19');
  await section.getByLabel('Reason (optional)').fill('Sick');
  await section.getByRole('button', { name: 'Mark away' }).click();
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(notice(section)).toHaveText(
    'Ada marked away from Tuesday 17 November 2026 to Thursday 19 November 2026.',
  );
  // It is over already: the list shows only away days not over yet.
  await expect(section.getByRole('list', { name: 'Away days not over yet' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Week' }).click();
  await expect(heading(page)).toHaveText('This week');
  await expect(streakOf(page, 'Ada')).toHaveText('🔥 5 days in a row');
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(heading(page)).toHaveText('Week of 16 November');
  for (const day of ['Tuesday 17', 'Wednesday 18', 'Thursday 19']) {
    await expect(
      page.getByRole('link', { name: `Ada, ${day} November: away, 0 of 1 done` }),
    ).toBeVisible();
  }
  await expect(
    page.getByRole('link', { name: 'Ada, Friday 20 November: 1 of 1 done' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, { path: 'test-results/away-week-tablet.png' });
  await page.setViewportSize(sizes.phone);
  await expect(page.getByRole('link', { name: /^Ada, Tuesday 17 November: away/ })).toBeVisible();
  await lookAt(page, { path: 'test-results/away-week-phone.png' });
});

test('the Family view marks the whole family away from today, ends it early and removes it', async ({
  page,
}) => {
  await page.clock.install({ time: NEXT_TUESDAY });
  await page.setViewportSize(sizes.phone);
  await startFamily(page, 'The Okafors', KIDS);
  await page.getByRole('link', { name: 'Family' }).click();
  const section = page.getByRole('region', { name: 'Away days' });
  await section.getByLabel('First day away').fill('2026-11-23');
  await section.getByLabel('Last day away').fill('2026-11-30');
  await section.getByLabel('Reason (optional)').fill('Holiday at the seaside with grandma');
  await section.getByRole('button', { name: 'Mark away' }).click();
  const list = section.getByRole('list', { name: 'Away days not over yet' });
  await expect(list.getByRole('listitem')).toHaveText(
    /The whole family\s*Mon 23 Nov – Mon 30 Nov\s*Holiday at the seaside with grandma/,
  );
  await section.getByLabel('Who is away').selectOption({ label: 'Zoe-Alexandra Maximiliana' });
  await section.getByLabel('First day away').fill('2026-11-26');
  await section.getByLabel('Last day away').fill('2026-11-27');
  await section.getByRole('button', { name: 'Mark away' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await section.getByRole('heading', { name: 'Away days' }).scrollIntoViewIfNeeded();
  await lookAt(page, { path: 'test-results/away-family-phone.png' });
  await page.setViewportSize(sizes.tablet);
  await section.getByRole('heading', { name: 'Away days' }).scrollIntoViewIfNeeded();
  await lookAt(page, { path: 'test-results/away-family-tablet.png' });

  // Today's Day view says who is away, and why.
  await page.getByRole('link', { name: 'Today' }).click();
  await expect(column(page, 'Ada')).toContainText(
    'Away: Holiday at the seaside with grandma · not counted for the streak',
  );
  await page.getByRole('link', { name: 'Family' }).click();
  // Ending early: everyone is back today, so it ended yesterday (and is over).
  await list.getByRole('button', { name: 'End early: The whole family is back today' }).click();
  await expect(notice(section)).toHaveText('The whole family is back from today.');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: /^Remove Zoe-Alexandra Maximiliana’s away days/ }).click();
  await expect(notice(section)).toHaveText('Zoe-Alexandra Maximiliana’s away days removed.');
  await expect(list).toHaveCount(0);
});
