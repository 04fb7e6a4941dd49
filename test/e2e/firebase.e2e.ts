// Firebase mode in Chromium: the app against the local Firebase-protocol server, which enforces
// the project's database.rules.json. Each test starts its own family.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, sizes } from './support/axe';
import { backupText, chooseBackup } from './support/backupFile';
import { addTask, checkbox, column, entryBox, row } from './support/dayBoard';
import { tick } from './support/firebase';
import { lookAt } from './support/lookAt';

const TEST_PARENT_KEY = 'kids-todo:test-parent';

/** A page of its own browser context: a second device. */
async function newDevice(browser: Browser, signedInAs?: string): Promise<Page> {
  const context = await browser.newContext();
  if (signedInAs) {
    await context.addInitScript(([key, uid]) => window.localStorage.setItem(key, uid), [
      TEST_PARENT_KEY,
      signedInAs,
    ] as const);
  }
  return context.newPage();
}

/** Everything the database sent this page over its websocket. */
function recordDatabaseFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => frames.push(String(payload))),
  );
  return frames;
}

async function signInAsTestParent(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Kids To-Do' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in as a test parent' }).click();
  await expect(page.getByLabel('Family name')).toBeVisible();
}

async function startFamily(page: Page, name: string, kids: string[]): Promise<string> {
  await page.getByLabel('Family name').fill(name);
  for (const [index, kid] of kids.entries()) {
    await page.getByLabel(`Kid ${index + 1} name`).fill(kid);
  }
  await page.getByRole('button', { name: 'Start our family' }).click();
  await expect(column(page, kids[0] ?? '')).toBeVisible();
  return new URL(page.url()).pathname.slice(1);
}

