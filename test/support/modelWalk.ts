/**
 * One model walk per machine: the paths of a model derived from the machine, walked on the real
 * machine, each step checked against the model's state *and* against facts the test names in its
 * own words (what must hold in a state, what an event must have done), so a walk fails when an
 * action does the wrong thing even though the model, sharing that action, agrees with it.
 */
import type { AnyActorLogic, AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { FakeActors } from './fakeActors';
import {
  createMachineTestModel,
  getTransitionCoveringPaths,
  type MachineTestModelOptions,
  type ModelPath,
} from './machineModel';
import { deriveTestModelMachine } from './deriveTestModel';
import { walkPathOnRealMachine, type StepExecutor, type WalkFacts } from './realMachineWalk';
import {
  describeCoverage,
  expectFullTransitionCoverage,
  listTransitionKeys,
} from './transitionCoverage';

/** Time allowed per path when the last test walks them all again. */
const WALK_BUDGET_MS = 25;

/** One step of a walk as a fact sees it: the event, and the real machine before and after. */
export interface WalkStep<TMachine extends AnyStateMachine> {
  event: AnyEventObject;
  before: SnapshotFrom<TMachine>;
  after: SnapshotFrom<TMachine>;
}

export interface ModelWalkOptions<TMachine extends AnyStateMachine> {
  /** The machine as written: the model is derived from it, and coverage counted against it. */
  machine: TMachine;
  /**
   * The machine the walks run, when it differs (e.g. effects provided as spies); a function is
   * called before each walk, so spies a fact reads start empty on every path.
   */
  walked?: AnyStateMachine | (() => AnyStateMachine);
  input?: unknown;
  /** How a path is named in its test's title, when its events' payloads read badly. */
  name?: (description: string) => string;
  /** Several starting inputs, each walked on its own paths (the label names its walks). */
  inputs?: { label: string; input: unknown }[];
  /** Every event the model may send, with its payload (or, per state, the events it may send). */
  events: MachineTestModelOptions['events'];
  serializeState?: MachineTestModelOptions['serializeState'];
  filterEvents?: MachineTestModelOptions['filterEvents'];
  /** Actor implementations by `src`, replacing the default fake promise. */
  actors?: (fakes: FakeActors) => Record<string, AnyActorLogic>;
  /** Per event type, how to make it happen on the real machine. */
  exec?: Record<string, StepExecutor>;
  /**
   * What holds whenever the real machine is in a state, keyed by that state (`'entry.saving'`,
   * `'signedIn'`): checked after every step that ends there.
   */
  states?: Record<string, (snapshot: SnapshotFrom<TMachine>) => void>;
  /** What an event must have done, keyed by its type: checked after every step that sends it. */
  steps?: Record<string, (step: WalkStep<TMachine>) => void>;
}

/**
 * `describe(title)` with: the model has the machine's transitions; one test per path, walked on
 * the real machine; and a last test that requires every transition taken and every named fact
 * checked by those walks, itself walking only the paths whose test did not run or failed, so each
 * path is walked once and the last test still holds when run alone.
 */
export function describeModelWalk<TMachine extends AnyStateMachine>(
  title: string,
  options: ModelWalkOptions<TMachine>,
): void {
  const { machine, events, serializeState, filterEvents } = options;
  const starts = options.inputs ?? [{ label: '', input: options.input }];
  const walks = starts.flatMap(({ label, input }) =>
    getTransitionCoveringPaths(
      createMachineTestModel(machine, {
        input,
        events,
        ...(serializeState && { serializeState }),
        ...(filterEvents && { filterEvents }),
      }),
    ).map((path: ModelPath) => ({ path, input, label })),
  );
  // The facts see the real machine's snapshots, typed as the machine's own.
  const facts = {
    states: options.states ?? {},
    steps: options.steps ?? {},
  } as WalkFacts;
  const walked = options.walked ?? machine;
  const walk = (
    { path, input }: (typeof walks)[number],
    taken?: Set<string>,
    checked?: Set<string>,
  ) =>
    walkPathOnRealMachine(path, {
      machine: typeof walked === 'function' ? walked() : walked,
      input,
      actors: options.actors,
      exec: options.exec,
      compareContext: true,
      facts,
      taken,
      checked,
    });

  describe(title, () => {
    // What the path tests took and checked, for the last test: each path is walked once.
    const taken = new Set<string>();
    const checked = new Set<string>();
    const walkedWhole = new Set<number>();

    it('the model has exactly the machine’s transitions', () => {
      const model = deriveTestModelMachine(machine);
      expect(listTransitionKeys(model).sort()).toEqual(listTransitionKeys(machine).sort());
    });

    walks.forEach((one, index) => {
      const described = options.name?.(one.path.description) ?? one.path.description;
      it(`walks ${described}${one.label && ` (${one.label})`}`, async () => {
        await walk(one, taken, checked);
        walkedWhole.add(index);
      });
    });

    it(
      'walks every transition of the machine, and checks every fact it names',
      async () => {
        // The paths whose own test did not run, or failed part way, are walked here, so this
        // test holds on its own (run alone, or with a filter) and never counts half a walk.
        for (const [index, one] of walks.entries()) {
          if (!walkedWhole.has(index)) await walk(one, taken, checked);
        }
        const coverage = expectFullTransitionCoverage(machine, taken);
        expect(coverage.covered, describeCoverage(coverage)).toBe(coverage.total);
        const named = [
          ...Object.keys(facts.states).map((key) => `state ${key}`),
          ...Object.keys(facts.steps).map((key) => `step ${key}`),
        ];
        expect(
          named.filter((name) => !checked.has(name)),
          'facts no walk reached',
        ).toEqual([]);
        // Run alone, every path in one test: a busy machine walks a few hundred a second.
      },
      Math.max(30_000, walks.length * WALK_BUDGET_MS),
    );
  });
}
