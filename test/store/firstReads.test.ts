// The page's first reads (src/lastFrame/firstReads.ts): a page that paints a kept frame asks the
// embedded store's database for the family's day before the app's script has run, and the
// store answers its first read of each place from them, but never once anything can have
// changed there since: another tab's write heard, or a write of its own.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarDate } from '../../machines/calendar';
import { configPath, dayListPath, libraryPath, templatesPath } from '../../src/app/storePaths';
import {
  FIRST_READS_GLOBAL,
  firstReadPaths,
  startFirstReads,
  type FirstReads,
} from '../../src/lastFrame/firstReads';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import { EARLY_DATABASE } from '../../src/store/indexedDb/records';
import type { Store, StoreSnapshot } from '../../src/store/port';
import { parsePath } from '../../src/store/validation';
import { readValue } from './contract/support';
import { request } from './indexedDbSupport';

const html = await readFile(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
const openingScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

const FAMILY = 'fam';
const DATE = '2026-12-03' as CalendarDate;
const DAY = dayListPath(FAMILY, DATE);
const TASK = `${DAY}/ada/t1`;
const task = (completed: boolean) => ({ title: 'Brush teeth', completed, order: 1 });

const realIndexedDb = globalThis.indexedDB;
const opened: Store[] = [];
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  const first = (globalThis as Record<string, unknown>)[FIRST_READS_GLOBAL] as
    FirstReads | undefined;
  first?.channel?.close();
  delete (globalThis as Record<string, unknown>)[FIRST_READS_GLOBAL];
  globalThis.__kidsTodoOpenings = undefined;
  Object.defineProperty(globalThis, 'indexedDB', { value: realIndexedDb, configurable: true });
});

/** A device whose embedded store holds Ada's task for the day, not done. */
async function device() {
  const factory = new IDBFactory();
  // Another tab's store: the same database, through a factory that is not the page's.
  const otherTabFactory = { open: factory.open.bind(factory) } as unknown as IDBFactory;
  const open = (indexedDB: IDBFactory) => {
    const store = createIndexedDbStore({ indexedDB, keyRange: IDBKeyRange });
    opened.push(store);
    return store;
  };
  const seed = open(otherTabFactory);
  await seed.set(configPath(FAMILY), { name: 'The Riveras', kids: { ada: { name: 'Ada' } } });
  await seed.set(TASK, task(false));
  seed.close();
  return { factory, otherTab: () => open(otherTabFactory), thisTab: () => open(factory) };
}

/**
 * Runs the page as it starts: `index.html`'s open of the database, then the frame's first reads
 * for `family` on `date`; resolves once the page has its answers.
 */
async function startPage(
  factory: IDBFactory,
  family = FAMILY,
  date: string = DATE,
): Promise<FirstReads> {
  Object.defineProperty(globalThis, 'indexedDB', { value: factory, configurable: true });
  const window: Record<string, unknown> = {};
  runInNewContext(openingScript, {
    window,
    indexedDB: factory,
    localStorage: { getItem: () => null },
    performance: { mark: () => undefined },
  });
  window.BroadcastChannel = BroadcastChannel;
  window.IDBKeyRange = IDBKeyRange;
  startFirstReads(window as unknown as Window, family, date);
  globalThis.__kidsTodoOpenings = window.__kidsTodoOpenings as typeof globalThis.__kidsTodoOpenings;
  const first = window[FIRST_READS_GLOBAL] as FirstReads;
  (globalThis as Record<string, unknown>)[FIRST_READS_GLOBAL] = first;
  await vi.waitFor(() => {
    expect(first.reads).not.toBeNull();
    for (const read of first.reads ?? []) expect(read.request.readyState).toBe('done');
  });
  return first;
}

/** Changes Ada's task behind every store's back: no store writes it, no tab is told. */
async function changeUnannounced(factory: IDBFactory, completed: boolean) {
  const db = await request(factory.open(EARLY_DATABASE));
  const nodes = db.transaction('nodes', 'readwrite').objectStore('nodes');
  await request(nodes.put({ path: [...parsePath(TASK), 'completed'], value: completed }));
  db.close();
}

const completedIn = (day: StoreSnapshot) =>
  (day as { ada?: { t1?: { completed?: boolean } } } | null)?.ada?.t1?.completed;

