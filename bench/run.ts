/**
 * `npm run bench`: builds the production app, drives it in headless Chromium, prints a table and
 * writes `bench/results.json`. It measures; it never fails on time. `-- --quick` takes fewer
 * samples (a smoke run, not figures to quote, written to `bench/.out/`); `-- --keep-builds`
 * leaves the builds in `bench/.out/` to look at.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newPushId } from '../src/store/pushId';
import { figuresFrom } from './figures';
import { describeChromium, missingChromiumMessage } from '../test/support/chromium';
import { CHROMIUM, launchChromium, launchProfile } from './lib/browser';
import {
  buildApp,
  buildEmptyPage,
  measureAllAssets,
  measureComposition,
  measureFirstLoad,
} from './lib/build';
import { generateFamily, generateFamilyPair } from './lib/families';
import { firebaseColdStartBuild, type FirebaseColdStartBuild } from './lib/firebaseBuild';
import { removeBuilds, writeFormatted } from './lib/output';
import { describeMachine, endLoad, formatMarkdown, formatTable } from './lib/report';
import { serveStatic } from './lib/server';
import { measureColdStart, type FirebaseColdStart } from './measure/coldStart';
import { measureDaysAndWeek } from './measure/daysAndWeek';
import {
  BENCH_FIREBASE_ENV,
  measureFirebaseFirstLoad,
  measureFirebaseTick,
} from './measure/firebase';
import { measureHeap } from './measure/heap';
import { measureRewards } from './measure/rewards';
import { measureCrossTab, measureTick, openTickBoard, tickMilestones } from './measure/tick';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outRoot = join(projectRoot, 'bench', '.out');
const quick = process.argv.includes('--quick');
const keepBuilds = process.argv.includes('--keep-builds');

/** Samples kept per figure, after a warm-up that is dropped. */
const plan = quick
  ? {
      cold: 3,
      tick: 5,
      crossTab: 5,
      firebaseTick: 5,
      dayRounds: 3,
      rewardRounds: 3,
      heapRounds: 2,
      warmUp: 1,
    }
  : {
      cold: 20,
      tick: 30,
      crossTab: 30,
      firebaseTick: 30,
      dayRounds: 15,
      // Each round opens the Rewards page twice: first with nothing settled (years of days read).
      rewardRounds: 9,
      heapRounds: 7,
      warmUp: 2,
    };

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const step = (text: string) => console.log(`[${elapsed()}] ${text}`);

function checkChromium() {
  if (!CHROMIUM) {
    console.error(missingChromiumMessage());
    process.exit(1);
  }
  console.log(describeChromium(CHROMIUM));
}

type Browser = Awaited<ReturnType<typeof launchChromium>>;

/** How much slower the throttled run's CPU is: a cheap tablet. */
const SLOW_CPU = 4;

/** The families each measurement a kid feels uses, made once for both runs. */
function feltFamilies() {
  const newPair = (keptDays: number, rewards = false) =>
    generateFamilyPair({
      familyIds: [newPushId(), newPushId()],
      kids: 10,
      days: 3 * 365,
      keptDays,
      tasksPerKid: 4,
      rewards,
    });
  return {
    cold: generateFamily({ familyId: newPushId(), kids: 4, days: 1, tasksPerKid: 25 }),
    tick: generateFamily({ familyId: newPushId(), kids: 4, days: 1, tasksPerKid: 100 }),
    days: newPair(2),
    week: newPair(7),
    rewards: newPair(7, true),
  };
}

/**
 * What a kid feels, with the CPU at `cpuRate` (1: as it is): cold start, ticking in one page and
 * across two, opening and switching days, the Week view and the grown-ups' Rewards page.
 */
