import {
  createActor,
  SimulatedClock,
  type Actor,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate';
import type { StatePath } from 'xstate/graph';
import { expect } from 'vitest';
import { createFakeActors, type FakeActors } from './fakeActors';
import { recordTakenTransitions } from './transitionCoverage';

/** What a step executor, and the test after the walk, can drive and look at. */
export interface WalkHarness {
  actor: Actor<AnyStateMachine>;
  clock: SimulatedClock;
  fakes: FakeActors;
}

/** Makes one model event happen on the real machine. */
export type StepExecutor = (event: AnyEventObject, harness: WalkHarness) => void | Promise<void>;

export interface WalkOptions {
  /** The real machine, with its real guards, actions and delays. */
  machine: AnyStateMachine;
  input?: unknown;
  /**
   * Actor implementations by `src`, replacing the default fake (a promise the
   * model's done/error events settle), e.g. `(fakes) => ({ watch: fakes.callback() })`.
   */
  actors?: (fakes: FakeActors) => Record<string, AnyActorLogic>;
  /** Per event type, how to make it happen, e.g. `fakes.sendBack` for a callback actor. */
  exec?: Record<string, StepExecutor>;
  /** Also compare context (and output once done) with the model's. */
  compareContext?: boolean;
  /** Collects the keys of the transitions taken, for `transitionCoverage`. */
  taken?: Set<string>;
  /** Facts checked on the real machine after each step, independent of the model. */
  facts?: WalkFacts;
  /** Collects which facts were checked (`state <key>`, `step <event type>`). */
  checked?: Set<string>;
}

/** What must hold in a state, and what an event must have done (see `describeModelWalk`). */
export interface WalkFacts {
  states: Record<string, (snapshot: AnyMachineSnapshot) => void>;
  steps: Record<
    string,
    (step: { event: AnyEventObject; before: AnyMachineSnapshot; after: AnyMachineSnapshot }) => void
  >;
}

type WalkedPath = StatePath<AnyMachineSnapshot, AnyEventObject> & { description?: string };

/** Lets settled fake promises reach the machine. */
export const flushPromises = () => new Promise<void>((resolve) => setImmediate(resolve));

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allStateNodes)];
}

/** A deferred promise fake for every invoked `src` named in the machine's implementations. */
function defaultFakes(machine: AnyStateMachine, fakes: FakeActors): Record<string, AnyActorLogic> {
  const sources = allStateNodes(machine.root).flatMap((node) =>
    node.invoke.flatMap(({ src }) => (typeof src === 'string' ? [src] : [])),
  );
  return Object.fromEntries(sources.map((src) => [src, fakes.promise()]));
}

type ScheduledEvent = ReturnType<
  Actor<AnyStateMachine>['system']['getSnapshot']
>['_scheduledEvents'][string];

/**
 * Fires `after` timers by moving the simulated clock exactly to them. The
 * delay is the one XState resolved when it scheduled the timer (named and
 * function delays included); the start time is noted here, as XState's own
 * record uses the wall clock.
 */
function createTimers({ actor, clock }: WalkHarness) {
  const scheduledAt = new WeakMap<ScheduledEvent, number>();
  const pending = () => Object.values(actor.system.getSnapshot()._scheduledEvents);
  const dueAt = (timer: ScheduledEvent) => (scheduledAt.get(timer) ?? clock.now()) + timer.delay;
  return {
    notice() {
      for (const timer of pending()) {
        if (!scheduledAt.has(timer)) scheduledAt.set(timer, clock.now());
      }
    },
    fire(eventType: string) {
      const timer = pending().find(({ event }) => event.type === eventType);
      if (!timer) throw new Error(`The real machine has no timer pending for ${eventType}`);
      const sooner = pending().filter((other) => other !== timer && dueAt(other) <= dueAt(timer));
      if (sooner.length) {
        const names = sooner.map(({ event }) => event.type).join(', ');
        throw new Error(
          `${names} would fire no later than ${eventType}; the model lets ${eventType} go first, ` +
            `time does not. Filter that step out of the paths or give it an exec.`,
        );
      }
      clock.increment(dueAt(timer) - clock.now());
    },
  };
}

