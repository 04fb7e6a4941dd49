/**
 * `npx tsx bench/profile.ts`: why ticking misses its targets. Builds the app unminified with
 * source maps, ticks the 4 kids × 100 tasks board under the CPU profiler, in one page and across
 * two, and prints where the time goes. A diagnosis, not figures: profiling slows the page.
 * `-- --cpu 4` throttles the CPU as the benchmark's slow run does.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newPushId } from '../src/store/pushId';
import type { BrowserContext } from 'playwright-core';
import { launchProfile } from './lib/browser';
import { buildApp } from './lib/build';
import {
  countCalls,
  startProfiling,
  summarizeProfile,
  type Profile,
  type ProfileSummary,
} from './lib/cpuProfile';
import { generateFamily } from './lib/families';
import { removeBuilds, writeFormatted } from './lib/output';
import { BLANK_PATH, serveStatic } from './lib/server';
import { summarize } from './lib/stats';
import { takeTrace, traceStore, type TraceEvent } from './lib/storeTrace';
import { traceDuring, workBetweenMarks } from './lib/trace';
import { measureCrossTab, measureTick, openTickBoard, tickMilestones } from './measure/tick';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(projectRoot, 'bench', '.out', 'app-profile');
const SAMPLES = 20;
const cpuIndex = process.argv.indexOf('--cpu');
const cpuRate = cpuIndex > 0 ? Number(process.argv[cpuIndex + 1] ?? 1) : 1;

/** Functions of the unminified build whose calls per tick tell how much of the page re-renders. */
const COUNTED = [
  'KidColumn',
  'TaskRow',
  'useProvidedMachine',
  'StateNode',
  'parseDayList',
  'parseTaskMap',
  'deepEqual',
  'deepFreeze',
  'assemble',
  'deliver',
  'parseCalendarDate',
  'toCalendarDate',
  'addDays',
  'parseDayLists',
  'streakOf',
];

function printProfile(title: string, summary: ProfileSummary) {
  console.log(
    `\n${title}: ${summary.busyMs.toFixed(0)} ms busy of ${summary.totalMs.toFixed(0)} ms`,
  );
  console.log('  by package (self time):');
  for (const { name, ms } of summary.byPackage.slice(0, 12)) {
    console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${name}`);
  }
  console.log('  by function (self time):');
  for (const { name, ms } of summary.byFunction.slice(0, 25)) {
    console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${name}`);
  }
}

/** Milliseconds from the click to each step of one cross-tab tick. */
function crossTabSteps(clicked: number, traceA: TraceEvent[], traceB: TraceEvent[]) {
  const first = (trace: TraceEvent[], what: TraceEvent['what']) =>
    trace.find((event) => event.what === what);
  const write = first(traceA, 'write');
  const posted = first(traceA, 'posted');
  const received = first(traceB, 'received');
  const reads = traceB.filter((event) => event.what === 'read');
  const lastRead = reads[reads.length - 1];
  return {
    writeStarted: write ? write.at - clicked : NaN,
    writeCommitted: write?.until ? write.until - clicked : NaN,
    posted: posted ? posted.at - clicked : NaN,
    receivedInB: received ? received.at - clicked : NaN,
    readStartedInB: reads[0] ? reads[0].at - clicked : NaN,
    readDoneInB: lastRead?.until ? lastRead.until - clicked : NaN,
    readsInB: reads.length,
    recordsReadInB: reads.reduce((sum, event) => sum + (event.records ?? 0), 0),
  };
}

/** How long a one-record readwrite transaction takes to commit when nothing else runs. */
async function timeBareWrite(context: BrowserContext, origin: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(origin + BLANK_PATH);
  const times = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('bench-bare-write', 1);
      request.onupgradeneeded = () =>
        request.result.createObjectStore('nodes', { keyPath: 'path' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const times: number[] = [];
    for (let index = 0; index < 30; index++) {
      const started = performance.now();
      const transaction = db.transaction('nodes', 'readwrite');
      transaction.objectStore('nodes').put({ path: ['task', String(index)], value: index });
      await new Promise((resolve) => (transaction.oncomplete = resolve));
      times.push(performance.now() - started);
    }
    db.close();
    return times;
  });
  await page.close();
  return summarize(times).median;
}