async function measureFelt({
  browser,
  appServer,
  emptyServer,
  firebase,
  families,
  cpuRate,
}: {
  browser: Browser;
  appServer: { origin: string };
  emptyServer: { origin: string };
  firebase: FirebaseColdStart;
  families: ReturnType<typeof feltFamilies>;
  cpuRate: number;
}) {
  const at = cpuRate === 1 ? '' : ` (CPU ${cpuRate}× slower)`;
  step(`Cold start: 4 kids × 25 tasks, in Firebase mode from the copy, and the empty page${at}…`);
  const cold = await measureColdStart({
    browser,
    appOrigin: appServer.origin,
    emptyOrigin: emptyServer.origin,
    firebase,
    family: families.cold,
    samples: plan.cold,
    warmUp: plan.warmUp,
    cpuRate,
  });

  step(`Ticking: 4 kids × 100 tasks, in one page and across two${at}…`);
  const profile = await launchProfile(tickMilestones(families.tick));
  const page = await openTickBoard({
    context: profile.context,
    origin: appServer.origin,
    family: families.tick,
    cpuRate,
  });
  const tick = await measureTick(page, plan.tick, plan.warmUp);
  const crossTab = await measureCrossTab({
    context: profile.context,
    pageA: page,
    origin: appServer.origin,
    family: families.tick,
    samples: plan.crossTab,
    warmUp: plan.warmUp,
    cpuRate,
  });
  await profile.close();

  step(
    `Days and the Week view in turn: 10 kids, three years of history against the last days${at}…`,
  );
  const { days, week } = await measureDaysAndWeek({
    origin: appServer.origin,
    days: families.days,
    week: families.week,
    samples: plan.dayRounds,
    warmUp: plan.warmUp,
    cpuRate,
  });

  step(`The Rewards page: 10 kids, three years of history and rewards against the last week${at}…`);
  const rewards = await measureRewards({
    origin: appServer.origin,
    full: families.rewards.full,
    recent: families.rewards.recent,
    samples: plan.rewardRounds,
    warmUp: plan.warmUp,
    cpuRate,
  });
  return { cold, tick, crossTab, days, week, rewards };
}

