// Helpers that read like what a person does on the day board.
import { expect, type Page } from '@playwright/test';
import dayjs from 'dayjs';

export const pageTitle = 'To-Do Lists… You Know, For Kids';

/** Starts a family from the welcome screen and returns its id, read from the address. */
export async function startFamily(page: Page, name: string, kids: string[]): Promise<string> {
  await page.goto('/');
  await page.getByLabel('Family name').fill(name);
  for (const [index, kid] of kids.entries()) {
    if (index >= 2) await page.getByRole('button', { name: 'Add another kid' }).click();
    await page.getByLabel(`Kid ${index + 1} name`).fill(kid);
  }
  await page.getByRole('button', { name: 'Start our family' }).click();
  await expect(column(page, kids[0] ?? '')).toBeVisible();
  const familyId = new URL(page.url()).pathname.slice(1);
  expect(familyId).toMatch(/^[-\w]{20}$/);
  return familyId;
}

/**
 * On the page's clock from `time`: a family of `kids` whose first kid's routine holds `task`,
 * shown on today's page. Returns the family's id.
 */
export async function familyWithRoutineTask(
  page: Page,
  { time, name, kids, task }: { time: Date; name: string; kids: string[]; task: string },
): Promise<string> {
  await page.clock.install({ time });
  const familyId = await startFamily(page, name, kids);
  await page.getByRole('link', { name: 'Routine' }).click();
  await expect(heading(page)).toHaveText('Routine');
  await addTask(page, task, { for: [kids[0] ?? ''] });
  await page.getByRole('link', { name: 'Today' }).click();
  return familyId;
}

export const entryBox = (page: Page) => page.getByRole('textbox', { name: 'New task' });

/**
 * On a phone the entry waits behind "Add a task": tapped open first when it is shown. Whichever
 * of the two the page shows is waited for first (a view that loads when first opened shows
 * "Loading…" before either).
 */
export async function openEntry(page: Page): Promise<void> {
  const add = page.getByRole('button', { name: 'Add a task', exact: true });
  await expect(add.or(entryBox(page)).filter({ visible: true }).first()).toBeVisible();
  if (await add.isVisible()) await add.click();
  await expect(entryBox(page)).toBeVisible();
}

/** Puts exactly these kids under For (the kid in view is there when the entry opens). */
export async function pickFor(page: Page, kids: readonly string[]): Promise<void> {
  const picker = page.getByRole('group', { name: 'Add the task for' });
  for (const button of await picker.getByRole('button').all()) {
    const name = (await button.textContent()) ?? '';
    const wanted = kids.some((kid) => name.includes(kid));
    if (((await button.getAttribute('aria-pressed')) === 'true') !== wanted) await button.click();
  }
}

/** Adds a task, for the kid in view unless `for` names the kids to give it to. */
export async function addTask(
  page: Page,
  title: string,
  { for: kids }: { for?: readonly string[] } = {},
): Promise<void> {
  await openEntry(page);
  if (kids) await pickFor(page, kids);
  await entryBox(page).fill(title);
  await entryBox(page).press('Enter');
}

export const column = (page: Page, kid: string) => page.getByRole('region', { name: kid });

export const row = (page: Page, kid: string, title: string) =>
  column(page, kid).getByRole('listitem').filter({ hasText: title });

export const checkbox = (page: Page, kid: string, title: string) =>
  row(page, kid, title).getByRole('checkbox', { name: 'Mark (in)complete' });

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** "Sunday 22 November" for a day `offset` days from today. */
export const dayInWords = (offset = 0) => dayjs().add(offset, 'day').format('dddd D MMMM');

/**
 * Brings a kid's column into view: where the columns do not all fit (a phone), the kid's tab is
 * pressed; where they do, they are all there already.
 */
export async function showKid(page: Page, kid: string): Promise<void> {
  const tabs = page.getByRole('group', { name: 'Show a kid’s tasks' });
  // The board first: until it is drawn there are neither tabs nor columns.
  await expect(tabs.or(column(page, kid)).filter({ visible: true }).first()).toBeVisible();
  if (await tabs.isVisible()) await tabs.getByRole('button', { name: kid }).click();
  await expect(column(page, kid)).toBeVisible();
}
