/**
 * The app's side of the first frame (docs/design.md "First frame"): today's board keeps its frame
 * while it is shown, and the app takes over from a painted frame as soon as it shows its own
 * screen for the page, or anything else.
 */
import { useEffect, useLayoutEffect } from 'react';
import { frameKeeper, type KeptPage } from './keep';
import { takeOverLastFrame } from './paint';

/** The frame is first kept this long after the board is shown loaded. */
export const KEEP_AFTER_MS = 1000;
/**
 * After that, this long after the board last changed (and at once when the page is hidden): a
 * kept frame copies the whole board, tens of milliseconds on a cheap tablet, so it waits for a
 * pause in the ticking rather than following every tick.
 */
export const KEEP_CHANGES_AFTER_MS = 5000;

/** This build, as the page's own script knows it. */
const BUILD = {
  version: __KIDS_TODO_VERSION__,
  firebase: Boolean(import.meta.env.VITE_FIREBASE_DATABASE_URL),
};

/**
 * Keeps the frame of today's board while `page` is shown loaded (`null`: another day, or still
 * loading): a second after it is shown, five seconds after the last change, each when the page is
 * idle, and at once when the page is hidden or left (copying the board again only if it may have
 * changed since: `frameKeeper`). Production builds only: a development build's page never paints
 * one.
 */
export function useKeepLastFrame(page: KeptPage | null, keeps = import.meta.env.PROD): void {
  const family = page?.family ?? null;
  const kid = page?.kid ?? null;
  const date = page?.date ?? null;
  const dayStart = page?.dayStart ?? null;
  useEffect(() => {
    if (!keeps || family === null || date === null || dayStart === null) return;
    const shown = { family, kid, date, dayStart };
    const keeper = frameKeeper(window, shown, BUILD);
    const keep = () => keeper.keep();
    let idle: number | null = null;
    /** When the page is idle (a tap's work comes first), or at once where it cannot say. */
    const keepWhenIdle = () => {
      if (typeof window.requestIdleCallback !== 'function') {
        keep();
        return;
      }
      idle = window.requestIdleCallback(
        () => {
          idle = null;
          keep();
        },
        { timeout: KEEP_AFTER_MS },
      );
    };
    const cancelIdle = () => {
      if (idle !== null) window.cancelIdleCallback(idle);
      idle = null;
    };
    let timer = setTimeout(keepWhenIdle, KEEP_AFTER_MS);
    const later = () => {
      keeper.changed();
      clearTimeout(timer);
      cancelIdle();
      timer = setTimeout(keepWhenIdle, KEEP_CHANGES_AFTER_MS);
    };
    const root = document.getElementById('root');
    const changes = new MutationObserver(later);
    // A box ticked by hand changes a property, not the markup, until the board shows it.
    const ticked = () => keeper.changed();
    root?.addEventListener('change', ticked, true);
    if (root) {
      changes.observe(root, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', keep);
    return () => {
      clearTimeout(timer);
      cancelIdle();
      changes.disconnect();
      root?.removeEventListener('change', ticked, true);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', keep);
    };
  }, [keeps, family, kid, date, dayStart]);
}

/** What is on screen that still waits for its data: the frame stays over it. */
const holders = new Set<symbol>();
let checkQueued = false;

/** After this commit's effects have all run: no screen waiting, so the app's screen shows. */
function takeOverUnlessHeld() {
  if (checkQueued) return;
  checkQueued = true;
  queueMicrotask(() => {
    checkQueued = false;
    if (holders.size === 0) takeOverLastFrame(window);
  });
}

/**
 * A screen still waiting for what the frame shows (the loading screen, a board not yet read)
 * holds the frame while `holds`; once nothing holds it, the app takes over, before the browser
 * paints that commit.
 */
export function useHoldLastFrame(holds: boolean): void {
  useLayoutEffect(() => {
    if (!holds) {
      takeOverUnlessHeld();
      return;
    }
    const holder = Symbol('holder');
    holders.add(holder);
    return () => {
      holders.delete(holder);
      takeOverUnlessHeld();
    };
  }, [holds]);
}

/** At the app's top: its first commit shows something, which takes over unless it holds. */
export function useTakeOverOnFirstScreen(): void {
  useLayoutEffect(() => {
    takeOverUnlessHeld();
  }, []);
}
