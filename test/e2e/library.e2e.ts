// The Library view in Chromium on the embedded store: a group built, reordered and added to a
// kid's day; an axe scan and a look on a phone and a tablet.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, sizes } from './support/axe';
import { column, heading, startFamily } from './support/dayBoard';
import { dragOnto } from './support/drag';
import { lookAt } from './support/lookAt';

const nav = (page: Page, place: string) =>
  page.getByRole('navigation', { name: 'Family pages' }).getByRole('link', { name: place });
const group = (page: Page, title: string) => page.getByRole('region', { name: title });
const groupRows = (page: Page, title: string) => group(page, title).getByRole('listitem');
const entryBox = (page: Page) => page.getByRole('textbox', { name: 'New task' });

async function addGroup(page: Page, title: string): Promise<void> {
  await page.getByRole('textbox', { name: 'New group name' }).fill(title);
  await page.getByRole('button', { name: 'Add group' }).click();
  await expect(group(page, title)).toBeVisible();
}

/** Adds tasks to the group picked in the entry box (a new group is picked). */
async function addItems(page: Page, title: string, items: string[]): Promise<void> {
  for (const item of items) {
    await entryBox(page).fill(item);
    await entryBox(page).press('Enter');
    await expect(groupRows(page, title).filter({ hasText: item })).toBeVisible();
  }
}

test('a parent builds "Morning", adds it to Ada’s day, and Ada has the three tasks today', async ({
  page,
}) => {
  await startFamily(page, 'The Riveras', ['Ada', 'Ben']);
  await nav(page, 'Library').click();
  await expect(heading(page)).toHaveText('Library');
  await expect(page).toHaveURL(/\/library$/);

  await addGroup(page, 'Morning');
  await expect(group(page, 'Morning')).toContainText('No tasks in this group yet.');
  await addItems(page, 'Morning', ['Get dressed', 'Brush teeth', 'Breakfast']);

  // Dragging "Brush teeth" onto the first row puts it first.
  await dragOnto(
    page,
    groupRows(page, 'Morning').filter({ hasText: 'Brush teeth' }),
    groupRows(page, 'Morning').first(),
  );
  await expect(groupRows(page, 'Morning')).toHaveText([/Brush teeth/, /Get dressed/, /Breakfast/]);

  await page.getByRole('button', { name: 'Add Morning to Ada’s day' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Added 3 tasks to Ada’s day.' }),
  ).toBeVisible();

  await nav(page, 'Today').click();
  await expect(column(page, 'Ada').getByRole('listitem')).toHaveText([
    /Brush teeth/,
    /Get dressed/,
    /Breakfast/,
  ]);
  await expect(column(page, 'Ben').getByRole('listitem')).toHaveCount(0);

  // It is all still there after a reload.
  await page.reload();
  await expect(column(page, 'Ada').getByRole('listitem')).toHaveCount(3);
  await nav(page, 'Library').click();
  await expect(groupRows(page, 'Morning')).toHaveCount(3);
});

test('a picture picked for a library item goes with it into a day and a routine; one without gets its title’s', async ({
  page,
}) => {
  await page.setViewportSize(sizes.tablet);
  const familyId = await startFamily(page, 'The Riveras', ['Ada']);
  await nav(page, 'Library').click();
  await addGroup(page, 'Evening');
  await addItems(page, 'Evening', ['Call grandma', 'Feed the cat']);

  // "Feed the cat" shows the picture its title suggests; "Call grandma" has none until picked.
  const cat = page.getByRole('button', { name: 'Picture for Feed the cat: Cat, suggested' });
  await expect(cat).toBeVisible();
  await page.getByRole('button', { name: 'Picture for Call grandma: none' }).click();
  await page
    .getByRole('group', { name: 'Pictures for Call grandma' })
    .getByRole('button', { name: 'Thank you' })
    .click();
  const grandma = page.getByRole('button', { name: 'Picture for Call grandma: Thank you' });
  await expect(grandma).toBeVisible();
  await expect(page.getByRole('group', { name: 'Pictures for Call grandma' })).toHaveCount(0);
  await page.reload();
  await expect(grandma).toBeVisible();

  await page.getByRole('button', { name: 'Add Evening to Ada’s day' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 2 tasks' })).toBeVisible();
  await nav(page, 'Today').click();
  await expect(column(page, 'Ada').locator('.task-row__picture')).toHaveText(['🙏', '🐈']);

  await nav(page, 'Library').click();
  await page.getByRole('button', { name: 'Add Evening to Ada’s routine' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 2 tasks' })).toBeVisible();
  await page.goto(`/${familyId}/templates`);
  await expect(column(page, 'Ada').locator('.task-row__picture')).toHaveText(['🙏', '🐈']);
});

for (const [size, viewport] of Object.entries(sizes)) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test('the Library view passes axe and looks right', async ({ page }) => {
      await startFamily(page, 'The Riveras', ['Ada', 'Ben', 'Cleo']);
      await nav(page, 'Library').click();
      await expect(page.getByText(/No groups yet/)).toBeVisible();
      await expectNoAxeViolations(page);

      await addGroup(page, 'Morning');
      await addItems(page, 'Morning', ['Brush teeth', 'Get dressed', 'Make the bed']);
      await addGroup(page, 'Bedtime');
      await page.getByRole('button', { name: 'Add Morning to Ada’s day' }).click();
      await expect(page.getByText('Added 3 tasks to Ada’s day.')).toBeVisible();
      await page.getByRole('button', { name: 'Add Morning to Ada’s day' }).blur();
      await expectNoAxeViolations(page);
      await lookAt(page, { path: `test/e2e/screenshots/library-${size}.png`, fullPage: true });

      // Renaming, and the question before a delete, pass too.
      await page.getByRole('button', { name: 'Rename Bedtime' }).click();
      await expect(page.getByRole('textbox', { name: 'Group name', exact: true })).toBeFocused();
      await expectNoAxeViolations(page);
      await lookAt(page, { path: `test-results/library-rename-${size}.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Delete group Morning' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete “Morning”?' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await lookAt(page, { path: `test-results/library-dialog-${size}.png` });
      await dialog.getByRole('button', { name: 'Keep it' }).click();
      await expect(group(page, 'Morning')).toBeVisible();
    });
  });
}
