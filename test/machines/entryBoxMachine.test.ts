// The entry box alone, walked from its model: the flow the day board and the library run as
// their `entry` region. Their own walks check it again with their saves and their checks.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import type { EntryContext } from '../../machines/shared/entry';
import { entryBoxMachine, type EntryBoxEvent } from '../../machines/shared/entryBoxMachine';
import { entryBoxFacts, entryBoxStates } from '../support/entryFacts';
import { createFakeActors, flushPromises } from '../support/machineModel';
import { describeModelWalk } from '../support/modelWalk';

const permissionDenied = { code: 'permission_denied', message: 'You cannot change this list.' };
/** Where an entry goes is the host's to say: here, a kid's name, or nowhere. */
const TO_ADA = 'ada';
const NOWHERE = null;

type Box = EntryContext<unknown>;
const boxOf = (snapshot: AnyMachineSnapshot) => snapshot.context as Box;

/** Enter while a save is under way waits its turn; two waiting are enough to see the order. */
const QUEUE_WALKED = 2;

/** The events a state may get; the save answers with the title it was given, as hosts do. */
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { saving, queue } = boxOf(snapshot);
  return [
    { type: 'entry.change', value: '  Feed the cat  ' },
    { type: 'entry.change', value: 'Pack the bag' },
    { type: 'entry.change', value: '   ' },
    ...(queue.length < QUEUE_WALKED ? [{ type: 'entry.commit', to: TO_ADA }] : []),
    { type: 'entry.commit', to: NOWHERE },
    { type: 'xstate.done.actor.save', output: saving?.title ?? '' },
    { type: 'xstate.error.actor.save', error: permissionDenied },
  ];
}

// What the guards read, and what the facts tell apart: the text in the box, the entry saving
// and those waiting; a hint and an error only as shown or not.
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { draft, hint, error, saving, queue } = boxOf(snapshot);
  return JSON.stringify([
    snapshot.value,
    draft.trim(),
    saving?.title ?? null,
    queue.map(({ title }) => title),
    hint !== null,
    error !== null,
  ]);
};

describeModelWalk('the entry box machine, walked from its model', {
  machine: entryBoxMachine,
  events,
  serializeState,
  // Raised by the box itself once an entry is saved, for its host; never sent from outside.
  filterEvents: (snapshot, event) => snapshot.status === 'active' && event.type !== 'entry.saved',
  states: entryBoxStates(),
  steps: {
    ...entryBoxFacts('save'),
    // Typing changes only the box: what is saving or waiting stays as it was.
    'entry.change': ({ event, before, after }) => {
      expect(after.context.draft).toBe(event.value);
      expect(after.context.hint).toBeNull();
      expect(after.context.saving).toEqual(before.context.saving);
      expect(after.context.queue).toEqual(before.context.queue);
    },
    'entry.commit': ({ event, before, after }) => {
      const typed = before.context.draft.trim();
      const { saving, queue } = before.context;
      if (typed === '' || typed === saving?.title) {
        // Nothing to add: a blank box, or Enter again on the text being saved.
        expect(after.context.saving).toEqual(saving);
        expect(after.context.queue).toEqual(queue);
      } else if (event.to === NOWHERE) {
        // Nowhere to go: the host's hint, and the text stays in the box.
        expect(after.context.hint).toBe('Choose where the entry goes first.');
        expect(after.context.draft).toBe(before.context.draft);
        expect(after.context.queue).toEqual(queue);
      } else if (saving) {
        // A save under way: the text waits its turn, after those already waiting, and the box
        // is free for the next one.
        expect(after.context.saving).toEqual(saving);
        expect(after.context.queue).toEqual([...queue, { title: typed, to: event.to }]);
        expect(after.context.draft).toBe('');
        expect(after.matches('adding')).toBe(true);
      } else {
        // Nothing saving: this one saves now, and the text stays in the box until it is saved.
        expect(after.context.saving).toEqual({ title: typed, to: event.to });
        expect(after.context.draft).toBe(before.context.draft);
        expect(after.matches('adding')).toBe(true);
      }
    },
    // A refused save: its text is back unless more was typed meanwhile, and the next one waiting
    // is saved all the same.
    'xstate.error.actor.save': ({ before, after }) => {
      expect(after.context.error).toEqual({
        code: 'PERMISSION_DENIED',
        message: permissionDenied.message,
      });
      expect(after.context.queue).toEqual(before.context.queue.slice(1));
      expect(after.matches('adding')).toBe(before.context.queue.length > 0);
    },
  },
});

/** The box with a save the test answers. */
function startBox() {
  const fakes = createFakeActors();
  const actor = createActor(entryBoxMachine.provide({ actors: { save: fakes.promise() } })).start();
  const send = (event: EntryBoxEvent<unknown>) => actor.send(event);
  const answer = async (error?: unknown) => {
    const { title } = fakes.started.at(-1)?.input as { title: string };
    if (error === undefined) fakes.resolve('save', title);
    else fakes.reject('save', error);
    await flushPromises();
  };
  return {
    actor,
    send,
    answer,
    type: (value: string) => send({ type: 'entry.change', value }),
    titlesSaved: () => fakes.started.map((start) => (start.input as { title: string }).title),
    context: () => actor.getSnapshot().context,
  };
}

describe('the entry box', () => {
  it('Enter while a save is under way queues the text; both are saved, in order', async () => {
    const box = startBox();
    box.type('Feed the cat');
    box.send({ type: 'entry.commit', to: TO_ADA });
    box.type('Pack the bag');
    box.send({ type: 'entry.commit', to: TO_ADA });
    expect(box.context()).toMatchObject({ draft: '', queue: [{ title: 'Pack the bag' }] });
    await box.answer();
    await box.answer();
    expect(box.titlesSaved()).toEqual(['Feed the cat', 'Pack the bag']);
    expect(box.context()).toMatchObject({ draft: '', saving: null, queue: [] });
  });

  it('a refused save puts its text back in an empty box, with the error', async () => {
    const box = startBox();
    box.type('Feed the cat');
    box.send({ type: 'entry.commit', to: TO_ADA });
    box.type('');
    await box.answer(permissionDenied);
    expect(box.context()).toMatchObject({
      draft: 'Feed the cat',
      saving: null,
      error: { code: 'PERMISSION_DENIED' },
    });
  });

  it('text typed during a save stays in the box once the save is done', async () => {
    const box = startBox();
    box.type('Feed the cat');
    box.send({ type: 'entry.commit', to: TO_ADA });
    box.type('Feed the fish');
    await box.answer();
    expect(box.context()).toMatchObject({ draft: 'Feed the fish', saving: null });
  });

  it('tells its host each entry saved, with where it went', async () => {
    const box = startBox();
    const told: AnyEventObject[] = [];
    box.actor.system.inspect((inspection) => {
      // A raised event is taken in a microstep of its own.
      if (inspection.type === '@xstate.microstep' && inspection.event.type === 'entry.saved') {
        told.push(inspection.event);
      }
    });
    box.type('Feed the cat');
    box.send({ type: 'entry.commit', to: TO_ADA });
    await box.answer();
    expect(told).toEqual([{ type: 'entry.saved', entry: { title: 'Feed the cat', to: TO_ADA } }]);
  });
});
