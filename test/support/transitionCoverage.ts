import type {
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';
import { expect } from 'vitest';

/** How much of a machine's transition table the walked paths took. */
export interface TransitionCoverage {
  covered: number;
  total: number;
  /** Keys of the transitions no path took, in the machine's own order. */
  missing: string[];
}

function guardLabel(guard: unknown): string {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'function') return ` [${guard.name || 'inline guard'}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    return ` [${String(guard.type)}]`;
  }
  return ' [guard]';
}

/**
 * `<source id> on <eventType> #<index among its candidates> [guard]`, or
 * `<source id> always #<index> [guard]`; `undefined` for initial transitions,
 * which every walk takes.
 */
export function transitionKey(transition: AnyTransitionDefinition): string | undefined {
  const { source, guard } = transition;
  const alwaysIndex = source.always?.indexOf(transition) ?? -1;
  if (alwaysIndex >= 0) return `${source.id} always #${alwaysIndex}${guardLabel(guard)}`;
  const index = source.transitions.get(transition.eventType)?.indexOf(transition) ?? -1;
  if (index < 0) return undefined;
  return `${source.id} on ${transition.eventType} #${index}${guardLabel(guard)}`;
}

/** A forbidden transition (`on: { x: undefined }`) only swallows its event; nothing to walk. */
function isForbidden(transition: AnyTransitionDefinition): boolean {
  return !transition.target && transition.actions.length === 0 && !transition.reenter;
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allStateNodes)];
}

/** Every transition of the machine (root `on` included), as keys. */
export function listTransitionKeys(machine: AnyStateMachine): string[] {
  return allStateNodes(machine.root).flatMap((node) =>
    [...node.transitions.values(), node.always ?? []]
      .flat()
      .filter((transition) => !isForbidden(transition))
      .flatMap((transition) => transitionKey(transition) ?? []),
  );
}

export function transitionCoverage(
  machine: AnyStateMachine,
  taken: Iterable<string>,
): TransitionCoverage {
  const takenKeys = new Set(taken);
  const all = listTransitionKeys(machine);
  const missing = all.filter((key) => !takenKeys.has(key));
  return { covered: all.length - missing.length, total: all.length, missing };
}

export function describeCoverage({ covered, total, missing }: TransitionCoverage): string {
  const summary = `${covered}/${total} transitions walked`;
  return missing.length ? `${summary}; not walked:\n  ${missing.join('\n  ')}` : summary;
}

/** The last assertion of every machine test: each transition was walked at least once. */
export function expectFullTransitionCoverage(
  machine: AnyStateMachine,
  taken: Iterable<string>,
): TransitionCoverage {
  const coverage = transitionCoverage(machine, taken);
  expect(coverage.missing, describeCoverage(coverage)).toEqual([]);
  return coverage;
}

/**
 * An `inspect` observer that records the transitions the root machine takes.
 * Child actors' microsteps are left out: their machines have their own tests.
 */
export function recordTakenTransitions(taken: Set<string>) {
  return (inspectionEvent: InspectionEvent): void => {
    if (inspectionEvent.type !== '@xstate.microstep') return;
    if (inspectionEvent.actorRef.sessionId !== inspectionEvent.rootId) return;
    for (const transition of inspectionEvent._transitions) {
      const key = transitionKey(transition);
      if (key !== undefined) taken.add(key);
    }
  };
}
