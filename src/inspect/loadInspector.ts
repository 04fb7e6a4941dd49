import { parseInspectMode, type InspectOption } from './inspectMode';

export type { InspectOption } from './inspectMode';

/**
 * The `inspect` option every actor of the app is given, as `?inspect` asks (docs/design.md
 * "Watching the machines"), or
 * `undefined`. Production builds return `undefined` at once: Vite replaces
 * `import.meta.env.DEV` with `false`, so the imports below (and the inspector package) are
 * left out of the bundle. An inspector that fails to start never stops the app.
 */
export async function loadInspector(search: string): Promise<InspectOption | undefined> {
  if (!import.meta.env.DEV) return undefined;
  const mode = parseInspectMode(search);
  if (mode === undefined) return undefined;
  try {
    if (mode === 'console') {
      const { createConsoleInspector } = await import('./consoleInspector');
      return createConsoleInspector();
    }
    const { startBrowserInspector } = await import('./browserInspector');
    return startBrowserInspector();
  } catch (error) {
    console.warn('?inspect: could not start, so the app runs without it.', error);
    return undefined;
  }
}
