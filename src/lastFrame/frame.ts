/**
 * The last frame as kept (docs/design.md "First frame"): where it is, its shape, and whether the
 * page that starts now may paint it. src/lastFrame/paint.ts puts it on screen; the build bundles
 * both into the page's own small script (vite.config.ts, `lastFramePage`), and the app imports the
 * same functions, so the page and the app decide alike. Nothing here may throw, and nothing here
 * may import anything beyond this folder.
 */

/** Where the frame is kept (src/lastFrame/keep.ts writes it). */
export const LAST_FRAME_KEY = 'kids-todo:last-frame';
/** The most markup kept: above it nothing is kept (localStorage is small, and read at start). */
export const LAST_FRAME_MAX_CHARS = 300_000;
/** The device's keys the decision reads (src/app/deviceStorage.ts, src/app/parentStore.ts). */
const FAMILY_KEY = 'kids-todo:family';
const FAMILIES_KEY = 'kids-todo:families';
const KID_MODE_KEY = 'kids-todo:kid-mode';
const PARENT_KEY = 'kids-todo:parent';

/** The account of an embedded build, which has no sign-in. */
export const EMBEDDED_ACCOUNT = 'embedded';

/** A kept frame, as stored. */
export interface LastFrame {
  v: 1;
  /** The build that kept it: another build's markup may not match its styles. */
  version: string;
  /** The signed-in parent's uid (Firebase mode), or "embedded". */
  account: string;
  family: string;
  /** One kid's page (`/{family}/kid/{kid}`), or `null` for the family's day. */
  kid: string | null;
  /** The address it was shown at, for a person reading the record. */
  path: string;
  /** The family's day shown (YYYY-MM-DD). */
  date: string;
  /** The family's day-start hour (0–5) when it was kept. */
  dayStart: number;
  /** The device's kid-mode lock as stored (`kids-todo:kid-mode`), or `null`. */
  lock: string | null;
  /** The window's width: the columns a board shows depend on it. */
  width: number;
  /** The markup below `#root`, without what must not be copied. */
  html: string;
}

/** What the page knows when it starts. */
export interface PageAtStart {
  version: string;
  /** The signed-in parent's uid, "embedded", or `null` (Firebase mode, nobody remembered). */
  account: string | null;
  pathname: string;
  /** `kids-todo:family`: the family `/` opens. */
  storedFamily: string | null;
  /** `kids-todo:families` as stored: every family this device has opened. */
  storedFamilies: string | null;
  /** `kids-todo:kid-mode` as stored. */
  lock: string | null;
  width: number;
  now: Date;
}

/** A frame to paint, or why not: `remove` says the record can never be painted again. */
export type FrameDecision =
  { paint: true; frame: LastFrame } | { paint: false; remove: boolean; reason: string };

function text(value: unknown): value is string {
  return typeof value === 'string';
}

/** The record, if it is one; `null` for anything else (a corrupt record). */
export function parseLastFrame(stored: string): LastFrame | null {
  try {
    const value = JSON.parse(stored) as Record<string, unknown> | null;
    if (typeof value !== 'object' || value === null || value.v !== 1) return null;
    const { version, account, family, kid, path, date, dayStart, lock, width, html } = value;
    if (!text(version) || !text(account) || !text(family) || !text(path) || !text(html)) {
      return null;
    }
    if (!(kid === null || text(kid)) || !(lock === null || text(lock))) return null;
    if (!text(date) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
    if (typeof dayStart !== 'number' || !(dayStart >= 0 && dayStart <= 23)) return null;
    if (typeof width !== 'number') return null;
    return { v: 1, version, account, family, kid, path, date, dayStart, lock, width, html };
  } catch {
    return null;
  }
}

const pad = (value: number, width: number) => {
  let shown = String(value);
  while (shown.length < width) shown = '0' + shown;
  return shown;
};

/**
 * The family's date at `now` by the device's wall clock, as machines/domain/familyDay.ts's
 * `familyDate` says (a test holds them together): the calendar date, or the day before while
 * the hour is before the day start.
 */
export function familyDateAt(now: Date, dayStart: number): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (now.getHours() < dayStart) day.setDate(day.getDate() - 1);
  return `${pad(day.getFullYear(), 4)}-${pad(day.getMonth() + 1, 2)}-${pad(day.getDate(), 2)}`;
}