test.describe('Firebase mode, against the local server', () => {
  test('a test parent starts a family; a tick in one page shows in a second page', async ({
    page,
    browser,
  }) => {
    await signInAsTestParent(page);
    const familyId = await startFamily(page, 'The Okafors', ['Ada', 'Ben']);
    await addTask(page, 'Water the plants', { for: ['Ada', 'Ben'] });
    await expect(row(page, 'Ben', 'Water the plants')).toBeVisible();

    const second = await newDevice(browser, 'test-parent');
    await second.goto(`/${familyId}`);
    await expect(row(second, 'Ada', 'Water the plants')).toBeVisible();
    await expect(checkbox(second, 'Ada', 'Water the plants')).not.toBeChecked();

    await tick(page, 'Ada', 'Water the plants');
    await expect(checkbox(second, 'Ada', 'Water the plants')).toBeChecked();
    await expect(column(second, 'Ada')).toContainText('1 of 1 done');

    // And back the other way, as two devices would.
    await addTask(second, 'Feed the cat', { for: ['Ada', 'Ben'] });
    await expect(row(page, 'Ben', 'Feed the cat')).toBeVisible();
    await second.context().close();
  });

  test('a signed-out page sees nothing of the family', async ({ page, browser }) => {
    await signInAsTestParent(page);
    const familyId = await startFamily(page, 'The Secretkeepers', ['Cleo']);
    await addTask(page, 'Hide the birthday present');
    await expect(row(page, 'Cleo', 'Hide the birthday present')).toBeVisible();

    const stranger = await newDevice(browser);
    const frames = recordDatabaseFrames(stranger);
    await stranger.goto(`/${familyId}`);
    await expect(stranger.getByRole('button', { name: 'Sign in as a test parent' })).toBeVisible();
    await expect(stranger.getByText('Hide the birthday present')).toHaveCount(0);
    await expect(stranger.getByText('Cleo')).toHaveCount(0);
    // Wait for the connection the page may open, then check nothing of the family came over it.
    await stranger.waitForTimeout(1_000);
    expect(frames.join('\n')).not.toContain('Hide the birthday present');
    expect(frames.join('\n')).not.toContain('Secretkeepers');
    await stranger.context().close();
  });

  test('a second parent joins with an invite link; a made-up invite is refused', async ({
    page,
    browser,
  }) => {
    await signInAsTestParent(page);
    const familyId = await startFamily(page, 'The Nakamuras', ['Emi']);
    await addTask(page, 'Practise piano');

    // A parent who is not in the family yet sees nothing of it.
    const other = await newDevice(browser, 'test-parent-2');
    const framesOfOther = recordDatabaseFrames(other);
    await other.goto(`/${familyId}`);
    await expect(
      other.getByRole('heading', { name: 'You are not a member of this family' }),
    ).toBeVisible();
    await expect(other.getByText('Practise piano')).toHaveCount(0);

    await other.goto(`/${familyId}/join/-NotARealInvite00000`);
    await expect(
      other.getByRole('heading', { name: 'This invite link didn’t work' }),
    ).toBeVisible();
    await expect(other.getByText('INVITE_NOT_VALID')).toBeVisible();

    await page.getByRole('link', { name: 'Family' }).click();
    await page.getByRole('button', { name: 'Make an invite link' }).click();
    const link = await page.getByLabel(/Invite link, works once until/).inputValue();
    expect(link).toMatch(new RegExp(`/${familyId}/join/[-\\w]{20}$`));
    await expect(page.getByRole('button', { name: /^Revoke/ })).toHaveCount(1);

    await other.goto(link);
    await expect(row(other, 'Emi', 'Practise piano')).toBeVisible();
    expect(new URL(other.url()).pathname).toBe(`/${familyId}`);
    const secondParent = page
      .getByRole('listitem')
      .filter({ hasText: 'test-parent-2@example.com' });
    await expect(secondParent).toBeVisible();
    // The invite let one person in, once: it is no longer listed, and it admits nobody else.
    await expect(page.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);

    // The second parent is typing when the first removes them: their open page is cut off at
    // once, without a reload, and names what was not saved.
    await entryBox(other).fill('Feed the fish');
    await row(other, 'Emi', 'Practise piano').getByText('Practise piano').dblclick();
    await other.getByRole('textbox', { name: 'Edit task' }).fill('Practise piano twice');
    await page.getByRole('button', { name: 'Remove test-parent-2@example.com' }).click();
    const removedAt = Date.now();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(
      other.getByRole('heading', { name: 'You are no longer a member of The Nakamuras' }),
    ).toBeVisible();
    console.log(`The removed parent's page said so ${Date.now() - removedAt} ms after the click.`);
    await expect(other.getByText('“Feed the fish”')).toBeVisible();
    await expect(other.getByText('“Practise piano twice”')).toBeVisible();
    await expect(secondParent).toHaveCount(0);

    // What the family does next never reaches the removed parent.
    await page.getByRole('link', { name: 'Today' }).click();
    await addTask(page, 'After the removal');
    await expect(row(page, 'Emi', 'After the removal')).toBeVisible();
    await other.getByRole('button', { name: 'Back to your families' }).click();
    await expect(other.getByLabel('Family name')).toBeVisible();
    await expect(other.getByRole('link', { name: 'The Nakamuras' })).toHaveCount(0);
    expect(framesOfOther.join('\n')).not.toContain('After the removal');
    await other.context().close();
  });

  test('a kid-mode tablet’s PIN is removed from another device; removed, its parent is cut off cleanly', async ({
    page,
    browser,
  }) => {
    await signInAsTestParent(page);
    const familyId = await startFamily(page, 'The Tabletons', ['Ola']);
    await addTask(page, 'Water the cress');
    await page.getByRole('link', { name: 'Family' }).click();
    await page.getByRole('button', { name: 'Make an invite link' }).click();
    const link = await page.getByLabel(/Invite link, works once until/).inputValue();

    const tablet = await newDevice(browser, 'test-parent-2');
    const thrown: string[] = [];
    tablet.on('pageerror', (error) => thrown.push(error.message));
    await tablet.goto(link);
    await expect(row(tablet, 'Ola', 'Water the cress')).toBeVisible();
    await page.getByLabel('PIN (four digits)').fill('4071');
    await page.getByLabel('PIN again').fill('4071');
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await expect(page.getByText('A PIN is set: the gate asks for it.')).toBeVisible();
    await tablet.getByRole('link', { name: 'Family' }).click();
    await tablet.getByRole('button', { name: 'Start kid mode on this device' }).click();
    await expect(tablet.getByRole('button', { name: 'Grown-ups' })).toBeVisible();
    // Kid mode shows the streaks, read as a range of days: a query the removal must revoke too.
    await expect(row(tablet, 'Ola', 'Water the cress')).toBeVisible();

    // The PIN is the family's: the gate says where a forgotten one is removed, and no more.
    const grownUps = await tablet.getByRole('button', { name: 'Grown-ups' }).boundingBox();
    await tablet.mouse.move((grownUps?.x ?? 0) + 10, (grownUps?.y ?? 0) + 10);
    await tablet.mouse.down();
    const gate = tablet.getByRole('dialog');
    await expect(gate.getByText('Enter the family’s PIN')).toBeVisible();
    await tablet.mouse.up();
    await expect(
      gate.getByText(/A grown-up signed in on another device can remove it on the Family page/),
    ).toBeVisible();
    await expect(gate.getByRole('button', { name: 'Forgot the PIN?' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove PIN' }).click();
    await expect(gate.getByText(/^What is \d+ \+ \d+\?$/)).toBeVisible();
    await gate.getByRole('button', { name: 'Back' }).click();
    await expect(gate).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove test-parent-2@example.com' }).click();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(
      tablet.getByRole('heading', { name: 'You are no longer a member of The Tabletons' }),
    ).toBeVisible();
    await expect(tablet.getByRole('button', { name: 'Grown-ups' })).toBeVisible();
    await expect(tablet.getByText('Water the cress')).toHaveCount(0);
    expect(thrown).toEqual([]);
    expect(new URL(tablet.url()).pathname).toBe(`/${familyId}`);
    await tablet.context().close();
  });

  test('signed in on a new device, a parent finds their families on the welcome screen', async ({
    page,
    browser,
  }) => {
    await signInAsTestParent(page);
    const familyId = await startFamily(page, 'The Newdevicers', ['Ivo']);
    const tablet = await newDevice(browser, 'test-parent');
    await tablet.goto('/');
    await tablet
      .getByRole('navigation', { name: 'Your families' })
      .getByRole('link', { name: 'The Newdevicers' })
      .click();
    await expect(column(tablet, 'Ivo')).toBeVisible();
    expect(new URL(tablet.url()).pathname).toBe(`/${familyId}`);
    await tablet.context().close();
  });

  test('a backup made on the embedded store restores into Firebase, with the parent as member', async ({
    page,
  }) => {
    await signInAsTestParent(page);
    await chooseBackup(page, 'the-backups.json', backupText());
    await page.getByRole('button', { name: 'Restore it' }).click();
    await expect(column(page, 'Ada')).toBeVisible();
    // Seeded from the restored routine, and the past day is there too.
    await expect(row(page, 'Ada', 'Brush teeth')).toBeVisible();
    const familyId = new URL(page.url()).pathname.slice(1);
    await page.goto(`/${familyId}/2026-11-21`);
    await expect(row(page, 'Ben', 'Swim')).toBeVisible();
    await page.getByRole('link', { name: 'Family' }).click();
    await expect(page.getByText('test-parent@example.com (you)')).toBeVisible();
  });

  test('signing out goes back to the sign-in screen', async ({ page }) => {
    await signInAsTestParent(page);
    await startFamily(page, 'The Leavers', ['Finn']);
    await page.getByRole('group').first().waitFor();
    await page.getByLabel(/^Account: /).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in as a test parent' })).toBeVisible();
    await expect(entryBox(page)).toHaveCount(0);
  });
});

for (const [size, viewport] of Object.entries(sizes)) {
  test.describe(`Firebase mode on a ${size}`, () => {
    test.use({ viewport });

    test('the sign-in screen, the account menu and sharing pass axe', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Sign in as a test parent' })).toBeVisible();
      await expectNoAxeViolations(page);
      await lookAt(page, { path: `test/e2e/screenshots/sign-in-${size}.png`, fullPage: true });

      await signInAsTestParent(page);
      await startFamily(page, 'The Axes', ['Gus']);
      await page.getByRole('link', { name: 'Family' }).click();
      await page.getByRole('button', { name: 'Make an invite link' }).click();
      await expect(page.getByLabel(/Invite link, works once until/)).toBeVisible();
      await page.getByLabel(/^Account: /).click();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expectNoAxeViolations(page);
      await lookAt(page, { path: `test/e2e/screenshots/sharing-${size}.png`, fullPage: true });
    });
  });
}

test.describe('Firebase mode offline', () => {
  test('offline shows the banner; a tick made offline reaches the other page once back', async ({
    page,
    browser,
  }) => {
    await signInAsTestParent(page);
    const familyId = await startFamily(page, 'The Wanderers', ['Hana']);
    await addTask(page, 'Pack the tent');
    const second = await newDevice(browser, 'test-parent');
    await second.goto(`/${familyId}`);
    await expect(row(second, 'Hana', 'Pack the tent')).toBeVisible();

    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.context().setOffline(true);
    await expect(page.getByText('You’re offline.')).toBeVisible({ timeout: 15_000 });
    await lookAt(page, { path: 'test/e2e/screenshots/offline-banner-firebase.png' });
    await tick(page, 'Hana', 'Pack the tent');
    await addTask(page, 'Find the torch');
    await expect(row(page, 'Hana', 'Find the torch')).toBeVisible();
    await expect(checkbox(second, 'Hana', 'Pack the tent')).not.toBeChecked();
    expect(logs.some((line) => line.includes('Kids To-Do is offline'))).toBe(true);

    await page.context().setOffline(false);
    await expect(page.getByText('You’re offline.')).toHaveCount(0, { timeout: 15_000 });
    await expect(checkbox(second, 'Hana', 'Pack the tent')).toBeChecked({ timeout: 15_000 });
    await expect(row(second, 'Hana', 'Find the torch')).toBeVisible();
    await second.context().close();
  });
});
