import { lazyPage } from './lazyPage';

/**
 * The row's panel (days, part of the day, picture, rename, move, delete) loads apart from the
 * first screen: a board that can change its rows asks for it once the page is idle, so it opens
 * at once when a grown-up taps ⋯ (`preloadRowPanelWhenIdle`, from the board).
 */
export const rowPanel = lazyPage(() => import('./RowPanel').then((module) => module.RowPanel));

/** Once the page is idle (a second at most), the row's panel is asked for. */
export function preloadRowPanelWhenIdle(): () => void {
  const preload = () => void rowPanel.preload().catch(() => undefined);
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(preload, 0);
    return () => clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(preload, { timeout: 1000 });
  return () => window.cancelIdleCallback(idle);
}
