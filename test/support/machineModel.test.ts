import { describe, expect, it } from 'vitest';
import { assign, createMachine, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import {
  createMachineTestModel,
  deriveTestModelMachine,
  expectFullTransitionCoverage,
  getTransitionCoveringPaths,
  listTransitionKeys,
  transitionCoverage,
  walkPathOnRealMachine,
  type ModelPath,
} from './machineModel';

/** The smallest machine with an invoke, two `after`s (named and numeric) and a guard. */
const doorMachine = setup({
  types: {
    context: {} as { visitor: string | null },
    events: {} as { type: 'bell.ring' } | { type: 'door.close' },
  },
  actors: {
    lookUpVisitor: fromPromise<string>(async () => {
      throw new Error('provided by the test');
    }),
  },
  delays: { patience: 1000 },
  guards: { isFriend: (_, visitor: string) => visitor === 'friend' },
  actions: { rememberVisitor: assign({ visitor: (_, visitor: string) => visitor }) },
}).createMachine({
  id: 'door',
  initial: 'closed',
  context: { visitor: null },
  states: {
    closed: { on: { 'bell.ring': 'checking' } },
    checking: {
      invoke: {
        id: 'lookUpVisitor',
        src: 'lookUpVisitor',
        onDone: [
          {
            guard: { type: 'isFriend', params: ({ event }) => event.output },
            target: 'open',
            actions: { type: 'rememberVisitor', params: ({ event }) => event.output },
          },
          { target: 'closed' },
        ],
        onError: 'closed',
      },
      after: { patience: 'closed' },
    },
    open: { on: { 'door.close': 'closed' }, after: { 5000: 'closed' } },
  },
});

const doorEvents = [
  { type: 'xstate.done.actor.lookUpVisitor', output: 'friend' },
  { type: 'xstate.done.actor.lookUpVisitor', output: 'stranger' },
  { type: 'xstate.error.actor.lookUpVisitor', error: new Error('no answer') },
];
const patienceRunsOut = 'xstate.after.patience.door.checking';

async function walkAll(paths: ModelPath[], machine = doorMachine): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const path of paths) {
    await walkPathOnRealMachine(path, { machine, taken, compareContext: true });
  }
  return taken;
}

describe('the derived test model', () => {
  it('turns invokes and afters into plain events', () => {
    const checking = deriveTestModelMachine(doorMachine).getStateNodeById('door.checking');
    expect(checking.invoke).toEqual([]);
    expect(checking.after).toEqual([]);
    expect([...checking.transitions.keys()]).toEqual([
      'xstate.done.actor.lookUpVisitor',
      'xstate.error.actor.lookUpVisitor',
      patienceRunsOut,
    ]);
  });

  it('has exactly the machine’s transitions', () => {
    const model = deriveTestModelMachine(doorMachine);
    expect(listTransitionKeys(model).sort()).toEqual(listTransitionKeys(doorMachine).sort());
  });

  it('refuses an invoke without an id', () => {
    const anonymous = createMachine({
      initial: 'busy',
      states: { busy: { invoke: { src: fromPromise(async () => 1), onDone: 'idle' } }, idle: {} },
    });
    expect(() => deriveTestModelMachine(anonymous)).toThrow(/explicit id/);
  });
});

describe('the transition tour on the real machine', () => {
  const paths = getTransitionCoveringPaths(
    createMachineTestModel(doorMachine, { events: doorEvents }),
  );

  it('takes every transition of the machine', async () => {
    const taken = await walkAll(paths);
    expect(transitionCoverage(doorMachine, taken)).toEqual({ covered: 7, total: 7, missing: [] });
  });

  it('takes transitions that shortest paths to each state leave out', async () => {
    const testModel = createMachineTestModel(doorMachine, { events: doorEvents });
    const taken = await walkAll(testModel.getShortestPaths());
    expect(transitionCoverage(doorMachine, taken).missing).not.toEqual([]);
  });

  it('names the transition left out when a path is dropped', async () => {
    const withoutPatience = paths.filter(
      (path) => !path.steps.some(({ event }) => event.type === patienceRunsOut),
    );
    expect(withoutPatience.length).toBeLessThan(paths.length);
    const taken = await walkAll(withoutPatience);

    const missing = [`door.checking on ${patienceRunsOut} #0`];
    expect(transitionCoverage(doorMachine, taken)).toEqual({ covered: 6, total: 7, missing });
    expect(() => expectFullTransitionCoverage(doorMachine, taken)).toThrow(
      `6/7 transitions walked; not walked:\n  ${missing[0]}`,
    );
  });

  it('fails when the real machine leaves the model', async () => {
    const neverAFriend = doorMachine.provide({ guards: { isFriend: () => false } });
    const toOpen = paths.find(({ state }) => state.matches('open'));
    if (!toOpen) throw new Error('no path reaches open');
    await expect(walkPathOnRealMachine(toOpen, { machine: neverAFriend })).rejects.toThrow(
      /state after step 2 \(xstate\.done\.actor\.lookUpVisitor\)/,
    );
  });
});

describe('a callback actor', () => {
  const intercomMachine = setup({
    types: { events: {} as { type: 'intercom.buzz' } | { type: 'intercom.ping' } },
    actors: { intercom: fromCallback(() => {}) },
  }).createMachine({
    id: 'intercom',
    initial: 'listening',
    on: { 'intercom.ping': { actions: sendTo('intercom', { type: 'intercom.ping' }) } },
    states: {
      listening: {
        invoke: { id: 'intercom', src: 'intercom' },
        on: { 'intercom.buzz': 'answering' },
      },
      answering: { type: 'final' },
    },
  });

  it('is driven through sendBack, and told things through sendTo', async () => {
    const taken = new Set<string>();
    const paths = getTransitionCoveringPaths(createMachineTestModel(intercomMachine));
    const told: unknown[] = [];
    for (const path of paths) {
      const { fakes } = await walkPathOnRealMachine(path, {
        machine: intercomMachine,
        taken,
        actors: (fakes) => ({ intercom: fakes.callback() }),
        exec: { 'intercom.buzz': (event, { fakes }) => fakes.sendBack('intercom', event) },
      });
      told.push(...fakes.received('intercom'));
    }
    expect(told).toEqual([{ type: 'intercom.ping' }]);
    expectFullTransitionCoverage(intercomMachine, taken);
  });
});
