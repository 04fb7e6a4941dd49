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

/** Navigation start → every ring of the week in the DOM (warm cache, as on a second visit). */
export async function measureWeek(options: {
  origin: string;
  full: SeededFamily;
  recent: SeededFamily;
  samples: number;
  warmUp: number;
  /** CPU throttling (1: none). */
  cpuRate: number;
}): Promise<{ full: number[]; recent: number[] }> {
  const full = await openWeeks(options.origin, options.full, options.cpuRate);
  const recent = await openWeeks(options.origin, options.recent, options.cpuRate);
  const samples = { full: [] as number[], recent: [] as number[] };
  // Alternating the two families lets a busy moment of the machine touch both alike.
  for (let index = 0; index < options.warmUp + options.samples; index++) {
    const [a, b] = [await full.open(), await recent.open()];
    if (index < options.warmUp) continue;
    samples.full.push(a);
    samples.recent.push(b);
  }
  await full.close();
  await recent.close();
  return samples;
}
