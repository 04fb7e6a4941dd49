/**
 * Headless Chromium for the benchmark, and the small scripts it runs inside pages: seeding the
 * embedded store, noting when things first appear, and timing a click until the page shows it.
 * Page functions are serialized, so they use only what they are given and the page's globals.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { OBJECT_STORE, SCHEMA_VERSION } from '../../src/store/indexedDb/records';
import { DEBIAN_CHROMIUM, findChromium } from '../../test/support/chromium';
import type { LeafRecord, SeededFamily } from './families';
import { BLANK_PATH } from './server';

export const CHROMIUM = findChromium();
const CHROMIUM_PATH = CHROMIUM?.path ?? DEBIAN_CHROMIUM;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The benchmark never reaches beyond this machine: any other host fails at once, as on a
  // device without a network (Firebase mode's server and Google's sign-in service included).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** The embedded store's database and the device's remembered family (src/app/deviceStorage). */
const DATABASE_NAME = 'kids-todo';
const FAMILY_KEY = 'kids-todo:family';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Something to note the first time `count` elements match `selector` (and, with `eachHas`, each
 * of them holds that many matches of its own).
 */
export interface Milestone {
  name: string;
  selector: string;
  count: number;
  eachHas?: { selector: string; count: number };
}

/**
 * A kid's column of the app's own board, once it has taken over from a painted first frame (whose
 * copy of the columns is not the app, and takes no tick).
 */
export const APP_COLUMN = ':root:not(.last-frame-shown) #root section.kid-column';

/**
 * Every row of the kids' columns in the page: the board shows as many columns as fit the
 * screen (three at the benchmark's 1280 px), each with all of its kid's `tasksPerKid` rows.
 */
export function allRowsShown(tasksPerKid: number): Milestone {
  return {
    name: 'allRows',
    selector: APP_COLUMN,
    count: 1,
    eachHas: { selector: 'li.task-row', count: tasksPerKid },
  };
}

type Milestones = Record<string, number>;
type BenchWindow = Window & { __benchMilestones?: Milestones; __benchWatch?: Promise<Watched> };

/**
 * Service workers are blocked so the PWA's precaching never competes with what is measured (a
 * first visit has none anyway).
 */
const CONTEXT_OPTIONS = {
  serviceWorkers: 'block',
  viewport: { width: 1280, height: 800 },
} as const;

async function addBenchScripts(context: BrowserContext, milestones: Milestone[]) {
  // tsx compiles with keepNames, which wraps inner functions in `__name(…)`: give pages one.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  if (milestones.length === 0) return;
  await context.addInitScript(noteMilestones, milestones);
  for (const page of context.pages()) hearMilestones(page);
  context.on('page', hearMilestones);
}

/** What a page's document has said of its milestones: all of them, once reached. */
interface Heard {
  reached: Promise<Milestones>;
  resolve: (found: Milestones) => void;
}
const heardByPage = new WeakMap<Page, Heard>();
const MILESTONES_LINE = 'bench:milestones ';

function newHeard(): Heard {
  let resolve: (found: Milestones) => void = () => undefined;
  const reached = new Promise<Milestones>((settle) => (resolve = settle));
  return { reached, resolve };
}

/**
 * Hears the line each document logs once its milestones are reached. The benchmark waits on it
 * rather than asking the page: asking (Playwright's `waitForFunction`, `evaluate`) puts its own
 * script into the page, about 10 ms of the page's main thread, and polls it, while the page
 * measured is still starting; an empty page is done before then, the app is not.
 */
function hearMilestones(page: Page): void {
  heardByPage.set(page, newHeard());
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) heardByPage.set(page, newHeard());
  });
  page.on('console', (message) => {
    const text = message.text();
    if (!text.startsWith(MILESTONES_LINE)) return;
    heardByPage.get(page)?.resolve(JSON.parse(text.slice(MILESTONES_LINE.length)) as Milestones);
  });
}

/**
 * A fresh incognito context: its own cache and storage, as on a first visit. Its IndexedDB lives
 * in memory.
 */
/**
 * Chromium's CPU throttling on one page (`rate` 4: four times slower, as on a cheap tablet); 1
 * leaves it alone. It holds for the page's later navigations.
 */
