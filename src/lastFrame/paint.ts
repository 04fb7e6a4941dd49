/**
 * The last frame, painted first (docs/design.md "First frame"): the page's own small script,
 * inlined into `index.html` at build time (vite.config.ts, `lastFramePage`), paints the markup of
 * today's board as this device last showed it, before the app's script is evaluated, and only
 * when everything it was kept for still holds. The app takes over (`takeOverLastFrame`) once its
 * own board for the page is shown, or anything else is.
 *
 * This file imports nothing: it is compiled on its own into the page, and the app imports the
 * same functions, so the page and the app decide and take over alike. Nothing here may throw.
 */

/** Where the frame is kept (src/lastFrame/keep.ts writes it). */
export const LAST_FRAME_KEY = 'kids-todo:last-frame';
/** The most markup kept: above it nothing is kept (localStorage is small, and read at start). */
export const LAST_FRAME_MAX_CHARS = 300_000;
/** User Timing marks the benchmark reads. */
export const PAINTED_MARK = 'kids-todo:last-frame-painted';
export const TAKEN_OVER_MARK = 'kids-todo:taken-over';
/** The painted frame's element, before `#root`. */
export const FRAME_ID = 'last-frame';
/** On `<html>` while the frame is shown: `#root` is hidden under it (src/styles.css). */
export const FRAME_SHOWN_CLASS = 'last-frame-shown';
/** What a tap on the frame says: it is not the app yet, and the tap did nothing. */
export const OPENING_NOTICE = 'Opening… one moment';
/** The frame gives way by itself after this long, whatever the app is doing. */
export const SAFETY_TIMEOUT_MS = 4000;

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

/**
 * The welcome screen as a new visitor first sees it (src/lastFrame/welcome.html, drawn from the
 * real screen by test/ui/welcomeFrame.test.tsx), and what it needs, named by the build.
 */
export interface WelcomeFrame {
  /** `#root`'s markup, made as a kept frame's is. */
  html: string;
  /** The welcome page's stylesheets: the frame shows once they are here. */
  styles: string[];
  /** The welcome page's modules: asked for now, not once the app's script has run. */
  modules: string[];
}

/** What the page's script is given by the build (vite.config.ts, `lastFramePage`). */
export interface PaintSettings {
  version: string;
  firebase: boolean;
  /** Embedded builds only: a Firebase build's new visitor is asked to sign in. */
  welcome?: WelcomeFrame;
}

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
function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

function read(storage: Storage | null, key: string): string | null {
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
    const parent = JSON.parse(read(storage, PARENT_KEY) ?? 'null') as { uid?: unknown } | null;
    const uid = parent && parent.uid;
    return text(uid) && uid !== '' && uid.length <= 128 ? uid : null;
  } catch {
    return null;
  }
}

/** What this page knows at start, read from the window and its storage. */
export function pageAtStart(win: Window, settings: PaintSettings): PageAtStart {
  const storage = storageOf(win);
  return {
    version: settings.version,
    account: rememberedAccount(storage, settings.firebase),
    pathname: win.location.pathname,
    storedFamily: read(storage, FAMILY_KEY),
    storedFamilies: read(storage, FAMILIES_KEY),
    lock: read(storage, KID_MODE_KEY),
    width: win.innerWidth,
    now: new Date(),
  };
}

/** Says, on the frame, that a tap waits for the app: nothing was done. */
function showOpeningNotice(doc: Document, wrapper: HTMLElement): void {
  if (wrapper.querySelector('.last-frame__notice')) return;
  const notice = doc.createElement('p');
  notice.className = 'last-frame__notice';
  notice.textContent = OPENING_NOTICE;
  wrapper.appendChild(notice);
}

/**
 * Whether the app will show this page the welcome screen of a device that has opened no family
 * (src/views/Welcome.tsx with nothing above its form): `/`, no family remembered or listed, no
 * kid-mode lock, an embedded build.
 */
export function opensWelcome(page: PageAtStart): boolean {
  return (
    page.account === EMBEDDED_ACCOUNT &&
    page.pathname === '/' &&
    page.storedFamily === null &&
    page.lock === null &&
    (page.storedFamilies === null || page.storedFamilies.replace(/\s/g, '') === '[]')
  );
}

/**
 * Puts `html` before `#root`, inert, in a wrapper that hears taps (the inert frame lets them
 * through to it) and says "one moment".
 */
function insertFrame(doc: Document, root: HTMLElement, html: string): HTMLElement {
  const wrapper = doc.createElement('div');
  wrapper.id = FRAME_ID;
  wrapper.setAttribute('aria-hidden', 'true');
  const frame = doc.createElement('div');
  frame.className = 'last-frame__page';
  frame.setAttribute('inert', '');
  frame.innerHTML = html;
  wrapper.appendChild(frame);
  wrapper.addEventListener('click', () => showOpeningNotice(doc, wrapper));
  root.parentNode?.insertBefore(wrapper, root);
  return wrapper;
}

