/**
 * The page's own small script (docs/design.md "First frame"), bundled with what it imports from
 * this folder into `index.html`'s `<head>` by the build (vite.config.ts, `lastFramePage`), which
 * also gives it its settings. At once, it asks for the welcome screen's files when the page will
 * show it; it leaves the painting to a one-line call at the end of `<body>`, once `#root` is there.
 */
import { paintLastFrame, startFrame, type PaintSettings } from './paint';

/** The build's settings for this page. */
declare const __LAST_FRAME_SETTINGS__: PaintSettings;
/** The name the call at the end of `<body>` finds the painting under, on `window`. */
declare const __LAST_FRAME_CALL__: string;

const settings = __LAST_FRAME_SETTINGS__;
startFrame(window, settings);
(window as unknown as Record<string, () => void>)[__LAST_FRAME_CALL__] = () => {
  paintLastFrame(window, settings);
};
