/**
 * The families the benchmark opens, generated with the tests' seeded history, and turned into
 * the embedded store's records (one per leaf, keyed by its path keys; src/store/indexedDb/records.ts).
 */
import dayjs from 'dayjs';
import type { StoreObject, StoreValue } from '../../src/store/port';
import { createPushIdGenerator } from '../../src/store/pushId';
import {
  generateFamilyHistory,
  seededRandom,
  type FamilyHistory,
} from '../../test/support/history';

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
  /** With rewards: the catalogue's size and how many ledger entries all kids hold. */
  rewards?: { catalogue: number; entries: number };
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
  const { rewards } = family;
  if (typeof rewards !== 'object') return { familyId, kids, tasksPerKid, dates, records };
  const catalogue = Object.keys(rewards.catalogue as StoreObject).length;
  const entries = Object.values(rewards.ledger as StoreObject).reduce<number>(
    (sum, ledger) => sum + Object.keys(ledger as StoreObject).length,
    0,
  );
  return { familyId, kids, tasksPerKid, dates, records, rewards: { catalogue, entries } };
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

/** A family's rewards as stored (docs/design.md "Rewards"), all of it and its kept days' part. */
interface RewardsHistory {
  full: StoreObject;
  recent: StoreObject;
}

/** The catalogue: rewards for every kid, some waiting for a grown-up's yes, some not. */
const REWARDS = [
  { title: 'Sticker', picture: '⭐', cost: 2, needsYes: false },
  { title: 'Ice cream', picture: '🍦', cost: 5, needsYes: true },
  { title: 'Half an hour of screen time', picture: '📺', cost: 8, needsYes: false },
  { title: 'Pick the film on Friday', picture: '🎬', cost: 15, needsYes: true },
  { title: 'Trip to the climbing wall', picture: '🧗', cost: 40, needsYes: true },
] as const;

/** A kid's stars earned on a day: one per ticked task (machines/domain/stars.ts). */
function starsOf(list: StoreObject, kidId: string): number {
  const tasks = list[kidId];
  if (typeof tasks !== 'object') return 0;
  return Object.values(tasks).filter(
    (task) => typeof task === 'object' && typeof task.completed === 'number',
  ).length;
}

/**
 * Rewards over the family's whole history, as a family using them would have made them: the
 * catalogue, and in each kid's ledger an ask about every third day (of a reward that fits the
 * stars they have), mostly granted and then given, sometimes turned down or cancelled, rewards
 * that need no yes granted at once, a bonus each month, and yesterday an ask still waiting.
 * Nothing is made today (it may not have happened yet). Settled weeks are not made: the app
 * writes them. Each ask and its answers are made on one day, and an ask made in the last
 * `keptDays` days fits the stars earned in those days alone, so the entries of those days are the
 * same whole story with only those days kept.
 */
