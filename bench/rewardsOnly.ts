/**
 * `npx tsx bench/rewardsOnly.ts [--cpu 4] [--rounds 9]`: only the Rewards page's rows of
 * `npm run bench` (bench/measure/rewards.ts), for working on them: builds the production app,
 * opens the page for 10 kids with three years of history and with one week, and prints the
 * medians and their ratios. Writes nothing.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newPushId } from '../src/store/pushId';
import { buildApp } from './lib/build';
import { generateFamilyPair } from './lib/families';
import { removeBuilds } from './lib/output';
import { describeMachine, endLoad } from './lib/report';
import { serveStatic } from './lib/server';
import { numberOption, sayChromium } from './lib/singleRun';
import { summarize } from './lib/stats';
import { measureRewards } from './measure/rewards';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cpuRate = numberOption('--cpu', 1);
const rounds = numberOption('--rounds', 9);

async function main() {
  sayChromium();
  const machine = describeMachine('');
  const appDir = join(projectRoot, 'bench', '.out', 'app-rewards');
  await mkdir(appDir, { recursive: true });
  await buildApp(projectRoot, appDir);
  const server = await serveStatic(appDir);
  try {
    const { full, recent } = generateFamilyPair({
      familyIds: [newPushId(), newPushId()],
      kids: 10,
      days: 3 * 365,
      keptDays: 7,
      tasksPerKid: 4,
      rewards: true,
    });
    console.log(
      `3 years: ${JSON.stringify(full.rewards)}; 1 week: ${JSON.stringify(recent.rewards)}`,
    );
    const samples = await measureRewards({
      origin: server.origin,
      full,
      recent,
      samples: rounds,
      warmUp: 2,
      cpuRate,
    });
    const row = (name: string, values: number[]) => {
      const { median, p95, samples: count } = summarize(values);
      console.log(`${name}: median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (${count})`);
      return median;
    };
    const at = cpuRate === 1 ? '' : ` (CPU ${cpuRate}× slower)`;
    const week = row(`Open, 1 week stored${at}`, samples.recent.repeat);
    const years = row(`Open, 3 years stored${at}`, samples.full.repeat);
    console.log(`Ratio, 3 years ÷ 1 week: ${(years / week).toFixed(2)}×`);
    const firstWeek = row(`First open, nothing settled, 1 week${at}`, samples.recent.first);
    const firstYears = row(`First open, nothing settled, 3 years${at}`, samples.full.first);
    console.log(`First-open ratio: ${(firstYears / firstWeek).toFixed(2)}×`);
    console.log(
      `Refused first opens: ${samples.full.refused} (3 years), ${samples.recent.refused} (1 week)`,
    );
    const end = endLoad(machine);
    console.log(
      `${machine.cpu}, ${machine.cores} cores, emoji font ${machine.emojiFont ?? 'none'}; load average ${machine.loadAverage.start.toFixed(2)} → ${end.loadAverage.end?.toFixed(2)}`,
    );
  } finally {
    await server.close();
    await removeBuilds([appDir]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
