/**
 * Putting the past right under the real rules (docs/design.md "Putting the past right"): a
 * member's correction, as the board writes it, is taken with its record of who and when, and the
 * kid's settled weeks it clears are cleared; nobody else writes either. The shapes the rules
 * refuse are in the one table of attacks (`valueAttackTable.ts`), run by `databaseRules.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../machines/calendar';
import { clearedWeeks, withLaterChange } from '../../machines/domain/corrections';
import { newPushId } from '../../src/store/pushId';
import { nowSeconds, startRulesHarness, type Client, type RulesHarness } from './support';

let h: RulesHarness;

beforeAll(async () => {
  h = await startRulesHarness();
});

afterAll(async () => {
  await h?.close();
});

const WEEKS = ['2026-11-09', '2026-11-16'] as CalendarDate[];

/** Alice's family: Ada's task on a past day, and two of Ada's weeks settled. */
async function familyWithPastDay() {
  const alice = h.signedIn(`alice-${newPushId()}`);
  const family = await h.newFamily(alice);
  const [ada = ''] = family.kids;
  const list = `${family.path}/lists/2026-11-10/${ada}`;
  const settled = `${family.path}/rewards/settled/${ada}`;
  expect(
    await alice.set(`${list}/teeth`, { title: 'Brush teeth', completed: false, order: 1 }),
  ).toBe('allowed');
  expect(await alice.set(settled, { '2026-11-02': 4, '2026-11-09': 6, '2026-11-16': 5 })).toBe(
    'allowed',
  );
  return { alice, family, list, settled };
}

const correction = () =>
  withLaterChange(
    { 'teeth/completed': nowSeconds() },
    { by: 'grown-up', at: nowSeconds(), device: 'an Android tablet' },
  );

describe('a member puts a past day right', () => {
  it('the tick and its record are taken together, and the weeks since are cleared', async () => {
    const { alice, list, settled } = await familyWithPastDay();
    expect(await alice.update(list, correction())).toBe('allowed');
    expect(await h.valueAt(`${list}/teeth/later`)).toMatchObject({
      by: 'grown-up',
      device: 'an Android tablet',
    });
    expect(await alice.update(settled, clearedWeeks(WEEKS))).toBe('allowed');
    expect(await h.valueAt(settled)).toEqual({ '2026-11-02': 4 });
  });

  it('a correction alone, with no task there, is refused: no half task', async () => {
    const { alice, list } = await familyWithPastDay();
    const gone = withLaterChange({ 'gone/completed': nowSeconds() }, { by: 'grown-up', at: 1 });
    expect(await alice.update(list, gone)).toBe('denied');
  });
});

describe('nobody else puts it right', () => {
  it.each([
    ['a signed-in stranger', () => h.signedIn(`mallory-${newPushId()}`)],
    ['a signed-out visitor', () => h.signedOut()],
  ])('%s can neither correct a day nor clear settled weeks', async (_who, who) => {
    const { family, list, settled } = await familyWithPastDay();
    const before = await h.valueAt(family.path);
    const stranger: Client = who();
    expect(await stranger.update(list, correction())).toBe('denied');
    expect(await stranger.update(settled, clearedWeeks(WEEKS))).toBe('denied');
    expect(await h.valueAt(family.path)).toEqual(before);
  });
});