function generateRewards(history: FamilyHistory, keptDays: number): RewardsHistory {
  const random = seededRandom(2);
  const at = (date: string, time: string) => dayjs(`${date}T${time}`);
  const firstDay = history.days[0]?.date ?? localToday();
  const madeAt = at(firstDay, '05:00:00');
  const nextRewardId = createPushIdGenerator(() => madeAt.valueOf(), random);
  const catalogue: StoreObject = {};
  const rewards = REWARDS.map((reward) => {
    const id = nextRewardId();
    catalogue[id] = { ...reward, made: madeAt.unix() };
    return { id, ...reward };
  });

  const kidIds = Object.values(history.config.kids as StoreObject) as string[];
  const full: StoreObject = {};
  const recent: StoreObject = {};
  const lastIndex = history.days.length - 1;
  const firstKept = history.days.length - keptDays;
  kidIds.forEach((kidId, kidIndex) => {
    let clock = 0;
    const nextEntryId = createPushIdGenerator(() => clock, random);
    const ledger: StoreObject = {};
    const kept: StoreObject = {};
    // The stars left to spend over all days, and over the kept days alone.
    let balance = 0;
    let keptBalance = 0;
    /** About every third day an ask, and its answers; yesterday's waits for a grown-up. */
    const ask = (
      yesterday: boolean,
      isKept: boolean,
      entry: (time: string, value: StoreObject) => string,
      spend: (stars: number) => void,
    ) => {
      if (!yesterday && random() >= 0.3) return;
      const fitting = rewards.filter(
        (reward) =>
          reward.cost <= (isKept ? keptBalance : balance) && (!yesterday || reward.needsYes),
      );
      const reward = fitting[Math.floor(random() * fitting.length)];
      if (reward === undefined) return;
      const request = entry('17:00:00', {
        type: 'request',
        by: 'kid',
        reward: reward.id,
        title: reward.title,
        cost: reward.cost,
        needsYes: reward.needsYes,
      });
      spend(reward.cost);
      if (yesterday) return;
      const answer = (time: string, type: string, extra: StoreObject = {}) =>
        entry(time, { type, by: type === 'cancel' ? 'kid' : 'grown-up', request, ...extra });
      const outcome = random();
      if (reward.needsYes && outcome >= 0.9) {
        answer('17:10:00', 'cancel');
        spend(-reward.cost);
      } else if (reward.needsYes && outcome >= 0.8) {
        answer('17:30:00', 'decline', { reason: 'Not this week' });
        spend(-reward.cost);
      } else {
        if (reward.needsYes) answer('17:30:00', 'grant');
        if (outcome < 0.7) answer('19:00:00', 'given');
      }
    };
    history.days.forEach(({ date, list }, dayIndex) => {
      const isKept = dayIndex >= firstKept;
      const earned = starsOf(list, kidId);
      balance += earned;
      if (isKept) keptBalance += earned;
      if (dayIndex === lastIndex) return;
      const entry = (time: string, value: StoreObject) => {
        const when = at(date, time).add(kidIndex, 'minute');
        clock = when.valueOf();
        const id = nextEntryId();
        ledger[id] = { ...value, at: when.unix() };
        if (isKept) kept[id] = ledger[id];
        return id;
      };
      const spend = (stars: number) => {
        balance -= stars;
        if (isKept) keptBalance -= stars;
      };
      ask(dayIndex === lastIndex - 1, isKept, entry, spend);
      if ((dayIndex + kidIndex * 3) % 30 === 0 || dayIndex === lastIndex - 2) {
        entry('20:00:00', { type: 'bonus', by: 'grown-up', stars: 3, reason: 'Helped tidy up' });
        spend(-3);
      }
    });
    full[kidId] = ledger;
    recent[kidId] = kept;
  });
  return {
    full: { catalogue, ledger: full },
    recent: { catalogue, ledger: recent },
  };
}

/**
 * The same family twice: with every generated day, and with only its last `keptDays` days. The
 * days both keep are identical, so any difference in opening them comes from the history alone.
 * With `rewards`, both hold the same catalogue, and each kid's ledger over their days
 * (`generateRewards`).
 */
export function generateFamilyPair(options: {
  familyIds: [full: string, recent: string];
  kids: number;
  days: number;
  keptDays: number;
  tasksPerKid: number;
  rewards?: boolean;
}): { full: SeededFamily; recent: SeededFamily } {
  const history: FamilyHistory = generate(options);
  const kept = history.days.slice(-options.keptDays);
  const lists: StoreObject = { library: history.library, templates: history.templates };
  for (const { date, list } of kept) lists[date] = list;
  const { kids, tasksPerKid } = options;
  const rewards = options.rewards ? generateRewards(history, options.keptDays) : null;
  return {
    full: toSeeded(
      options.familyIds[0],
      rewards ? { ...history.family, rewards: rewards.full } : history.family,
      kids,
      history.days.map((day) => day.date),
      tasksPerKid,
    ),
    recent: toSeeded(
      options.familyIds[1],
      { config: history.config, lists, ...(rewards && { rewards: rewards.recent }) },
      kids,
      kept.map((day) => day.date),
      tasksPerKid,
    ),
  };
}
