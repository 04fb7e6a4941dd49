// The store contract's persistence and cross-tab cases, in real Chromium: two pages of one
// browser context share an origin, so they share IndexedDB and BroadcastChannel like two tabs.
import { expect, test, type Page } from '@playwright/test';
import type { StoreSnapshot } from '../../src/store/port';
import type {} from './harness/store';

const harnessPath = '/test/e2e/harness/store.html';
const day = 'families/family1/lists/2026-11-22';

/** Long enough for a stray cross-tab notification to arrive if one were coming. */
const settleMs = 400;

const task = (title: string, completed: false | number = false) => ({ title, completed, order: 1 });

async function openStoreTab(page: Page, databaseName: string): Promise<void> {
  await page.goto(harnessPath);
  await page.waitForFunction(() => window.storeHarness !== undefined);
  await page.evaluate((name) => window.storeHarness.open(name), databaseName);
}

/** Two tabs of one origin, each with its own store instance on the same database. */
async function openTwoTabs(page: Page): Promise<[Page, Page]> {
  const databaseName = `e2e-${test.info().testId}`;
  const other = await page.context().newPage();
  await openStoreTab(page, databaseName);
  await openStoreTab(other, databaseName);
  return [page, other];
}

function setIn(page: Page, path: string, value: unknown): Promise<void> {
  return page.evaluate(({ at, to }) => window.storeHarness.set(at, to), { at: path, to: value });
}

function readIn(page: Page, path: string): Promise<StoreSnapshot> {
  return page.evaluate((at) => window.storeHarness.read(at), path);
}

function recorded(page: Page, label: string): Promise<StoreSnapshot[]> {
  return page.evaluate((name) => window.storeHarness.recorded(name), label);
}

async function startRecording(page: Page, path: string, label = path): Promise<StoreSnapshot> {
  await page.evaluate(({ at, name }) => window.storeHarness.record(at, name), {
    at: path,
    name: label,
  });
  await expect.poll(() => recorded(page, label).then((values) => values.length)).toBe(1);
  const [first] = await recorded(page, label);
  return first ?? null;
}

test.describe('the embedded store in Chromium', () => {
  test('data written before a reload is read back by a new store instance after it', async ({
    page,
  }) => {
    const databaseName = `e2e-${test.info().testId}`;
    await openStoreTab(page, databaseName);
    const config = { name: 'The Smiths', order: 'ada,ben' };
    await setIn(page, 'families/family1/config', config);
    await setIn(page, `${day}/ada/task1`, task('Brush teeth'));
    const pushedKey = await page.evaluate(
      (dayPath) => window.storeHarness.push(`${dayPath}/ben`, { title: 'Feed the cat', order: 2 }),
      day,
    );

    await page.reload();
    await page.waitForFunction(() => window.storeHarness !== undefined);
    await page.evaluate((name) => window.storeHarness.open(name), databaseName);

    expect(await readIn(page, 'families/family1')).toEqual({
      config,
      lists: {
        '2026-11-22': {
          ada: { task1: task('Brush teeth') },
          ben: { [pushedKey]: { title: 'Feed the cat', order: 2 } },
        },
      },
    });
  });

  test('a set in one tab fires the listener in another tab', async ({ page }) => {
    const [tabA, tabB] = await openTwoTabs(page);
    expect(await startRecording(tabB, `${day}/ada`)).toBeNull();

    await setIn(tabA, `${day}/ada/task1`, task('Feed the cat'));

    await expect
      .poll(() => recorded(tabB, `${day}/ada`))
      .toEqual([null, { task1: task('Feed the cat') }]);
  });

  test('a multi-path update in one tab reaches another tab as one change', async ({ page }) => {
    const [tabA, tabB] = await openTwoTabs(page);
    const before = { ada: { task1: task('Make the bed'), task2: task('Pack the bag') } };
    await setIn(tabA, day, before);
    expect(await startRecording(tabB, day)).toEqual(before);

    await tabA.evaluate(
      (path) =>
        window.storeHarness.update(path, {
          'ada/task1/completed': 1763800000,
          'ada/task2/completed': 1763800060,
        }),
      day,
    );

    const after = {
      ada: { task1: task('Make the bed', 1763800000), task2: task('Pack the bag', 1763800060) },
    };
    await expect.poll(() => recorded(tabB, day)).toEqual([before, after]);
    await tabB.waitForTimeout(settleMs);
    expect(await recorded(tabB, day)).toEqual([before, after]);
  });

  test('a remove in one tab fires the listener in another tab', async ({ page }) => {
    const [tabA, tabB] = await openTwoTabs(page);
    const path = `${day}/ada/task1`;
    await setIn(tabA, path, task('Water the plants'));
    expect(await startRecording(tabB, path)).toEqual(task('Water the plants'));

    await tabA.evaluate((at) => window.storeHarness.remove(at), path);

    await expect.poll(() => recorded(tabB, path)).toEqual([task('Water the plants'), null]);
  });

  test('twenty concurrent transaction increments from two tabs end at twenty', async ({ page }) => {
    const [tabA, tabB] = await openTwoTabs(page);
    const path = 'families/family1/counter';

    const incrementTenTimes = (tab: Page) =>
      tab.evaluate(
        (at) =>
          Promise.all(
            Array.from({ length: 10 }, () =>
              window.storeHarness.transaction(at, (current) =>
                typeof current === 'number' ? current + 1 : 1,
              ),
            ),
          ),
        path,
      );
    const results = (await Promise.all([incrementTenTimes(tabA), incrementTenTimes(tabB)])).flat();

    expect(results.every((result) => result.committed)).toBe(true);
    const committedValues = results
      .map((result) => (result.committed ? result.value : null))
      .sort((a, b) => Number(a) - Number(b));
    expect(committedValues).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(await readIn(tabA, path)).toBe(20);
    expect(await readIn(tabB, path)).toBe(20);
  });

  test('a subscription in one tab does not fire for a write in another tab to a sibling path', async ({
    page,
  }) => {
    const [tabA, tabB] = await openTwoTabs(page);
    expect(await startRecording(tabB, `${day}/ada`)).toBeNull();
    expect(await startRecording(tabB, `${day}/ben`)).toBeNull();

    await setIn(tabA, `${day}/ben/task1`, task('Tidy the toys'));

    // Ben's listener hearing the write proves it crossed tabs; Ada's must stay quiet.
    await expect
      .poll(() => recorded(tabB, `${day}/ben`))
      .toEqual([null, { task1: task('Tidy the toys') }]);
    await tabB.waitForTimeout(settleMs);
    expect(await recorded(tabB, `${day}/ada`)).toEqual([null]);
  });
});
