/**
 * The families the benchmark opens, generated with the tests' seeded history, and turned into
 * the embedded store's records (one per leaf, keyed by its path keys; src/store/indexedDb/records.ts).
 */
import dayjs from 'dayjs';
import type { StoreObject, StoreValue } from '../../src/store/port';
import { generateFamilyHistory, type FamilyHistory } from '../../test/support/history';

export interface LeafRecord {
  path: string[];
  value: string | number | boolean;
}

export interface SeededFamily {
  familyId: string;
  kids: number;
  /** Tasks per kid on each stored day. */
  tasksPerKid: number;
  /** The stored days, oldest first. */
  dates: string[];
  records: LeafRecord[];
}

/** Today as the app reads it: the local calendar date. */
export const localToday = () => dayjs().format('YYYY-MM-DD');

/**
 * One record per leaf. (Not `flatten` from src/store/tree: it spreads each child's leaves into
 * `push`, which overflows the call stack past about 100,000 leaves.)
 */
function leaves(value: StoreValue, path: string[], into: LeafRecord[]): void {
  if (typeof value !== 'object') {
    into.push({ path, value });
    return;
  }
  for (const [key, child] of Object.entries(value)) leaves(child, [...path, key], into);
}

function toSeeded(
  familyId: string,
  family: StoreObject,
  kids: number,
  dates: string[],
  tasksPerKid: number,
): SeededFamily {
  const records: LeafRecord[] = [];
  leaves(family, ['families', familyId], records);
  return { familyId, kids, tasksPerKid, dates, records };
}

function generate(options: { kids: number; days: number; tasksPerKid: number }) {
  return generateFamilyHistory({
    familyId: 'bench',
    kids: options.kids,
    days: options.days,
    tasksPerKidPerDay: options.tasksPerKid,
    endDate: localToday(),
  });
}

export function generateFamily(options: {
  familyId: string;
  kids: number;
  days: number;
  tasksPerKid: number;
}): SeededFamily {
  const history = generate(options);
  const dates = history.days.map((day) => day.date);
  return toSeeded(options.familyId, history.family, options.kids, dates, options.tasksPerKid);
}

/**
 * The same family twice: with every generated day, and with only its last `keptDays` days. The
 * days both keep are identical, so any difference in opening them comes from the history alone.
 */
export function generateFamilyPair(options: {
  familyIds: [full: string, recent: string];
  kids: number;
  days: number;
  keptDays: number;
  tasksPerKid: number;
}): { full: SeededFamily; recent: SeededFamily } {
  const history: FamilyHistory = generate(options);
  const kept = history.days.slice(-options.keptDays);
  const lists: StoreObject = { library: history.library, templates: history.templates };
  for (const { date, list } of kept) lists[date] = list;
  const { kids, tasksPerKid } = options;
  return {
    full: toSeeded(
      options.familyIds[0],
      history.family,
      kids,
      history.days.map((day) => day.date),
      tasksPerKid,
    ),
    recent: toSeeded(
      options.familyIds[1],
      { config: history.config, lists },
      kids,
      kept.map((day) => day.date),
      tasksPerKid,
    ),
  };
}