/** The kid-mode lock's family and kid, as src/app/deviceStorage.ts's `parseKidLock` reads it. */
function lockOf(stored: string | null): { family: string; kid: string | null } | null {
  try {
    const value = JSON.parse(stored ?? 'null') as Record<string, unknown> | null;
    if (typeof value !== 'object' || value === null) return null;
    const { familyId, kidId } = value;
    if (!text(familyId) || familyId === '') return null;
    return { family: familyId, kid: text(kidId) && kidId !== '' ? kidId : null };
  } catch {
    return null;
  }
}

/**
 * The today page the app will show for this address (machines/route.ts, the app machine's
 * routing): `/{family}`, `/{family}/{date}` (today only when the date is today's),
 * `/{family}/kid/{kid}`, `/` opening the remembered family, and kid mode moving any other address
 * to its own page. `null`: some other page.
 */
export function todayPageAt(
  pathname: string,
  storedFamily: string | null,
  storedLock: string | null,
): { family: string; kid: string | null; date: string | null } | null {
  const segments: string[] = [];
  try {
    for (const segment of pathname.split('/')) {
      if (segment !== '') segments.push(decodeURIComponent(segment));
    }
  } catch {
    return null;
  }
  const [family, second, third] = segments;
  let page: { family: string; kid: string | null; date: string | null } | null = null;
  if (family === undefined) page = null;
  else if (segments.length === 1) page = { family, kid: null, date: null };
  else if (segments.length === 2 && second && /^\d{4}-\d{2}-\d{2}$/.test(second)) {
    page = { family, kid: null, date: second };
  } else if (segments.length === 3 && second === 'kid' && third) {
    page = { family, kid: third, date: null };
  }
  const lock = lockOf(storedLock);
  if (lock) {
    const inKidMode =
      page !== null &&
      page.family === lock.family &&
      (page.kid !== null ? lock.kid === null || page.kid === lock.kid : lock.kid === null);
    return inKidMode && page?.date === null
      ? page
      : { family: lock.family, kid: lock.kid, date: null };
  }
  if (family === undefined) {
    return storedFamily ? { family: storedFamily, kid: null, date: null } : null;
  }
  return page;
}

/** Whether the kept frame is this page's, now; and whether a record that is not ever can be. */
export function decideLastFrame(stored: string | null, page: PageAtStart): FrameDecision {
  if (stored === null) return { paint: false, remove: false, reason: 'none kept' };
  const frame = parseLastFrame(stored);
  if (!frame) return { paint: false, remove: true, reason: 'corrupt' };
  if (frame.version !== page.version) {
    return { paint: false, remove: true, reason: 'another version' };
  }
  const today = familyDateAt(page.now, frame.dayStart);
  if (frame.date < today) return { paint: false, remove: true, reason: 'a day gone by' };
  if (frame.date !== today) return { paint: false, remove: false, reason: 'another day' };
  if (page.account === null || frame.account !== page.account) {
    return { paint: false, remove: false, reason: 'another account' };
  }
  if (frame.lock !== page.lock) return { paint: false, remove: false, reason: 'another lock' };
  if (frame.width !== page.width) return { paint: false, remove: false, reason: 'another width' };
  const shown = todayPageAt(page.pathname, page.storedFamily, page.lock);
  if (
    !shown ||
    shown.family !== frame.family ||
    shown.kid !== frame.kid ||
    (shown.date !== null && shown.date !== today)
  ) {
    return { paint: false, remove: false, reason: 'another page' };
  }
  return { paint: true, frame };
}

/** `localStorage`, or `null` where even asking for it throws. */
export function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

export function readKey(storage: Storage | null, key: string): string | null {
  try {
    return storage ? storage.getItem(key) : null;
  } catch {
    return null;
  }
}

/** The signed-in parent's uid as src/app/parentStore.ts remembers it. */
export function rememberedAccount(storage: Storage | null, firebase: boolean): string | null {
  if (!firebase) return EMBEDDED_ACCOUNT;
  try {
    const parent = JSON.parse(readKey(storage, PARENT_KEY) ?? 'null') as { uid?: unknown } | null;
    const uid = parent && parent.uid;
    return text(uid) && uid !== '' && uid.length <= 128 ? uid : null;
  } catch {
    return null;
  }
}

/** What this page knows at start, read from the window and its storage. */
export function pageAtStart(
  win: Window,
  settings: { version: string; firebase: boolean },
): PageAtStart {
  const storage = storageOf(win);
  return {
    version: settings.version,
    account: rememberedAccount(storage, settings.firebase),
    pathname: win.location.pathname,
    storedFamily: readKey(storage, FAMILY_KEY),
    storedFamilies: readKey(storage, FAMILIES_KEY),
    lock: readKey(storage, KID_MODE_KEY),
    width: win.innerWidth,
    now: new Date(),
  };
}
