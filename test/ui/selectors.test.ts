/**
 * What the views derive from the machines (each machine's `selectors.ts`, and the lists' in
 * `src/views/listContext.ts`) and the plain words they show for errors
 * (`src/views/errorMessages.ts`), rule by rule. Snapshot selectors are given snapshots of the
 * real machines, resolved in the states they read.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CalendarDate } from '../../machines/calendar';
import { dayBoardMachine, type DayBoardContext } from '../../machines/dayBoard';
import { dayNavigationMachine } from '../../machines/dayNavigation';
import type { DayList, Kid, Task } from '../../machines/domain/family';
import { listenersMachine, type ListenersContext } from '../../machines/listeners';
import { errorHeadline, needsReload } from '../../src/views/errorMessages';
import { selectKidLists, selectKidTasks } from '../../src/views/listContext';
import {
  dayInWords,
  dayTag,
  selectDayPlace,
  selectIsToday,
  selectShownDate,
  selectToday,
} from '../../machines/dayNavigation';
import {
  isAllDone,
  isDone,
  isKidPicked,
  kidTasks,
  newTaskTargets,
  nextOrder,
  pickedKids,
  progress,
  progressText,
  selectBoardDate,
  selectBoardError,
  selectDraft,
  selectFamilyId,
  selectHint,
  selectIsAdding,
  selectUndoable,
} from '../../machines/dayBoard';
import {
  selectConfigLoaded,
  selectDay,
  selectFamilyName,
  selectKids,
  selectListenerError,
} from '../../machines/listeners';

const date = (text: string) => text as CalendarDate;
const task = (id: string, order: number, completed: false | number = false): Task => ({
  id,
  title: `Task ${id}`,
  completed,
  order,
});
const kid = (id: string): Kid => ({ id, name: id.toUpperCase(), color: '#2e86ab', emoji: '🦊' });

const ADA = kid('ada');
const BO = kid('bo');
const CY = kid('cy');
const TICKED = 1_795_000_000;

describe('tasks', () => {
  it.each([
    ['not ticked', false, false],
    ['ticked now', TICKED, true],
    ['ticked at Unix time 0', 0, true],
  ] as const)('isDone: a task %s → %s', (_, completed, expected) => {
    expect(isDone(task('t1', 1, completed))).toBe(expected);
  });

  it.each([
    ['no tasks', [], { done: 0, total: 0 }, '0 of 0 done'],
    ['none done', [task('a', 1), task('b', 2)], { done: 0, total: 2 }, '0 of 2 done'],
    [
      'some done',
      [task('a', 1, TICKED), task('b', 2), task('c', 3, TICKED), task('d', 4), task('e', 5)],
      { done: 2, total: 5 },
      '2 of 5 done',
    ],
    ['all done', [task('a', 1, TICKED), task('b', 2, 0)], { done: 2, total: 2 }, '2 of 2 done'],
  ])('progress and progressText: %s', (_, tasks, expected, text) => {
    expect(progress(tasks)).toEqual(expected);
    expect(progressText(tasks)).toBe(text);
  });

  it.each([
    ['an empty column', [], false],
    ['one undone task', [task('a', 1)], false],
    ['some done', [task('a', 1, TICKED), task('b', 2)], false],
    ['every task done', [task('a', 1, TICKED), task('b', 2, TICKED)], true],
  ])('isAllDone: %s → %s', (_, tasks, expected) => {
    expect(isAllDone(tasks)).toBe(expected);
  });

  it.each([
    ['an empty column', [], 1],
    ['one task at 1', [task('a', 1)], 2],
    ['orders with gaps', [task('a', 3), task('b', 7), task('c', 5)], 8],
    ['unsorted, the highest counts', [task('a', 10), task('b', 2)], 11],
    ['orders below 1', [task('a', -2), task('b', 0)], 1],
  ])('nextOrder: %s → %s', (_, tasks, expected) => {
    expect(nextOrder(tasks)).toBe(expected);
  });

  it('kidTasks gives a kid’s tasks, or the same empty list when there are none', () => {
    const adaTasks = [task('a', 1)];
    const day: DayList = { seeded: null, tasks: { ada: adaTasks } };
    expect(kidTasks(day, 'ada')).toBe(adaTasks);
    expect(kidTasks(day, 'bo')).toEqual([]);
    expect(kidTasks(day, 'bo')).toBe(kidTasks(null, 'ada'));
  });
});

describe('the kid picker', () => {
  it.each([
    ['nobody chosen yet (null)', null, 'ada', true],
    ['the kid is picked', ['ada'], 'ada', true],
    ['another kid is picked', ['bo'], 'ada', false],
    ['nobody picked', [], 'ada', false],
  ] as const)('isKidPicked: %s → %s', (_, picked, kidId, expected) => {
    expect(isKidPicked(picked, kidId)).toBe(expected);
  });

  it.each([
    ['null is every kid', null, [ADA, BO, CY]],
    ['in column order, not picking order', ['cy', 'ada'], [ADA, CY]],
    ['ids of kids no longer in the family are ignored', ['ghost', 'bo'], [BO]],
    ['only stale ids: nobody', ['ghost'], []],
    ['an empty choice: nobody', [], []],
  ] as const)('pickedKids: %s', (_, picked, expected) => {
    expect(pickedKids(picked, [ADA, BO, CY])).toEqual(expected);
  });

  it.each([
    [
      'every kid, each one past their own highest order',
      null,
      { seeded: null, tasks: { ada: [task('a', 1), task('b', 4)] } },
      [
        { kidId: 'ada', order: 5 },
        { kidId: 'bo', order: 1 },
        { kidId: 'cy', order: 1 },
      ],
    ],
    [
      'only the picked kids',
      ['bo'],
      { seeded: null, tasks: { bo: [task('c', 2)] } },
      [{ kidId: 'bo', order: 3 }],
    ],
    [
      'a day still loading: every row first',
      ['ada', 'cy'],
      null,
      [
        { kidId: 'ada', order: 1 },
        { kidId: 'cy', order: 1 },
      ],
    ],
    ['nobody picked: no targets', ['ghost'], null, []],
  ] as const)('newTaskTargets: %s', (_, picked, day, expected) => {
    expect(newTaskTargets(picked, [ADA, BO, CY], day as DayList | null)).toEqual(expected);
  });
});

describe('days in words', () => {
  it.each([
    ['today', '2026-11-22', '2026-11-22', 'Sunday 22 November'],
    ['later the same year', '2026-12-31', '2026-11-22', 'Thursday 31 December'],
    ['next year, across the boundary', '2027-01-01', '2026-12-31', 'Friday 1 January 2027'],
    ['last year, across the boundary', '2026-12-31', '2027-01-01', 'Thursday 31 December 2026'],
    ['a leap day', '2028-02-29', '2028-03-01', 'Tuesday 29 February'],
    ['the day clocks go back in Europe', '2026-10-25', '2026-11-22', 'Sunday 25 October'],
  ])('dayInWords: %s', (_, day, today, expected) => {
    expect(dayInWords(date(day), date(today))).toBe(expected);
  });

  it.each([
    ['the same day', '2026-11-22', '2026-11-22', 'Today'],
    ['the day before', '2026-11-21', '2026-11-22', 'Yesterday'],
    ['the day after', '2026-11-23', '2026-11-22', 'Tomorrow'],
    ['the day before, across a year', '2026-12-31', '2027-01-01', 'Yesterday'],
    ['the day after, across a year', '2027-01-01', '2026-12-31', 'Tomorrow'],
    ['the day after, across a month', '2026-12-01', '2026-11-30', 'Tomorrow'],
    ['two days ago', '2026-11-20', '2026-11-22', null],
    ['two days on', '2026-11-24', '2026-11-22', null],
  ])('dayTag: %s → %s', (_, day, today, expected) => {
    expect(dayTag(date(day), date(today))).toBe(expected);
  });
});

describe('snapshot selectors', () => {
  const TODAY = date('2026-11-22');
  const deniedError = { code: 'PERMISSION_DENIED', message: 'Permission denied.' };
  const day: DayList = { seeded: 1_795_000_000, tasks: { ada: [task('a', 1)] } };

  // Each machine's own initial context (so fields added later need no change here), then
  // only what a case is about.
  const listenersSnapshot = (context: Partial<ListenersContext>) => {
    const initial = createActor(listenersMachine, {
      input: { familyId: 'fam', date: TODAY, loadedOn: TODAY, showingDay: true },
    }).getSnapshot();
    return listenersMachine.resolveState({
      value: initial.value,
      context: { ...initial.context, ...context },
    });
  };

  it('listeners before the config arrives: no kids, no name, nothing loaded', () => {
    const snapshot = listenersSnapshot({});
    expect(selectKids(snapshot)).toEqual([]);
    expect(selectKids(snapshot)).toBe(selectKids(listenersSnapshot({})));
    expect(selectFamilyName(snapshot)).toBeNull();
    expect(selectConfigLoaded(snapshot)).toBe(false);
    expect(selectDay(snapshot)).toBeNull();
    expect(selectListenerError(snapshot)).toBeNull();
  });

  it('listeners once everything has arrived', () => {
    const config = { name: 'The Riveras', kids: [ADA, BO] };
    const snapshot = listenersSnapshot({ config, day, error: deniedError });
    expect(selectKids(snapshot)).toBe(config.kids);
    expect(selectFamilyName(snapshot)).toBe('The Riveras');
    expect(selectConfigLoaded(snapshot)).toBe(true);
    expect(selectDay(snapshot)).toBe(day);
    expect(selectListenerError(snapshot)).toEqual(deniedError);
  });

  it('the routine as a list, and one kid’s tasks, are the same objects while the routine is', () => {
    const templates = { ada: [task('a', 1)] };
    const snapshot = listenersSnapshot({ templates });
    const later = listenersSnapshot({ templates, error: deniedError });
    const routine = selectKidLists('routine');
    expect(routine(snapshot)).toEqual({ seeded: null, tasks: templates });
    expect(routine(later)).toBe(routine(snapshot));
    expect(selectKidTasks('routine', 'ada')(later)).toBe(templates.ada);
    expect(selectKidTasks('routine', 'bo')(later)).toEqual([]);
    expect(selectKidTasks('routine', 'bo')(later)).toBe(selectKidTasks('routine', 'bo')(snapshot));
    expect(routine(listenersSnapshot({ templates: { ...templates } }))).not.toBe(routine(snapshot));
  });

  const deleted = task('gone', 2);
  const boardSnapshot = (
    // Only the regions the selectors read; resolveState fills in the rest.
    value: { entry: 'ready' | 'adding'; undo: 'hidden' | 'offered' | 'restoring' },
    context: Partial<DayBoardContext> = {},
  ) => {
    const initial = createActor(dayBoardMachine, {
      input: { familyId: 'fam', date: TODAY },
    }).getSnapshot();
    return dayBoardMachine.resolveState({ value, context: { ...initial.context, ...context } });
  };

  it('the board’s context, as the views read it', () => {
    const snapshot = boardSnapshot(
      { entry: 'ready', undo: 'hidden' },
      { draft: 'Feed the cat', hint: 'A hint', error: deniedError },
    );
    expect(selectDraft(snapshot)).toBe('Feed the cat');
    expect(selectHint(snapshot)).toBe('A hint');
    expect(selectBoardError(snapshot)).toEqual(deniedError);
    expect(selectFamilyId(snapshot)).toBe('fam');
    expect(selectBoardDate(snapshot)).toBe(TODAY);
  });

  it.each([
    ['ready', false],
    ['adding', true],
  ] as const)('selectIsAdding while the entry is %s → %s', (entry, expected) => {
    expect(selectIsAdding(boardSnapshot({ entry, undo: 'hidden' }))).toBe(expected);
  });

  it.each([
    ['hidden', null],
    ['offered', deleted],
    ['restoring', null],
  ] as const)('selectUndoable while Undo is %s', (undo, expected) => {
    const lastDeleted = { kidId: 'ada', taskId: deleted.id, task: deleted, date: TODAY };
    expect(selectUndoable(boardSnapshot({ entry: 'ready', undo }, { lastDeleted }))).toEqual(
      expected,
    );
  });

  it('selectUndoable is null when Undo is offered but nothing was deleted', () => {
    expect(selectUndoable(boardSnapshot({ entry: 'ready', undo: 'offered' }))).toBeNull();
  });

  it.each([
    ['today', '2026-11-22', true],
    ['another day', '2026-11-21', false],
  ])('navigation on %s', (_, shown, isToday) => {
    const snapshot = dayNavigationMachine.resolveState({
      value: isToday ? 'today' : 'past',
      context: { familyId: 'fam', date: date(shown), today: TODAY },
    });
    expect(selectShownDate(snapshot)).toBe(shown);
    expect(selectToday(snapshot)).toBe(TODAY);
    expect(selectIsToday(snapshot)).toBe(isToday);
  });

  it.each([
    ['2026-11-22', 'today'],
    ['2026-11-21', 'past'],
    ['2026-11-23', 'future'],
  ] as const)('the day %s is placed as %s, from the navigation’s own state', (shown, place) => {
    const navigation = createActor(dayNavigationMachine, {
      input: { familyId: 'fam', date: date(shown), today: TODAY },
    }).start();
    expect(selectDayPlace(navigation.getSnapshot())).toBe(place);
    expect(selectIsToday(navigation.getSnapshot())).toBe(place === 'today');
  });
});

describe('error messages', () => {
  it.each([
    ['PERMISSION_DENIED', 'You don’t have permission to change this family.', false],
    ['VALUE_TOO_LARGE', 'That’s too long to save. Please shorten it.', false],
    ['INVALID_KEY', 'That couldn’t be saved.', false],
    ['INVALID_VALUE', 'That couldn’t be saved.', false],
    ['DATASTALE', 'Kids To-Do was updated in another tab. Reload this page to keep going.', true],
    ['STORAGE_FAILED', 'This browser couldn’t save that. Reload the page and try again.', false],
    [
      'QUOTAEXCEEDEDERROR',
      'This device’s storage is full. Free some space, then try again.',
      false,
    ],
    ['TASK_DELETED', 'This task was deleted on another device.', false],
    ['TOO_LONG', 'That’s too long to save. Please shorten it.', false],
    ['UNKNOWN', 'Something went wrong while saving.', false],
    ['', 'Something went wrong while saving.', false],
  ])('%s: "%s"; offers Reload: %s', (code, headline, reload) => {
    expect(errorHeadline(code)).toBe(headline);
    expect(needsReload(code)).toBe(reload);
  });
});