export async function throttlePage(page: Page, rate: number): Promise<void> {
  if (rate === 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

export async function newContext(browser: Browser, milestones: Milestone[] = []) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  await addBenchScripts(context, milestones);
  return context;
}

/**
 * A browser with a profile on disk (a temporary directory, removed on close), as a family's
 * device has: IndexedDB is stored on disk, so reads and commits cost what they do at home.
 */
export async function launchProfile(milestones: Milestone[] = []) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'kids-todo-bench-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...CONTEXT_OPTIONS,
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  await addBenchScripts(context, milestones);
  return {
    context,
    close: async () => {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Runs at document start: times (ms since navigation start) when each milestone first holds. */
function noteMilestones(milestones: Milestone[]): void {
  const found: Milestones = {};
  (window as BenchWindow).__benchMilestones = found;
  const holds = ({ selector, count, eachHas }: Milestone) => {
    const matches = document.querySelectorAll(selector);
    if (matches.length < count) return false;
    if (!eachHas) return true;
    return [...matches].every(
      (match) => match.querySelectorAll(eachHas.selector).length >= eachHas.count,
    );
  };
  const observer = new MutationObserver(() => {
    for (const milestone of milestones) {
      if (found[milestone.name] === undefined && holds(milestone)) {
        found[milestone.name] = performance.now();
      }
    }
    if (milestones.every(({ name }) => found[name] !== undefined)) {
      observer.disconnect();
      console.log(`bench:milestones ${JSON.stringify(found)}`);
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Waits until every milestone of the page's current document was reached and returns their
 * times, without touching the page meanwhile (see `hearMilestones`). `milestones` are those its
 * context was made with.
 */
export async function readMilestones(page: Page, milestones: Milestone[]): Promise<Milestones> {
  const heard = heardByPage.get(page);
  if (!heard) throw new Error('The page’s context was made without milestones to hear.');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `Milestones not reached in 30 s: ${milestones.map(({ name }) => name).join(', ')}`,
          ),
        ),
      30_000,
    );
  });
  try {
    return await Promise.race([heard.reached, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Waits until the page has nothing left to do after what was measured: two idle periods in a row
 * of at least 40 ms each (Chromium gives up to 50 ms when no frame or task is due), or 5 s. The
 * families' pages take turns on one machine: without it, the next page measured shares the CPU
 * with what the last one still does once its milestone is reached (reading streaks, rewards).
 */
export async function atRest(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let quiet = 0;
        const check = (deadline: IdleDeadline) => {
          quiet = deadline.timeRemaining() >= 40 ? quiet + 1 : 0;
          if (quiet >= 2 || performance.now() - started > 5_000) resolve();
          else requestIdleCallback(check);
        };
        requestIdleCallback(check);
      }),
  );
}

/** Opens a blank page on the app's origin and writes a family into its IndexedDB. */
export async function seedFamily(
  context: BrowserContext,
  origin: string,
  family: SeededFamily,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(origin + BLANK_PATH);
  await page.evaluate(writeRecords, {
    databaseName: DATABASE_NAME,
    objectStore: OBJECT_STORE,
    version: SCHEMA_VERSION,
    records: family.records,
    familyKey: FAMILY_KEY,
    familyId: family.familyId,
  });
  return page;
}

/** In the page: all records in one IndexedDB transaction, then the remembered family id. */
function writeRecords(seed: {
  databaseName: string;
  objectStore: string;
  version: number;
  records: LeafRecord[];
  familyKey: string;
  familyId: string;
}): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(seed.databaseName, seed.version);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(seed.objectStore)) {
        request.result.createObjectStore(seed.objectStore, { keyPath: 'path' });
      }
    };
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const transaction = db.transaction(seed.objectStore, 'readwrite');
      const store = transaction.objectStore(seed.objectStore);
      for (const record of seed.records) store.put(record);
      transaction.oncomplete = () => {
        db.close();
        localStorage.setItem(seed.familyKey, seed.familyId);
        resolve();
      };
      transaction.onerror = () => reject(transaction.error);
    };
  });
}

/** What a watch saw, in the page's own clock (ms since its time origin). */
export interface Watched {
  timeOrigin: number;
  /** When the click event was created (`event.timeStamp`); absent when nothing was clicked here. */
  clickedAt: number | null;
  /** When the DOM first showed the change. */
  shownAt: number;
  /** The next animation frame after that. */
  frameAt: number;
}

