/**
 * Opening the grown-ups' Rewards page, for the same family with three years of days and rewards
 * and with only its last week: each kid's stars to spend come from the ledgers, the settled weeks
 * and the days not settled yet (docs/design.md "Rewards"), so years of history should cost weeks
 * of counts, not years of tasks.
 *
 * The app settles each week that is over the first time it reads its days, and holds all but the
 * last few in each kid's settled total, so the first open differs from every later one: each
 * round opens the page with no week settled (the settled weeks and totals removed), waits until
 * the app has written them, and opens it again.
 */
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { OBJECT_STORE, SCHEMA_VERSION } from '../../src/store/indexedDb/records';
import { atRest, launchProfile, seedFamily, throttlePage, type Milestone } from '../lib/browser';
import { localToday, type SeededFamily } from '../lib/families';
import { BLANK_PATH } from '../lib/server';

export interface RewardsSamples {
  /** Navigation start → every kid's stars to spend shown, with no week settled yet. */
  first: number[];
  /**
   * Opens with no week settled that showed "This browser can't keep your family's lists"
   * instead: the app's storage check (5 s) ran out while the page read its history.
   */
  refused: number;
  /** The same once the weeks that are over are settled: every later open. */
  repeat: number[];
}

/** The embedded store's database (src/store/indexedDb/records.ts). */
const DATABASE_NAME = 'kids-todo';

/** The Monday of the ISO week holding `date` (`YYYY-MM-DD`), at noon so no clock change moves it. */
const mondayOf = (date: string) => {
  const noon = dayjs(`${date}T12:00:00`);
  return noon.subtract((noon.day() + 6) % 7, 'day');
};

/**
 * How many settled weeks the app writes for a family with nothing settled: each kid's weeks that
 * are over, from the week of the family's first stored day to last week.
 */
function weeksToSettle(family: SeededFamily): number {
  const first = family.dates[0];
  if (first === undefined) return 0;
  const weeks = Math.round(mondayOf(localToday()).diff(mondayOf(first), 'day') / 7);
  return family.kids * weeks;
}

/**
 * In the page: removes the family's settled weeks and totals (`remove`), or counts the weeks.
 * Returns how many there are once at least `atLeast`, and `null` before: something to wait for.
 */
function settledRecords(args: {
  databaseName: string;
  objectStore: string;
  version: number;
  keys: string[];
  /** Removed with them: the settled totals, which hold weeks removed. */
  totalKeys: string[];
  remove: boolean;
  atLeast: number;
}): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(args.databaseName, args.version);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const range = IDBKeyRange.bound([...args.keys], [...args.keys, []]);
      const transaction = db.transaction(args.objectStore, args.remove ? 'readwrite' : 'readonly');
      const store = transaction.objectStore(args.objectStore);
      let count = 0;
      if (args.remove) {
        store.delete(range);
        store.delete(IDBKeyRange.bound([...args.totalKeys], [...args.totalKeys, []]));
      } else
        store.count(range).onsuccess = (event) => (count = (event.target as IDBRequest).result);
      transaction.oncomplete = () => {
        db.close();
        resolve(count >= args.atLeast ? count : null);
      };
      transaction.onerror = () => reject(transaction.error);
    };
  });
}

const settledArgs = (family: SeededFamily, remove: boolean, atLeast: number) => ({
  databaseName: DATABASE_NAME,
  objectStore: OBJECT_STORE,
  version: SCHEMA_VERSION,
  keys: ['families', family.familyId, 'rewards', 'settled'],
  totalKeys: ['families', family.familyId, 'rewards', 'settledTotal'],
  remove,
  atLeast,
});

interface OpenedFamily {
  family: SeededFamily;
  page: Page;
  weeks: number;
  close: () => Promise<void>;
}

/** Each family on a browser profile of its own, on disk, as on a family's device. */
async function prepare(
  origin: string,
  family: SeededFamily,
  cpuRate: number,
): Promise<OpenedFamily> {
  // What a grown-up opens the page for: every kid's stars to spend ("12 stars to spend").
  const milestones: Milestone[] = [
    { name: 'spendable', selector: '.stars-card__balance', count: family.kids },
  ];
  const { context, close } = await launchProfile(milestones);
  const page = await seedFamily(context, origin, family);
  await throttlePage(page, cpuRate);
  return { family, page, weeks: weeksToSettle(family), close };
}

