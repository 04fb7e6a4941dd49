// Putting the past right: Ada forgot to brush her teeth on Tuesday; on Wednesday a grown-up
// ticks it on Tuesday's page. The day says who ticked it and when; her streak and stars grow on
// another page at once. Screenshots on a phone and a tablet, axe 0.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, sizes } from './support/axe';
import { checkbox, column, familyWithRoutineTask, heading, row } from './support/dayBoard';
import { lookAt } from './support/lookAt';

/** Monday 23 November 2026, 09:00 on the page's clock. */
const MONDAY = new Date(2026, 10, 23, 9, 0);
/** The Wednesday after, 19:02: Tuesday is the day before. */
const WEDNESDAY = new Date(2026, 10, 25, 19, 2);
const KIDS = ['Ada', 'Zoe-Alexandra Maximiliana', 'Bartholomew-Christopher Lee'];

const starsOf = (page: Page, kid: string) => column(page, kid).locator('.kid-column__stars');

/** Ada brushes her teeth on Monday and forgets on Tuesday. */
async function adaForgetsTuesday(page: Page): Promise<string> {
  const familyId = await familyWithRoutineTask(page, {
    time: MONDAY,
    name: 'The Okafors',
    kids: KIDS,
    task: 'Brush teeth',
  });
  await checkbox(page, 'Ada', 'Brush teeth').check();
  await expect(checkbox(page, 'Ada', 'Brush teeth')).toBeChecked();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(heading(page)).toContainText('Tuesday');
  // Opened, so Tuesday holds her routine, unticked.
  await expect(checkbox(page, 'Ada', 'Brush teeth')).not.toBeChecked();
  return familyId;
}

test('a grown-up ticks yesterday’s forgotten task: the day says so, and the streak grows live', async ({
  page,
  context,
}) => {
  await page.setViewportSize(sizes.tablet);
  const familyId = await adaForgetsTuesday(page);
  await page.clock.setSystemTime(WEDNESDAY);

  // Another page shows today: Tuesday's miss broke Ada's streak; Monday's star counts.
  const today = await context.newPage();
  await today.setViewportSize(sizes.phone);
  await today.goto(`/${familyId}`);
  await expect(heading(today)).toContainText('Wednesday');
  await expect(starsOf(today, 'Ada')).toHaveText('⭐ 1 star this week');

  await page.goto(`/${familyId}/2026-11-24`);
  await expect(heading(page)).toContainText('Tuesday');
  await expect(row(page, 'Ada', 'Brush teeth')).not.toContainText('later');
  // A click, not `check()`: the box shows ticked once the store has the tick, a moment later.
  await checkbox(page, 'Ada', 'Brush teeth').click();
  await expect(checkbox(page, 'Ada', 'Brush teeth')).toBeChecked();
  const note = row(page, 'Ada', 'Brush teeth').locator('.task-row__later');
  await expect(note).toContainText('ticked later by a grown-up');
  // In full for a screen reader and on hover: on which device, and when.
  await expect(note).toHaveAttribute(
    'title',
    'ticked later by a grown-up on a Windows computer, Wed 25 Nov, 19:02',
  );

  // The other page follows at once: two stars this week, two days in a row.
  await expect(starsOf(today, 'Ada')).toHaveText('⭐ 2 stars this week 🔥 2 days in a row');

  // Put right again: unticked, the day says that too, and the streak is broken again.
  await checkbox(page, 'Ada', 'Brush teeth').click();
  await expect(checkbox(page, 'Ada', 'Brush teeth')).not.toBeChecked();
  await expect(note).toContainText('unticked later by a grown-up');
  await expect(starsOf(today, 'Ada')).toHaveText('⭐ 1 star this week');
  await checkbox(page, 'Ada', 'Brush teeth').click();
  await expect(checkbox(page, 'Ada', 'Brush teeth')).toBeChecked();
  await expect(note).toContainText('ticked later by a grown-up');

  // The Week view counts the corrected day.
  await page.getByRole('link', { name: 'Week' }).click();
  await expect(heading(page)).toHaveText('This week');
  await expect(
    page.getByRole('link', { name: 'Ada, Tuesday 24 November: 1 of 1 done' }),
  ).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /^Ada/ })).toContainText('2 days in a row');

  await page.goto(`/${familyId}/2026-11-24`);
  await expect(note).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, { path: 'test-results/correction-tablet.png' });
  await page.setViewportSize(sizes.phone);
  await expect(note).toBeVisible();
  await lookAt(page, { path: 'test-results/correction-phone.png' });
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(note).toBeVisible();
  await lookAt(page, { path: 'test-results/correction-phone-360.png' });
});