/** A row, by column and position (rows keep their order when ticked). */
export interface RowAt {
  column: number;
  row: number;
}

/** Rows whose task is not done yet, column by column. */
export function undoneRows(page: Page): Promise<RowAt[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('section.kid-column')].flatMap((section, column) =>
      [...section.querySelectorAll('li.task-row')]
        .map((item, row) => ({ row, done: item.classList.contains('task-row--done') }))
        .filter(({ done }) => !done)
        .map(({ row }) => ({ column, row })),
    ),
  );
}

/**
 * In the page: scrolls the row's checkbox into view and watches until the row shows as done.
 * Returns where to click; the result waits in `window.__benchWatch`.
 */
function watchRowDone(at: RowAt): { x: number; y: number } {
  const section = document.querySelectorAll('section.kid-column')[at.column];
  const rowOf = () => section?.querySelectorAll('li.task-row')[at.row];
  const box = rowOf()?.querySelector('input[type="checkbox"]');
  if (!section || !box) throw new Error(`No checkbox at column ${at.column}, row ${at.row}.`);
  box.scrollIntoView({ block: 'center', inline: 'center' });
  let clickedAt: number | null = null;
  // Marks let a browser trace find the same moments (see bench/profile.ts).
  box.addEventListener(
    'click',
    (event) => {
      clickedAt = event.timeStamp;
      performance.mark('bench:click');
    },
    { capture: true, once: true },
  );
  (window as BenchWindow).__benchWatch = new Promise<Watched>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('The row never showed as done.')), 10_000);
    const observer = new MutationObserver(() => {
      const row = rowOf();
      const checkbox = row?.querySelector('input[type="checkbox"]');
      if (!row?.classList.contains('task-row--done') || !(checkbox as HTMLInputElement)?.checked)
        return;
      const shownAt = performance.now();
      performance.mark('bench:shown');
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() =>
        resolve({
          timeOrigin: performance.timeOrigin,
          clickedAt,
          shownAt,
          frameAt: performance.now(),
        }),
      );
    });
    observer.observe(section, { attributes: true, childList: true, subtree: true });
  });
  const rect = box.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

export function watchRow(page: Page, at: RowAt) {
  return page.evaluate(watchRowDone, at);
}

export function watched(page: Page): Promise<Watched> {
  return page.evaluate(() => {
    const watch = (window as BenchWindow).__benchWatch;
    if (!watch) throw new Error('Nothing is being watched.');
    return watch;
  });
}

/**
 * In the page: marks today's columns as old and watches until a whole new set of as many
 * columns (a new day) holds `tasksPerKid` rows in each. Returns the centre of the button to click.
 */
function watchNewDay(args: { button: string; tasksPerKid: number }): {
  x: number;
  y: number;
} {
  const old = document.querySelectorAll('section.kid-column');
  for (const section of old) section.setAttribute('data-bench-old', '');
  const columns = old.length;
  // The arrows beside the words are hidden from screen readers, so match on the words.
  const button = [...document.querySelectorAll('button')].find((candidate) =>
    candidate.textContent?.includes(args.button),
  );
  if (!button) throw new Error(`No "${args.button}" button.`);
  let clickedAt: number | null = null;
  button.addEventListener('click', (event) => (clickedAt = event.timeStamp), {
    capture: true,
    once: true,
  });
  (window as BenchWindow).__benchWatch = new Promise<Watched>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('The new day never showed.')), 10_000);
    const observer = new MutationObserver(() => {
      const fresh = [...document.querySelectorAll('section.kid-column:not([data-bench-old])')];
      if (fresh.length !== columns) return;
      const full = (column: Element) =>
        column.querySelectorAll('li.task-row').length === args.tasksPerKid;
      if (!fresh.every(full)) return;
      const shownAt = performance.now();
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() =>
        resolve({
          timeOrigin: performance.timeOrigin,
          clickedAt,
          shownAt,
          frameAt: performance.now(),
        }),
      );
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  button.scrollIntoView({ block: 'center' });
  const rect = button.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

export function watchDaySwitch(page: Page, args: { button: string; tasksPerKid: number }) {
  return page.evaluate(watchNewDay, args);
}