/** The screen that replaces the app when its storage check fails (src/views/StartupProblem.tsx). */
const STARTUP_PROBLEM = '[role="alert"] .card__title';

/** A first open of years of days can take long on a slow CPU: longer than `readMilestones` waits. */
const OPEN_TIMEOUT_MS = 120_000;

/**
 * Navigation start → every kid's stars to spend; `null` when the app said instead that the
 * browser cannot keep the lists (its storage check timed out behind the page's own reads).
 */
async function open(opened: OpenedFamily, origin: string): Promise<number | null> {
  const { page, family } = opened;
  await page.goto(`${origin}/${family.familyId}/rewards`);
  const seen = await page.waitForFunction(
    (problem) => {
      const found = (window as Window & { __benchMilestones?: Record<string, number> })
        .__benchMilestones;
      if (found?.spendable !== undefined) return { spendable: found.spendable };
      return document.querySelector(problem) ? { spendable: null } : false;
    },
    STARTUP_PROBLEM,
    { timeout: OPEN_TIMEOUT_MS, polling: 50 },
  );
  const { spendable } = (await seen.jsonValue()) as { spendable: number | null };
  return spendable;
}

/** Until the app has written every week that is over (settling is one update: all or none). */
function settledAll(page: Page, family: SeededFamily, weeks: number) {
  return page.waitForFunction(settledRecords, settledArgs(family, false, weeks), {
    timeout: 60_000,
    polling: 50,
  });
}

/**
 * One round: the page with nothing settled, then again once the app has settled the weeks. A
 * first open the app refused is counted, and the page opened again until its weeks are settled.
 */
async function round(opened: OpenedFamily, origin: string): Promise<Round> {
  const { page, family, weeks } = opened;
  // Off the app first, so nothing of it is listening or writing while its weeks are removed.
  await page.goto(origin + BLANK_PATH);
  await page.evaluate(settledRecords, settledArgs(family, true, 0));
  const first = await open(opened, origin);
  let refused = first === null ? 1 : 0;
  for (let attempt = 0; attempt < 3 && refused > attempt; attempt++) {
    if ((await open(opened, origin)) === null) refused++;
  }
  if (refused > 3) throw new Error(`${family.familyId}: the app refused to start four times.`);
  if (weeks > 0) await settledAll(page, family, weeks);
  const counted = await page.evaluate(settledRecords, settledArgs(family, false, 0));
  if (counted !== weeks) {
    throw new Error(`Expected ${weeks} settled weeks of ${family.familyId}, found ${counted}.`);
  }
  // Every later open: once the first open's settling is over, and over itself before the other
  // family's round, as the days' and the week's opens are (`atRest`).
  await atRest(page);
  const repeat = await open(opened, origin);
  await atRest(page);
  if (repeat === null) throw new Error(`${family.familyId}: the app refused a repeat open.`);
  return { first, refused, repeat };
}

interface Round {
  first: number | null;
  /** Opens with nothing settled that the app refused. */
  refused: number;
  repeat: number;
}

export async function measureRewards(options: {
  origin: string;
  full: SeededFamily;
  recent: SeededFamily;
  samples: number;
  warmUp: number;
  /** CPU throttling (1: none). */
  cpuRate: number;
}): Promise<{ full: RewardsSamples; recent: RewardsSamples }> {
  const full = await prepare(options.origin, options.full, options.cpuRate);
  const recent = await prepare(options.origin, options.recent, options.cpuRate);
  const samples = {
    full: { first: [], refused: 0, repeat: [] } as RewardsSamples,
    recent: { first: [], refused: 0, repeat: [] } as RewardsSamples,
  };
  // Alternating the two families lets a busy moment of the machine touch both alike.
  for (let index = 0; index < options.warmUp + options.samples; index++) {
    const [a, b] = [await round(full, options.origin), await round(recent, options.origin)];
    if (index < options.warmUp) continue;
    for (const [kept, seen] of [
      [samples.full, a],
      [samples.recent, b],
    ] as const) {
      if (seen.first !== null) kept.first.push(seen.first);
      kept.refused += seen.refused;
      kept.repeat.push(seen.repeat);
    }
  }
  await full.close();
  await recent.close();
  return samples;
}