/** The frame is on screen: `#root` is laid out hidden under it, and the benchmark is told. */
function frameShown(win: Window): void {
  win.document.documentElement.classList.add(FRAME_SHOWN_CLASS);
  try {
    win.performance.mark(PAINTED_MARK);
  } catch {
    // Only the benchmark reads it.
  }
}

/** The welcome screen's files as this page asked for them, and whether they are here. */
interface WelcomeFiles {
  /** Stylesheets not loaded yet. */
  pending: number;
  failed: boolean;
  /** Called when a stylesheet loads or fails. */
  onSettled: (() => void) | null;
}

/** What was asked for, by the build's settings (one object per page). */
const askedFor = new WeakMap<WelcomeFrame, WelcomeFiles>();

/** Asks for the welcome screen's modules and stylesheets, once per page. */
function askForWelcome(doc: Document, welcome: WelcomeFrame): WelcomeFiles {
  const asked = askedFor.get(welcome);
  if (asked) return asked;
  const files: WelcomeFiles = { pending: welcome.styles.length, failed: false, onSettled: null };
  for (const href of welcome.modules) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  }
  for (const href of welcome.styles) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => {
      files.pending -= 1;
      if (files.onSettled) files.onSettled();
    });
    link.addEventListener('error', () => {
      files.failed = true;
      if (files.onSettled) files.onSettled();
    });
    doc.head.appendChild(link);
  }
  askedFor.set(welcome, files);
  return files;
}

/**
 * In `<head>`, before the app's stylesheet and script: a page that will paint the welcome frame
 * asks for the welcome screen's files now, alongside the app's, not once the frame is painted.
 */
export function startFrame(win: Window, settings: PaintSettings): void {
  try {
    if (settings.welcome && opensWelcome(pageAtStart(win, settings))) {
      askForWelcome(win.document, settings.welcome);
    }
  } catch {
    // The frame's painting asks again, or the app loads the screen itself.
  }
}

/**
 * The welcome frame, shown once its stylesheets are here (unstyled, it would jump); a stylesheet
 * that cannot load takes it away.
 */
function paintWelcome(win: Window, root: HTMLElement, welcome: WelcomeFrame): void {
  const files = askForWelcome(win.document, welcome);
  const wrapper = insertFrame(win.document, root, welcome.html);
  wrapper.style.display = 'none';
  const settle = () => {
    if (win.document.getElementById(FRAME_ID) !== wrapper) return;
    if (files.failed) {
      takeOverLastFrame(win);
    } else if (files.pending === 0) {
      files.onSettled = null;
      wrapper.style.display = '';
      frameShown(win);
    }
  };
  files.onSettled = settle;
  settle();
}

/**
 * Paints the kept frame before `#root` when it is this page's (or, for a new visitor, the welcome
 * screen's), hides `#root` under it, and gives way after {@link SAFETY_TIMEOUT_MS} whatever
 * happens. Returns whether it painted.
 */
export function paintLastFrame(win: Window, settings: PaintSettings): boolean {
  try {
    const doc = win.document;
    const root = doc.getElementById('root');
    if (!root || !root.parentNode || doc.getElementById(FRAME_ID)) return false;
    const page = pageAtStart(win, settings);
    const decision = decideLastFrame(read(storageOf(win), LAST_FRAME_KEY), page);
    if (decision.paint) {
      insertFrame(doc, root, decision.frame.html);
      frameShown(win);
    } else {
      if (decision.remove) forgetLastFrame(win);
      if (!settings.welcome || !opensWelcome(page)) return false;
      paintWelcome(win, root, settings.welcome);
    }
    win.setTimeout(() => takeOverLastFrame(win), SAFETY_TIMEOUT_MS);
    return true;
  } catch {
    takeOverLastFrame(win);
    return false;
  }
}

/**
 * The app's screen replaces the frame at once: the frame goes, `#root` shows where it was, and
 * the page stays scrolled where it was; focus is not moved. Returns whether a frame was there.
 */
export function takeOverLastFrame(win: Window): boolean {
  try {
    const doc = win.document;
    const frame = doc.getElementById(FRAME_ID);
    if (!frame) {
      doc.documentElement.classList.remove(FRAME_SHOWN_CLASS);
      return false;
    }
    const { scrollX, scrollY } = win;
    frame.remove();
    doc.documentElement.classList.remove(FRAME_SHOWN_CLASS);
    if (win.scrollY !== scrollY || win.scrollX !== scrollX) {
      win.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
    }
    try {
      win.performance.mark(TAKEN_OVER_MARK);
    } catch {
      // Only the benchmark reads it.
    }
    return true;
  } catch {
    return false;
  }
}

/** Removes the kept frame (a corrupt or stale one, a parent signing out, a family lost). */
export function forgetLastFrame(win: Window): void {
  try {
    storageOf(win)?.removeItem(LAST_FRAME_KEY);
  } catch {
    // Nothing kept is the same as nothing to forget.
  }
}
