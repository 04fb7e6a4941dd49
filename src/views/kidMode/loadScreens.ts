import { lazyModule } from '../lazyPage';

/**
 * Kid mode's screens and one kid's page (`screens.ts`): loaded when first shown, and asked
 * for as the script starts on a device in kid mode or at a kid's address (`src/app/prefetch.ts`),
 * so that its first screen waits for no second round of requests. The page's frame asks for
 * them even sooner (src/lastFrame/paint.ts).
 */
export const kidModeScreens = lazyModule(() => import('./screens'));