describe('the page’s first reads', () => {
  it('are the places the app’s listeners of a family’s day read first', () => {
    expect(firstReadPaths(FAMILY, DATE)).toEqual(
      [configPath(FAMILY), libraryPath(FAMILY), templatesPath(FAMILY), DAY].map(parsePath),
    );
  });

  it('answer the store’s first read of each place, once', async () => {
    const { factory, thisTab } = await device();
    const first = await startPage(factory);
    // Proof the answer is the page's: what is stored now differs from what the page read.
    await changeUnannounced(factory, true);
    const store = thisTab();
    expect(completedIn(await readValue(store, DAY))).toBe(false);
    await expect(readValue(store, configPath(FAMILY))).resolves.toMatchObject({
      name: 'The Riveras',
    });
    expect(first.reads?.map(({ keys }) => keys)).toEqual([
      parsePath(libraryPath(FAMILY)),
      parsePath(templatesPath(FAMILY)),
    ]);
    // Taken once: the next read of the day reads what is stored.
    expect(completedIn(await readValue(store, DAY))).toBe(true);
  });

  it('are not taken once another tab has announced a write', async () => {
    const { factory, thisTab, otherTab } = await device();
    const first = await startPage(factory);
    await otherTab().set(`${TASK}/completed`, true);
    await vi.waitFor(() => expect(first.heard).toBe(true));
    expect(completedIn(await readValue(thisTab(), DAY))).toBe(true);
    expect(first.reads).toBeNull();
    expect(first.channel).toBeNull();
  });

  it('are not taken once another tab is heard by the store itself', async () => {
    const { factory, thisTab, otherTab } = await device();
    const first = await startPage(factory);
    const store = thisTab();
    // The page no longer hears the other tabs: only the store's own channel can.
    first.channel?.close();
    first.channel = null;
    await otherTab().set(`${configPath(FAMILY)}/name`, 'The Rivera-Lees');
    await vi.waitFor(() => expect(first.reads).toBeNull());
    await changeUnannounced(factory, true);
    expect(completedIn(await readValue(store, DAY))).toBe(true);
  });

  it('are not taken once the store has written, anywhere', async () => {
    const { factory, thisTab } = await device();
    const first = await startPage(factory);
    await changeUnannounced(factory, true);
    const store = thisTab();
    await store.set(`${configPath(FAMILY)}/name`, 'The Rivera-Lees');
    expect(first.reads).toBeNull();
    expect(completedIn(await readValue(store, DAY))).toBe(true);
  });

  it('are not taken once the store has run a transaction', async () => {
    const { factory, thisTab } = await device();
    const first = await startPage(factory);
    await changeUnannounced(factory, true);
    const store = thisTab();
    await store.transaction(`${configPath(FAMILY)}/name`, () => 'The Rivera-Lees');
    expect(first.reads).toBeNull();
    expect(completedIn(await readValue(store, DAY))).toBe(true);
  });

  it('show a write the store makes while its first read is under way', async () => {
    const { factory, thisTab } = await device();
    await startPage(factory);
    const store = thisTab();
    const values: StoreSnapshot[] = [];
    const stop = store.subscribe(DAY, (value) => values.push(value));
    await store.set(`${TASK}/completed`, true);
    await vi.waitFor(() => expect(completedIn(values.at(-1) ?? null)).toBe(true));
    stop();
    expect(completedIn(await readValue(store, DAY))).toBe(true);
  });

  it('are of one family and day: another day’s read reads for itself', async () => {
    const { factory, thisTab } = await device();
    const first = await startPage(factory, FAMILY, '2026-12-02');
    await changeUnannounced(factory, true);
    expect(completedIn(await readValue(thisTab(), DAY))).toBe(true);
    expect(first.reads).toHaveLength(4);
  });

  it('are not taken by a store of another IndexedDB than the page’s', async () => {
    const { factory, otherTab } = await device();
    const first = await startPage(factory);
    await changeUnannounced(factory, true);
    expect(completedIn(await readValue(otherTab(), DAY))).toBe(true);
    expect(first.reads).toHaveLength(4);
  });

  it('are forgotten when the store closes', async () => {
    const { factory, thisTab } = await device();
    const first = await startPage(factory);
    thisTab().close();
    expect(first.reads).toBeNull();
    expect(first.channel).toBeNull();
  });

  it('are not asked for where the page opens no embedded database, or hears no other tab', () => {
    const none: Record<string, unknown> = { __kidsTodoOpenings: {}, BroadcastChannel };
    startFirstReads(none as unknown as Window, FAMILY, DATE);
    expect(none[FIRST_READS_GLOBAL]).toBeUndefined();
    const deaf: Record<string, unknown> = {
      __kidsTodoOpenings: { [EARLY_DATABASE]: {} },
      BroadcastChannel: undefined,
    };
    startFirstReads(deaf as unknown as Window, FAMILY, DATE);
    expect(deaf[FIRST_READS_GLOBAL]).toBeUndefined();
  });
});
