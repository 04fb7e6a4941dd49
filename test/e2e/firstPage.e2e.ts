// The first page in Chromium, on the embedded store: a fresh browser context per test is a
// fresh device, and two pages of one context are two tabs of the same origin.
import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';

const pageTitle = 'To-Do Lists… You Know, For Kids';

function entryBox(page: Page) {
  return page.getByPlaceholder('What needs to be done?');
}

function taskList(page: Page) {
  return page.getByRole('list', { name: 'Tasks' });
}

async function addTask(page: Page, title: string): Promise<void> {
  await entryBox(page).fill(title);
  await entryBox(page).press('Enter');
}

test.describe('the first page', () => {
  test('has the title and a heading with the day in words', async ({ page }) => {
    const before = dayjs();
    await page.goto('/');
    const after = dayjs();

    await expect(page).toHaveTitle(pageTitle);
    // Either side of midnight, the heading names the day the page was opened on.
    const dayInWords = (day: dayjs.Dayjs) => `${day.format('dddd')}.*${day.format('D MMMM')}`;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`${dayInWords(before)}|${dayInWords(after)}`),
    );
    await expect(entryBox(page)).toBeVisible();
    await page.screenshot({ path: 'test/e2e/screenshots/first-page.png', fullPage: true });
  });

  test('typing a task and pressing Enter shows it and clears the box', async ({ page }) => {
    await page.goto('/');

    await addTask(page, 'Brush teeth');

    await expect(
      taskList(page).getByRole('listitem').filter({ hasText: 'Brush teeth' }),
    ).toHaveCount(1);
    await expect(entryBox(page)).toHaveValue('');
  });

  test('a task is still there after a reload', async ({ page }) => {
    await page.goto('/');
    await addTask(page, 'Feed the cat');
    await expect(taskList(page).getByText('Feed the cat')).toBeVisible();

    await page.reload();

    await expect(taskList(page).getByText('Feed the cat')).toBeVisible();
  });

  test('a task added in one tab appears in another tab without a reload', async ({ page }) => {
    const otherTab = await page.context().newPage();
    await page.goto('/');
    await otherTab.goto('/');
    await expect(entryBox(otherTab)).toBeVisible();
    await expect(otherTab.getByText('Pack the school bag')).toHaveCount(0);

    await addTask(page, 'Pack the school bag');

    await expect(taskList(otherTab).getByText('Pack the school bag')).toBeVisible();
  });
});
