/**
 * Cold start: a fresh browser context (empty cache, nothing compiled), the family already in its
 * IndexedDB, then the address typed in. Timed from navigation start until the first kid's column
 * is in the DOM, and beside it an empty React page built by Vite the same way. Firebase mode
 * starts the same way from a device that has used it: a parent signed in with Google and their
 * copy of the family, with no network (see `lib/firebaseDevice.ts`).
 *
 * A returning family's start (docs/design.md "First frame"): a first visit keeps the frame of
 * today's board, then the same context opens the family again with the browser's cache emptied.
 * "First column painted" is the frame's (the page's `kids-todo:last-frame-painted` mark, or the
 * first column in the DOM, whichever is earlier); "first tick works" is the app's first checkbox,
 * enabled, in `#root`, once the app has taken over.
 *
 * A new visitor: a fresh context with nothing on the device opens `/`; timed to the welcome
 * screen's heading shown (the welcome frame's `kids-todo:last-frame-painted` mark, or the app's
 * heading in the DOM, whichever is earlier), as the empty page's heading in the DOM is; and to the
 * app's own heading once it has taken over. Beside them, each page's first contentful paint
 * (Chromium's `paint` entry): when the pixels came, not the DOM.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  APP_COLUMN,
  allRowsShown,
  newContext,
  readMilestones,
  seedFamily,
  throttlePage,
  type Milestone,
} from '../lib/browser';
import type { SeededFamily } from '../lib/families';
import { seedFirebaseDevice, type BenchParent } from '../lib/firebaseDevice';
import { BLANK_PATH } from '../lib/server';

export interface ColdStartSamples {
  /** ms from navigation start to the first column. */
  app: number[];
  /** ms from navigation start to every row of the columns the board shows. */
  appAllRows: number[];
  /** The same two in Firebase mode, opened from the device's copy. */
  firebase: number[];
  firebaseAllRows: number[];
  /** ms from navigation start to the empty page's heading. */
  empty: number[];
  /**
   * The same, the empty page opened again as a returning family's page is (`startReturning`):
   * what a returning family's figures are divided by.
   */
  emptyReturning: number[];
  /** A returning family (the frame kept): ms to the first column painted, and to a working tick. */
  returningPainted: number[];
  returningTickWorks: number[];
  /**
   * First contentful paint, when the pixels came: a returning family's (the kept frame's, or the
   * app's if it came first), and the empty page's opened again the same way.
   */
  returningPaint: number[];
  emptyReturningPaint: number[];
  /** A new visitor (nothing on the device): ms from navigation start to the welcome heading. */
  welcome: number[];
  /** The same, to the app's own welcome screen (taken over from the frame). */
  welcomeWorks: number[];
  /** First contentful paint: the empty page's, and a new visitor's. */
  emptyPaint: number[];
  welcomePaint: number[];
}

/** A Firebase-mode build being served, and the parent whose copy its pages open. */
export interface FirebaseColdStart {
  origin: string;
  parent: BenchParent;
  apiKey: string;
}

function appMilestones(family: SeededFamily): Milestone[] {
  return [
    { name: 'firstColumn', selector: APP_COLUMN, count: 1 },
    allRowsShown(family.tasksPerKid),
  ];
}

const FRAME_KEPT = 'kids-todo:last-frame';
const PAINTED_MARK = 'kids-todo:last-frame-painted';

const returningMilestones: Milestone[] = [
  { name: 'firstColumn', selector: 'section.kid-column', count: 1 },
  {
    name: 'tickWorks',
    selector: ':root:not(.last-frame-shown) #root .task-row input[type=checkbox]:enabled',
    count: 1,
  },
];

/**
 * A returning family: a first visit that keeps today's frame and is left for a blank page of
 * the same origin, then, with the browser's cache emptied (the scripts and styles are fetched and
 * compiled again), the family opened again from that page, as the empty page is opened (a family
 * coming back later has no page of ours to close first).
 */
