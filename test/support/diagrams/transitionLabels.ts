/**
 * How an arrow is labelled: the event (`task.toggle`), or `always`, `done <actor>`,
 * `error <actor>`, `after <delay>`; then the guard in brackets. Mermaid ends a label at `:`
 * or `;` and may read `#` as a comment, so those never appear.
 */
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';

const PREFIXES: [string, string][] = [
  ['xstate.done.actor.', 'done '],
  ['xstate.error.actor.', 'error '],
  ['xstate.snapshot.', 'snapshot '],
];

/** Keeps a label on one line, without the characters Mermaid reads as syntax. */
export function safeLabel(text: string): string {
  return text
    .replace(/[:;#"\n\r]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function describeDelay(machine: AnyStateMachine, delay: unknown): string {
  if (typeof delay === 'number') return `after ${delay} ms`;
  const name = String(delay);
  const value: unknown = machine.implementations.delays[name];
  return typeof value === 'number' ? `after ${name} (${value} ms)` : `after ${name}`;
}

export function describeEvent(machine: AnyStateMachine, transition: AnyTransitionDefinition) {
  if (transition.source.always?.includes(transition)) return 'always';
  if ('delay' in transition) return safeLabel(describeDelay(machine, transition.delay));
  const { eventType } = transition;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  for (const [prefix, shown] of PREFIXES) {
    if (eventType.startsWith(prefix)) return safeLabel(shown + eventType.slice(prefix.length));
  }
  return safeLabel(eventType === '*' ? 'any event' : eventType);
}

interface HigherOrderGuard {
  (...args: never[]): unknown;
  guards?: unknown[];
  stateValue?: unknown;
}

/** `isDraftBlank`; `in listeners.connection.listening` for `stateIn`; `not x`, `a and b`. */
export function describeGuard(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return safeLabel(guard);
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    return safeLabel(String(guard.type));
  }
  if (typeof guard !== 'function') return 'guard';
  const { name, guards, stateValue } = guard as HigherOrderGuard;
  if (stateValue !== undefined) {
    const where = typeof stateValue === 'string' ? stateValue : JSON.stringify(stateValue);
    return safeLabel(`in ${where.replace(/^#/, '')}`);
  }
  if (Array.isArray(guards)) {
    const inner = guards.map((inside) => describeGuard(inside) ?? 'guard');
    if (name === 'not') return `not ${inner.join(' ')}`;
    if (name === 'and' || name === 'or') return inner.join(` ${name} `);
  }
  return safeLabel(name || 'inline guard');
}
