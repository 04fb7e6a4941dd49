// Putting the past right, as docs/design.md "Putting the past right" states it, one rule per test.
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../machines/calendar';
import {
  clearedWeeks,
  isLaterChange,
  laterChangeDetail,
  laterChangeText,
  parseLaterChange,
  withLaterChange,
} from '../../machines/domain/corrections';
import { earnedFrom, weeksUnsettledBy } from '../../machines/domain/earnedStars';
import { parseTask } from '../../machines/domain/family';
import { checkFamily } from '../../machines/domain/familyValues';
import { parseDayLists, starsOn, streakOf } from '../../machines/domain/stars';
import { newFamilyConfig } from '../../src/app/effects/familyEffects';

const date = (text: string) => text as CalendarDate;
// Wednesday 25 November 2026.
const TODAY = date('2026-11-25');
const AT = 1_795_000_000;

/** Ada's stored days: each all done but Tuesday 24, where "Brush teeth" was forgotten. */
function storedDays(): Record<string, { ada: Record<string, unknown> }> {
  const days: Record<string, { ada: Record<string, unknown> }> = {};
  for (const day of ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']) {
    days[day] = {
      ada: {
        bed: { title: 'Make bed', completed: AT, order: 1 },
        teeth: { title: 'Brush teeth', completed: day === '2026-11-24' ? false : AT, order: 2 },
      },
    };
  }
  return days;
}

/** The stored tasks below `kidPath` with an update of paths below it applied. */
function applied(kid: Record<string, unknown>, update: Record<string, unknown>) {
  const tasks = structuredClone(kid) as Record<string, Record<string, unknown>>;
  for (const [path, value] of Object.entries(update)) {
    const [taskId = '', field = ''] = path.split('/');
    tasks[taskId] = { ...tasks[taskId], [field]: value };
  }
  return tasks;
}

describe('a grown-up’s correction', () => {
  it('ticks yesterday’s forgotten task: the streak grows back and a star is earned', () => {
    const days = storedDays();
    const before = parseDayLists(days);
    expect(streakOf(before, 'ada', TODAY)).toBe(0);
    const week = ['2026-11-23', '2026-11-24'].map(date);
    expect(starsOn(before, week, 'ada')).toBe(3);

    const change = { by: 'grown-up' as const, at: AT + 86_400 };
    days['2026-11-24'] = {
      ada: applied(
        days['2026-11-24']?.ada ?? {},
        withLaterChange({ 'teeth/completed': AT }, change),
      ),
    };
    const after = parseDayLists(days);

    expect(streakOf(after, 'ada', TODAY)).toBe(5);
    expect(starsOn(after, week, 'ada')).toBe(4);
    expect(earnedFrom({}, after, 'ada')).toBe(10);
    expect(
      after[date('2026-11-24')]?.tasks.ada?.find((task) => task.id === 'teeth')?.later,
    ).toEqual(change);
  });

  it('is a change to a day before the family’s today; today and days to come are not', () => {
    expect(isLaterChange(date('2026-11-24'), TODAY)).toBe(true);
    expect(isLaterChange(TODAY, TODAY)).toBe(false);
    expect(isLaterChange(date('2026-11-26'), TODAY)).toBe(false);
  });

  it('clears the settled weeks from its day’s week to last week, and none for this week', () => {
    expect(weeksUnsettledBy(date('2026-11-10'), TODAY)).toEqual(['2026-11-09', '2026-11-16']);
    expect(weeksUnsettledBy(date('2026-11-22'), TODAY)).toEqual(['2026-11-16']);
    expect(weeksUnsettledBy(date('2026-11-24'), TODAY)).toEqual([]);
    expect(clearedWeeks(weeksUnsettledBy(date('2026-11-15'), TODAY))).toEqual({
      '2026-11-09': null,
      '2026-11-16': null,
    });
  });

  it('sits beside each tick it records, and only beside ticks', () => {
    const change = { by: 'grown-up' as const, at: AT };
    expect(withLaterChange({ 'a/completed': AT, 'b/completed': false }, change)).toEqual({
      'a/completed': AT,
      'a/later': change,
      'b/completed': false,
      'b/later': change,
    });
    expect(withLaterChange({ 'a/order': 3 }, change)).toEqual({ 'a/order': 3 });
  });

  it('says who quietly, and when and on which device in full', () => {
    const change = { by: 'grown-up' as const, at: AT, device: 'an iPad' };
    expect(laterChangeText(change, true)).toBe('ticked later by a grown-up');
    expect(laterChangeText(change, false)).toBe('unticked later by a grown-up');
    expect(laterChangeText({ by: 'kid', at: AT }, true)).toBe('ticked later by kid mode');
    expect(laterChangeDetail(change, true, 'Tue 24 Nov, 19:02')).toBe(
      'ticked later by a grown-up on an iPad, Tue 24 Nov, 19:02',
    );
  });
});

describe('a stored correction', () => {
  it('is read back as written, and anything odd is read as none', () => {
    expect(parseLaterChange({ by: 'grown-up', at: AT, device: 'a Mac' })).toEqual({
      by: 'grown-up',
      at: AT,
      device: 'a Mac',
    });
    expect(parseLaterChange({ by: 'kid', at: AT, device: 'x'.repeat(61) })).toEqual({
      by: 'kid',
      at: AT,
    });
    for (const odd of [null, 'grown-up', [], { by: 'parent', at: AT }, { by: 'kid', at: -1 }]) {
      expect(parseLaterChange(odd)).toBeUndefined();
    }
    expect(parseTask('t', { title: 'x', completed: false, order: 1, later: 'yes' })).toEqual({
      id: 't',
      title: 'x',
      completed: false,
      order: 1,
    });
  });

  it('is a value a family may hold, so a backup carries it back; nothing more is', () => {
    const config = newFamilyConfig({ name: 'The Testers', kidNames: ['Ada'] });
    const [ada = ''] = config.order.split(',');
    const family = (later: unknown) => ({
      config,
      lists: {
        '2026-11-24': { [ada]: { teeth: { title: 'Teeth', completed: AT, order: 1, later } } },
      },
    });
    expect(checkFamily(family({ by: 'grown-up', at: AT, device: 'an iPad' }), AT + 60)).toBeNull();
    expect(checkFamily(family({ by: 'grown-up', at: AT, colour: 'red' }), AT + 60)).not.toBeNull();
    expect(checkFamily(family({ by: 'grown-up', at: AT + 2 * 86_400 }), AT + 60)).not.toBeNull();
  });
});
