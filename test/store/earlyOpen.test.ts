// The page opens the device's databases while its script loads (index.html), and the app adopts
// what it opened: the same names, versions and stores the app's own opens make. Run here as the
// page runs it, on a fake IndexedDB, then read and written through the app's own code.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { firebasePage } from '../../vite.config';
import { PARENT_KEY } from '../../src/app/parentStore';
import { openDatabase, EARLY_DATABASE, OBJECT_STORE } from '../../src/store/indexedDb/records';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import { accountDatabases } from '../../src/store/offline/offlineFirstStore';
import { openOutboxDatabase } from '../../src/store/offline/outboxDatabase';

const html = await readFile(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
const inlineScript = (page: string) => /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
const inline = inlineScript(html);

/** The page a Firebase build serves, as the build's own plugin makes it. */
function firebaseBuildPage(bundle: Record<string, unknown> = {}) {
  const plugin = firebasePage();
  plugin.configResolved({ env: { VITE_FIREBASE_DATABASE_URL: 'https://example.firebaseio.com' } });
  const page = plugin.transformIndexHtml.handler(html, { bundle: bundle as never });
  if (typeof page === 'string') throw new Error('A Firebase build left the page as it was.');
  return page;
}
const firebasePageScript = () => inlineScript(firebaseBuildPage().html);

/** Runs the page's inline script as a build would serve it, on `factory`. */
function runPage(
  factory: IDBFactory,
  { firebase = false, stored }: { firebase?: boolean; stored?: string },
) {
  const script = firebase ? firebasePageScript() : inline;
  const window: Record<string, unknown> = {};
  runInNewContext(script, {
    window,
    indexedDB: factory,
    localStorage: { getItem: (key: string) => (key === PARENT_KEY ? (stored ?? null) : null) },
    performance: { mark: () => undefined },
  });
  // The app finds them on its own global, as the page's script leaves them on `window`.
  globalThis.__kidsTodoOpenings = window.__kidsTodoOpenings as typeof globalThis.__kidsTodoOpenings;
  return window.__kidsTodoOpenings as Record<string, IDBOpenDBRequest | undefined>;
}

async function databases(factory: IDBFactory) {
  return (await factory.databases()).map((db) => db.name).sort();
}

const realIndexedDb = globalThis.indexedDB;
afterEach(() => {
  globalThis.__kidsTodoOpenings = undefined;
  Object.defineProperty(globalThis, 'indexedDB', { value: realIndexedDb, configurable: true });
});

/** The app adopts only opens made on the page's own IndexedDB. */
function asThePage(factory: IDBFactory) {
  Object.defineProperty(globalThis, 'indexedDB', { value: factory, configurable: true });
}

describe('the early open in index.html', () => {
  it('runs before the app’s script', () => {
    expect(html.indexOf('__kidsTodoOpenings')).toBeGreaterThan(0);
    expect(html.indexOf('__kidsTodoOpenings')).toBeLessThan(html.indexOf('src/main.tsx'));
  });

  it('in an embedded build opens the embedded store’s database, which the store adopts', async () => {
    const factory = new IDBFactory();
    asThePage(factory);
    const openings = runPage(factory, {});
    expect(Object.keys(openings)).toEqual([EARLY_DATABASE]);
    const early = openings[EARLY_DATABASE];

    const db = await openDatabase(factory, EARLY_DATABASE);
    expect(db).toBe(early?.result);
    expect([...db.objectStoreNames]).toEqual([OBJECT_STORE]);
    db.close();

    const store = createIndexedDbStore({ indexedDB: factory, keyRange: IDBKeyRange });
    await store.set('families/f/config/name', 'Ada’s family');
    const read = await new Promise((resolve) => {
      const stop = store.subscribe('families/f/config/name', (value) => {
        resolve(value);
        queueMicrotask(() => stop());
      });
    });
    expect(read).toBe('Ada’s family');
    store.close();
  });

  it('in a Firebase build opens the remembered parent’s copy and outbox, and the app adopts both', async () => {
    const factory = new IDBFactory();
    asThePage(factory);
    const names = accountDatabases('parent-1');
    const openings = runPage(factory, {
      firebase: true,
      stored: JSON.stringify({ uid: 'parent-1', email: 'ada@example.com' }),
    });
    expect(Object.keys(openings).sort()).toEqual([names.copy, names.outbox].sort());

    const early = openings[names.copy];
    const copy = await openDatabase(factory, names.copy);
    expect(copy).toBe(early?.result);
    expect([...copy.objectStoreNames]).toEqual([OBJECT_STORE]);

    const outbox = openOutboxDatabase(factory, names.outbox);
    const entry = {
      id: 'a',
      made: 1,
      family: 'f',
      what: 'a tick',
      op: { kind: 'set' as const, path: 'p', value: true },
    };
    const { seq, entries } = await outbox.add(entry);
    expect(entries).toEqual([{ ...entry, seq }]);
    await expect(outbox.entries()).resolves.toEqual([{ ...entry, seq }]);
    await outbox.markKnown('families/f/config');
    await expect(outbox.known()).resolves.toEqual(['families/f/config']);
    expect(openings[names.outbox]).toBeUndefined(); // taken once
    outbox.close();
    copy.close();
  });

  it('in a Firebase build opens nothing for a visitor, or for a remembered parent it cannot read', async () => {
    for (const stored of [
      undefined,
      'not json',
      JSON.stringify({ email: 'x' }),
      JSON.stringify({ uid: '' }),
    ]) {
      const factory = new IDBFactory();
      expect(Object.keys(runPage(factory, { firebase: true, stored }))).toEqual([]);
      await expect(databases(factory)).resolves.toEqual([]);
    }
  });

  it('a Firebase build’s page asks for the parent’s store chunk with its own script', () => {
    const page = firebaseBuildPage({
      'assets/parentStore-abc.js': {
        type: 'chunk',
        fileName: 'assets/parentStore-abc.js',
        facadeModuleId: '/app/src/app/parentStore.ts',
      },
      'assets/index-def.js': { type: 'chunk', fileName: 'assets/index-def.js' },
    });
    expect(page.tags).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: '', href: '/assets/parentStore-abc.js' },
        injectTo: 'head',
      },
    ]);
  });

  it('a second store of the page opens its own database', async () => {
    const factory = new IDBFactory();
    asThePage(factory);
    const openings = runPage(factory, {});
    const early = openings[EARLY_DATABASE];
    const first = await openDatabase(factory, EARLY_DATABASE);
    const second = await openDatabase(factory, EARLY_DATABASE);
    expect(first).toBe(early?.result);
    expect(second).not.toBe(first);
    first.close();
    second.close();
  });
});