async function main() {
  checkChromium();
  const machineAtStart = describeMachine('');
  await mkdir(outRoot, { recursive: true });

  step('Building the app, in Firebase mode, with source maps, and the empty React page…');
  const appDir = join(outRoot, 'app');
  const firebaseDir = join(outRoot, 'app-firebase');
  /** Built only if the production Firebase build cannot start (see firebaseColdStartBuild). */
  const firebaseStartDir = join(outRoot, 'app-firebase-start');
  const mappedDir = join(outRoot, 'app-sourcemap');
  const emptyDir = join(outRoot, 'empty');
  await buildApp(projectRoot, appDir);
  await buildApp(projectRoot, firebaseDir, { env: BENCH_FIREBASE_ENV });
  await buildApp(projectRoot, mappedDir, { sourcemap: true });
  await buildEmptyPage(join(projectRoot, 'bench', 'empty'), emptyDir);
  const sizes = {
    firstLoad: await measureFirstLoad(appDir),
    allAssets: await measureAllAssets(appDir),
    emptyFirstLoad: await measureFirstLoad(emptyDir),
    composition: await measureComposition(mappedDir),
    firebase: await measureFirebaseFirstLoad(firebaseDir),
  };

  const appServer = await serveStatic(appDir);
  const emptyServer = await serveStatic(emptyDir);
  const browser = await launchChromium();
  const machine = { ...machineAtStart, chromium: browser.version() };
  let firebaseBuild: FirebaseColdStartBuild | null = null;
  try {
    const families = feltFamilies();
    step('Firebase mode: checking that its build shows the family from the device’s copy…');
    firebaseBuild = await firebaseColdStartBuild(browser, {
      projectRoot,
      productionDir: firebaseDir,
      startDir: firebaseStartDir,
      family: families.cold,
      onFallback: () =>
        step('It never showed the family; building it with the entry’s start in a function…'),
    });
    const { firebase } = firebaseBuild;
    const felt = await measureFelt({
      browser,
      appServer,
      emptyServer,
      firebase,
      families,
      cpuRate: 1,
    });

    step('Ticking through Firebase: two parents’ clients and the local server…');
    const firebaseTick = await measureFirebaseTick(projectRoot, {
      samples: plan.firebaseTick,
      warmUp: plan.warmUp,
    });
    step('Ticking through Firebase mode’s copy and outbox on each client…');
    const firebaseOutboxTick = await measureFirebaseTick(projectRoot, {
      samples: plan.firebaseTick,
      warmUp: plan.warmUp,
      through: 'outbox',
    });

    step(`Again, with the CPU throttled ${SLOW_CPU}× (Chromium's CPU throttling)…`);
    const slow = await measureFelt({
      browser,
      appServer,
      emptyServer,
      firebase,
      families,
      cpuRate: SLOW_CPU,
    });

    step('Heap: 1,000 listener re-arms at a time on a simulated clock…');
    const heap = await measureHeap(projectRoot, {
      rounds: plan.heapRounds,
      rearms: 1000,
      warmUp: 100,
    });

    const { cold, tick, crossTab, days, week, rewards } = felt;
    const firebaseColdStartNote = firebaseBuild.note;
    const figures = figuresFrom({
      sizes,
      ...felt,
      firebaseTick,
      firebaseOutboxTick,
      firebaseColdStartNote,
      heap,
      slow,
    });
    const results = {
      date: new Date().toISOString(),
      quick,
      durationSeconds: Math.round((performance.now() - started) / 1000),
      machine: endLoad(machine),
      figures,
      details: {
        units: 'kB = 1,000 bytes, MB = 1,000,000 bytes; times in milliseconds',
        firstLoad: sizes.firstLoad,
        firebaseFirstLoad: sizes.firebase.firstLoad,
        allAssets: sizes.allAssets,
        emptyPageFirstLoad: sizes.emptyFirstLoad,
        firstLoadComposition: sizes.composition,
        families: {
          coldStart: {
            kids: families.cold.kids,
            tasksPerKid: 25,
            records: families.cold.records.length,
          },
          tick: {
            kids: families.tick.kids,
            tasksPerKid: 100,
            records: families.tick.records.length,
          },
          threeYears: {
            days: families.days.full.dates.length,
            records: families.days.full.records.length,
          },
          recent: {
            days: families.days.recent.dates.length,
            records: families.days.recent.records.length,
          },
          lastWeek: {
            days: families.week.recent.dates.length,
            records: families.week.recent.records.length,
          },
          rewardsThreeYears: {
            days: families.rewards.full.dates.length,
            records: families.rewards.full.records.length,
            ...families.rewards.full.rewards,
          },
          rewardsLastWeek: {
            days: families.rewards.recent.dates.length,
            records: families.rewards.recent.records.length,
            ...families.rewards.recent.rewards,
          },
        },
        firebaseColdStart: {
          build: firebaseColdStartNote ? 'entry started in a function' : 'production',
          ...(firebaseColdStartNote ? { note: firebaseColdStartNote } : {}),
        },
        crossTabVisibility: crossTab.visibility,
        heap,
        samples: {
          cold,
          tick,
          crossTab: crossTab.shown,
          firebaseTick,
          firebaseOutboxTick,
          days,
          week,
          rewards,
          slow,
        },
      },
    };

    console.log('');
    console.log(formatTable(figures));
    console.log('');
    console.log(
      `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB, Node ${machine.node}, ` +
        `Chromium ${machine.chromium}, emoji font ${machine.emojiFont ?? 'none'}; load average ${machine.loadAverage.start.toFixed(2)} → ` +
        `${results.machine.loadAverage.end?.toFixed(2)}; ${results.durationSeconds} s.`,
    );
    const resultsFile = join(
      projectRoot,
      'bench',
      quick ? '.out/results-quick.json' : 'results.json',
    );
    await writeFormatted(resultsFile, JSON.stringify(results));
    await writeFormatted(join(outRoot, 'performance.md'), formatMarkdown(figures));
    step(`Wrote ${resultsFile}.`);
  } finally {
    await browser.close();
    await appServer.close();
    await emptyServer.close();
    await firebaseBuild?.server.close();
    if (!keepBuilds) {
      await removeBuilds([appDir, firebaseDir, firebaseStartDir, mappedDir, emptyDir]);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
