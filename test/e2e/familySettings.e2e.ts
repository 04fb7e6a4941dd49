// A parent sets up the kids on the Family view, in Chromium on the embedded store; then the
// view passes an axe scan and is photographed on a phone and a tablet.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, sizes } from './support/axe';
import { startFamily } from './support/dayBoard';
import { dragOnto } from './support/drag';
import { lookAt } from './support/lookAt';

async function openFamilyView(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Family' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Family name' })).toBeVisible();
}

/** The kids as the Family view lists them, top to bottom. */
const listedKids = (page: Page) =>
  page.getByRole('region', { name: 'Kids' }).getByRole('heading', { level: 3 });

const card = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Kids' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** Drags a kid's card by its header and drops it on another kid's card. */
const dragCard = (page: Page, kid: string, onto: string) =>
  dragOnto(page, card(page, kid).getByRole('heading', { name: kid }), card(page, onto));

/** The Day view's columns, left to right. */
const dayColumns = (page: Page) =>
  page.getByRole('group', { name: 'Each kid’s tasks' }).getByRole('heading', { level: 2 });

test.use({ viewport: sizes.tablet });

test('a parent adds, renames, reorders and removes kids, and the Day view follows', async ({
  page,
}) => {
  await startFamily(page, 'The Riveras', ['Ada', 'Ben']);
  await openFamilyView(page);
  await expect(listedKids(page)).toHaveText(['Ada', 'Ben']);

  // Add a third kid.
  const newKid = page.getByRole('textbox', { name: 'New kid’s name' });
  await newKid.fill('Cleo');
  await page.getByRole('button', { name: 'Add kid' }).click();
  await expect(listedKids(page)).toHaveText(['Ada', 'Ben', 'Cleo']);
  await expect(newKid).toHaveValue('');

  // A blank name is refused, with a message.
  await newKid.fill('   ');
  await newKid.press('Enter');
  await expect(page.getByText('Type the new kid’s name first.')).toBeVisible();
  await expect(listedKids(page)).toHaveCount(3);

  // Rename one.
  const benName = page.getByRole('textbox', { name: 'Name of Ben' });
  await benName.fill('Benji');
  await benName.press('Enter');
  await expect(listedKids(page)).toHaveText(['Ada', 'Benji', 'Cleo']);

  // Reorder with a button (focus stays on it), then by dragging a card.
  await page.getByRole('button', { name: 'Move Cleo up' }).click();
  await expect(listedKids(page)).toHaveText(['Ada', 'Cleo', 'Benji']);
  await expect(page.getByRole('button', { name: 'Move Cleo up' })).toBeFocused();
  await dragCard(page, 'Benji', 'Ada');
  await expect(listedKids(page)).toHaveText(['Benji', 'Ada', 'Cleo']);

  // Remove one: it asks first; Escape keeps the kid; "Yes" removes.
  const removeAda = page.getByRole('button', { name: 'Remove Ada' });
  await removeAda.click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove Ada?' });
  await expect(dialog).toContainText(
    'Ada’s column and routine will be removed. Ada’s past days stay in the family’s history.',
  );
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(removeAda).toBeFocused();
  await removeAda.click();
  await dialog.getByRole('button', { name: 'Yes, remove Ada' }).click();
  await expect(dialog).toBeHidden();
  await expect(listedKids(page)).toHaveText(['Benji', 'Cleo']);

  // Back to today: the columns are in the new order, and stay so after a reload.
  await page.getByRole('link', { name: 'Today' }).click();
  await expect(dayColumns(page)).toHaveText(['Benji', 'Cleo']);
  await page.reload();
  await expect(dayColumns(page)).toHaveText(['Benji', 'Cleo']);
});

for (const [size, viewport] of Object.entries(sizes)) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test('the Family view, and the question before removing a kid', async ({ page }) => {
      await startFamily(page, 'The Riveras', ['Ada', 'Ben', 'Cleo']);
      await openFamilyView(page);
      await expect(listedKids(page)).toHaveText(['Ada', 'Ben', 'Cleo']);
      await expectNoAxeViolations(page);
      await lookAt(page, { path: `test/e2e/screenshots/family-${size}.png`, fullPage: true });

      // A refused name, with its message beside the field.
      const adaName = page.getByRole('textbox', { name: 'Name of Ada' });
      await adaName.fill('');
      await adaName.press('Enter');
      await expect(page.getByText('Ada needs a name. Type one, then press Enter.')).toBeVisible();
      await expectNoAxeViolations(page);
      await adaName.fill('Ada');
      await adaName.press('Enter');

      await page.getByRole('button', { name: 'Remove Ben' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Remove Ben?' })).toBeVisible();
      await expectNoAxeViolations(page);
      await lookAt(page, { path: `test/e2e/screenshots/family-remove-${size}.png` });
    });
  });
}
