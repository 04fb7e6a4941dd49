/**
 * The page's own opens of the device's databases, started by `index.html` before the app's
 * script has loaded: the embedded store's `kids-todo`, or in Firebase mode the remembered
 * parent's copy and outbox. A store adopts the open of its database, so a returning family's
 * first read waits for no open; each open is taken once, and anything else opens its own.
 */

import {
  EMBEDDED_DATABASE,
  FIRST_READS_GLOBAL,
  type FirstRead,
  type FirstReads,
} from '../lastFrame/firstReads';

declare global {
  var __kidsTodoOpenings: Record<string, IDBOpenDBRequest | undefined> | undefined;
}

/** The page's first reads (src/lastFrame/firstReads.ts), if it started them. */
function firstReadsOfPage(): FirstReads | undefined {
  return (globalThis as unknown as Record<string, FirstReads | undefined>)[FIRST_READS_GLOBAL];
}

/** The page's open of `name`, if it started one for this factory and nobody has taken it. */
function takeEarlyOpening(factory: IDBFactory, name: string): IDBOpenDBRequest | undefined {
  const openings = globalThis.__kidsTodoOpenings;
  const opening = openings?.[name];
  if (!openings || !opening || factory !== globalThis.indexedDB) return undefined;
  // Taken once: a second store of the page (after a reload of the store) opens its own.
  openings[name] = undefined;
  return opening;
}

/**
 * The database `name`, from the page's early open when there is one, or from `openNow`. An
 * early open that failed or was blocked hands over to `openNow`, whose error says why.
 */
export function openEarlyOr(
  factory: IDBFactory,
  name: string,
  openNow: () => Promise<IDBDatabase>,
): Promise<IDBDatabase> {
  const early = takeEarlyOpening(factory, name);
  if (!early) return openNow();
  if (early.readyState === 'done') {
    return early.error ? openNow() : Promise.resolve(early.result);
  }
  return new Promise((resolve) => {
    early.addEventListener('success', () => resolve(early.result));
    early.addEventListener('error', () => resolve(openNow()));
  });
}

/** Whether a store of `name` on `factory` is the one the page read for: the embedded store's. */
const readsOfPage = (factory: IDBFactory, name: string) =>
  factory === globalThis.indexedDB && name === EMBEDDED_DATABASE;

/**
 * The page's read of `keys` (src/lastFrame/firstReads.ts), taken once, when this is the embedded
 * store's database as the page opened it and nothing can have changed there since the page asked:
 * it resolves with the place's records, or `undefined` when the read failed (the store then reads
 * for itself). `undefined` when there is no such read to take.
 */
export function takeFirstRead(
  factory: IDBFactory,
  name: string,
  keys: readonly string[],
): Promise<unknown[] | undefined> | undefined {
  const first = firstReadsOfPage();
  if (!first?.reads || !readsOfPage(factory, name)) return undefined;
  if (first.heard) {
    forgetFirstReads(factory, name);
    return undefined;
  }
  const samePlace = (read: FirstRead) =>
    read.keys.length === keys.length && read.keys.every((key, index) => key === keys[index]);
  const read = first.reads.find(samePlace);
  if (!read) return undefined;
  first.reads = first.reads.filter((other) => other !== read);
  const { request } = read;
  if (request.readyState === 'done') {
    return Promise.resolve(request.error ? undefined : request.result);
  }
  return new Promise((resolve) => {
    request.addEventListener('success', () => resolve(request.result));
    request.addEventListener('error', (event) => {
      // Handled here: the store reads for itself.
      event.preventDefault();
      resolve(undefined);
    });
  });
}

/**
 * The page's reads may no longer be taken: the store has written, or heard another tab's write,
 * or closed. Reads the page asks for later (its database still opening) are never taken either.
 */
export function forgetFirstReads(factory: IDBFactory, name: string): void {
  const first = firstReadsOfPage();
  if (!first || !readsOfPage(factory, name)) return;
  first.heard = true;
  first.reads = null;
  first.channel?.close();
  first.channel = null;
}
