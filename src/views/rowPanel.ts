import { lazyPage, preloadWhenIdle } from './lazyPage';

/**
 * The row's panel (days, part of the day, picture, rename, move, delete) loads apart from the
 * first screen: a board that can change its rows asks for it once the page is idle, so it opens
 * at once when a grown-up taps ⋯ (`preloadRowPanelWhenIdle`, from the board).
 */
export const rowPanel = lazyPage(() => import('./RowPanel').then((module) => module.RowPanel));

/** Once the page is idle (a second at most), the row's panel is asked for. */
export function preloadRowPanelWhenIdle(): () => void {
  return preloadWhenIdle(rowPanel, 1000);
}
