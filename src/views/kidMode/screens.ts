/**
 * Kid mode's screens, and one kid's page: one chunk, loaded when first needed
 * (`loadScreens.ts`), so a grown-up's first load carries none of them.
 */
export { KidModeBar, KidModeExit } from './KidModeBar';
export { KidModeHome } from './KidModeHome';
export { KidView } from './KidView';
