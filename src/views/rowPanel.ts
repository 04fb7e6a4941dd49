import { lazyPage, preloadWhenIdle } from './lazyPage';

/**
 * The row's panel (days, part of the day, picture, rename, move, delete) and the title's field
 * load apart from the first screen: a board that can change its rows asks for them once the page
 * is idle, so they open at once when a grown-up taps ⋯ or a title (`preloadRowPanelWhenIdle`,
 * from the board).
 */
export const rowPanel = lazyPage(() => import('./RowPanel').then((module) => module.RowPanel));
export const titleField = lazyPage(() =>
  import('./TaskTitleField').then((module) => module.TaskTitleField),
);

/** Once the page is idle (a second at most), the row's panel and title field are asked for. */
export function preloadRowPanelWhenIdle(): () => void {
  const panel = preloadWhenIdle(rowPanel, 1000);
  const field = preloadWhenIdle(titleField, 1000);
  return () => {
    panel();
    field();
  };
}
