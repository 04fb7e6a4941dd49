// A newcomer's first minute on the day board, in Chromium on the embedded store.
import { expect, test } from '@playwright/test';
import {
  addTask,
  checkbox,
  column,
  dayInWords,
  entryBox,
  heading,
  pageTitle,
  row,
  startFamily,
} from './support/dayBoard';
import { pauseClock } from './support/clock';

test.describe('a newcomer’s first minute', () => {
  test('starts a family, adds, ticks, edits, deletes and undoes, and finds it all after a reload', async ({
    page,
  }) => {
    const familyId = await startFamily(page, 'The Riveras', ['Ada', 'Ben']);
    await expect(page).toHaveTitle(pageTitle);
    await expect(heading(page)).toContainText(dayInWords());

    // A task for both kids (Ben picked beside Ada, the kid in view), then one for Ada only.
    await addTask(page, 'Brush teeth', { for: ['Ada', 'Ben'] });
    await expect(entryBox(page)).toHaveValue('');
    await expect(row(page, 'Ada', 'Brush teeth')).toBeVisible();
    await expect(row(page, 'Ben', 'Brush teeth')).toBeVisible();
    await page
      .getByRole('group', { name: 'Add the task for' })
      .getByRole('button', { name: 'Ben' })
      .click();
    await addTask(page, 'Feed the cat');
    await expect(row(page, 'Ada', 'Feed the cat')).toBeVisible();
    await expect(row(page, 'Ben', 'Feed the cat')).toHaveCount(0);

    // Tick.
    await checkbox(page, 'Ada', 'Brush teeth').check();
    await expect(column(page, 'Ada')).toContainText('1 of 2 done');

    // Edit by double-click; Enter commits.
    await row(page, 'Ada', 'Feed the cat').getByText('Feed the cat').dblclick();
    const field = page.getByRole('textbox', { name: 'Edit task' });
    await field.fill('Feed the cat and the fish');
    await field.press('Enter');
    await expect(row(page, 'Ada', 'Feed the cat and the fish')).toBeVisible();

    // Delete, then undo.
    await row(page, 'Ben', 'Brush teeth').hover();
    await page.getByRole('button', { name: 'Delete Brush teeth' }).last().click();
    await expect(column(page, 'Ben').getByRole('listitem')).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(row(page, 'Ben', 'Brush teeth')).toBeVisible();

    // Toggle all in Ben's column.
    await column(page, 'Ben').getByRole('checkbox', { name: 'Mark all as complete' }).check();
    await expect(checkbox(page, 'Ben', 'Brush teeth')).toBeChecked();

    // Next day is empty and says what to do; back to today.
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(heading(page)).toContainText(dayInWords(1));
    // Today is marked in the bar only on today.
    const todayLink = page.getByRole('navigation', { name: 'Family pages' }).getByRole('link', {
      name: 'Today',
    });
    await expect(todayLink).not.toHaveAttribute('aria-current');
    await expect(page).toHaveURL(new RegExp(`/${familyId}/\\d{4}-\\d{2}-\\d{2}$`));
    await expect(column(page, 'Ada').getByRole('listitem')).toHaveCount(0);
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page).toHaveURL(new RegExp(`/${familyId}$`));
    await expect(heading(page)).toContainText(dayInWords());
    await expect(todayLink).toHaveAttribute('aria-current', 'page');

    // Back and forward buttons of the browser work too.
    await page.goBack();
    await expect(heading(page)).toContainText(dayInWords(1));
    await page.goForward();
    await expect(heading(page)).toContainText(dayInWords());

    await page.reload();
    await expect(checkbox(page, 'Ada', 'Brush teeth')).toBeChecked();
    await expect(row(page, 'Ada', 'Feed the cat and the fish')).toBeVisible();
    await expect(checkbox(page, 'Ben', 'Brush teeth')).toBeChecked();
    await expect(column(page, 'Ada')).toContainText('1 of 2 done');

    // The bare address opens the family kept on this device.
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/${familyId}$`));
  });

  test('a second page of the same family sees ticks live', async ({ page, context }) => {
    const familyId = await startFamily(page, 'The Riveras', ['Ada', 'Ben']);
    await addTask(page, 'Read a book');
    const other = await context.newPage();
    await other.goto(`/${familyId}`);
    await expect(checkbox(other, 'Ada', 'Read a book')).not.toBeChecked();

    await checkbox(page, 'Ada', 'Read a book').check();
    await expect(checkbox(other, 'Ada', 'Read a book')).toBeChecked();
    await checkbox(other, 'Ada', 'Read a book').uncheck();
    await expect(checkbox(page, 'Ada', 'Read a book')).not.toBeChecked();
  });
});

test.describe('kids double-click everything', () => {
  test('a double click on a task’s ✕ deletes that task only, and Undo brings it back', async ({
    page,
  }) => {
    await startFamily(page, 'The Riveras', ['Ada']);
    for (const title of ['one', 'two', 'three']) {
      await addTask(page, title);
      await expect(row(page, 'Ada', title)).toBeVisible();
    }
    const cross = row(page, 'Ada', 'one').getByRole('button', { name: 'Delete one' });
    await row(page, 'Ada', 'one').hover();
    const box = await cross.boundingBox();
    if (!box) throw new Error('The ✕ of "one" is not on screen.');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.click(x, y);
    await expect(row(page, 'Ada', 'one')).toHaveCount(0);
    // The second click of the double click lands where "two" moved up to.
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });

    await expect(page.getByText('Deleted “one”')).toBeVisible();
    await expect(column(page, 'Ada').getByRole('listitem')).toHaveText([/two/, /three/]);
    await page.getByRole('button', { name: 'Undo' }).dblclick();
    await expect(column(page, 'Ada').getByRole('listitem')).toHaveText([/one/, /two/, /three/]);
  });

  test('two taps on a ✕, 150 ms apart at the same spot, delete one task', async ({ page }) => {
    // The page's clock is the kid's: the 150 ms between the taps pass on it, however busy the
    // machine running the test is.
    await page.clock.install();
    await startFamily(page, 'The Riveras', ['Ada']);
    for (const title of ['one', 'two', 'three']) {
      await addTask(page, title);
      await expect(row(page, 'Ada', title)).toBeVisible();
    }
    await row(page, 'Ada', 'one').hover();
    const box = await row(page, 'Ada', 'one')
      .getByRole('button', { name: 'Delete one' })
      .boundingBox();
    if (!box) throw new Error('The ✕ of "one" is not on screen.');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // Two single clicks at one spot: by the second, "two" has moved up under the finger. Only
    // the 150 ms pass between them, however long the busy machine takes to make the clicks.
    await pauseClock(page);
    await page.mouse.click(x, y);
    await expect(row(page, 'Ada', 'one')).toHaveCount(0);
    await page.clock.runFor(150);
    await page.mouse.click(x, y);

    await expect(page.getByText('Deleted “one”')).toBeVisible();
    await expect(column(page, 'Ada').getByRole('listitem')).toHaveText([/two/, /three/]);
    await page.clock.runFor(1_000);
    await page.clock.resume();
    await page.reload();
    await expect(column(page, 'Ada').getByRole('listitem')).toHaveText([/two/, /three/]);
  });
});

test.describe('two tabs of one family', () => {
  test('an edit of a task deleted in the other tab keeps its text and can add it again', async ({
    page,
    context,
  }) => {
    const familyId = await startFamily(page, 'The Riveras', ['Ada']);
    await addTask(page, 'Feed the cat');
    const other = await context.newPage();
    await other.goto(`/${familyId}`);
    await expect(row(other, 'Ada', 'Feed the cat')).toBeVisible();

    await row(page, 'Ada', 'Feed the cat').getByText('Feed the cat').dblclick();
    const field = page.getByRole('textbox', { name: 'Edit task' });
    await field.fill('Feed the cat and the fish');
    await other.getByRole('button', { name: 'Delete Feed the cat' }).click();
    await expect(row(other, 'Ada', 'Feed the cat')).toHaveCount(0);

    // The edit is still here with what was typed; saving says why it can't.
    await expect(field).toHaveValue('Feed the cat and the fish');
    await field.press('Enter');
    await expect(page.getByRole('alert')).toContainText('This task was deleted on another device.');
    await expect(field).toHaveValue('Feed the cat and the fish');
    await page.getByRole('button', { name: 'Add it again' }).click();
    await expect(row(page, 'Ada', 'Feed the cat and the fish')).toBeVisible();
    await expect(row(other, 'Ada', 'Feed the cat and the fish')).toBeVisible();
    await expect(column(page, 'Ada').getByRole('listitem')).toHaveCount(1);
  });

  test('a title opened here and left as it was does not undo a rename made in the other tab', async ({
    page,
    context,
  }) => {
    const familyId = await startFamily(page, 'The Riveras', ['Ada']);
    await addTask(page, 'Feed the cat');
    const other = await context.newPage();
    await other.goto(`/${familyId}`);

    await row(page, 'Ada', 'Feed the cat').getByText('Feed the cat').dblclick();
    const field = page.getByRole('textbox', { name: 'Edit task' });
    await expect(field).toHaveValue('Feed the cat');
    await row(other, 'Ada', 'Feed the cat').getByText('Feed the cat').dblclick();
    const otherField = other.getByRole('textbox', { name: 'Edit task' });
    await otherField.fill('Feed the cat and the fish');
    await otherField.press('Enter');
    await expect(row(other, 'Ada', 'Feed the cat and the fish')).toBeVisible();

    // Enter on the untouched field here closes it and writes nothing: the rename stands.
    await field.press('Enter');
    await expect(field).toHaveCount(0);
    await expect(row(page, 'Ada', 'Feed the cat and the fish')).toBeVisible();
    await other.reload();
    await expect(row(other, 'Ada', 'Feed the cat and the fish')).toBeVisible();
    await expect(column(other, 'Ada').getByRole('listitem')).toHaveCount(1);
  });
});

test('a kid removed in the other tab while one of their titles is open here keeps the column until it is closed', async ({
  page,
  context,
}) => {
  const familyId = await startFamily(page, 'The Riveras', ['Ada', 'Bo']);
  await addTask(page, 'Feed the cat', { for: ['Ada', 'Bo'] });
  const other = await context.newPage();
  await other.goto(`/${familyId}`);
  await other.getByRole('link', { name: 'Family' }).click();

  await row(page, 'Bo', 'Feed the cat').getByText('Feed the cat').dblclick();
  const field = page.getByRole('textbox', { name: 'Edit task' });
  await field.fill('Feed the cat and the fish');
  await other.getByRole('button', { name: 'Remove Bo' }).click();
  await other.getByRole('button', { name: 'Yes, remove Bo' }).click();
  await expect(other.getByRole('button', { name: 'Remove Bo' })).toHaveCount(0);

  // Bo's column stays here with what was typed, and says why; closing the title lets it go.
  await expect(column(page, 'Bo')).toContainText('Removed from the family on another device');
  await expect(field).toHaveValue('Feed the cat and the fish');
  await field.press('Escape');
  await expect(column(page, 'Bo')).toHaveCount(0);
  await expect(row(page, 'Ada', 'Feed the cat')).toBeVisible();
});

test.describe('bad input gets a clear message and nothing typed is lost', () => {
  test('an empty or blank title adds nothing and says why', async ({ page }) => {
    await startFamily(page, 'The Riveras', ['Ada']);
    await addTask(page, '   ');
    await expect(page.getByRole('status').filter({ hasText: 'type a task first' })).toBeVisible();
    await expect(column(page, 'Ada').getByRole('listitem')).toHaveCount(0);
  });

  test('a 10,485,761-character title is refused with the limit named and stays in the box', async ({
    page,
  }) => {
    await startFamily(page, 'The Riveras', ['Ada']);
    const box = entryBox(page);
    await box.evaluate((input: HTMLInputElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, 'a'.repeat(10_485_761));
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await box.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Titles can be at most 1,000 characters.');
    expect(await box.evaluate((input: HTMLInputElement) => input.value.length)).toBe(10_485_761);
    await expect(column(page, 'Ada').getByRole('listitem')).toHaveCount(0);
  });

  for (const [address, message] of [
    ['/abc%23def', 'cannot contain "#"'],
    ['/fam.ily', 'cannot contain "."'],
    ['/family/2026-13-40', 'not a date on the calendar'],
    ['/family/2026-02-30', 'not a date on the calendar'],
  ] as const) {
    test(`${address} shows a clear message with a way back and writes nothing`, async ({
      page,
    }) => {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'We couldn’t open that page',
      );
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute(
        'href',
        '/',
      );
      const stored = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('kids-todo');
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('nodes')) return resolve(0);
              const count = db.transaction('nodes').objectStore('nodes').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      );
      expect(stored).toBe(0);
      // Only the device's memory of the "works offline" notice, which the tests start with.
      const kept = await page.evaluate(() => Object.keys(window.localStorage));
      expect(kept.filter((key) => key !== 'kids-todo:offline-ready-shown')).toEqual([]);
    });
  }
});
