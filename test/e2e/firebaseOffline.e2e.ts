// Firebase mode offline first, in Chromium against the local Firebase-protocol server: only a
// device's connection to the database is cut (the app's files still load), so a page can be
// reloaded, or opened in a new tab, while its changes wait on the device. Each test starts its
// own family.
import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { addTask, checkbox, column, heading, row, startFamily } from './support/dayBoard';
import { cutDatabase, newDevice, signInAsTestParent, tick } from './support/firebase';
import { lookAt } from './support/lookAt';

/** The SDK tries again with growing delays: back online, the changes take their time to go. */
const BACK_ONLINE = { timeout: 45_000 };
/** The banner waits a few seconds before saying the server is out of reach. */
const GONE_OFFLINE = { timeout: 15_000 };

const offline = (page: Page) => page.getByText('You’re offline.');

/** The banner's count of the changes kept on this device (src/views/OfflineBanner.tsx). */
const waiting = (page: Page, changes: string) =>
  page.getByText(
    `You’re offline. ${changes} kept on this device and will be sent when you’re back online.`,
  );

const allSaved = (page: Page) => page.getByText('All changes are saved.');

test.describe('Firebase mode offline first', () => {
  test('an offline tick and new task survive a reload and open in a new tab; the other device gets both once back', async ({
    page,
    context,
    browser,
  }) => {
    const database = await cutDatabase(context);
    await signInAsTestParent(page);
    const familyId = await startFamily(page, 'The Okafors', ['Ada']);
    await addTask(page, 'Brush teeth');
    await expect(row(page, 'Ada', 'Brush teeth')).toBeVisible();
    const other = await newDevice(browser, 'test-parent');
    await other.goto(`/${familyId}`);
    await expect(row(other, 'Ada', 'Brush teeth')).toBeVisible();

    await database.goOffline();
    await expect(offline(page)).toBeVisible(GONE_OFFLINE);
    await tick(page, 'Ada', 'Brush teeth');
    await addTask(page, 'Feed the cat');
    await expect(row(page, 'Ada', 'Feed the cat')).toBeVisible();
    await expect(waiting(page, '2 changes are')).toBeVisible();

    // Kept on the device: a reload, still offline, shows both.
    await page.reload();
    await expect(checkbox(page, 'Ada', 'Brush teeth')).toBeChecked();
    await expect(row(page, 'Ada', 'Feed the cat')).toBeVisible();
    await expect(waiting(page, '2 changes are')).toBeVisible(GONE_OFFLINE);
    await lookAt(page, { path: 'test/e2e/screenshots/offline-waiting-firebase.png' });

    // A new tab opens the family from the device's copy, with what waits on top.
    const tab = await context.newPage();
    await tab.goto(`/${familyId}`);
    await expect(checkbox(tab, 'Ada', 'Brush teeth')).toBeChecked();
    await expect(row(tab, 'Ada', 'Feed the cat')).toBeVisible();
    await expect(column(tab, 'Ada')).toContainText('1 of 2 done');

    // Nothing has left the device yet.
    await expect(checkbox(other, 'Ada', 'Brush teeth')).not.toBeChecked();
    await expect(row(other, 'Ada', 'Feed the cat')).toHaveCount(0);

    database.goOnline();
    // Looked for first: it shows for a few seconds only, as the last change reaches the server.
    await expect(allSaved(page)).toBeVisible(BACK_ONLINE);
    await expect(checkbox(other, 'Ada', 'Brush teeth')).toBeChecked(BACK_ONLINE);
    await expect(row(other, 'Ada', 'Feed the cat')).toBeVisible();
    await expect(column(other, 'Ada')).toContainText('1 of 2 done');
    await expect(offline(page)).toHaveCount(0);
    await expect(offline(tab)).toHaveCount(0, BACK_ONLINE);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await other.context().close();
  });

  test('a tick made offline on a task deleted on another device meanwhile is reported, not brought back', async ({
    page,
    context,
    browser,
  }) => {
    const database = await cutDatabase(context);
    await signInAsTestParent(page);
    const familyId = await startFamily(page, 'The Okafors', ['Ada']);
    await addTask(page, 'Brush teeth');
    await addTask(page, 'Feed the cat');
    const other = await newDevice(browser, 'test-parent');
    await other.goto(`/${familyId}`);
    await expect(row(other, 'Ada', 'Feed the cat')).toBeVisible();

    await database.goOffline();
    await expect(offline(page)).toBeVisible(GONE_OFFLINE);
    await tick(page, 'Ada', 'Feed the cat');
    await expect(waiting(page, '1 change is')).toBeVisible();

    await row(other, 'Ada', 'Feed the cat').hover();
    await other.getByRole('button', { name: 'Delete Feed the cat' }).click();
    await expect(row(other, 'Ada', 'Feed the cat')).toHaveCount(0);
    // Undo is offered for a few seconds: the delete stands once it is gone.
    const undo = other.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeVisible();
    await expect(undo).toHaveCount(0, GONE_OFFLINE);
    await expect(checkbox(page, 'Ada', 'Feed the cat')).toBeChecked();

    database.goOnline();
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText(
      'Ada’s tick on “Feed the cat” could not be saved: the task was deleted on another device.',
      BACK_ONLINE,
    );
    await expect(refusal).toContainText('TASK_DELETED');
    await expect(row(page, 'Ada', 'Feed the cat')).toHaveCount(0);
    await expect(column(page, 'Ada').getByRole('listitem')).toHaveCount(1);
    await expect(offline(page)).toHaveCount(0);
    // Reported once.
    await expect(refusal).toHaveCount(1);

    await expect(column(other, 'Ada').getByRole('listitem')).toHaveCount(1);
    await other.reload();
    await expect(row(other, 'Ada', 'Brush teeth')).toBeVisible();
    await expect(column(other, 'Ada').getByRole('listitem')).toHaveCount(1);
    await expect(other.getByText('Feed the cat')).toHaveCount(0);
    await expect(refusal).toHaveCount(1);
    await other.context().close();
  });

  test('two devices offline across midnight fill the new day once; a tick made on either lands on it', async ({
    page,
    context,
    browser,
  }) => {
    // Both devices' clocks start at ten to midnight last night and are moved on from there, so
    // they are never ahead of the server's by more than a few minutes: it refuses a tick or a
    // filled day stamped more than a day ahead, and a parent joining stamped a minute off. The
    // new day is today.
    const newDay = dayjs().startOf('day');
    const lateEvening = newDay.subtract(10, 'minute').toDate();

    // The family is started on a device that keeps the real time, and left at once: it fills
    // no day, having no routine.
    const founder = await newDevice(browser, 'test-parent');
    const familyId = await startFamily(founder, 'The Okafors', ['Ada']);
    await founder.context().close();

    const database = await cutDatabase(context);
    await page.clock.install({ time: lateEvening });
    await signInAsTestParent(page);
    await page.goto(`/${familyId}`);
    await expect(column(page, 'Ada')).toBeVisible();
    await page.getByRole('link', { name: 'Routine' }).click();
    await expect(heading(page)).toHaveText('Routine');
    await addTask(page, 'Read a book');
    await expect(row(page, 'Ada', 'Read a book')).toBeVisible();
    await page.getByRole('link', { name: 'Today' }).click();
    await expect(heading(page)).toContainText(dayjs(lateEvening).format('dddd D MMMM'));
    await expect(row(page, 'Ada', 'Read a book')).toBeVisible();

    const other = await newDevice(browser, 'test-parent');
    const otherDatabase = await cutDatabase(other.context());
    await other.clock.install({ time: lateEvening });
    await other.goto(`/${familyId}`);
    await expect(row(other, 'Ada', 'Read a book')).toBeVisible();

    await database.goOffline();
    await otherDatabase.goOffline();
    for (const device of [page, other]) await expect(offline(device)).toBeVisible(GONE_OFFLINE);

    // Twenty minutes on: the app's ten-minute look at the calendar finds a new day and opens it,
    // filled from the routine kept on the device.
    for (const device of [page, other]) await device.clock.fastForward('20:00');
    for (const device of [page, other]) {
      await expect(heading(device)).toContainText(newDay.format('dddd D MMMM'), GONE_OFFLINE);
      await expect(row(device, 'Ada', 'Read a book')).toBeVisible();
      await expect(column(device, 'Ada').getByRole('listitem')).toHaveCount(1);
    }
    await tick(page, 'Ada', 'Read a book');
    // The day's filling and the tick wait on this device, the filling alone on the other.
    await expect(waiting(page, '2 changes are')).toBeVisible(GONE_OFFLINE);
    await expect(waiting(other, '1 change is')).toBeVisible(GONE_OFFLINE);

    // The other device's copy of the day reaches the server first; this one's tick lands on it.
    otherDatabase.goOnline();
    await expect(allSaved(other)).toBeVisible(BACK_ONLINE);
    database.goOnline();
    await expect(allSaved(page)).toBeVisible(BACK_ONLINE);
    await expect(checkbox(other, 'Ada', 'Read a book')).toBeChecked(BACK_ONLINE);
    for (const device of [page, other]) {
      await expect(column(device, 'Ada').getByRole('listitem')).toHaveCount(1);
      await expect(device.getByRole('alert')).toHaveCount(0);
    }

    // A third device, online, the morning after: a past day is never filled, so it shows the
    // server's day as the two devices left it.
    const third = await newDevice(browser, 'test-parent');
    await third.clock.install({ time: newDay.add(1, 'day').hour(9).toDate() });
    await third.goto(`/${familyId}/${newDay.format('YYYY-MM-DD')}`);
    await expect(heading(third)).toContainText(newDay.format('dddd D MMMM'));
    await expect(checkbox(third, 'Ada', 'Read a book')).toBeChecked();
    await expect(column(third, 'Ada').getByRole('listitem')).toHaveCount(1);
    await expect(column(third, 'Ada')).toContainText('1 of 1 done');
    await other.context().close();
    await third.context().close();
  });
});
