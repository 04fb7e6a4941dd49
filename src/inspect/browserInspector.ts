import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectOption } from './inspectMode';

/**
 * Opens the Stately inspector (a window at stately.ai) and returns the observer every actor
 * reports to. Loaded only by development builds, with `?inspect` in the address.
 */
export function startBrowserInspector(): InspectOption {
  return createBrowserInspector().inspect;
}
