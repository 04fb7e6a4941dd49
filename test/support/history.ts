/**
 * A family's history in the data layout, generated deterministically from a seed, and a loader that
 * writes it into any Store. Used to check that reading one day stays cheap after years.
 */
import dayjs from 'dayjs';
import type { Store, StoreObject, StoreValue } from '../../src/store/port';
import { createPushIdGenerator } from '../../src/store/pushId';

export interface FamilyHistoryOptions {
  familyId: string;
  /** How many kids; default 10. */
  kids?: number;
  /** How many days of lists, ending with `endDate`; default three years. */
  days?: number;
  /** The last day, `YYYY-MM-DD` (local); default `2026-11-22`. */
  endDate?: string;
  tasksPerKidPerDay?: number;
  /** Same seed (and time zone: times are local), same history; default 1. */
  seed?: number;
}

export interface FamilyHistory {
  familyId: string;
  /** `families/{familyId}` */
  familyPath: string;
  config: StoreObject;
  /** kidId → taskId → { title, order } */
  templates: StoreObject;
  /** groupId → { title, items } */
  library: StoreObject;
  /** One list per day, oldest first: `{ _seeded, kidId: { taskId: task } }`. */
  days: ReadonlyArray<{ date: string; list: StoreObject }>;
  /** Everything under `families/{familyId}` as one object. */
  family: StoreObject;
}

const KID_NAMES = ['Ada', 'Ben', 'Cleo', 'Dev', 'Ezra', 'Fern', 'Gus', 'Hana', 'Ivo', 'Juno'];
const COLORS = ['#e4572e', '#29335c', '#f3a712', '#669bbc', '#a8c686', '#9b5de5', '#f15bb5'];
const EMOJIS = ['🦊', '🐼', '🐸', '🦄', '🐙', '🦉', '🐢', '🐝', '🦁', '🐳'];
const CHORES = [
  'Brush teeth',
  'Make bed',
  'Feed the cat',
  'Read 20 minutes',
  'Homework',
  'Pack school bag',
  'Tidy toys',
  'Practise piano',
  'Water the plants',
  'Set the table',
  'Take out recycling',
  'Walk the dog',
];

/** mulberry32: a small seeded PRNG, so the same seed always gives the same family. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Dates are parsed at 01:01:01 local time so DST shifts cannot move them to another day. */
function parseDate(date: string): dayjs.Dayjs {
  return dayjs(`${date}T01:01:01`);
}

export function generateFamilyHistory(options: FamilyHistoryOptions): FamilyHistory {
  const { familyId, kids = 10, days = 3 * 365, endDate = '2026-11-22' } = options;
  const { tasksPerKidPerDay = 4, seed = 1 } = options;
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  let clock = parseDate(endDate).subtract(days, 'day').valueOf();
  const nextPushId = createPushIdGenerator(() => clock, random);

  const kidIds = Array.from({ length: kids }, (_, index) => {
    const name = KID_NAMES[index % KID_NAMES.length] as string;
    return index < KID_NAMES.length ? name.toLowerCase() : `${name.toLowerCase()}${index}`;
  });
  const byKid = <T extends StoreValue>(make: (kidId: string, index: number) => T) =>
    Object.fromEntries(kidIds.map((kidId, index) => [kidId, make(kidId, index)]));
  const config: StoreObject = {
    // An array as it is stored: children keyed by index.
    kids: Object.fromEntries(kidIds.map((kidId, index) => [String(index), kidId])),
    order: kidIds.join(','),
    name: 'The Lovelaces',
    names: byKid((kidId) => kidId.charAt(0).toUpperCase() + kidId.slice(1)),
    colors: byKid((_, index) => COLORS[index % COLORS.length] as string),
    emojis: byKid((_, index) => EMOJIS[index % EMOJIS.length] as string),
  };

  const templateTitles = new Map(
    kidIds.map((kidId) => {
      const titles = new Set<string>();
      while (titles.size < Math.min(3, tasksPerKidPerDay)) titles.add(pick(CHORES));
      return [kidId, [...titles]];
    }),
  );
  const templates = byKid((kidId) =>
    Object.fromEntries(
      (templateTitles.get(kidId) ?? []).map((title, index) => [
        nextPushId(),
        { title, order: index + 1 },
      ]),
    ),
  );

  const library: StoreObject = {
    [nextPushId()]: {
      title: 'Morning',
      items: taskMap(['Brush teeth', 'Get dressed', 'Breakfast']),
    },
    [nextPushId()]: { title: 'Bedtime', items: taskMap(['Bath', 'Pyjamas', 'Story']) },
    [nextPushId()]: { title: 'Holidays (to fill in)', items: 0 },
  };
  function taskMap(titles: string[]): StoreObject {
    return Object.fromEntries(
      titles.map((title, index) => [nextPushId(), { title, completed: false, order: index + 1 }]),
    );
  }

  const history: Array<{ date: string; list: StoreObject }> = [];
  for (let offset = days - 1; offset >= 0; offset--) {
    const day = parseDate(endDate).subtract(offset, 'day');
    const morning = day.hour(6).minute(0).second(0).millisecond(0);
    clock = morning.valueOf();
    const list: StoreObject = { _seeded: morning.unix() };
    const doneChance = offset === 0 ? 0.4 : 0.85;
    for (const kidId of kidIds) {
      const titles = templateTitles.get(kidId) ?? [];
      const tasks: StoreObject = {};
      for (let index = 0; index < tasksPerKidPerDay; index++) {
        clock += Math.floor(random() * 3); // several tasks can share a millisecond
        const doneAt = morning.add(1 + Math.floor(random() * 14 * 3600), 'second').unix();
        tasks[nextPushId()] = {
          title: titles[index] ?? pick(CHORES),
          completed: random() < doneChance ? doneAt : false,
          order: index + 1,
        };
      }
      list[kidId] = tasks;
    }
    history.push({ date: day.format('YYYY-MM-DD'), list });
  }

  const lists: StoreObject = { library, templates };
  for (const { date, list } of history) lists[date] = list;
  return {
    familyId,
    familyPath: `families/${familyId}`,
    config,
    templates,
    library,
    days: history,
    family: { config, lists },
  };
}

/** How many leaf values (text, numbers, true/false) a value holds: one stored record each. */
export function countLeaves(value: StoreValue | null): number {
  if (value === null) return 0;
  if (typeof value !== 'object') return 1;
  let count = 0;
  for (const child of Object.values(value)) count += countLeaves(child);
  return count;
}

/**
 * Writes a history into a store: the config, templates and library in one update, then one
 * update per month of lists, so three years take a few dozen writes.
 */
export async function loadFamilyHistory(store: Store, history: FamilyHistory): Promise<number> {
  await store.update(history.familyPath, {
    config: history.config,
    'lists/library': history.library,
    'lists/templates': history.templates,
  });
  let writes = 1;
  const months = new Map<string, Record<string, StoreObject>>();
  for (const { date, list } of history.days) {
    const month = date.slice(0, 7);
    const lists = months.get(month) ?? {};
    lists[date] = list;
    months.set(month, lists);
  }
  for (const lists of months.values()) {
    await store.update(`${history.familyPath}/lists`, lists);
    writes++;
  }
  return writes;
}
