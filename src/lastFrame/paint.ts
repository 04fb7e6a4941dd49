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
  pageAtStart,
  readKey,
  storageOf,
  type PageAtStart,
} from './frame';
import { startFirstReads } from './firstReads';

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
  /**
   * Kid mode's screens' modules (src/views/kidModeScreens.ts), asked for with the app's script
   * when the frame painted is kid mode's or a kid's page: the app shows them at once.
   */
  kidMode?: { modules: string[] };
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

/** Where the page was scrolled on the frame, kept on its wrapper as scrolling happens. */
const SCROLL_ATTRIBUTE = 'data-scroll';

/**
 * Notes on the wrapper where the page is scrolled each time it scrolls, so the take-over knows
 * without asking the page (asking lays the app's new screen out there and then, and again once it
 * shows). The page's script and the app's each have their own copy of this file, so the listener
 * stops by itself once the frame has gone.
 */
function followScroll(win: Window, wrapper: HTMLElement): void {
  const note = () => {
    if (wrapper.isConnected) {
      wrapper.setAttribute(SCROLL_ATTRIBUTE, `${win.scrollX},${win.scrollY}`);
    } else {
      win.removeEventListener('scroll', note);
    }
  };
  win.addEventListener('scroll', note, { passive: true });
}

/** The scroll position noted on the frame's wrapper (the top of the page if it never scrolled). */
function scrollOnFrame(wrapper: HTMLElement): { left: number; top: number } {
  const [left = 0, top = 0] = (wrapper.getAttribute(SCROLL_ATTRIBUTE) ?? '')
    .split(',')
    .map((part) => Number(part) || 0);
  return { left, top };
}

/** The frame is on screen: `#root` is laid out hidden under it, and the benchmark is told. */
function frameShown(win: Window, wrapper: HTMLElement): void {
  followScroll(win, wrapper);
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

/** Asks for `modules` ahead, as the page's own `<link rel="modulepreload">` would. */
function preloadModules(doc: Document, modules: readonly string[]): void {
  for (const href of modules) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  }
}

/** What was asked for, by the build's settings (one object per page). */
const askedFor = new WeakMap<WelcomeFrame, WelcomeFiles>();

/** Asks for the welcome screen's modules and stylesheets, once per page. */
function askForWelcome(doc: Document, welcome: WelcomeFrame): WelcomeFiles {
  const asked = askedFor.get(welcome);
  if (asked) return asked;
  const files: WelcomeFiles = { pending: welcome.styles.length, failed: false, onSettled: null };
  preloadModules(doc, welcome.modules);
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
      frameShown(win, wrapper);
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
      const { frame } = decision;
      // The first screen's reads start now, not once the app's script has run: an embedded
      // build's family only (Firebase mode reads the parent's copy through its own store).
      if (!settings.firebase && frame.account === EMBEDDED_ACCOUNT) {
        startFirstReads(win, frame.family, frame.date);
      }
      if (settings.kidMode && (frame.lock !== null || frame.kid !== null)) {
        preloadModules(doc, settings.kidMode.modules);
      }
      frameShown(win, insertFrame(doc, root, frame.html));
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
 * Nothing here reads the layout: the app's screen is laid out once, as the browser draws the next
 * frame, not once here and again then. Where the page was scrolled is what the frame noted
 * (`followScroll`), checked when that frame is drawn, before it is painted, unless the page was
 * scrolled since.
 */
export function takeOverLastFrame(win: Window): boolean {
  try {
    const doc = win.document;
    const frame = doc.getElementById(FRAME_ID);
    if (!frame) {
      doc.documentElement.classList.remove(FRAME_SHOWN_CLASS);
      return false;
    }
    const scrolled = scrollOnFrame(frame);
    frame.remove();
    doc.documentElement.classList.remove(FRAME_SHOWN_CLASS);
    // A scroll meanwhile (a finger, or the app bringing something into view) is not undone.
    let scrolledSince = false;
    const heardScroll = () => (scrolledSince = true);
    const keepScroll = () => {
      win.removeEventListener('scroll', heardScroll);
      if (scrolledSince) return;
      if (win.scrollY !== scrolled.top || win.scrollX !== scrolled.left) {
        win.scrollTo({ left: scrolled.left, top: scrolled.top, behavior: 'instant' });
      }
    };
    if (typeof win.requestAnimationFrame === 'function') {
      win.addEventListener('scroll', heardScroll, { passive: true });
      win.requestAnimationFrame(keepScroll);
    } else {
      keepScroll();
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
