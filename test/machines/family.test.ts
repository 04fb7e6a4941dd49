// The family's data parsed once from what the store holds (docs/design.md "Data layout"): odd data
// reads as the nearest sensible thing.
import { describe, expect, it } from 'vitest';
import {
  KID_COLORS,
  KID_EMOJIS,
  kidIdFromName,
  parseConfig,
  parseDayList,
  parseLibrary,
  parseTask,
  parseTaskMap,
  parseTemplates,
  shareDayList,
  shareTaskLists,
} from '../../machines/domain/family';

const kidIds = (value: unknown) => parseConfig(value).kids.map((kid) => kid.id);

describe('parseConfig', () => {
  it('reads the kid list written as an array', () => {
    expect(kidIds({ kids: ['ada', 'ben'] })).toEqual(['ada', 'ben']);
  });

  it('reads the kid list as the store returns an array: keyed by index', () => {
    expect(kidIds({ kids: { 1: 'ben', 0: 'ada', 2: 'cleo' } })).toEqual(['ada', 'ben', 'cleo']);
  });

  it('sorts index keys as numbers, not as text', () => {
    const kids = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [String(i), `k${i}`]));
    expect(kidIds({ kids })).toEqual(Array.from({ length: 11 }, (_, i) => `k${i}`));
  });

  it('puts the kids in the stored column order', () => {
    expect(kidIds({ kids: ['ada', 'ben', 'cleo'], order: 'cleo,ada,ben' })).toEqual([
      'cleo',
      'ada',
      'ben',
    ]);
  });

  it('ignores ids in the order that are no kid, and puts kids missing from it last', () => {
    expect(kidIds({ kids: ['ada', 'ben', 'cleo'], order: 'ghost, ben ,,ada' })).toEqual([
      'ben',
      'ada',
      'cleo',
    ]);
  });

  it('lists each kid once, and never an empty or underscore id', () => {
    expect(kidIds({ kids: ['ada', '', '_seeded', 'ada', 7, 'ben'], order: 'ada,ada' })).toEqual([
      'ada',
      'ben',
    ]);
  });

  it('gives each kid its stored name, colour and emoji', () => {
    const config = parseConfig({
      name: 'The Lovelaces',
      kids: ['ada'],
      names: { ada: 'Ada' },
      colors: { ada: '#123456' },
      emojis: { ada: '🐳' },
    });
    expect(config).toEqual({
      name: 'The Lovelaces',
      kids: [{ id: 'ada', name: 'Ada', color: '#123456', emoji: '🐳' }],
    });
  });

  it('defaults a missing name to the id, and colour and emoji to the column position', () => {
    const config = parseConfig({ kids: ['ada', 'ben'], order: 'ben,ada' });
    expect(config).toEqual({
      name: '',
      kids: [
        { id: 'ben', name: 'ben', color: KID_COLORS[0], emoji: KID_EMOJIS[0] },
        { id: 'ada', name: 'ada', color: KID_COLORS[1], emoji: KID_EMOJIS[1] },
      ],
    });
  });

  it.each([null, undefined, 0, 'config', []])('reads %j as a family with no kids', (value) => {
    expect(parseConfig(value)).toEqual({ name: '', kids: [] });
  });
});

describe('parseTask', () => {
  it('defaults order to 1 and completed to false', () => {
    expect(parseTask('t1', { title: 'Brush teeth' })).toEqual({
      id: 't1',
      title: 'Brush teeth',
      completed: false,
      order: 1,
    });
  });

  it('keeps a completion time in seconds and an integer order', () => {
    expect(parseTask('t1', { title: 'Read', completed: 1_795_000_000, order: 3 })).toMatchObject({
      completed: 1_795_000_000,
      order: 3,
    });
  });

  it('reads odd values as the nearest sensible thing', () => {
    expect(parseTask('t1', { title: 5, completed: true, order: 2.5 })).toEqual({
      id: 't1',
      title: '',
      completed: false,
      order: 1,
    });
    expect(parseTask('t1', null)).toEqual({ id: 't1', title: '', completed: false, order: 1 });
  });
});