async function main() {
  await mkdir(outDir, { recursive: true });
  console.log('Building the app unminified, with source maps…');
  await buildApp(projectRoot, outDir, { sourcemap: true, minify: false });
  const server = await serveStatic(outDir);
  const family = generateFamily({ familyId: newPushId(), kids: 4, days: 1, tasksPerKid: 100 });
  // A profile on disk, as `npm run bench` measures ticks.
  const profile = await launchProfile(tickMilestones(family));
  const { context } = profile;
  try {
    await traceStore(context);
    const page = await openTickBoard({ context, origin: server.origin, family, cpuRate });

    const stopA = await startProfiling(page);
    const tick = await measureTick(page, SAMPLES, 2);
    const tickProfile = await summarizeProfile(await stopA(), outDir);
    console.log(`\nTick (profiled): median ${summarize(tick.shown).median.toFixed(1)} ms`);
    printProfile('Page A while ticking', tickProfile);

    const ticks = 5;
    const calls = await countCalls(page, COUNTED, async () => {
      await measureTick(page, ticks, 0);
    });
    console.log(`\nCalls per tick in page A (average of ${ticks} ticks):`);
    for (const [name, count] of Object.entries(calls)) {
      console.log(`    ${(count / ticks).toFixed(0).padStart(8)}  ${name}`);
    }

    const browser = context.browser();
    if (!browser) throw new Error('This context has no browser to trace.');
    const traced = await traceDuring(browser, page, async () => {
      await measureTick(page, ticks, 0);
    });
    const work = workBetweenMarks(traced);
    console.log(
      `\nMain thread of page A from click to row shown (${work.ticks} ticks, ` +
        `${work.windowMs.toFixed(1)} ms each; kinds can nest):`,
    );
    for (const { kind, ms } of work.byKind)
      console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${kind}`);

    await takeTrace(page);
    const steps: Array<ReturnType<typeof crossTabSteps>> = [];
    let stopB: (() => Promise<Profile>) | null = null;
    let profileB: Profile | null = null;
    const crossTab = await measureCrossTab({
      context: context,
      pageA: page,
      origin: server.origin,
      family,
      samples: SAMPLES,
      warmUp: 2,
      cpuRate,
      onSample: async ({ index, pageA, pageB, clicked }) => {
        steps.push(crossTabSteps(clicked, await takeTrace(pageA), await takeTrace(pageB)));
        // Page B is profiled from the first kept sample to the last (it closes after that).
        if (index === 0) stopB = await startProfiling(pageB);
        if (index === SAMPLES - 1 && stopB) profileB = await stopB();
      },
    });
    console.log(`\nAcross tabs (traced): median ${summarize(crossTab.shown).median.toFixed(1)} ms`);
    console.log('  median ms after the click:');
    for (const key of Object.keys(steps[0] ?? {}) as Array<keyof (typeof steps)[number]>) {
      const values = steps.map((step) => step[key]).filter((value) => !Number.isNaN(value));
      console.log(`    ${key.padEnd(16)} ${summarize(values).median.toFixed(1)}`);
    }
    const followed = profileB as Profile | null;
    if (followed) {
      printProfile('Page B while it followed the ticks', await summarizeProfile(followed, outDir));
    }
    const bareWrite = await timeBareWrite(context, server.origin);
    console.log(`\nOne-record IndexedDB write in an idle page: median ${bareWrite.toFixed(2)} ms`);
    await writeFormatted(
      join(projectRoot, 'bench', '.out', 'profile.json'),
      JSON.stringify({ tick, tickProfile, calls, work, crossTab, steps, bareWrite }),
    );
  } finally {
    await profile.close();
    await server.close();
    await removeBuilds([outDir]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
