// Kid mode on a tablet: kids tick, and nothing else is there to press; typed addresses land on
// today; "Grown-ups", held and answered, is the only way back. Pictures, read aloud. One kid's
// page on a phone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, sizes } from './support/axe';
import dayjs from 'dayjs';
import { addTask, column, entryBox, heading, showKid, startFamily } from './support/dayBoard';
import { familyTree, seedFamily } from './support/layout';
import { lookAt } from './support/lookAt';
import { pauseClock } from './support/clock';

/** The browser's voice, replaced by one that writes down what it was asked to say. */
async function listenToSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    Object.assign(window, { spokenAloud: spoken });
    class Utterance {
      rate = 1;
      constructor(public text: string) {}
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance });
    Object.defineProperty(window, 'speechSynthesis', {
      value: { speak: (utterance: Utterance) => spoken.push(utterance.text), cancel() {} },
    });
  });
}
const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { spokenAloud: string[] }).spokenAloud);

const grownUps = (page: Page) => page.getByRole('button', { name: 'Grown-ups' });
const gate = (page: Page) => page.getByRole('dialog');
const tick = (page: Page, kid: string, title: string) =>
  column(page, kid).getByRole('checkbox', { name: title });

/** Presses `button` down, lets `ms` go by on the page's clock, and lets go. */
async function hold(page: Page, button: Locator, ms: number, done: () => Promise<void>) {
  const box = await button.boundingBox();
  if (!box) throw new Error('The button to hold is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.clock.fastForward(ms);
  await done();
  await page.mouse.up();
}

/** Presses "Grown-ups" down, lets `ms` go by on the page's clock, and lets go. */
async function holdGrownUps(page: Page, ms: number) {
  await hold(page, grownUps(page), ms, async () => {
    if (ms >= 2000) await expect(gate(page)).toBeVisible();
  });
}

/** The sum the gate asks ("What is 27 + 35?"), answered. */
async function answerSum(page: Page, right: boolean) {
  const question = await gate(page)
    .getByText(/^What is \d+ \+ \d+\?$/)
    .textContent();
  const [a = 0, b = 0] = (question ?? '').match(/\d+/g)?.map(Number) ?? [];
  await gate(page)
    .getByRole('textbox')
    .fill(String(right ? a + b : a + b + 1));
  await gate(page).getByRole('button', { name: 'Leave kid mode' }).click();
}

/** Every control a kid could reach, by role and name, as the accessibility tree has them. */
async function controls(page: Page): Promise<string[]> {
  const named = async (role: 'button' | 'link' | 'textbox' | 'combobox' | 'checkbox') =>
    Promise.all(
      (await page.getByRole(role).all()).map(
        async (control) =>
          `${role}: ${(await control.getAttribute('aria-label')) ?? (await control.innerText()).trim()}`,
      ),
    );
  return (
    await Promise.all(
      (['button', 'link', 'textbox', 'combobox'] as const).map((role) => named(role)),
    )
  ).flat();
}

async function familyWithTasks(page: Page): Promise<string> {
  const familyId = await startFamily(page, 'The Okafors', ['Ada', 'Ben']);
  await addTask(page, 'Brush teeth', { for: ['Ada', 'Ben'] });
  await addTask(page, 'Feed the cat', { for: ['Ada', 'Ben'] });
  await showKid(page, 'Ben');
  await expect(column(page, 'Ben').getByText('Feed the cat')).toBeVisible();
  await showKid(page, 'Ada');
  return familyId;
}

/** A family of one kid with one task: enough for the gate. */
async function familyOfOne(page: Page): Promise<string> {
  const familyId = await startFamily(page, 'The Okafors', ['Ada']);
  await addTask(page, 'Brush teeth');
  await expect(column(page, 'Ada').getByText('Brush teeth')).toBeVisible();
  return familyId;
}

async function startKidMode(page: Page, familyId: string, who = 'The whole family') {
  await page.getByRole('link', { name: 'Family' }).click();
  await page.getByLabel('Who uses this device').selectOption({ label: who });
  await page.getByRole('button', { name: 'Start kid mode on this device' }).click();
  await expect(page.getByText('Kid mode', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${familyId}(/kid/[-\\w]+)?$`));
}

test.describe('kid mode on a tablet', () => {
  test.use({ viewport: sizes.tablet });

  test('kids tick, nothing else is there, addresses land on today, and the gate holds', async ({
    page,
  }) => {
    await page.clock.install();
    await listenToSpeech(page);
    const familyId = await familyWithTasks(page);
    await startKidMode(page, familyId);

    // Nothing to add, edit, delete, move, or go elsewhere with: only ticks, pictures to hear,
    // and "Grown-ups".
    await expect(tick(page, 'Ada', 'Brush teeth')).toBeVisible();
    expect((await controls(page)).sort()).toEqual(
      [
        'button: Grown-ups',
        'button: Read aloud: Brush teeth',
        'button: Read aloud: Brush teeth',
        'button: Read aloud: Feed the cat',
        'button: Read aloud: Feed the cat',
      ].sort(),
    );
    await expect(entryBox(page)).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);

    // Ticking works, and unticking.
    await tick(page, 'Ada', 'Brush teeth').click();
    await expect(tick(page, 'Ada', 'Brush teeth')).toBeChecked();
    await expect(column(page, 'Ada').getByText('1 of 2 done')).toBeVisible();
    await column(page, 'Ada').getByText('Feed the cat').click();
    await expect(tick(page, 'Ada', 'Feed the cat')).toBeChecked();
    await tick(page, 'Ada', 'Feed the cat').click();
    await expect(tick(page, 'Ada', 'Feed the cat')).not.toBeChecked();

    // The picture reads the title aloud.
    await column(page, 'Ben').getByRole('button', { name: 'Read aloud: Brush teeth' }).click();
    await expect.poll(() => spoken(page)).toEqual(['Brush teeth']);

    await expectNoAxeViolations(page);
    await lookAt(page, { path: 'test/e2e/screenshots/kid-mode-tablet.png', fullPage: true });

    // Typed addresses land on today, in kid mode, after a reload too.
    for (const elsewhere of ['settings', 'templates', 'library', '2020-01-01']) {
      await page.goto(`/${familyId}/${elsewhere}`);
      await expect(page).toHaveURL(new RegExp(`/${familyId}$`));
      await expect(heading(page)).toContainText('Today');
      await expect(tick(page, 'Ada', 'Brush teeth')).toBeChecked();
      await expect(page.getByRole('link', { name: 'Family' })).toHaveCount(0);
    }

    // A short press does nothing, however long one waits after it.
    await pauseClock(page);
    await holdGrownUps(page, 1500);
    await page.clock.fastForward(5000);
    await expect(gate(page)).toHaveCount(0);
    await grownUps(page).click();
    await page.clock.fastForward(5000);
    await expect(gate(page)).toHaveCount(0);
    await page.clock.resume(); // the accessibility scan waits on the page's timers

    // Held two seconds, it asks a sum; three wrong answers make it wait 30 seconds.
    await holdGrownUps(page, 2000);
    await expectNoAxeViolations(page);
    await lookAt(page, { path: 'test/e2e/screenshots/kid-mode-gate-tablet.png' });
    await pauseClock(page);
    await answerSum(page, false);
    await expect(gate(page).getByText('That’s not it. 2 more tries before a wait.')).toBeVisible();
    await answerSum(page, false);
    await answerSum(page, false);
    await expect(gate(page).getByText('Wait 30 seconds, then try again.')).toBeVisible();
    await expect(gate(page).getByRole('textbox')).toHaveCount(0);
    await page.clock.fastForward(29_000);
    await expect(gate(page).getByText('Wait 30 seconds, then try again.')).toBeVisible();
    await page.clock.fastForward(1_000);
    await expect(gate(page).getByText(/^What is \d+ \+ \d+\?$/)).toBeVisible();
    await page.clock.resume();

    // The right answer returns to parent mode, where everything is back.
    await answerSum(page, true);
    await expect(page.getByRole('navigation', { name: 'Family pages' })).toBeVisible();
    await expect(entryBox(page)).toBeVisible();
    await page.reload();
    await expect(entryBox(page)).toBeVisible();
  });

  test('a reload does not forget wrong answers: two before it and one after make the gate wait', async ({
    page,
  }) => {
    await page.clock.install();
    const familyId = await familyOfOne(page);
    await startKidMode(page, familyId);
    await holdGrownUps(page, 2000);
    await answerSum(page, false);
    await answerSum(page, false);
    await expect(gate(page).getByText('That’s not it. 1 more try before a wait.')).toBeVisible();

    await page.reload();
    await holdGrownUps(page, 2000);
    await expect(gate(page).getByText('That’s not it. 1 more try before a wait.')).toBeVisible();
    await answerSum(page, false);
    await expect(gate(page).getByText('Wait 30 seconds, then try again.')).toBeVisible();

    // After the wait, three tries again, after a reload too.
    await page.clock.fastForward(30_000);
    await expect(gate(page).getByText(/^What is \d+ \+ \d+\?$/)).toBeVisible();
    await page.reload();
    await holdGrownUps(page, 2000);
    await expect(gate(page).getByText('Answer to leave kid mode.')).toBeVisible();
    await answerSum(page, false);
    await expect(gate(page).getByText('That’s not it. 2 more tries before a wait.')).toBeVisible();
  });

  test('with a PIN set, the gate asks for it, and the PIN lets a grown-up out', async ({
    page,
  }) => {
    await page.clock.install();
    const familyId = await familyOfOne(page);
    await page.getByRole('link', { name: 'Family' }).click();
    await page.getByLabel('PIN (four digits)').fill('40a');
    await page.getByLabel('PIN again').fill('40a');
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await expect(page.getByRole('alert')).toHaveText('A PIN is four digits, like 4071.');
    // A fifth digit is said at once, and kept in the field to be seen, not cut off.
    await page.getByLabel('PIN (four digits)').fill('40712');
    await expect(page.getByRole('alert')).toHaveText('A PIN is four digits: this has 5.');
    await expect(page.getByLabel('PIN (four digits)')).toHaveValue('40712');
    // Asked twice: two different PINs save nothing.
    await page.getByLabel('PIN (four digits)').fill('4071');
    await page.getByLabel('PIN again').fill('4017');
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The two PINs are not the same: type it again in both.',
    );
    await expect(page.getByText('No PIN yet: the gate asks a sum instead.')).toBeVisible();
    await page.getByLabel('PIN again').fill('4071');
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await expect(page.getByText('A PIN is set: the gate asks for it.')).toBeVisible();
    await startKidMode(page, familyId);

    await holdGrownUps(page, 2000);
    await expect(gate(page).getByText('Enter the family’s PIN')).toBeVisible();
    await expect(gate(page).getByRole('button', { name: 'Forgot the PIN?' })).toBeVisible();
    await gate(page).getByLabel('Enter the family’s PIN').fill('40711');
    await expect(gate(page).getByText('A PIN is four digits: this has 5.')).toBeVisible();
    await lookAt(page, { path: 'test/e2e/screenshots/kid-mode-gate-pin-tablet.png' });
    await gate(page).getByRole('button', { name: 'Leave kid mode' }).click();
    await expect(gate(page).getByText(/That’s not it/)).toHaveCount(0);
    await gate(page).getByLabel('Enter the family’s PIN').fill('1234');
    await gate(page).getByRole('button', { name: 'Leave kid mode' }).click();
    await expect(gate(page).getByText(/That’s not it/)).toBeVisible();
    await gate(page).getByLabel('Enter the family’s PIN').fill('4071');
    await gate(page).getByRole('button', { name: 'Leave kid mode' }).click();
    await expect(page.getByRole('navigation', { name: 'Family pages' })).toBeVisible();
  });
});

test('a grown-up who forgot the PIN removes it at the gate: a long hold, then three sums', async ({
  page,
}) => {
  await page.setViewportSize(sizes.tablet);
  await page.clock.install();
  const familyId = await familyOfOne(page);
  await page.getByRole('link', { name: 'Family' }).click();
  await page.getByLabel('PIN (four digits)').fill('4071');
  await page.getByLabel('PIN again').fill('4071');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('A PIN is set: the gate asks for it.')).toBeVisible();
  await startKidMode(page, familyId);

  await holdGrownUps(page, 2000);
  await gate(page).getByRole('button', { name: 'Forgot the PIN?' }).click();
  await expect(gate(page).getByRole('heading', { name: 'Forgot the PIN?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, { path: 'test/e2e/screenshots/kid-mode-forgot-pin-tablet.png' });
  const remove = gate(page).getByRole('button', { name: 'Remove the PIN' });
  // Four seconds held asks nothing.
  await pauseClock(page);
  await hold(page, remove, 4000, async () => undefined);
  await expect(gate(page).getByText(/^What is \d+ \+ \d+\?$/)).toHaveCount(0);
  await page.clock.resume();
  await hold(page, remove, 5000, async () => {
    await expect(gate(page).getByText('Sum 1 of 3.', { exact: false })).toBeVisible();
  });
  for (const next of ['Next sum', 'Next sum', 'Remove the PIN']) {
    const question = await gate(page)
      .getByText(/^What is \d+ \+ \d+\?$/)
      .textContent();
    const [a = 0, b = 0] = (question ?? '').match(/\d+/g)?.map(Number) ?? [];
    await gate(page)
      .getByRole('textbox')
      .fill(String(a + b));
    await gate(page).getByRole('button', { name: next }).click();
  }
  await expect(page.getByRole('navigation', { name: 'Family pages' })).toBeVisible();
  await page.getByRole('link', { name: 'Family' }).click();
  await expect(page.getByText('No PIN yet: the gate asks a sum instead.')).toBeVisible();
});

test('a picture chosen for a task shows in every view and after a reload', async ({ page }) => {
  await page.setViewportSize(sizes.tablet);
  const familyId = await startFamily(page, 'The Okafors', ['Ada']);
  await addTask(page, 'Brush teeth');
  await expect(column(page, 'Ada').locator('.task-row__picture')).toHaveText('🪥');
  // One picked by hand, over the suggestion.
  await entryBox(page).fill('Feed the cat');
  await page.getByRole('button', { name: 'Picture for the task: Cat, suggested' }).click();
  await page
    .getByRole('group', { name: 'Pictures for the task' })
    .getByRole('button', { name: 'Dog' })
    .click();
  await entryBox(page).press('Enter');
  const catRow = column(page, 'Ada').getByRole('listitem').filter({ hasText: 'Feed the cat' });
  await expect(catRow.locator('.task-row__picture')).toHaveText('🐕');
  // Changed afterwards from the row.
  await catRow.getByRole('button', { name: /^Change Feed the cat/ }).click();
  await catRow.getByRole('group', { name: 'Picture' }).getByRole('button', { name: 'Cat' }).click();
  await expect(catRow.locator('.task-row__picture')).toHaveText('🐈');
  await page.reload();
  await expect(catRow.locator('.task-row__picture')).toHaveText('🐈');

  // In the routine, and into the day it seeds.
  await page.goto(`/${familyId}/templates`);
  await addTask(page, 'Make the bed');
  const bed = column(page, 'Ada').getByRole('listitem').filter({ hasText: 'Make the bed' });
  await expect(bed.locator('.task-row__picture')).toHaveText('🛏️');
  // A routine task added today lands in today too; one kid's page shows today's pictures.
  await page.goto(`/${familyId}`);
  await startKidMode(page, familyId, 'Ada only');
  await expect(page).toHaveURL(new RegExp(`/${familyId}/kid/[-\\w]+$`));
  await expect(column(page, 'Ada').locator('.task-row__picture')).toHaveText(['🪥', '🛏️', '🐈']);
  await page.reload();
  await expect(column(page, 'Ada').locator('.task-row__picture')).toHaveText(['🪥', '🛏️', '🐈']);
});

test('one kid’s page on a phone: one big column, targets of 48 px at least, no axe violations', async ({
  page,
}) => {
  await page.setViewportSize(sizes.phone);
  const familyId = await familyWithTasks(page);
  await addTask(page, 'Read a book');
  await startKidMode(page, familyId, 'Ada only');
  await expect(page).toHaveURL(new RegExp(`/${familyId}/kid/[-\\w]+$`));
  await expect(column(page, 'Ben')).toHaveCount(0);
  await tick(page, 'Ada', 'Brush teeth').click();
  await expect(column(page, 'Ada').getByText('1 of 3 done')).toBeVisible();

  // Every control a kid can press is at least 48 px each way.
  const targets = [
    grownUps(page),
    ...(await column(page, 'Ada').getByRole('checkbox').all()),
    ...(await column(page, 'Ada').getByRole('button').all()),
  ];
  expect(targets.length).toBe(7);
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(48);
    expect(box?.height).toBeGreaterThanOrEqual(48);
  }
  await expectNoAxeViolations(page);
  await lookAt(page, { path: 'test/e2e/screenshots/kid-page-phone.png', fullPage: true });

  // Ben's page, typed in, goes back to Ada's: this device is hers.
  await page.goto(`/${familyId}/kid/someone-else`);
  await expect(page).toHaveURL(new RegExp(`/${familyId}/kid/[-\\w]+$`));
  await expect(page).not.toHaveURL(/someone-else/);
  await expect(tick(page, 'Ada', 'Brush teeth')).toBeChecked();

  // Finishing everything celebrates, as on the Day view.
  await tick(page, 'Ada', 'Feed the cat').click();
  await tick(page, 'Ada', 'Read a book').click();
  await expect(page.getByText('All done, Ada! 🎉')).toBeVisible();
});

const scrolledBy = (page: Page) => page.evaluate(() => window.scrollY);

/** The Family page scrolled to its end, as it is once "Start kid mode" far down was pressed. */
async function scrollFamilyPageDown(page: Page) {
  await page.getByRole('link', { name: 'Family' }).click();
  await expect(page.getByRole('button', { name: 'Start kid mode on this device' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await scrolledBy(page)).toBeGreaterThan(200);
}

/** Three kids with five tasks each, two of them ticked, as stored; the screen a phone's. */
async function familyWithLongDay(page: Page): Promise<string> {
  const familyId = '-KidModeOnAPhone0000';
  await seedFamily(page, familyId, familyTree(3, dayjs().format('YYYY-MM-DD')));
  await page.setViewportSize(sizes.phone);
  await page.goto(`/${familyId}`);
  return familyId;
}

test.describe('kid mode for the whole family on a phone', () => {
  test('“Who are you?”: a kid taps their avatar, ticks on their own page, and “Not me” goes back with no gate', async ({
    page,
  }) => {
    const familyId = await familyWithLongDay(page);
    await scrollFamilyPageDown(page);
    await startKidMode(page, familyId);

    // The avatars, at the top of the page, and nothing of the kids' tasks yet.
    const whoAreYou = page.getByRole('heading', { name: 'Who are you?' });
    await expect(whoAreYou).toBeVisible();
    await expect.poll(() => scrolledBy(page)).toBe(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await lookAt(page, { path: 'test/e2e/screenshots/kid-mode-picker-phone.png' });

    // Ada's page: one column, hers, to tick.
    await page.getByRole('link', { name: 'Ada' }).click();
    await expect(page).toHaveURL(new RegExp(`/${familyId}/kid/[-\\w]+$`));
    await expect(column(page, 'Benjamin')).toHaveCount(0);
    await tick(page, 'Ada', 'Feed the cat').click();
    await expect(column(page, 'Ada').getByText('3 of 5 done')).toBeVisible();
    expect((await controls(page)).filter((control) => !control.startsWith('button: Read'))).toEqual(
      ['button: Grown-ups', 'link: Not me'],
    );

    // "Not me" changes nothing, so nothing asks a grown-up: straight back to the avatars.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('link', { name: 'Not me' }).click();
    await expect(whoAreYou).toBeVisible();
    await expect(gate(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${familyId}$`));

    // Benjamin's page opens at its top, with his own ticks; Ada's tick is kept.
    await page.getByRole('link', { name: 'Benjamin' }).click();
    await expect(tick(page, 'Benjamin', 'Feed the cat')).not.toBeChecked();
    await expect.poll(() => scrolledBy(page)).toBe(0);
    await page.goBack();
    await page.getByRole('link', { name: 'Ada' }).click();
    await expect(tick(page, 'Ada', 'Feed the cat')).toBeChecked();
  });

  test('tied to one kid, the kid’s page opens at its top after the Family page was scrolled', async ({
    page,
  }) => {
    const familyId = await familyWithLongDay(page);
    await scrollFamilyPageDown(page);
    await startKidMode(page, familyId, 'Ada only');
    await expect(tick(page, 'Ada', 'Feed the cat')).toBeVisible();
    await expect.poll(() => scrolledBy(page)).toBe(0);
    // No "Not me" on a device that is hers alone.
    await expect(page.getByRole('link', { name: 'Not me' })).toHaveCount(0);
  });
});
