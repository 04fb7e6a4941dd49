import { lazyModule, preloadWhenIdle } from './lazyPage';
// In the first load's stylesheet, not the chunk's: the page paints a kid-mode frame with it
// before any chunk is here.
import './kidMode/kidMode.css';

/**
 * Kid mode's screens (the bar, the family's columns, one kid's page, the way out): on a device
 * in kid mode, asked for as the script starts (`src/app/prefetch.ts`), and by the page's own
 * script with the app's when it paints a kid-mode frame; elsewhere once the first screen is idle,
 * so turning kid mode on finds them here.
 */
export const kidModeScreens = lazyModule(() => import('./kidMode/screens'));

/** Once the page is idle (two seconds at most), kid mode's screens are asked for. */
export function preloadKidModeWhenIdle(): () => void {
  return preloadWhenIdle(kidModeScreens, 2000);
}