export async function startReturning(
  browser: Browser,
  { origin, family, cpuRate }: { origin: string; family: SeededFamily; cpuRate: number },
): Promise<{ painted: number; tickWorks: number; contentfulPaint: number }> {
  const context = await newContext(browser, returningMilestones);
  try {
    const page = await seedFamily(context, origin, family);
    await page.goto(`${origin}/${family.familyId}`);
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, FRAME_KEPT, {
      timeout: 30_000,
    });
    await page.goto(origin + BLANK_PATH);
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await throttlePage(page, cpuRate);
    await page.goto(`${origin}/${family.familyId}`);
    const found = await readMilestones(page, returningMilestones);
    const mark = await page.evaluate(
      (name) => performance.getEntriesByName(name)[0]?.startTime ?? null,
      PAINTED_MARK,
    );
    const column = found.firstColumn as number;
    return {
      painted: mark === null ? column : Math.min(mark, column),
      tickWorks: found.tickWorks as number,
      contentfulPaint: await contentfulPaintOf(page),
    };
  } finally {
    await context.close();
  }
}

/**
 * The empty React page opened as a returning family's page is (`startReturning`): a first visit,
 * left for a blank page of the same origin, then, with the browser's cache emptied, opened again
 * from there; ms from that navigation to its heading. A returning family's start is divided by
 * this, not by the empty page's first visit: a page opened again in the same browser finds its
 * script compiled in memory from the first visit (the cache emptied or not), so a first visit
 * took the empty page 40 to 60 ms longer than opening it again on a machine of 2 cores.
 */
export async function emptyReturning(
  browser: Browser,
  { origin, cpuRate }: { origin: string; cpuRate: number },
): Promise<{ heading: number; contentfulPaint: number }> {
  const milestones: Milestone[] = [{ name: 'heading', selector: 'h1', count: 1 }];
  const context = await newContext(browser, milestones);
  try {
    const page = await context.newPage();
    await page.goto(origin + BLANK_PATH);
    await page.goto(`${origin}/`);
    await readMilestones(page, milestones);
    await page.goto(origin + BLANK_PATH);
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await throttlePage(page, cpuRate);
    await page.goto(`${origin}/`);
    const heading = (await readMilestones(page, milestones)).heading as number;
    return { heading, contentfulPaint: await contentfulPaintOf(page) };
  } finally {
    await context.close();
  }
}

/** The welcome screen's heading (src/views/Welcome.tsx), the app's own. */
const welcomeMilestones: Milestone[] = [
  {
    name: 'heading',
    selector: ':root:not(.last-frame-shown) #root h1.welcome__title',
    count: 1,
  },
];

/** A first visit's times: its heading, the frame painted (if it was), first contentful paint. */
interface FirstVisit {
  heading: number;
  painted: number | null;
  contentfulPaint: number;
}

/** Chromium's first contentful paint of the page: when its first text or picture was shown. */
async function contentfulPaintOf(page: Page): Promise<number> {
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  return page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime as number,
  );
}

/**
 * A fresh context on an empty page of `origin`, then `address`: a first visit, with nothing on
 * the device; ms from navigation start to the heading `milestones` names.
 */
export async function firstVisit(
  browser: Browser,
  milestones: Milestone[],
  { origin, address, cpuRate }: { origin: string; address: string; cpuRate: number },
): Promise<FirstVisit> {
  const context = await newContext(browser, milestones);
  try {
    const page = await context.newPage();
    await throttlePage(page, cpuRate);
    await page.goto(origin + BLANK_PATH);
    await page.goto(address);
    const heading = (await readMilestones(page, milestones)).heading as number;
    const contentfulPaint = await contentfulPaintOf(page);
    const painted = await page.evaluate(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? null,
      PAINTED_MARK,
    );
    return { heading, painted, contentfulPaint };
  } finally {
    await context.close();
  }
}

/** A fresh context whose page, on `origin`, finds what `seed` wrote; then the family's address. */
async function startFresh(
  browser: Browser,
  milestones: Milestone[],
  seed: (context: BrowserContext) => Promise<Page>,
  { address, cpuRate }: { address: string; cpuRate: number },
) {
  const context = await newContext(browser, milestones);
  const page = await seed(context);
  await throttlePage(page, cpuRate);
  await page.goto(address);
  return { context, page };
}

