import { StateMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';

/** The parts of a state node's config the derivation rewrites; the rest is copied as is. */
interface InvokeConfig {
  id?: unknown;
  onDone?: unknown;
  onError?: unknown;
  onSnapshot?: unknown;
}
interface StateNodeConfig {
  invoke?: InvokeConfig | InvokeConfig[];
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  always?: unknown;
  onDone?: unknown;
  entry?: unknown;
  exit?: unknown;
  states?: Record<string, StateNodeConfig>;
  [key: string]: unknown;
}

/**
 * Built-in actions that reach other actors or the outside. The model has no
 * children (its invokes are gone), so `sendTo` one would even throw there.
 * Custom function actions need nothing: graph traversal never executes them.
 */
const EFFECT_ACTION_TYPES = new Set([
  'xstate.sendTo',
  'xstate.emit',
  'xstate.log',
  'xstate.spawnChild',
  'xstate.stopChild',
]);

function modelSkipsEffect(): void {}

function withoutEffect(action: unknown): unknown {
  const isEffect =
    typeof action === 'function' &&
    'type' in action &&
    typeof action.type === 'string' &&
    EFFECT_ACTION_TYPES.has(action.type);
  return isEffect ? modelSkipsEffect : action;
}

function withoutEffects(actions: unknown): unknown {
  return Array.isArray(actions) ? actions.map(withoutEffect) : withoutEffect(actions);
}

/** A transition config: a target, an object with `actions`, or an array of those. */
function transitionsWithoutEffects(transitions: unknown): unknown {
  if (Array.isArray(transitions)) return transitions.map(transitionsWithoutEffects);
  if (typeof transitions !== 'object' || transitions === null || !('actions' in transitions)) {
    return transitions;
  }
  return { ...transitions, actions: withoutEffects(transitions.actions) };
}

/** The event XState raises for `after: { [delay]: … }` (see its `createAfterEvent`). */
export function afterEventType(delay: string, stateNodeId: string): string {
  const delayRef = Number.isNaN(Number(delay)) ? delay : Number(delay);
  return `xstate.after.${delayRef}.${stateNodeId}`;
}

function deriveStateNodeConfig(node: AnyStateNode): StateNodeConfig {
  // The one boundary cast: XState types a node's config per machine; any config is walked alike here.
  const config = node.config as StateNodeConfig;
  const { invoke, after, on, ...rest } = config;
  const derivedOn: Record<string, unknown> = {};
  const addTransitions = (eventType: string, transitions: unknown) => {
    if (transitions === undefined) return;
    if (!node.transitions.has(eventType)) {
      throw new Error(`#${node.id}: XState has no ${eventType} transition; update the derivation`);
    }
    if (eventType in derivedOn) throw new Error(`#${node.id}: ${eventType} is already handled`);
    derivedOn[eventType] = transitionsWithoutEffects(transitions);
  };
  for (const [eventType, transitions] of Object.entries(on ?? {})) {
    derivedOn[eventType] = transitionsWithoutEffects(transitions);
  }
  for (const invokeConfig of [invoke ?? []].flat()) {
    const { id } = invokeConfig;
    if (typeof id !== 'string') {
      throw new Error(
        `#${node.id}: give every invoke an explicit id so the model can name its events`,
      );
    }
    addTransitions(`xstate.done.actor.${id}`, invokeConfig.onDone);
    addTransitions(`xstate.error.actor.${id}`, invokeConfig.onError);
    addTransitions(`xstate.snapshot.${id}`, invokeConfig.onSnapshot);
  }
  for (const [delay, transitions] of Object.entries(after ?? {})) {
    addTransitions(afterEventType(delay, node.id), transitions);
  }
  const derived: StateNodeConfig = { ...rest, on: derivedOn };
  if ('entry' in config) derived.entry = withoutEffects(config.entry);
  if ('exit' in config) derived.exit = withoutEffects(config.exit);
  if ('always' in config) derived.always = transitionsWithoutEffects(config.always);
  if ('onDone' in config) derived.onDone = transitionsWithoutEffects(config.onDone);
  const children = Object.entries(node.states);
  if (children.length) {
    derived.states = Object.fromEntries(
      children.map(([key, child]) => [key, deriveStateNodeConfig(child)]),
    );
  }
  return derived;
}

/**
 * The machine's states, transitions, guards, actions and context, with every
 * invoke and `after` replaced by plain events (`xstate.done.actor.<id>`,
 * `xstate.error.actor.<id>`, `xstate.snapshot.<id>`,
 * `xstate.after.<delay>.<state id>`) and effect actions replaced by no-ops,
 * so `createTestModel` accepts it.
 *
 * Not modelled: delayed `raise`/`sendTo` (never delivered in the model) and
 * effects queued inside `enqueueActions`.
 */
export function deriveTestModelMachine(machine: AnyStateMachine): AnyStateMachine {
  const { actions = {}, ...implementations } = machine.implementations;
  const modelActions = Object.fromEntries(
    Object.entries(actions).map(([name, action]) => [name, withoutEffect(action)]),
  );
  // Named guards, delays and pure actions come from the real machine's implementations.
  // (`createMachine(config, implementations)` is this same constructor call.)
  return new StateMachine(deriveStateNodeConfig(machine.root) as AnyStateMachine['config'], {
    ...implementations,
    actions: modelActions as typeof actions,
  });
}
