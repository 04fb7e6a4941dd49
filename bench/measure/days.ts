/**
 * Opening a day and switching days, for the same family with three years of history and with
 * only the days the benchmark visits: the embedded store must read one day, not the years.
 */
import type { Page } from 'playwright-core';
import {
  allRowsShown,
  atRest,
  launchProfile,
  readMilestones,
  seedFamily,
  throttlePage,
  watchDaySwitch,
  watched,
  type Milestone,
} from '../lib/browser';
import type { SeededFamily } from '../lib/families';

export interface DaySamples {
  /** Navigation start → every row of today in the DOM (warm cache, as on a second visit). */
  open: number[];
  /** Click on "Previous day" or "Next day" → every row of the new day in the DOM. */
  switchDay: number[];
}

interface OpenedFamily {
  family: SeededFamily;
  close: () => Promise<void>;
  page: Page;
  milestones: Milestone[];
  samples: DaySamples;
}

/** Each family on a browser profile of its own, on disk, as on a family's device. */
async function prepare(
  origin: string,
  family: SeededFamily,
  cpuRate: number,
): Promise<OpenedFamily> {
  const milestones: Milestone[] = [allRowsShown(family.tasksPerKid)];
  const { context, close } = await launchProfile(milestones);
  const page = await seedFamily(context, origin, family);
  await throttlePage(page, cpuRate);
  const samples: DaySamples = { open: [], switchDay: [] };
  return { family, close, page, milestones, samples };
}

async function switchDay(opened: OpenedFamily, button: string): Promise<number> {
  const { family, page } = opened;
  const { tasksPerKid } = family;
  const { x, y } = await watchDaySwitch(page, { button, tasksPerKid });
  await page.mouse.click(x, y);
  const seen = await watched(page);
  if (seen.clickedAt === null) throw new Error(`The click did not reach "${button}".`);
  return seen.shownAt - seen.clickedAt;
}

/** One round: open today, go back a day, come back to today. */
async function round(opened: OpenedFamily, origin: string, keep: boolean) {
  const { page, family, milestones, samples } = opened;
  await page.goto(`${origin}/${family.familyId}`);
  const { allRows } = await readMilestones(page, milestones);
  const back = await switchDay(opened, 'Previous day');
  const forward = await switchDay(opened, 'Next day');
  await atRest(page);
  if (!keep) return;
  samples.open.push(allRows as number);
  samples.switchDay.push(back, forward);
}

/** The two families' pages, each opened on a browser profile of its own, and their rounds. */
export interface DayRounds {
  /** One round of each family, alternating (a busy moment of the machine touches both alike). */
  round: (keep: boolean) => Promise<void>;
  samples: () => { full: DaySamples; recent: DaySamples };
  close: () => Promise<void>;
}

export async function openDays(options: {
  origin: string;
  full: SeededFamily;
  recent: SeededFamily;
  /** CPU throttling (1: none). */
  cpuRate: number;
}): Promise<DayRounds> {
  const full = await prepare(options.origin, options.full, options.cpuRate);
  const recent = await prepare(options.origin, options.recent, options.cpuRate);
  return {
    async round(keep) {
      await round(full, options.origin, keep);
      await round(recent, options.origin, keep);
    },
    samples: () => ({ full: full.samples, recent: recent.samples }),
    async close() {
      await full.close();
      await recent.close();
    },
  };
}
