/**
 * The first screen's reads, started by the page (docs/design.md "First frame"): when the page
 * paints a kept frame of an embedded build's family, it also asks the embedded store's database,
 * which `index.html` is already opening, for what that family's day needs (its config, library,
 * routines and the day's list), in one read-only transaction, while the app's script is still
 * being fetched and evaluated. The store adopts each answer once, for the first read of that
 * place (src/store/earlyOpening.ts, `takeFirstRead`), and only while nothing can have changed
 * it since: once it has heard another tab announce a write, or written itself, it reads for
 * itself.
 *
 * Like the rest of this folder, this file imports nothing beyond it and never throws.
 */

/** Where the page leaves its reads for the store, on `window`. */
export const FIRST_READS_GLOBAL = '__kidsTodoFirstReads';
/** The embedded store's database, its object store and its tabs' channel (src/store/indexedDb/). */
export const EMBEDDED_DATABASE = 'kids-todo';
export const NODES_STORE = 'nodes';
export const EMBEDDED_CHANNEL = `kids-todo-store/${EMBEDDED_DATABASE}`;

/** One place read: its path's keys, and the request for its records (one per leaf). */
export interface FirstRead {
  keys: string[];
  request: IDBRequest<unknown[]>;
}

/** What the page leaves for the store. */
export interface FirstReads {
  /** The reads not taken yet; `null` until the database is open, and once they are forgotten. */
  reads: FirstRead[] | null;
  /** Another tab announced a write since the reads were asked for: they may be out of date. */
  heard: boolean;
  /** The page's ear on the other tabs, closed once the reads are forgotten. */
  channel: BroadcastChannel | null;
}

/**
 * The places a family's day reads first, as src/app/storePaths.ts names them (a test holds them
 * together): the config, the library, the routines and the day's list.
 */
export function firstReadPaths(family: string, date: string): string[][] {
  const lists = ['families', family, 'lists'];
  return [
    ['families', family, 'config'],
    [...lists, 'library'],
    [...lists, 'templates'],
    [...lists, date],
  ];
}

type PageWindow = Window & typeof globalThis;

/**
 * Asks the database the page is opening for `family`'s day `date`. Does nothing where the page
 * opens no embedded database, or where the other tabs cannot be heard (their writes meanwhile
 * could not be known).
 */
export function startFirstReads(page: Window, family: string, date: string): void {
  try {
    const win = page as PageWindow & {
      __kidsTodoOpenings?: Record<string, IDBOpenDBRequest | undefined>;
    };
    const opening = win.__kidsTodoOpenings?.[EMBEDDED_DATABASE];
    if (!opening || typeof win.BroadcastChannel !== 'function') return;
    const channel = new win.BroadcastChannel(EMBEDDED_CHANNEL);
    const first: FirstReads = { reads: null, heard: false, channel };
    channel.onmessage = () => {
      first.heard = true;
    };
    const read = () => {
      if (first.heard) return;
      try {
        const objectStore = opening.result
          .transaction(NODES_STORE, 'readonly')
          .objectStore(NODES_STORE);
        // Every record at or below each place (src/store/indexedDb/records.ts, `subtreeRange`).
        first.reads = firstReadPaths(family, date).map((keys) => ({
          keys,
          request: objectStore.getAll(win.IDBKeyRange.bound([...keys], [...keys, []])),
        }));
      } catch {
        // The store reads for itself.
      }
    };
    if (opening.readyState === 'done') {
      if (!opening.error) read();
    } else {
      opening.addEventListener('success', read);
    }
    (win as unknown as Record<string, FirstReads>)[FIRST_READS_GLOBAL] = first;
  } catch {
    // The store reads for itself.
  }
}
