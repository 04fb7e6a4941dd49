/**
 * Persistent storage: a browser may clear a site's data when space runs low, unless it
 * promised to keep it (`navigator.storage.persist()`). Asked once a page, when a family is
 * started or opened; the Family view shows the answer.
 */
let asked: Promise<boolean> | null = null;

/** Asks the browser to keep this site's data; resolves with its promise (false when unknown). */
export function askToKeepStorage(): Promise<boolean> {
  asked ??= (async () => {
    try {
      return (await navigator.storage?.persist?.()) ?? false;
    } catch {
      return false;
    }
  })();
  return asked;
}

/** Whether the browser promised to keep this site's data; `null` when it cannot say. */
export async function isStorageKept(): Promise<boolean | null> {
  try {
    const persisted = navigator.storage?.persisted;
    return persisted ? await persisted.call(navigator.storage) : null;
  } catch {
    return null;
  }
}
