/**
 * `npx tsx bench/returningOnly.ts [--cpu 4] [--samples 20]`: only a returning family's rows of
 * `npm run bench` (bench/measure/coldStart.ts), for working on them: builds the production app
 * and the empty React page, then takes in turn a returning family's start (4 kids × 25 tasks,
 * the frame kept, the browser's cache emptied) and the empty page's, opened again the same way
 * and on a first visit, and prints the medians of the first column painted, the first tick
 * working and the empty page's heading, and their ratios (to the empty page opened again, as
 * `npm run bench` divides them), and both pages' first contentful paint. Writes nothing.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newPushId } from '../src/store/pushId';
import { launchChromium } from './lib/browser';
import { buildApp, buildEmptyPage } from './lib/build';
import { generateFamily } from './lib/families';
import { removeBuilds } from './lib/output';
import { describeMachine, endLoad } from './lib/report';
import { serveStatic } from './lib/server';
import { numberOption, sayChromium } from './lib/singleRun';
import { summarize } from './lib/stats';
import { emptyReturning, firstVisit, startReturning } from './measure/coldStart';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cpuRate = numberOption('--cpu', 1);
const samples = numberOption('--samples', 20);
const WARM_UP = 2;

async function main() {
  sayChromium();
  const machine = describeMachine('');
  const appDir = join(projectRoot, 'bench', '.out', 'app-returning');
  const emptyDir = join(projectRoot, 'bench', '.out', 'empty-returning');
  await buildApp(projectRoot, appDir);
  await buildEmptyPage(join(projectRoot, 'bench', 'empty'), emptyDir);
  const app = await serveStatic(appDir);
  const empty = await serveStatic(emptyDir);
  const browser = await launchChromium();
  try {
    const family = generateFamily({ familyId: newPushId(), kids: 4, days: 1, tasksPerKid: 25 });
    const painted: number[] = [];
    const tickWorks: number[] = [];
    const heading: number[] = [];
    const headingFirstVisit: number[] = [];
    const paint: number[] = [];
    const emptyPaint: number[] = [];
    for (let index = 0; index < WARM_UP + samples; index++) {
      const returning = await startReturning(browser, { origin: app.origin, family, cpuRate });
      const again = await emptyReturning(browser, { origin: empty.origin, cpuRate });
      const blank = await firstVisit(browser, [{ name: 'heading', selector: 'h1', count: 1 }], {
        origin: empty.origin,
        address: `${empty.origin}/`,
        cpuRate,
      });
      if (index < WARM_UP) continue;
      painted.push(returning.painted);
      tickWorks.push(returning.tickWorks);
      heading.push(again.heading);
      paint.push(returning.contentfulPaint);
      emptyPaint.push(again.contentfulPaint);
      headingFirstVisit.push(blank.heading);
    }
    const at = cpuRate === 1 ? '' : ` (CPU ${cpuRate}× slower)`;
    const median = (values: number[]) => summarize(values).median;
    const row = (name: string, values: number[]) =>
      console.log(`${name}${at}: median ${median(values).toFixed(1)} ms (${values.length})`);
    row('Empty React page, first visit → heading', headingFirstVisit);
    row('Empty React page, opened again → heading', heading);
    row('Returning family → first column painted', painted);
    row('Returning family → first tick works', tickWorks);
    row('Empty React page, opened again → first contentful paint', emptyPaint);
    row('Returning family → first contentful paint', paint);
    const ratio = (values: number[]) => (median(values) / median(heading)).toFixed(2);
    console.log(
      `Painted ÷ empty page: ${ratio(painted)}×; tick works ÷ empty page: ${ratio(tickWorks)}×; ` +
        `first contentful paint ÷ the empty page's: ${(median(paint) / median(emptyPaint)).toFixed(2)}×`,
    );
    const end = endLoad(machine);
    console.log(
      `${machine.cpu}, ${machine.cores} cores, emoji font ${machine.emojiFont ?? 'none'}; load average ${machine.loadAverage.start.toFixed(2)} → ${end.loadAverage.end?.toFixed(2)}`,
    );
  } finally {
    await browser.close();
    await app.close();
    await empty.close();
    await removeBuilds([appDir, emptyDir]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
