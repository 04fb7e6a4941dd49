import type { ActorOptions, AnyActorLogic } from 'xstate';

/** What an actor is given to report to an inspector (XState's `inspect` option). */
export type InspectOption = NonNullable<ActorOptions<AnyActorLogic>['inspect']>;

/** `browser`: the Stately inspector window; `console`: one line per event in the console. */
export type InspectMode = 'browser' | 'console';

/**
 * Reads `?inspect` from the address: `?inspect` (or `=browser`) opens the Stately inspector,
 * `?inspect=console` logs to the console; anything else, or nothing, inspects nothing.
 */
export function parseInspectMode(search: string): InspectMode | undefined {
  const value = new URLSearchParams(search).get('inspect');
  if (value === null) return undefined;
  if (value === 'console') return 'console';
  if (value === '' || value === 'browser') return 'browser';
  return undefined;
}