function startFirebase(
  browser: Browser,
  firebase: FirebaseColdStart,
  family: SeededFamily,
  cpuRate: number,
) {
  return startFresh(
    browser,
    appMilestones(family),
    (context) => seedFirebaseDevice(context, firebase.origin, family, firebase),
    { address: `${firebase.origin}/${family.familyId}`, cpuRate },
  );
}

/**
 * Whether a Firebase-mode build shows the family's first column within `timeoutMs` (a build
 * that cannot start would otherwise fail the whole run).
 */
export async function firebaseStarts(options: {
  browser: Browser;
  firebase: FirebaseColdStart;
  family: SeededFamily;
  timeoutMs: number;
}): Promise<boolean> {
  const { context, page } = await startFirebase(
    options.browser,
    options.firebase,
    options.family,
    1,
  );
  try {
    await page.waitForSelector('section.kid-column', { timeout: options.timeoutMs });
    return true;
  } catch {
    return false;
  } finally {
    await context.close();
  }
}

export async function measureColdStart(options: {
  browser: Browser;
  appOrigin: string;
  emptyOrigin: string;
  firebase: FirebaseColdStart;
  family: SeededFamily;
  samples: number;
  warmUp: number;
  /** CPU throttling for every page (1: none). */
  cpuRate: number;
}): Promise<ColdStartSamples> {
  const { browser, family, cpuRate } = options;
  const milestones = appMilestones(family);
  const emptyMilestones: Milestone[] = [{ name: 'heading', selector: 'h1', count: 1 }];
  const result: ColdStartSamples = {
    app: [],
    appAllRows: [],
    firebase: [],
    firebaseAllRows: [],
    empty: [],
    emptyReturning: [],
    returningPainted: [],
    returningTickWorks: [],
    returningPaint: [],
    emptyReturningPaint: [],
    welcome: [],
    welcomeWorks: [],
    emptyPaint: [],
    welcomePaint: [],
  };

  // Taking the pages in turn lets a busy moment of the machine touch them alike.
  for (let index = 0; index < options.warmUp + options.samples; index++) {
    const embedded = await startFresh(
      browser,
      milestones,
      (context) => seedFamily(context, options.appOrigin, family),
      { address: `${options.appOrigin}/${family.familyId}`, cpuRate },
    );
    const app = await readMilestones(embedded.page, milestones);
    await embedded.context.close();

    const withFirebase = await startFirebase(browser, options.firebase, family, cpuRate);
    const firebase = await readMilestones(withFirebase.page, milestones);
    await withFirebase.context.close();

    const returning = await startReturning(browser, {
      origin: options.appOrigin,
      family,
      cpuRate,
    });

    const welcome = await firstVisit(browser, welcomeMilestones, {
      origin: options.appOrigin,
      address: `${options.appOrigin}/`,
      cpuRate,
    });
    const empty = await firstVisit(browser, emptyMilestones, {
      origin: options.emptyOrigin,
      address: `${options.emptyOrigin}/`,
      cpuRate,
    });
    const emptyAgain = await emptyReturning(browser, { origin: options.emptyOrigin, cpuRate });

    if (index < options.warmUp) continue;
    result.app.push(app.firstColumn as number);
    result.appAllRows.push(app.allRows as number);
    result.firebase.push(firebase.firstColumn as number);
    result.firebaseAllRows.push(firebase.allRows as number);
    result.empty.push(empty.heading);
    result.emptyReturning.push(emptyAgain.heading);
    result.emptyReturningPaint.push(emptyAgain.contentfulPaint);
    result.emptyPaint.push(empty.contentfulPaint);
    result.welcome.push(Math.min(welcome.painted ?? welcome.heading, welcome.heading));
    result.welcomeWorks.push(welcome.heading);
    result.welcomePaint.push(welcome.contentfulPaint);
    result.returningPainted.push(returning.painted);
    result.returningTickWorks.push(returning.tickWorks);
    result.returningPaint.push(returning.contentfulPaint);
  }
  return result;
}