function suffixAfter(type: string, prefix: string): string | undefined {
  return type.startsWith(prefix) ? type.slice(prefix.length) : undefined;
}

async function takeStep(
  event: AnyEventObject,
  harness: WalkHarness,
  options: WalkOptions,
  timers: ReturnType<typeof createTimers>,
): Promise<void> {
  const exec = options.exec?.[event.type];
  if (exec) return exec(event, harness);
  const doneId = suffixAfter(event.type, 'xstate.done.actor.');
  if (doneId !== undefined) return harness.fakes.resolve(doneId, event.output);
  const errorId = suffixAfter(event.type, 'xstate.error.actor.');
  if (errorId !== undefined) return harness.fakes.reject(errorId, event.error);
  if (event.type.startsWith('xstate.after.')) return timers.fire(event.type);
  if (event.type.startsWith('xstate.')) {
    throw new Error(`The harness cannot make ${event.type} happen; give it an exec`);
  }
  harness.actor.send(event);
}

/**
 * A context as the walk compares it: a child actor kept in it (a spawned title editor) is named
 * by its id, as the model's own child and the real one are different actors.
 */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value !== 'object' || value === null) return value;
  if ('sessionId' in value && 'send' in value && 'id' in value) return { actor: value.id };
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, comparable(entry)]));
}

function expectSameState(
  real: AnyMachineSnapshot,
  model: AnyMachineSnapshot,
  where: string,
  compareContext: boolean,
): void {
  const failure =
    real.status === 'error' ? ` (the real machine failed: ${String(real.error)})` : '';
  expect(real.value, `state after ${where}`).toEqual(model.value);
  expect(real.status, `status after ${where}${failure}`).toBe(model.status);
  if (!compareContext) return;
  expect(comparable(real.context), `context after ${where}`).toEqual(comparable(model.context));
  if (model.status === 'done') expect(real.output, `output after ${where}`).toEqual(model.output);
}

/** Runs the facts for this step: the event's, then each of the states the machine is in. */
function checkFacts(
  facts: WalkFacts,
  step: { event: AnyEventObject; before: AnyMachineSnapshot; after: AnyMachineSnapshot },
  where: string,
  { checked }: WalkOptions,
): void {
  const run = (name: string, fact: () => void) => {
    try {
      fact();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${name} does not hold after ${where}:\n${message}`, { cause: error });
    }
    checked?.add(name);
  };
  const stepFact = facts.steps[step.event.type];
  if (stepFact) run(`step ${step.event.type}`, () => stepFact(step));
  for (const [state, fact] of Object.entries(facts.states)) {
    if (step.after.matches(state)) run(`state ${state}`, () => fact(step.after));
  }
}

/**
 * Walks one model path on the real machine, with fake actors and a simulated
 * clock, and checks after every step that the real machine is where the
 * model is. Returns the harness, still running, for further assertions.
 */
export async function walkPathOnRealMachine(
  path: WalkedPath,
  options: WalkOptions,
): Promise<WalkHarness> {
  const fakes = createFakeActors();
  const machine = options.machine.provide({
    actors: { ...defaultFakes(options.machine, fakes), ...options.actors?.(fakes) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    clock,
    input: options.input,
    inspect: recordTakenTransitions(options.taken ?? new Set()),
  });
  // Errors show up as the snapshot's status; this keeps them from being thrown globally.
  actor.subscribe({ error: () => {} });
  const harness: WalkHarness = { actor, clock, fakes };
  const timers = createTimers(harness);
  for (const [index, { event, state }] of path.steps.entries()) {
    const where = `step ${index} (${event.type}) of ${path.description ?? 'the path'}`;
    const before = actor.getSnapshot();
    if (index === 0) {
      expect(event.type, 'a model path starts with xstate.init').toBe('xstate.init');
      actor.start();
    } else {
      await takeStep(event, harness, options, timers).catch((error: unknown) => {
        throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
    await flushPromises();
    timers.notice();
    expectSameState(actor.getSnapshot(), state, where, options.compareContext ?? false);
    if (index > 0 && options.facts) {
      checkFacts(options.facts, { event, before, after: actor.getSnapshot() }, where, options);
    }
  }
  return harness;
}
