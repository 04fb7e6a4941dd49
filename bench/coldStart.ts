/**
 * `npx tsx bench/coldStart.ts [-- --cpu 4] [--firebase]`: where a cold start's time goes. Builds
 * the app, opens the 4 kids × 25 tasks family in fresh browser contexts and prints, as medians
 * over 15 starts, when each step of the way was reached: the HTML, the early open of the
 * database, the script running, the family's listeners starting, its config and today's list
 * arriving, and the first column in the page. A diagnosis beside `npm run bench`, not its
 * figures.
 *
 * `--firebase` starts Firebase mode instead, from a device with a signed-in parent and their
 * copy and no network (`lib/firebaseDevice.ts`), and adds its own steps: the Firebase and
 * sign-in chunks loaded, Firebase Auth reading its stored user, its account check with Google
 * (which fails at once offline), and the parent's copy and outbox opening. They are seen from
 * outside the app (resource timing, and `indexedDB.open` and `fetch` wrapped in the page).
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newPushId } from '../src/store/pushId';
import type { BrowserContext, Page } from 'playwright-core';
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
import { firebaseColdStartBuild } from './lib/firebaseBuild';
import { seedFirebaseDevice } from './lib/firebaseDevice';
import { removeBuilds } from './lib/output';
import { serveStatic } from './lib/server';
import { summarize } from './lib/stats';
import { BENCH_FIREBASE_ENV } from './measure/firebase';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(projectRoot, 'bench', '.out', 'app-cold-start');
const cpuIndex = process.argv.indexOf('--cpu');
const cpuRate = cpuIndex > 0 ? Number(process.argv[cpuIndex + 1] ?? 1) : 1;
const firebaseMode = process.argv.includes('--firebase');
const firebaseStartDir = join(projectRoot, 'bench', '.out', 'app-cold-start-firebase-start');
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
    'bench:auth:open': 'Firebase Auth opens its stored user (firebaseLocalStorageDb)',
    'bench:account-check': "Firebase Auth's account check with Google sent",
    'bench:account-checked': '… and failed (no network): the stored user stands',
    'bench:copy:open': "the parent's copy opening (the signed-in user is known)",
    'bench:copy:opened': "the parent's copy open",
    'bench:outbox:opened': "the parent's outbox open",
  };
  for (const mark of performance.getEntriesByType('mark')) {
    const name = names[mark.name];
    if (name && steps[name] === undefined) steps[name] = mark.startTime;
  }
  const chunks: Record<string, RegExp> = {
    'Firebase chunk loaded (database, adapter, offline-first store)':
      /\/connectFirebase-[^/]*\.js$/,
    'Google sign-in chunk loaded (after firebase/auth)': /\/googleAuth-[^/]*\.js$/,
  };
  for (const entry of performance.getEntriesByType('resource')) {
    for (const [name, pattern] of Object.entries(chunks)) {
      if (pattern.test(entry.name)) steps[name] = (entry as PerformanceResourceTiming).responseEnd;
    }
  }
  return steps;
}

/**
 * In the page, at its start (Firebase mode): marks when Firebase Auth, the parent's copy and
 * outbox open their databases, and when Auth's account check goes to Google and comes back.
 */
function probeFirebaseStart(): void {
  const factory = indexedDB;
  const open = factory.open.bind(factory);
  const kindOf = (name: string) =>
    name === 'firebaseLocalStorageDb'
      ? 'auth'
      : name.startsWith('kids-todo-copy-')
        ? 'copy'
        : name.startsWith('kids-todo-outbox-')
          ? 'outbox'
          : null;
  factory.open = (name: string, version?: number) => {
    const request = open(name, version);
    const kind = kindOf(name);
    if (kind) {
      performance.mark(`bench:${kind}:open`);
      request.addEventListener('success', () => performance.mark(`bench:${kind}:opened`));
    }
    return request;
  };
  const send = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const address = input instanceof Request ? input.url : String(input);
    if (!address.includes('identitytoolkit.googleapis.com')) return send(input, init);
    performance.mark('bench:account-check');
    return send(input, init).finally(() => performance.mark('bench:account-checked'));
  };
}

async function main() {
  await buildApp(projectRoot, outDir, firebaseMode ? { env: BENCH_FIREBASE_ENV } : {});
  const browser = await launchChromium();
  const family = generateFamily({ familyId: newPushId(), kids: 4, days: 1, tasksPerKid: 25 });
  const firebaseBuild = firebaseMode
    ? await firebaseColdStartBuild(browser, {
        projectRoot,
        productionDir: outDir,
        startDir: firebaseStartDir,
        family,
        onFallback: () => console.log('The production build never showed the family.'),
      })
    : null;
  const server = firebaseBuild?.server ?? (await serveStatic(outDir));
  const seed = (context: BrowserContext): Promise<Page> =>
    firebaseBuild
      ? seedFirebaseDevice(context, server.origin, family, firebaseBuild.firebase)
      : seedFamily(context, server.origin, family);
  const milestones: Milestone[] = [
    { name: 'firstColumn', selector: 'section.kid-column', count: 1 },
  ];
  const samples: Record<string, number[]> = {};
  try {
    for (let index = 0; index < WARM_UP + SAMPLES; index++) {
      const context = await newContext(browser, milestones);
      if (firebaseMode) await context.addInitScript(probeFirebaseStart);
      const page = await seed(context);
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
    await removeBuilds([outDir, firebaseStartDir]);
  }
  if (firebaseBuild?.note) console.log(firebaseBuild.note);
  const rows = Object.entries(samples)
    .map(([step, times]) => ({ step, median: summarize(times).median }))
    .sort((a, b) => a.median - b.median);
  const mode = firebaseMode ? 'Firebase mode from the device’s copy' : 'embedded';
  console.log(
    `Cold start, ${mode}, CPU ${cpuRate}×, medians of ${SAMPLES} starts (ms from navigation):`,
  );
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
