/**
 * The last frame, painted first (docs/design.md "First frame"): the page's own small script,
 * bundled with src/lastFrame/frame.ts and inlined into `index.html` at build time (vite.config.ts,
 * `lastFramePage`), paints the markup of today's board as this device last showed it, before the
 * app's script is evaluated, and only when everything it was kept for still holds. The app takes
 * over (`takeOverLastFrame`) once its own board for the page is shown, or anything else is.
 *
 * This file imports only from this folder: the page runs it before anything else is loaded, and
 * the app imports the same functions, so the page and the app take over alike. Nothing here may
 * throw.
 */
import {
  EMBEDDED_ACCOUNT,
  LAST_FRAME_KEY,
  decideLastFrame,
  lockOf,
  pageAtStart,
  readKey,
  storageOf,
  todayPageAt,
  type PageAtStart,
} from './frame';

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

/** A screen's files that are not in the first load, named by the build. */
export interface ScreenFiles {
  /** The screen's stylesheets: its frame shows once they are here. */
  styles: string[];
  /** The screen's modules: asked for now, not once the app's script has run. */
  modules: string[];
}

/**
 * The welcome screen as a new visitor first sees it (src/lastFrame/welcome.html, drawn from the
 * real screen by test/ui/welcomeFrame.test.tsx), and what it needs.
 */
export interface WelcomeFrame extends ScreenFiles {
  /** `#root`'s markup, made as a kept frame's is. */
  html: string;
}

/** What the page's script is given by the build (vite.config.ts, `lastFramePage`). */
export interface PaintSettings {
  version: string;
  firebase: boolean;
  /** Embedded builds only: a Firebase build's new visitor is asked to sign in. */
  welcome?: WelcomeFrame;
  /** Kid mode's screens and a kid's page (src/views/kidMode/screens.ts): their own chunk. */
  kidMode?: ScreenFiles;
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
 * Whether the app will show this page kid mode's screens or one kid's page, whose files load apart
 * from the first load: the device is in kid mode, or the address is a kid's.
 */
export function opensKidScreens(page: PageAtStart): boolean {
  if (lockOf(page.lock) !== null) return true;
  const shown = todayPageAt(page.pathname, page.storedFamily, page.lock);
  return shown !== null && shown.kid !== null;
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

/** A screen's files as this page asked for them, and whether they are here. */
interface AskedFiles {
  /** Stylesheets not loaded yet. */
  pending: number;
  failed: boolean;
  /** Called when a stylesheet loads or fails. */
  onSettled: (() => void) | null;
}

/** What was asked for, by the build's settings (one object per page). */
const askedFor = new WeakMap<ScreenFiles, AskedFiles>();

/** Asks for a screen's modules and stylesheets, once per page. */
function askFor(doc: Document, screen: ScreenFiles): AskedFiles {
  const asked = askedFor.get(screen);
  if (asked) return asked;
  const files: AskedFiles = { pending: screen.styles.length, failed: false, onSettled: null };
  for (const href of screen.modules) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  }
  for (const href of screen.styles) {
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
  askedFor.set(screen, files);
  return files;
}

/** The files of the first screen this page will show, when they are not in the first load. */
function firstScreenFiles(win: Window, settings: PaintSettings): ScreenFiles | null {
  const page = pageAtStart(win, settings);
  if (settings.welcome && opensWelcome(page)) return settings.welcome;
  if (settings.kidMode && opensKidScreens(page)) return settings.kidMode;
  return null;
}

/**
 * In `<head>`, before the app's stylesheet and script: a page whose first screen loads apart (the
 * welcome screen, kid mode's) asks for its files now, alongside the app's, not once the frame is
 * painted.
 */
export function startFrame(win: Window, settings: PaintSettings): void {
  try {
    const files = firstScreenFiles(win, settings);
    if (files) askFor(win.document, files);
  } catch {
    // The frame's painting asks again, or the app loads the screen itself.
  }
}

/**
 * A frame whose screen has stylesheets of its own, shown once they are here (unstyled, it would
 * jump); a stylesheet that cannot load takes it away.
 */
function paintOnceStyled(win: Window, root: HTMLElement, html: string, screen: ScreenFiles): void {
  const files = askFor(win.document, screen);
  const wrapper = insertFrame(win.document, root, html);
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
    const decision = decideLastFrame(readKey(storageOf(win), LAST_FRAME_KEY), page);
    if (decision.paint) {
      if (settings.kidMode && opensKidScreens(page)) {
        paintOnceStyled(win, root, decision.frame.html, settings.kidMode);
      } else {
        insertFrame(doc, root, decision.frame.html);
        frameShown(win);
      }
    } else {
      if (decision.remove) forgetLastFrame(win);
      if (!settings.welcome || !opensWelcome(page)) return false;
      paintOnceStyled(win, root, settings.welcome.html, settings.welcome);
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
