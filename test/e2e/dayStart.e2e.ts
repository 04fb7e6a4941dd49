// The family's day start: set to 03:00 in the Family view, a tick at 00:30 on the page's clock
// lands on the day before, and the next day begins at 03:00. The setting on a phone.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, sizes } from './support/axe';
import { addTask, checkbox, heading, row, startFamily } from './support/dayBoard';
import { lookAt } from './support/lookAt';

/** Wednesday 25 November 2026, 09:00 on the page's clock. */
const WEDNESDAY = new Date(2026, 10, 25, 9, 0);
/** Thursday 26 November 2026, 00:30: still Wednesday for a family whose day starts at 03:00. */
const THURSDAY_HALF_PAST_MIDNIGHT = new Date(2026, 10, 26, 0, 30);
/** Thursday 26 November 2026, 03:00: the family's Thursday begins. */
const THURSDAY_THREE = new Date(2026, 10, 26, 3, 0);

test('with a 03:00 day start, a tick at 00:30 lands on the day before', async ({ page }) => {
  await page.setViewportSize(sizes.phone);
  await page.clock.install({ time: WEDNESDAY });
  const familyId = await startFamily(page, 'The Okafors', ['Ada']);
  await page.getByRole('link', { name: 'Routine' }).click();
  await expect(heading(page)).toHaveText('Routine');
  await addTask(page, 'Brush teeth');
  await expect(row(page, 'Ada', 'Brush teeth')).toBeVisible();

  await page.getByRole('link', { name: 'Family' }).click();
  const section = page.getByRole('region', { name: 'When the day starts' });
  await expect(section.getByLabel('New day at')).toHaveValue('0');
  await section.getByLabel('New day at').selectOption({ label: '03:00' });
  await section.getByRole('button', { name: 'Save day start' }).click();
  await expect(page.getByText('The day start was saved.')).toBeAttached();
  await expect(section.getByRole('button', { name: 'Save day start' })).toBeEnabled();
  await section.scrollIntoViewIfNeeded();
  await lookAt(page, { path: test.info().outputPath('day-start-phone.png') });
  await expectNoAxeViolations(page);

  // 00:30 on Thursday: today is still Wednesday, and the tick is Wednesday's.
  await page.clock.setSystemTime(THURSDAY_HALF_PAST_MIDNIGHT);
  await page.goto(`/${familyId}`);
  await expect(heading(page)).toContainText('Wednesday 25 November');
  await checkbox(page, 'Ada', 'Brush teeth').check();
  await expect(checkbox(page, 'Ada', 'Brush teeth')).toBeChecked();
  await page.goto(`/${familyId}/2026-11-25`);
  await expect(heading(page)).toContainText('Wednesday 25 November');
  await expect(checkbox(page, 'Ada', 'Brush teeth')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Today' })).toHaveCount(0);

  // From 03:00 it is Thursday, with its own routine not yet done.
  await page.clock.setSystemTime(THURSDAY_THREE);
  await page.goto(`/${familyId}`);
  await expect(heading(page)).toContainText('Thursday 26 November');
  await expect(checkbox(page, 'Ada', 'Brush teeth')).not.toBeChecked();
});
