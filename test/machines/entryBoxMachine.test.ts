// The entry box alone, walked from its model: the flow the day board and the library run as
// their `entry` region. Their own walks check it again with their saves and their checks.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { EMPTY_BOX_HINT, type EntryContext } from '../../machines/shared/entry';
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
/** Refused entries wait while new typing is in the box; two are enough to see the order. */
const REFUSED_WALKED = 2;

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
// and those waiting their turn; the refused ones waiting only by how many (their titles are the
// saves' titles again); a hint and an error only as shown or not.
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { draft, hint, error, saving, queue, refused } = boxOf(snapshot);
  return JSON.stringify([
    snapshot.value,
    draft.trim(),
    saving?.title ?? null,
    queue.map(({ title }) => title),
    refused.length,
    hint !== null,
    error !== null,
  ]);
};

describeModelWalk('the entry box machine, walked from its model', {
  machine: entryBoxMachine,
  events,
  serializeState,
  filterEvents: (snapshot, event) =>
    snapshot.status === 'active' &&
    // Raised by the box itself once an entry is saved, for its host; never sent from outside.
    event.type !== 'entry.saved' &&
    (event.type !== 'xstate.error.actor.save' || boxOf(snapshot).refused.length < REFUSED_WALKED),
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
      if (typed === '') {
        // Nothing to add: a double tap while saving, a refused entry back, or a hint.
        expect(after.context.saving).toEqual(saving);
        expect(after.context.queue).toEqual(queue);
        expect(after.value).toEqual(before.value);
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
        // Nothing saving: this one saves now, and the box is free for the next one at once.
        expect(after.context.saving).toEqual({ title: typed, to: event.to });
        expect(after.context.draft).toBe('');
        expect(after.context.hint).toBeNull();
        expect(after.matches('adding')).toBe(true);
      }
    },
    // A refused save: the error names it, with why; the next one waiting is saved all the same.
    'xstate.error.actor.save': ({ before, after }) => {
      expect(after.context.error).toEqual({
        code: 'PERMISSION_DENIED',
        message: `“${before.context.saving?.title}” wasn’t added: ${permissionDenied.message}`,
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

  it('Enter empties the box at once: the next task is typed fresh, and both are saved', async () => {
    const box = startBox();
    box.type('Brush teeth');
    box.send({ type: 'entry.commit', to: TO_ADA });
    expect(box.context()).toMatchObject({ draft: '', saving: { title: 'Brush teeth' } });
    box.type('Feed the cat');
    box.send({ type: 'entry.commit', to: TO_ADA });
    await box.answer();
    await box.answer();
    expect(box.titlesSaved()).toEqual(['Brush teeth', 'Feed the cat']);
    expect(box.context()).toMatchObject({ draft: '', saving: null, queue: [] });
  });

  it('Enter again on the empty box while saving (a double tap) adds nothing and hints nothing', async () => {
    const box = startBox();
    box.type('Brush teeth');
    box.send({ type: 'entry.commit', to: TO_ADA });
    box.send({ type: 'entry.commit', to: TO_ADA });
    expect(box.context()).toMatchObject({ draft: '', hint: null, queue: [] });
    await box.answer();
    expect(box.titlesSaved()).toEqual(['Brush teeth']);
    // With nothing saving, an empty box says so.
    box.send({ type: 'entry.commit', to: TO_ADA });
    expect(box.context().hint).toBe(EMPTY_BOX_HINT);
  });

  it('a refused save puts its text back in an empty box, with an error naming it', async () => {
    const box = startBox();
    box.type('Feed the cat');
    box.send({ type: 'entry.commit', to: TO_ADA });
    await box.answer(permissionDenied);
    expect(box.context()).toMatchObject({
      draft: 'Feed the cat',
      saving: null,
      refused: [],
      error: {
        code: 'PERMISSION_DENIED',
        message: '“Feed the cat” wasn’t added: You cannot change this list.',
      },
    });
  });

  it('a refused save leaves new typing alone; its text comes back once the box is empty', async () => {
    const box = startBox();
    box.type('Brush teeth');
    box.send({ type: 'entry.commit', to: TO_ADA });
    box.type('Feed the cat');
    await box.answer(permissionDenied);
    expect(box.context()).toMatchObject({
      draft: 'Feed the cat',
      refused: ['Brush teeth'],
      error: { message: '“Brush teeth” wasn’t added: You cannot change this list.' },
    });
    box.send({ type: 'entry.commit', to: TO_ADA });
    expect(box.context()).toMatchObject({ draft: '', refused: ['Brush teeth'] });
    await box.answer();
    expect(box.titlesSaved()).toEqual(['Brush teeth', 'Feed the cat']);
    expect(box.context()).toMatchObject({ draft: 'Brush teeth', refused: [], error: null });
  });

  it('a long refused title is named by its start in the error, and comes back whole', async () => {
    const box = startBox();
    const long = `${'🧑‍🍳'.repeat(39)} and then wash every single dish`;
    box.type(long);
    box.send({ type: 'entry.commit', to: TO_ADA });
    await box.answer(permissionDenied);
    expect(box.context()).toMatchObject({
      draft: long,
      error: { message: `“${'🧑‍🍳'.repeat(39)}…” wasn’t added: You cannot change this list.` },
    });
  });

  it('a refused entry waiting comes back at Enter on the emptied box, not a hint', async () => {
    const box = startBox();
    box.type('Brush teeth');
    box.send({ type: 'entry.commit', to: TO_ADA });
    box.type('Feed the cat');
    await box.answer(permissionDenied);
    box.type('');
    box.send({ type: 'entry.commit', to: TO_ADA });
    expect(box.context()).toMatchObject({ draft: 'Brush teeth', refused: [], hint: null });
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
