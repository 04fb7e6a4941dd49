// Kid mode's own screens, one chunk that loads apart from a grown-up's first load
// (`kidModeScreens`): asked for as the script starts on a device in kid mode, and by the page's
// own script alongside the app's when it paints a kid-mode frame (docs/design.md "First frame").
export { KidModeBar, KidModeExit } from './KidModeBar';
export { KidModeHome } from './KidModeHome';
export { KidTaskRow } from './KidTaskRow';
export { KidView } from './KidView';
