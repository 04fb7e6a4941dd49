// The device is not the only copy: a family downloaded as a backup in one browser is restored
// whole in another, and a tampered file is refused with a clear message, writing nothing.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, sizes } from './support/axe';
import { backupText, chooseBackup, family } from './support/backupFile';
import { column } from './support/dayBoard';
import { lookAt } from './support/lookAt';

async function restore(page: Page, name: string, text: string, days = 3) {
  await page.goto('/');
  await chooseBackup(page, name, text);
  await expect(page.getByRole('status').filter({ hasText: 'The Backups' })).toContainText(
    `Ada, Ben; ${days} days, 2 routine tasks, 1 library group.`,
  );
  await page.getByRole('button', { name: 'Restore it' }).click();
  await expect(column(page, 'Ada')).toBeVisible();
}

async function download(page: Page): Promise<{ family: unknown; name: string }> {
  await page.getByRole('link', { name: 'Family' }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download a backup' }).click();
  const file = await saved;
  const text = await readFile(await file.path(), 'utf8');
  return {
    family: (JSON.parse(text) as { family: unknown }).family,
    name: file.suggestedFilename(),
  };
}

test('a backup made in one browser restores whole in a fresh one', async ({ browser }) => {
  const first = await (await browser.newContext()).newPage();
  await restore(first, 'made-by-hand.json', backupText());
  const made = await download(first);
  expect(made.name).toMatch(/^kids-todo-the-backups-\d{4}-\d{2}-\d{2}\.json$/);
  // Opening the restored family seeded today from its routine, as any day shown is.
  const { lists, ...rest } = made.family as { lists: Record<string, unknown> };
  const today = Object.keys(lists).find((key) => !(key in family.lists)) ?? '';
  const { [today]: seededToday, ...restoredLists } = lists;
  expect({ ...rest, lists: restoredLists }).toEqual(family);
  expect(JSON.stringify(seededToday)).toContain('Brush teeth');

  const fresh = await (await browser.newContext()).newPage();
  await restore(
    fresh,
    made.name,
    JSON.stringify({ ...backupTextObject(), family: made.family }),
    4,
  );
  const again = await download(fresh);
  expect(again.family).toEqual(made.family);
  await first.context().close();
  await fresh.context().close();
});

function backupTextObject() {
  return JSON.parse(backupText()) as object;
}

test('the Family view restores a backup over this family, after asking', async ({ page }) => {
  await restore(page, 'family.json', backupText());
  await page.getByRole('link', { name: 'Family' }).click();
  const renamed = {
    ...family,
    config: { ...family.config, name: 'The Restored', names: { ada: 'Ada', ben: 'Benny' } },
  };
  await chooseBackup(page, 'older.json', backupText({ family: renamed }));
  await expect(page.getByRole('status').filter({ hasText: 'The Restored' })).toContainText(
    'What is here now is lost',
  );
  await page.getByRole('button', { name: 'Replace this family' }).click();
  await expect(page.getByText('The backup was restored.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Family name' })).toHaveValue('The Restored');
  await page.getByRole('link', { name: 'Today' }).click();
  await expect(column(page, 'Benny')).toBeVisible();
});

test('a tampered backup is refused with a clear message, and nothing is written', async ({
  page,
}) => {
  await page.goto('/');
  const tampered: [string, string, RegExp][] = [
    ['a title of 1,001 characters', tamperedTitle(1001), /longer than 1,000 characters/],
    [
      'an 11 MB file',
      tamperedTitle(11 * 1024 * 1024),
      /a Kids To-Do backup can be at most 10\.0 MB/,
    ],
    [
      'a picture of letters',
      backupText({
        family: {
          ...family,
          lists: {
            '2026-11-23': {
              ada: { x: { title: 'Brush', completed: false, order: 1, picture: 'привет' } },
            },
          },
        },
      }),
      /"привет" at lists\/2026-11-23\/ada\/x\/picture is not an emoji/,
    ],
    [
      'a missing value',
      backupText({ family: { ...family, config: { ...family.config, name: null } } }),
      /a value is missing/,
    ],
    [
      'a key with /',
      backupText({ family: { ...family, lists: { 'a/b': {}, ...family.lists } } }),
      /can’t be saved/,
    ],
    ['a wrong format', backupText({ format: 'another-app' }), /not a Kids To-Do backup/],
  ];
  for (const [name, text, message] of tampered) {
    await chooseBackup(page, `${name}.json`, text);
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page.getByRole('button', { name: 'Restore it' })).toHaveCount(0);
  }
  await page.reload();
  await expect(page.getByLabel('Family name')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Families on this device' })).toHaveCount(0);
  const records = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('kids-todo');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('nodes')) return resolve(0);
          const count = db.transaction('nodes').objectStore('nodes').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
  expect(records).toBe(0);
});

function tamperedTitle(length: number): string {
  const lists = {
    ...family.lists,
    '2026-11-23': {
      ada: { x: { title: 'x'.repeat(length), completed: false, order: 1 } },
    },
  };
  return backupText({ family: { ...family, lists } });
}

for (const [size, viewport] of Object.entries(sizes)) {
  test(`the backup section and the restore question on a ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await chooseBackup(page, 'family.json', backupText());
    await expect(page.getByRole('button', { name: 'Restore it' })).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, { path: `test/e2e/screenshots/restore-${size}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Restore it' }).click();
    await page.getByRole('link', { name: 'Family' }).click();
    await expect(page.getByRole('button', { name: 'Download a backup' })).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, { path: `test/e2e/screenshots/backup-${size}.png`, fullPage: true });
  });
}
