/**
 * What the views derive from the machines (each machine's `selectors.ts`, and the lists' in
 * `src/views/listContext.ts`) and the plain words they show for errors
 * (`src/views/errorMessages.ts`), rule by rule. Snapshot selectors are given snapshots of the
 * real machines, resolved in the states they read.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  appMachine,
  selectHasDeviceFamilies,
  selectInKidMode,
  selectIsJoining,
  selectIsRestoringFamily,
  selectIsSharedKidDevice,
  selectInKidModeHere,
  selectIsStartingFamily,
  type AppContext,
} from '../../machines/app';
import { authMachine, selectAuthBusy } from '../../machines/auth';
import {
  familySettingsMachine,
  kidNameField,
  selectHintFor,
  selectKidNameField,
} from '../../machines/familySettings';
import { untilStarted } from '../../machines/shared/selectors';
import { selectIsNewInviteOpen, sharingMachine } from '../../machines/sharing';
import {
  selectIsEditorBusy,
  selectIsEditorOpen,
  selectIsEditorSaving,
  titleEditorMachine,
} from '../../machines/titleEditor';
import { sameKidStars, selectKidStars, weekMachine } from '../../machines/week';
import type { CalendarDate } from '../../machines/calendar';
import type { Route } from '../../machines/route';
import { dayBoardMachine, type DayBoardContext } from '../../machines/dayBoard';
import { dayNavigationMachine } from '../../machines/dayNavigation';
import type { AwayList } from '../../machines/domain/away';
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
  selectUndoable,
} from '../../machines/dayBoard';
import {
  selectConfigAndDayLoaded,
  selectConfigLoaded,
  selectDay,
  selectDayUsesParts,
  selectFamilyName,
  selectHasGroups,
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

describe('what the views read from the other machines', () => {
  const TODAY = date('2026-11-25');

  const appSnapshot = (value: string, context: Partial<AppContext> = {}) => {
    const initial = createActor(appMachine, {
      input: {
        pathname: '/',
        hash: '',
        storedFamilyId: null,
        deviceFamilyIds: [],
        today: TODAY,
        kidMode: { lock: null, seed: 1, waitLeft: 0 },
      },
    }).getSnapshot();
    return appMachine.resolveState({ value, context: { ...initial.context, ...context } });
  };

  it.each<[string, Route, boolean]>([
    ['the home page', { kind: 'home' }, false],
    ['a family’s day', { kind: 'day', familyId: 'f1', date: null }, false],
    ['an invite to join', { kind: 'join', familyId: 'f1', code: 'code' }, true],
  ])('the address is %s: joining → %s', (_, route, joining) => {
    expect(selectIsJoining(appSnapshot('signedOut', { route }))).toBe(joining);
  });

  it('the app: families kept here, and a new family or a backup being written', () => {
    expect(selectHasDeviceFamilies(appSnapshot('notOnDevice'))).toBe(false);
    expect(selectHasDeviceFamilies(appSnapshot('notOnDevice', { deviceFamilyIds: ['f1'] }))).toBe(
      true,
    );
    expect(selectIsStartingFamily(appSnapshot('startingFamily'))).toBe(true);
    expect(selectIsStartingFamily(appSnapshot('welcome'))).toBe(false);
    expect(selectIsRestoringFamily(appSnapshot('restoringFamily'))).toBe(true);
    expect(selectIsRestoringFamily(appSnapshot('startingFamily'))).toBe(false);
  });

  it.each([
    ['parent mode', null, false, false],
    ['kid mode for the whole family', { familyId: 'f1', kidId: null }, true, true],
    ['kid mode for one kid', { familyId: 'f1', kidId: 'ada' }, true, false],
  ] as const)('%s: in kid mode → %s, shared by the kids → %s', (_, kidLock, kidMode, shared) => {
    const snapshot = appSnapshot('lostAccess', { kidLock });
    expect(selectInKidMode(snapshot)).toBe(kidMode);
    expect(selectIsSharedKidDevice(snapshot)).toBe(shared);
  });

  it('kid mode is on here only for the family in view, not another one this device keeps', () => {
    const lock = { familyId: 'f1', kidId: null };
    expect(selectInKidModeHere(appSnapshot('lostAccess', { kidLock: lock, familyId: 'f1' }))).toBe(
      true,
    );
    expect(selectInKidModeHere(appSnapshot('lostAccess', { kidLock: lock, familyId: 'f2' }))).toBe(
      false,
    );
    expect(selectInKidModeHere(appSnapshot('lostAccess', { kidLock: null, familyId: 'f1' }))).toBe(
      false,
    );
  });

  it.each([
    ['checking', false],
    ['signedOut', false],
    ['signingIn', true],
    ['signedIn', false],
    ['signingOut', true],
  ])('signing in or out waits while %s → %s', (value, busy) => {
    const snapshot = authMachine.resolveState({ value, context: { user: null, error: null } });
    expect(selectAuthBusy(snapshot)).toBe(busy);
  });

  it.each([
    ['editing', true, false, false],
    ['saving', true, true, true],
    ['addingAgain', true, true, false],
    ['closed', false, true, false],
  ])('a title editor %s: open → %s, busy → %s, saving → %s', (value, open, busy, saving) => {
    const initial = createActor(titleEditorMachine, {
      input: { title: 'Feed the cat', subject: { kind: 'group', familyId: 'fam', groupId: 'g1' } },
    });
    const snapshot = titleEditorMachine.resolveState({
      value,
      context: initial.getSnapshot().context,
    });
    expect(selectIsEditorOpen(snapshot)).toBe(open);
    expect(selectIsEditorBusy(snapshot)).toBe(busy);
    expect(selectIsEditorSaving(snapshot)).toBe(saving);
  });

  it('a kid’s name field shows what is typed, else the stored name; a hint is its field’s', () => {
    const settings = createActor(familySettingsMachine, {
      input: { familyId: 'fam', config: { name: 'The Riveras', kids: [ADA, BO] } },
    }).getSnapshot();
    const typing = familySettingsMachine.resolveState({
      value: settings.value,
      context: {
        ...settings.context,
        drafts: { [kidNameField('ada')]: 'Adaline' },
        hints: { [kidNameField('ada')]: 'Give a name.' },
      },
    });
    expect(selectKidNameField(ADA)(typing)).toBe('Adaline');
    expect(selectKidNameField(BO)(typing)).toBe('BO');
    expect(selectHintFor(kidNameField('ada'))(typing)).toBe('Give a name.');
    expect(selectHintFor(kidNameField('bo'))(typing)).toBeNull();
    expect(selectHintFor('newKid')(settings)).toBeNull();
  });

  it.each([
    ['none made yet', null, [{ code: 'old', expires: 9, by: 'me' }], false],
    [
      'made and still open',
      { code: 'new', expires: 9 },
      [{ code: 'new', expires: 9, by: 'me' }],
      true,
    ],
    [
      'made, then used or revoked',
      { code: 'new', expires: 9 },
      [{ code: 'old', expires: 9, by: 'me' }],
      false,
    ],
  ] as const)('the invite made here: %s → %s', (_, invite, invites, open) => {
    const initial = createActor(sharingMachine, { input: { familyId: 'fam', uid: 'me' } });
    const snapshot = sharingMachine.resolveState({
      value: 'idle',
      context: { ...initial.getSnapshot().context, invite, invites: [...invites] },
    });
    expect(selectIsNewInviteOpen(snapshot)).toBe(open);
  });

  const listenersSnapshot = (context: Partial<ListenersContext>) => {
    const initial = createActor(listenersMachine, {
      input: { familyId: 'fam', date: TODAY, loadedOn: TODAY, showingDay: true },
    }).getSnapshot();
    return listenersMachine.resolveState({
      value: initial.value,
      context: { ...initial.context, ...context },
    });
  };

  it('the listeners: groups, parts of the day, and the family’s day read', () => {
    const config = { name: 'The Riveras', kids: [ADA, BO] };
    const plain: DayList = { seeded: null, tasks: { ada: [task('a', 1)], bo: [] } };
    const parted: DayList = {
      seeded: null,
      tasks: { ada: [task('a', 1)], bo: [{ ...task('b', 1), part: 'evening' }] },
    };
    expect(selectHasGroups(listenersSnapshot({ library: null }))).toBe(false);
    expect(selectHasGroups(listenersSnapshot({ library: [] }))).toBe(false);
    expect(
      selectHasGroups(listenersSnapshot({ library: [{ id: 'g1', title: 'Chores', items: [] }] })),
    ).toBe(true);
    expect(selectDayUsesParts(listenersSnapshot({ day: null }))).toBe(false);
    expect(selectDayUsesParts(listenersSnapshot({ day: plain }))).toBe(false);
    expect(selectDayUsesParts(listenersSnapshot({ day: parted }))).toBe(true);
    expect(selectConfigAndDayLoaded(listenersSnapshot({ config }))).toBe(false);
    expect(selectConfigAndDayLoaded(listenersSnapshot({ day: plain }))).toBe(false);
    expect(selectConfigAndDayLoaded(listenersSnapshot({ config, day: plain }))).toBe(true);
  });

  describe('a kid’s stars this week and streak', () => {
    // Sunday of last week, then Monday to Wednesday (today).
    const history = {
      [date('2026-11-22')]: { seeded: null, tasks: { ada: [task('a', 1, TICKED)] } },
      [date('2026-11-23')]: {
        seeded: null,
        tasks: { ada: [task('a', 1, TICKED), task('b', 2, TICKED)] },
      },
      [date('2026-11-24')]: { seeded: null, tasks: { ada: [task('a', 1, TICKED), task('b', 2)] } },
      [date('2026-11-25')]: { seeded: null, tasks: { ada: [task('a', 1, TICKED)] } },
    };
    const weekSnapshot = (days: typeof history | null) => {
      const initial = createActor(weekMachine, {
        input: {
          familyId: 'fam',
          weekStart: date('2026-11-23'),
          today: TODAY,
          showsWeek: false,
          kidIds: ['ada', 'bo'],
        },
      }).getSnapshot();
      return weekMachine.resolveState({
        value: initial.value,
        context: { ...initial.context, history: days },
      });
    };
    const home: AwayList = Object.freeze([]);
    const adaAwayTuesday: AwayList = Object.freeze([
      { id: 'x', kid: 'ada', from: date('2026-11-24'), to: date('2026-11-24'), made: TICKED },
    ]);

    it('none until the days are read', () => {
      expect(selectKidStars(home, 'ada', TODAY)(weekSnapshot(null))).toBeNull();
    });

    it('this week’s ticks up to today, and the days in a row all done', () => {
      const snapshot = weekSnapshot(history);
      expect(selectKidStars(home, 'ada', TODAY)(snapshot)).toEqual({ stars: 4, streak: 1 });
      expect(selectKidStars(home, 'bo', TODAY)(snapshot)).toEqual({ stars: 0, streak: 0 });
      // A day away neither counts nor breaks the streak; its stars still count.
      expect(selectKidStars(adaAwayTuesday, 'ada', TODAY)(snapshot)).toEqual({
        stars: 4,
        streak: 3,
      });
    });

    it('the same object while the days read and the away days are', () => {
      const snapshot = weekSnapshot(history);
      const first = selectKidStars(home, 'ada', TODAY)(snapshot);
      expect(selectKidStars(home, 'ada', TODAY)(snapshot)).toBe(first);
      expect(selectKidStars(home, 'ada', TODAY)(weekSnapshot(history))).toBe(first);
      expect(selectKidStars(home, 'ada', TODAY)(weekSnapshot({ ...history }))).not.toBe(first);
    });

    it.each([
      ['the same numbers', { stars: 4, streak: 1 }, { stars: 4, streak: 1 }, true],
      ['other stars', { stars: 4, streak: 1 }, { stars: 5, streak: 1 }, false],
      ['another streak', { stars: 4, streak: 1 }, { stars: 4, streak: 2 }, false],
      ['none and some', null, { stars: 0, streak: 0 }, false],
      ['none twice', null, null, true],
    ] as const)('sameKidStars: %s → %s', (_, a, b, same) => {
      expect(sameKidStars(a, b)).toBe(same);
    });
  });

  it('untilStarted answers `none` until the actor is started, then the selector’s answer', () => {
    const length = untilStarted((text: string) => text.length, -1);
    expect(length(undefined)).toBe(-1);
    expect(length('four')).toBe(4);
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
