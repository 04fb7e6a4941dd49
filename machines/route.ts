/**
 * Addresses, parsed once at the edge: `/`, `/{family}`, `/{family}/{YYYY-MM-DD}`,
 * `/{family}/{templates|library|settings|rewards}`, the week, `/{family}/week[/{YYYY-MM-DD}]`, one kid's today, `/{family}/kid/{kidId}`, and an invite
 * link, `/{family}/join/{code}`.
 * Anything else is a clear problem, never a guess.
 */
import { calendarDateProblem, parseCalendarDate, type CalendarDate } from './calendar';
import type { KidLock } from './kidMode/types';

export type FamilyView = 'templates' | 'library' | 'settings' | 'rewards';

export type Route =
  | { kind: 'home' }
  | { kind: 'day'; familyId: string; date: CalendarDate | null }
  | { kind: 'view'; familyId: string; view: FamilyView }
  | { kind: 'join'; familyId: string; code: string }
  /** The week holding `date` (this week when `null`), kids down the side and days across. */
  | { kind: 'week'; familyId: string; date: CalendarDate | null }
  /** One kid's today as one large column, for a kid's own device. */
  | { kind: 'kid'; familyId: string; kidId: string }
  | { kind: 'invalid'; familyId: string | null; problem: string };

const VIEWS: readonly FamilyView[] = ['templates', 'library', 'settings', 'rewards'];
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[.#$/[\]\u0000-\u001F\u007F]/;
const MAX_FAMILY_ID_LENGTH = 256;

/** Why a family id cannot be used, or `null` when it can. */
export function familyIdProblem(id: string): string | null {
  if (id.trim() === '') return 'The family link is missing its family.';
  const bad = FORBIDDEN.exec(id);
  if (bad) {
    const shown =
      bad[0] < ' ' || bad[0] === '\u007F' ? 'an invisible control character' : `"${bad[0]}"`;
    return `"${id}" is not a family link: family names in links cannot contain ${shown}.`;
  }
  if (id.length > MAX_FAMILY_ID_LENGTH) return 'That family link is too long to be real.';
  return null;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** `hash` counts because a `#` typed into a family id ends up there. */
export function parseRoute(pathname: string, hash = ''): Route {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return { kind: 'home' };
  const [rawFamily = '', second, ...rest] = segments;
  const familyId = decode(rawFamily);
  if (familyId === null) {
    return { kind: 'invalid', familyId: null, problem: 'That address is garbled.' };
  }
  const idProblem = familyIdProblem(hash && segments.length === 1 ? familyId + hash : familyId);
  if (idProblem) return { kind: 'invalid', familyId: null, problem: idProblem };
  if (second === 'join' && rest.length === 1) return joinRoute(familyId, rest[0] ?? '');
  if (second === 'kid' && rest.length === 1) return kidRoute(familyId, rest[0] ?? '');
  if (second === 'week' && rest.length <= 1) return weekRoute(familyId, rest[0]);
  if (rest.length > 0) {
    return { kind: 'invalid', familyId, problem: `There is no page at "${pathname}".` };
  }
  if (second === undefined) return { kind: 'day', familyId, date: null };
  const view = VIEWS.find((name) => name === second);
  if (view) return { kind: 'view', familyId, view };
  const date = parseCalendarDate(decode(second) ?? '');
  if (date) return { kind: 'day', familyId, date };
  return /^\d{4}-\d{1,2}-\d{1,2}$/.test(second)
    ? { kind: 'invalid', familyId, problem: calendarDateProblem(second) ?? '' }
    : {
        kind: 'invalid',
        familyId,
        problem: `There is no page called "${decode(second) ?? second}".`,
      };
}

/** The week at a glance: this week, or the one holding a date. */
function weekRoute(familyId: string, rawDate: string | undefined): Route {
  if (rawDate === undefined) return { kind: 'week', familyId, date: null };
  const date = parseCalendarDate(decode(rawDate) ?? '');
  return date
    ? { kind: 'week', familyId, date }
    : {
        kind: 'invalid',
        familyId,
        problem: calendarDateProblem(decode(rawDate) ?? rawDate) ?? '',
      };
}

/** One kid's view: the kid id is a database key, like a family id. */
function kidRoute(familyId: string, rawKidId: string): Route {
  const kidId = decode(rawKidId);
  if (kidId === null || kidId.trim() === '' || FORBIDDEN.test(kidId) || kidId.length > 128) {
    return { kind: 'invalid', familyId, problem: 'That link to a kid’s page is garbled.' };
  }
  return { kind: 'kid', familyId, kidId };
}

/** The address of a family's day, or of one kid's today. */
export function kidPath(familyId: string, kidId: string | null): string {
  return kidId === null ? `/${familyId}` : `/${familyId}/kid/${encodeURIComponent(kidId)}`;
}

/** An invite link: its code is a database key, so it follows the same rules as a family id. */
function joinRoute(familyId: string, rawCode: string): Route {
  const code = decode(rawCode);
  if (code === null || code.trim() === '' || FORBIDDEN.test(code) || code.length > 128) {
    return { kind: 'invalid', familyId, problem: 'That invite link is garbled.' };
  }
  return { kind: 'join', familyId, code };
}

/** A page of an open family: a day, the week, one kid's today, or one of the family's views. */
export function isFamilyPage(route: Route): route is Extract<Route, { familyId: string }> & {
  kind: 'day' | 'view' | 'kid' | 'week';
} {
  return (
    route.kind === 'day' || route.kind === 'view' || route.kind === 'kid' || route.kind === 'week'
  );
}

/** The page shows today, whatever today is: a family's address without a date, or one kid's today. */
export function showsToday(route: Route): route is Extract<Route, { kind: 'day' | 'kid' }> {
  return (route.kind === 'day' && route.date === null) || route.kind === 'kid';
}

/** The page shows a day's columns (so the day's list is read): a day, or one kid's today. */
export function showsDay(route: Route): boolean {
  return route.kind === 'day' || route.kind === 'kid';
}

/**
 * Where a device in kid mode may be: today, or one kid's today, of its own family; tied to one
 * kid, only that kid's today.
 */
export function isKidModePage(route: Route, lock: KidLock): boolean {
  if (route.kind !== 'day' && route.kind !== 'kid') return false;
  if (route.familyId !== lock.familyId) return false;
  if (route.kind === 'kid') return lock.kidId === null || route.kidId === lock.kidId;
  return lock.kidId === null && route.date === null;
}

/** The day a route shows: its date, or today. */
export function routeDate(route: Route, today: CalendarDate): CalendarDate {
  return route.kind === 'day' && route.date ? route.date : today;
}
