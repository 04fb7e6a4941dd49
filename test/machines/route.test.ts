// Addresses are parsed once at the edge (machines/route.ts); every branch of parseRoute is a row here.
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../machines/calendar';
import {
  familyIdProblem,
  isFamilyPage,
  isKidModePage,
  kidPath,
  parseRoute,
  routeDate,
  showsDay,
  showsToday,
  type Route,
} from '../../machines/route';

const TOO_LONG = 'f'.repeat(257);

describe('parseRoute', () => {
  const valid: Array<[string, string, Route]> = [
    ['/', '', { kind: 'home' }],
    ['', '', { kind: 'home' }],
    ['//', '', { kind: 'home' }],
    ['/f1', '', { kind: 'day', familyId: 'f1', date: null }],
    ['/f1/', '', { kind: 'day', familyId: 'f1', date: null }],
    ['/-NcX9aBcDeFgHiJkLmNo', '', { kind: 'day', familyId: '-NcX9aBcDeFgHiJkLmNo', date: null }],
    ['/The%20Lovelaces', '', { kind: 'day', familyId: 'The Lovelaces', date: null }],
    ['/f1/2026-11-22', '', { kind: 'day', familyId: 'f1', date: '2026-11-22' as never }],
    ['/f1/2024-02-29', '', { kind: 'day', familyId: 'f1', date: '2024-02-29' as never }],
    ['/f1/templates', '', { kind: 'view', familyId: 'f1', view: 'templates' }],
    ['/f1/library', '', { kind: 'view', familyId: 'f1', view: 'library' }],
    ['/f1/settings', '', { kind: 'view', familyId: 'f1', view: 'settings' }],
    ['/f1/rewards', '', { kind: 'view', familyId: 'f1', view: 'rewards' }],
    // A hash after a date or a view is a fragment, not part of the family id.
    ['/f1/2026-11-22', '#top', { kind: 'day', familyId: 'f1', date: '2026-11-22' as never }],
    ['/f'.padEnd(257, 'f'), '', { kind: 'day', familyId: 'f'.repeat(256), date: null }],
  ];

  it.each(valid)('reads %j (hash %j) as a page', (pathname, hash, route) => {
    expect(parseRoute(pathname, hash)).toEqual(route);
  });

  const invalidFamily: Array<[string, string, RegExp]> = [
    ['/abc%23def', '', /cannot contain "#"/],
    ['/abc', '#def', /"abc#def" is not a family link.*"#"/],
    ['/abc/', '#def', /cannot contain "#"/],
    ['/fam.ily', '', /cannot contain "\."/],
    ['/fam$ily', '', /cannot contain "\$"/],
    ['/fam%5Bily', '', /cannot contain "\["/],
    ['/fam%5Dily', '', /cannot contain "\]"/],
    ['/fam%2Fily', '', /cannot contain "\/"/],
    ['/fam%01ily', '', /an invisible control character/],
    ['/fam%0Aily', '', /an invisible control character/],
    ['/fam%7Fily', '', /an invisible control character/],
    ['/%20%20', '', /missing its family/],
    [`/${TOO_LONG}`, '', /too long/],
    ['/%E0%A4%A', '', /garbled/],
  ];

  it.each(invalidFamily)('refuses the family id in %j (hash %j)', (pathname, hash, problem) => {
    const route = parseRoute(pathname, hash);
    expect(route).toMatchObject({ kind: 'invalid', familyId: null });
    expect(route.kind === 'invalid' && route.problem).toMatch(problem);
  });

  const invalidPage: Array<[string, RegExp]> = [
    ['/f/2026-13-40', /2026-13-40 is not a date on the calendar/],
    ['/f/2026-02-30', /2026-02-30 is not a date on the calendar/],
    ['/f/2023-02-29', /2023-02-29 is not a date on the calendar/],
    ['/f/2026-1-5', /2026-1-5 is not a date on the calendar/],
    [
      '/f/1999-12-31',
      /1999-12-31 is outside the dates Kids To-Do keeps \(2000-01-01 to 2099-12-31\)/,
    ],
    ['/f/2100-01-01', /2100-01-01 is outside the dates Kids To-Do keeps/],
    ['/f/week/9999-12-31', /9999-12-31 is outside the dates Kids To-Do keeps/],
    ['/f/week/0000-01-01', /0000-01-01 is (outside the dates|not a date)/],
    ['/f/nonsense', /There is no page called "nonsense"/],
    ['/f/22-11-2026', /There is no page called "22-11-2026"/],
    ['/f/Library', /There is no page called "Library"/],
    ['/f/my%20day', /There is no page called "my day"/],
    ['/f/%E0%A4%A', /There is no page called "%E0%A4%A"/],
    ['/f/2026-11-22/extra', /There is no page at "\/f\/2026-11-22\/extra"/],
    ['/f/library/x/y', /There is no page at/],
  ];

  it.each(invalidPage)('keeps the family but refuses the page in %j', (pathname, problem) => {
    const route = parseRoute(pathname);
    expect(route).toMatchObject({ kind: 'invalid', familyId: 'f' });
    expect(route.kind === 'invalid' && route.problem).toMatch(problem);
  });
});

