/**
 * Model-based tests for machines that `createTestModel` refuses (they `invoke`
 * or use `after`). The model is derived from the machine's own config, so the
 * two cannot drift; its paths are then walked on the real machine
 * (`walkPathOnRealMachine`) and the transitions taken are checked against the
 * machine's whole table (`expectFullTransitionCoverage`).
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import {
  createTestModel,
  type StatePath,
  type TestModel,
  type TestModelOptions,
} from 'xstate/graph';
import { deriveTestModelMachine } from './deriveTestModel';

export * from './deriveTestModel';
export * from './fakeActors';
export * from './realMachineWalk';
export * from './transitionCoverage';

export type MachineTestModel = TestModel<AnyMachineSnapshot, AnyEventObject, unknown>;
export type ModelPath = StatePath<AnyMachineSnapshot, AnyEventObject> & { description: string };

export type MachineTestModelOptions = Partial<
  TestModelOptions<AnyMachineSnapshot, AnyEventObject, unknown>
>;

/**
 * `createTestModel` on the derived model. A state is its value and context
 * (not how it was reached), and a finished machine takes no more events.
 */
export function createMachineTestModel(
  machine: AnyStateMachine,
  options: MachineTestModelOptions = {},
): MachineTestModel {
  return createTestModel(deriveTestModelMachine(machine), {
    serializeTransition: () => '',
    filterEvents: (snapshot) => snapshot.status === 'active',
    ...options,
  });
}

/** JSON with errors shown by message (they would serialize to `{}`). */
function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner instanceof Error ? `${inner.name}: ${inner.message}` : inner,
  );
}

/** `type`, then its payload; an actor event shows just its `output` or `error`. */
export function formatEvent({ type, ...payload }: AnyEventObject): string {
  const keys = Object.keys(payload);
  if (!keys.length) return type;
  const isActorEvent = keys.length === 1 && (keys[0] === 'output' || keys[0] === 'error');
  return `${type} ${toJson(isActorEvent ? payload[keys[0] ?? ''] : payload)}`;
}

type Adjacency = Record<
  string,
  {
    state: AnyMachineSnapshot;
    transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }>;
  }
>;

interface Edge {
  state: AnyMachineSnapshot;
  event: AnyEventObject;
}

/** From (source state, event) edges to xstate/graph's path shape, which starts with `xstate.init`. */
function toModelPath(route: Edge[], end: AnyMachineSnapshot): ModelPath {
  const [first] = route;
  const start = first ? first.state : end;
  const steps = [
    { state: start, event: { type: 'xstate.init' } },
    ...route.map(({ event }, index) => ({ event, state: route[index + 1]?.state ?? end })),
  ];
  const events = route.map(({ event }) => formatEvent(event)).join(' → ');
  return {
    state: end,
    steps,
    weight: route.length,
    description: `${events || '(start)'} ⇒ ${toJson(end.value)}`,
  };
}

/** Drops every path whose events are a prefix of another path's: the longer one walks it too. */
function dropPrefixPaths(paths: ModelPath[]): ModelPath[] {
  const eventsOf = (path: ModelPath) => path.steps.slice(1).map(({ event }) => toJson(event));
  const longestFirst = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: string[][] = [];
  const keptPaths = new Set<ModelPath>();
  for (const path of longestFirst) {
    const events = eventsOf(path);
    const isPrefix = kept.some((longer) => events.every((event, index) => longer[index] === event));
    if (isPrefix) continue;
    kept.push(events);
    keptPaths.add(path);
  }
  return paths.filter((path) => keptPaths.has(path));
}

/**
 * A transition tour: for every edge (state, event) of the model's adjacency
 * map, the shortest path to that state followed by that edge. Shortest paths
 * reach every state; this also takes every event from every state.
 */
export function getTransitionCoveringPaths(testModel: MachineTestModel): ModelPath[] {
  // Its keys are branded strings; plain ones are enough here.
  const adjacency = testModel.getAdjacencyMap() as Adjacency;
  const { serializeState } = testModel.options;
  const [initialKey] = Object.keys(adjacency);
  if (!serializeState || initialKey === undefined) throw new Error('The model has no states');
  const adjacent = (key: string) => {
    const entry = adjacency[key];
    if (!entry) throw new Error(`The adjacency map has no state ${key}`);
    return entry;
  };
  // Breadth first, so the first route found to a state is a shortest one.
  const routes = new Map<string, Edge[]>([[initialKey, []]]);
  const queue = [initialKey];
  for (const key of queue) {
    const { state, transitions } = adjacent(key);
    for (const { event, state: next } of Object.values(transitions)) {
      const nextKey = serializeState(next, event, state);
      if (routes.has(nextKey)) continue;
      routes.set(nextKey, [...(routes.get(key) ?? []), { state, event }]);
      queue.push(nextKey);
    }
  }
  const paths = [...routes].flatMap(([key, route]) => {
    const { state, transitions } = adjacent(key);
    return Object.values(transitions).map(({ event, state: next }) =>
      toModelPath([...route, { state, event }], next),
    );
  });
  return dropPrefixPaths(paths);
}
