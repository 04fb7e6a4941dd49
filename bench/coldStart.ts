/**
 * `npx tsx bench/coldStart.ts [-- --cpu 4]`: where a cold start's time goes. Builds the app,
 * opens the 4 kids × 25 tasks family in fresh browser contexts and prints, as medians over 15
 * starts, when each step of the way was reached: the HTML, the early open of the database, the
 * script running, the family's listeners starting, its config and today's list arriving, and
 * the first column in the page. A diagnosis beside `npm run bench`, not its figures.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newPushId } from '../src/store/pushId';
import {
  launchChromium,
  newContext,
  readMilestones,
  seedFamily,
  throttlePage,
  type Milestone,
} from './lib/browser';
import { buildApp } from './lib/build';
import { generateFamily } from './lib/families';
import { removeBuilds } from './lib/output';
import { serveStatic } from './lib/server';
import { summarize } from './lib/stats';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(projectRoot, 'bench', '.out', 'app-cold-start');
const cpuIndex = process.argv.indexOf('--cpu');
const cpuRate = cpuIndex > 0 ? Number(process.argv[cpuIndex + 1] ?? 1) : 1;
const SAMPLES = 15;
const WARM_UP = 2;

/** Each step, in ms from navigation start, as the page saw it. */
function readTimeline(): Record<string, number> {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const steps: Record<string, number> = {
    'HTML received': navigation.responseEnd,
    'HTML parsed (scripts start loading)': navigation.domInteractive,
  };
  const names: Record<string, string> = {
    'kids-todo:database-open': 'database open (started by the page, index.html)',
    'kids-todo:script': 'app script running (every module evaluated)',
    'kids-todo:listening': 'family listeners started (React, machines)',
    'kids-todo:config': 'config read',
    'kids-todo:day': "today's list read",
  };
  for (const mark of performance.getEntriesByType('mark')) {
    const name = names[mark.name];
    if (name && steps[name] === undefined) steps[name] = mark.startTime;
  }
  return steps;
}

async function main() {
  await buildApp(projectRoot, outDir);
  const server = await serveStatic(outDir);
  const browser = await launchChromium();
  const family = generateFamily({ familyId: newPushId(), kids: 4, days: 1, tasksPerKid: 25 });
  const milestones: Milestone[] = [
    { name: 'firstColumn', selector: 'section.kid-column', count: 1 },
  ];
  const samples: Record<string, number[]> = {};
  try {
    for (let index = 0; index < WARM_UP + SAMPLES; index++) {
      const context = await newContext(browser, milestones);
      const page = await seedFamily(context, server.origin, family);
      await throttlePage(page, cpuRate);
      await page.goto(`${server.origin}/${family.familyId}`);
      const { firstColumn } = await readMilestones(page, milestones);
      const steps = {
        ...(await page.evaluate(readTimeline)),
        'first column in the page': firstColumn as number,
      };
      await context.close();
      if (index < WARM_UP) continue;
      for (const [step, at] of Object.entries(steps)) (samples[step] ??= []).push(at);
    }
  } finally {
    await browser.close();
    await server.close();
    await removeBuilds([outDir]);
  }
  const rows = Object.entries(samples)
    .map(([step, times]) => ({ step, median: summarize(times).median }))
    .sort((a, b) => a.median - b.median);
  console.log(`Cold start, CPU ${cpuRate}×, medians of ${SAMPLES} starts (ms from navigation):`);
  let before = 0;
  for (const { step, median } of rows) {
    console.log(
      `${median.toFixed(1).padStart(7)}  (+${(median - before).toFixed(1).padStart(5)})  ${step}`,
    );
    before = median;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
