/**
 * Opening the Week view, for the same family with three years of history and with only its last
 * week: the range listeners must read the week and the streaks' 60 days, not the years.
 */
import {
  atRest,
  launchProfile,
  readMilestones,
  seedFamily,
  throttlePage,
  type Milestone,
} from '../lib/browser';
import type { SeededFamily } from '../lib/families';

async function openWeeks(
  origin: string,
  family: SeededFamily,
  cpuRate: number,
): Promise<{ open: () => Promise<number>; close: () => Promise<void> }> {
  // Every ring of every kid, and every streak heard: the whole view.
  const milestones: Milestone[] = [
    { name: 'rings', selector: 'a.week-table__day', count: family.kids * 7 },
  ];
  const { context, close } = await launchProfile(milestones);
  const page = await seedFamily(context, origin, family);
  await throttlePage(page, cpuRate);
  return {
    close,
    async open() {
      await page.goto(`${origin}/${family.familyId}/week`);
      const { rings } = await readMilestones(page, milestones);
      // What the view does once drawn (the streaks, the stars to spend) is over before the other
      // family's page opens, as the days' rounds are by their day switches.
      await atRest(page);
      return rings as number;
    },
  };
}

/** The two families' Week views, each on a browser profile of its own, and their rounds. */
export interface WeekRounds {
  /** One open of each family's Week view, alternating. */
  round: (keep: boolean) => Promise<void>;
  /** Navigation start → every ring of the week in the DOM (warm cache, as on a second visit). */
  samples: () => { full: number[]; recent: number[] };
  close: () => Promise<void>;
}

export async function openWeek(options: {
  origin: string;
  full: SeededFamily;
  recent: SeededFamily;
  /** CPU throttling (1: none). */
  cpuRate: number;
}): Promise<WeekRounds> {
  const full = await openWeeks(options.origin, options.full, options.cpuRate);
  const recent = await openWeeks(options.origin, options.recent, options.cpuRate);
  const samples = { full: [] as number[], recent: [] as number[] };
  return {
    async round(keep) {
      const [a, b] = [await full.open(), await recent.open()];
      if (!keep) return;
      samples.full.push(a);
      samples.recent.push(b);
    },
    samples: () => samples,
    async close() {
      await full.close();
      await recent.close();
    },
  };
}