describe('familyIdProblem', () => {
  it('accepts push ids and names, up to 256 characters', () => {
    expect(familyIdProblem('-NcX9aBcDeFgHiJkLmNo')).toBeNull();
    expect(familyIdProblem('Zoë’s family 🦊')).toBeNull();
    expect(familyIdProblem('f'.repeat(256))).toBeNull();
  });

  it('refuses what the store would refuse as a key', () => {
    for (const id of ['', ' ', 'a.b', 'a#b', 'a$b', 'a/b', 'a[b', 'a]b', 'a\u0000b', 'a\u001Fb']) {
      expect(familyIdProblem(id), JSON.stringify(id)).not.toBeNull();
    }
    expect(familyIdProblem(TOO_LONG)).toMatch(/too long/);
  });
});

describe('invite links', () => {
  it('/{family}/join/{code} is an invite to that family', () => {
    expect(parseRoute('/-NcX9aBcDeFgHiJkLmNo/join/-NdInvite12345678901')).toEqual({
      kind: 'join',
      familyId: '-NcX9aBcDeFgHiJkLmNo',
      code: '-NdInvite12345678901',
    });
  });

  it.each(['/f/join/a.b', '/f/join/%20', '/f/join/%E0%A4%A', `/f/join/${'c'.repeat(129)}`])(
    'refuses the garbled invite %j',
    (pathname) => {
      expect(parseRoute(pathname)).toEqual({
        kind: 'invalid',
        familyId: 'f',
        problem: 'That invite link is garbled.',
      });
    },
  );

  it('a join without a code, or with more after it, is no page', () => {
    expect(parseRoute('/f/join')).toMatchObject({ kind: 'invalid', familyId: 'f' });
    expect(parseRoute('/f/join/c/extra')).toMatchObject({ kind: 'invalid', familyId: 'f' });
  });
});

describe('one kid’s page', () => {
  it('/{family}/kid/{kidId} is that kid’s today, and kidPath writes it back', () => {
    const route = parseRoute('/fam/kid/-NdKid123');
    expect(route).toEqual({ kind: 'kid', familyId: 'fam', kidId: '-NdKid123' });
    expect(kidPath('fam', '-NdKid123')).toBe('/fam/kid/-NdKid123');
    expect(kidPath('fam', null)).toBe('/fam');
    expect(parseRoute(kidPath('fam', 'a kid'))).toEqual({
      kind: 'kid',
      familyId: 'fam',
      kidId: 'a kid',
    });
  });

  it.each(['/f/kid/a.b', '/f/kid/%20', `/f/kid/${'k'.repeat(129)}`])(
    'refuses the garbled kid link %j',
    (pathname) => {
      expect(parseRoute(pathname)).toEqual({
        kind: 'invalid',
        familyId: 'f',
        problem: 'That link to a kid’s page is garbled.',
      });
    },
  );

  it('a kid link without a kid, or with more after it, is no page', () => {
    expect(parseRoute('/f/kid')).toMatchObject({ kind: 'invalid', familyId: 'f' });
    expect(parseRoute('/f/kid/ada/today')).toMatchObject({ kind: 'invalid', familyId: 'f' });
  });
});

describe('the week', () => {
  it('/{family}/week is this week; /{family}/week/{date} the week holding that date', () => {
    expect(parseRoute('/fam/week')).toEqual({ kind: 'week', familyId: 'fam', date: null });
    expect(parseRoute('/fam/week/2026-11-25')).toEqual({
      kind: 'week',
      familyId: 'fam',
      date: '2026-11-25',
    });
  });

  it('a date not on the calendar, or more after it, is no page', () => {
    expect(parseRoute('/fam/week/2026-02-30')).toEqual({
      kind: 'invalid',
      familyId: 'fam',
      problem: '2026-02-30 is not a date on the calendar.',
    });
    expect(parseRoute('/fam/week/2026-11-25/ada')).toMatchObject({ kind: 'invalid' });
  });
});

describe('what a page shows, read from its address', () => {
  const pages = {
    home: '/',
    today: '/fam',
    aDay: '/fam/2026-11-20',
    week: '/fam/week',
    library: '/fam/library',
    kid: '/fam/kid/ada',
    join: '/fam/join/code1',
    invalid: '/fam/2026-13-40',
  } as const;
  const shown = (predicate: (route: Route) => boolean) =>
    Object.entries(pages)
      .filter(([, path]) => predicate(parseRoute(path)))
      .map(([name]) => name);

  it('a family page is a day, the week, a kid, or one of its views; never home, a join or a bad address', () => {
    expect(shown(isFamilyPage)).toEqual(['today', 'aDay', 'week', 'library', 'kid']);
  });

  it('today is the family without a date, or a kid; a day’s columns show on any day and for a kid', () => {
    expect(shown(showsToday)).toEqual(['today', 'kid']);
    expect(shown(showsDay)).toEqual(['today', 'aDay', 'kid']);
  });

  it('the day a page shows is its date, or today', () => {
    const today = '2026-11-27' as CalendarDate;
    expect(routeDate(parseRoute(pages.aDay), today)).toBe('2026-11-20');
    expect(routeDate(parseRoute(pages.today), today)).toBe(today);
    expect(routeDate(parseRoute(pages.week), today)).toBe(today);
  });

  it('a kid-mode device stays on its family’s today, or its kid’s page when tied to one kid', () => {
    const family = { familyId: 'fam', kidId: null };
    expect(shown((route) => isKidModePage(route, family))).toEqual(['today', 'kid']);
    const ada = { familyId: 'fam', kidId: 'ada' };
    expect(shown((route) => isKidModePage(route, ada))).toEqual(['kid']);
    expect(isKidModePage(parseRoute('/fam/kid/ben'), ada)).toBe(false);
    expect(isKidModePage(parseRoute('/other'), family)).toBe(false);
  });
});