describe('parseTaskMap', () => {
  it('sorts rows by order, then by key', () => {
    const tasks = parseTaskMap({
      c: { title: 'C', order: 1 },
      a: { title: 'A', order: 2 },
      b: { title: 'B' },
      d: { title: 'D', order: -1 },
    });
    expect(tasks.map((task) => task.id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it.each([null, 0, 'x'])('reads %j as no tasks', (value) => {
    expect(parseTaskMap(value)).toEqual([]);
  });
});

describe('parseDayList', () => {
  it('reads each kid’s sorted tasks and the seeding time, and no kid called _seeded', () => {
    const day = parseDayList({
      _seeded: 1_795_000_000,
      ada: { t2: { title: 'Read', order: 2 }, t1: { title: 'Brush teeth', order: 1 } },
      ben: { t3: { title: 'Feed the cat', completed: 1_795_000_100 } },
    });
    expect(day.seeded).toBe(1_795_000_000);
    expect(Object.keys(day.tasks)).toEqual(['ada', 'ben']);
    expect(day.tasks.ada?.map((task) => task.title)).toEqual(['Brush teeth', 'Read']);
    expect(day.tasks.ben?.[0]?.completed).toBe(1_795_000_100);
  });

  it('reads a day that was never seeded', () => {
    expect(parseDayList(null)).toEqual({ seeded: null, tasks: {} });
    expect(parseDayList({ _seeded: 'yes' }).seeded).toBeNull();
  });

  it('reads a stored (frozen) list once, and after a tick only the kid whose task changed', () => {
    const freeze = <T extends object>(value: T): T => {
      for (const child of Object.values(value))
        if (typeof child === 'object' && child !== null) freeze(child as object);
      return Object.freeze(value);
    };
    const ada = freeze({ t1: { title: 'Brush teeth', order: 1, completed: false } });
    const ben = freeze({ t2: { title: 'Feed the cat', order: 1, completed: false } });
    const before = freeze({ _seeded: 1, ada, ben });
    expect(parseDayList(before)).toBe(parseDayList(before));
    // As a store delivers a tick: a new day and a new list for Ben, Ada's the same object.
    const ticked = freeze({ _seeded: 1, ada, ben: { t2: { ...ben.t2, completed: 5 } } });
    const [was, now] = [parseDayList(before), parseDayList(ticked)];
    expect(now.tasks.ada).toBe(was.tasks.ada);
    expect(now.tasks.ben).not.toBe(was.tasks.ben);
    expect(now.tasks.ben?.[0]?.completed).toBe(5);
    expect(was.tasks.ben?.[0]?.completed).toBe(false);
  });

  it('reads a value that can still change (not frozen) afresh every time', () => {
    const day = { ada: { t1: { title: 'Read', order: 1, completed: false as false | number } } };
    expect(parseDayList(day).tasks.ada?.[0]?.completed).toBe(false);
    day.ada.t1.completed = 7;
    expect(parseDayList(day).tasks.ada?.[0]?.completed).toBe(7);
  });
});

describe('shareDayList', () => {
  const stored = {
    _seeded: 1_795_000_000,
    ada: { t1: { title: 'Brush teeth', order: 1 }, t2: { title: 'Read', order: 2 } },
    ben: { t3: { title: 'Feed the cat', order: 1 } },
  };
  const tick = (day: typeof stored) => ({
    ...day,
    ada: { ...day.ada, t2: { ...day.ada.t2, completed: 1_795_000_100 } },
  });

  it('gives the previous day back when nothing changed', () => {
    const previous = parseDayList(stored);
    expect(shareDayList(previous, parseDayList(stored))).toBe(previous);
  });

  it('after a tick, only the ticked task, its kid’s list and the day are new objects', () => {
    const previous = parseDayList(stored);
    const shared = shareDayList(previous, parseDayList(tick(stored)));
    expect(shared).not.toBe(previous);
    expect(shared.tasks.ada).not.toBe(previous.tasks.ada);
    expect(shared.tasks.ada?.[0]).toBe(previous.tasks.ada?.[0]);
    expect(shared.tasks.ada?.[1]).toEqual({
      id: 't2',
      title: 'Read',
      completed: 1_795_000_100,
      order: 2,
    });
    expect(shared.tasks.ben).toBe(previous.tasks.ben);
    expect(shared).toEqual(parseDayList(tick(stored)));
  });

  it('sees a reorder, a removed kid and a new seeding time as changes', () => {
    const previous = parseDayList(stored);
    const reordered = {
      ...stored,
      ada: { t1: { title: 'Brush teeth', order: 2 }, t2: { title: 'Read', order: 1 } },
    };
    expect(shareDayList(previous, parseDayList(reordered)).tasks.ada?.map((t) => t.id)).toEqual([
      't2',
      't1',
    ]);
    const withoutBen = { _seeded: stored._seeded, ada: stored.ada };
    expect(Object.keys(shareDayList(previous, parseDayList(withoutBen)).tasks)).toEqual(['ada']);
    const reseeded = shareDayList(previous, parseDayList({ ...stored, _seeded: 1 }));
    expect(reseeded.seeded).toBe(1);
    expect(reseeded.tasks).toBe(previous.tasks);
  });
});

describe('parseTemplates', () => {
  it('reads each kid’s routine, sorted', () => {
    expect(
      parseTemplates({ ada: { b: { title: 'B' }, a: { title: 'A' } } }).ada?.map((t) => t.id),
    ).toEqual(['a', 'b']);
  });

  it('reads a task’s weekdays, and anything odd, or every day spelt out, as every day', () => {
    const routine = parseTemplates({
      ada: {
        a: { title: 'Piano', order: 1, days: '2' },
        b: { title: 'Teeth', order: 2, days: '1234567' },
        c: { title: 'Odd', order: 3, days: '72' },
      },
    }).ada;
    expect(routine?.map((task) => task.days)).toEqual(['2', undefined, undefined]);
    expect(routine?.[1]).not.toHaveProperty('days');
  });

  it('sees a change of weekdays as a change of that task only', () => {
    const before = parseTemplates({ ada: { a: { title: 'Piano', days: '2' }, b: { title: 'B' } } });
    const after = shareTaskLists(
      before,
      parseTemplates({ ada: { a: { title: 'Piano', days: '24' }, b: { title: 'B' } } }),
    );
    expect(after.ada?.[0]?.days).toBe('24');
    expect(after.ada?.[1]).toBe(before.ada?.[1]);
  });
});

describe('parseLibrary', () => {
  it('reads a stored items 0 as an empty group', () => {
    expect(parseLibrary({ g1: { title: 'Holidays', items: 0 } })).toEqual([
      { id: 'g1', title: 'Holidays', items: [] },
    ]);
  });

  it('sorts groups by key and their items by order, then key', () => {
    const groups = parseLibrary({
      g2: { title: 'Bedtime', items: { b: { title: 'Story' }, a: { title: 'Bath' } } },
      g1: {
        title: 'Morning',
        items: { x: { title: 'Breakfast', order: 2 }, y: { title: 'Dress' } },
      },
    });
    expect(groups.map((group) => group.title)).toEqual(['Morning', 'Bedtime']);
    expect(groups[0]?.items.map((item) => item.title)).toEqual(['Dress', 'Breakfast']);
    expect(groups[1]?.items.map((item) => item.title)).toEqual(['Bath', 'Story']);
  });

  it('reads nothing stored as no groups', () => {
    expect(parseLibrary(null)).toEqual([]);
  });
});

describe('kidIdFromName', () => {
  it.each([
    ['Zoë', 'zoe'],
    ['Ada', 'ada'],
    ['Mary Jane', 'mary-jane'],
    ['  Ben!! ', 'ben'],
    ['Ångström Öğrenci', 'angstrom-ogrenci'],
    ['🦊', 'kid'],
    ['🦊🐼', 'kid'],
    ['', 'kid'],
    ['_admin', 'admin'],
    ['__', 'kid'],
    ['A very long name that goes on and on', 'a-very-long-name-that-go'],
  ])('makes %j into %j', (name, id) => {
    expect(kidIdFromName(name, [])).toBe(id);
  });

  it('adds -2, -3… when the id is taken', () => {
    expect(kidIdFromName('Zoë', ['zoe'])).toBe('zoe-2');
    expect(kidIdFromName('Zoe', ['zoe', 'zoe-2'])).toBe('zoe-3');
    expect(kidIdFromName('🐼', ['kid'])).toBe('kid-2');
  });

  it('never starts with an underscore, which marks the store’s own keys', () => {
    for (const name of ['_', '_seeded', '__proto__', '_ Ada', '-_-']) {
      expect(kidIdFromName(name, [])).not.toMatch(/^_/);
    }
  });
});
