/**
 * The page's own opens of the device's databases, started by `index.html` before the app's
 * script has loaded: the embedded store's `kids-todo`, or in Firebase mode the remembered
 * parent's copy and outbox. A store adopts the open of its database, so a returning family's
 * first read waits for no open; each open is taken once, and anything else opens its own.
 */

declare global {
  var __kidsTodoOpenings: Record<string, IDBOpenDBRequest | undefined> | undefined;
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
