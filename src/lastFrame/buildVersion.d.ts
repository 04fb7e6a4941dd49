/** The build's version (vite.config.ts, `lastFramePage`): a kept frame is painted by its own build only. */
declare const __KIDS_TODO_VERSION__: string;
