/**
 * What the entry box must do, shared by its own walk and the boards' and the library's, in the
 * words of the product: Enter empties the box at once, a double tap adds nothing, nothing typed
 * is lost, a saved task leaves for good, a refused one comes back.
 */
import type { AnyEventObject } from 'xstate';
import { expect } from 'vitest';
import { EMPTY_BOX_HINT, type EntryContext } from '../../machines/shared/entry';

interface EntryStep {
  event: AnyEventObject;
  before: { context: EntryContext<unknown> };
  after: { context: EntryContext<unknown> };
}
type EntryFact = (step: EntryStep) => void;

/**
 * Every title still held, sorted: in the box, being saved, waiting its turn, or refused and
 * waiting to come back.
 */
const titlesHeld = (context: EntryContext<unknown>) =>
  [
    context.draft.trim(),
    context.saving?.title ?? '',
    ...context.queue.map(({ title }) => title),
    ...context.refused,
  ]
    .filter((title) => title !== '')
    .sort();

/** The box's own fields, as a person would see or lose them. */
const boxOf = ({ draft, hint, error, saving, queue, refused }: EntryContext<unknown>) => ({
  draft,
  hint,
  error,
  saving,
  queue,
  refused,
});

/** The walk facts of an entry box whose save is the invoked actor `saveId`. */
export function entryBoxFacts(saveId: string): Record<string, EntryFact> {
  return {
    'entry.commit': ({ before, after }) => {
      const typed = before.context.draft.trim();
      // Enter keeps every title: typed, saving, queued or refused, none lost, none twice.
      expect(titlesHeld(after.context)).toEqual(titlesHeld(before.context));
      if (typed === '' && before.context.saving !== null) {
        // A double tap while a save is under way: nothing changes, and no hint.
        expect(boxOf(after.context)).toEqual(boxOf(before.context));
      } else if (typed === '' && before.context.refused.length > 0) {
        // The empty box gets back the oldest refused entry.
        expect(after.context.draft).toBe(before.context.refused[0]);
        expect(after.context.refused).toEqual(before.context.refused.slice(1));
        expect(after.context.hint).toBeNull();
      } else if (typed === '') {
        expect(after.context.hint).toBe(EMPTY_BOX_HINT);
      } else if (after.context.hint === null) {
        // Taken: the box is empty at once, and the text is saving or waits last in line.
        expect(after.context.draft).toBe('');
        const taken = before.context.saving ? after.context.queue.at(-1) : after.context.saving;
        expect(taken?.title).toBe(typed);
      } else {
        // Refused with a hint (nowhere to go): the text stays in the box.
        expect(after.context.draft).toBe(before.context.draft);
        expect(after.context.saving).toEqual(before.context.saving);
        expect(after.context.queue).toEqual(before.context.queue);
      }
    },
    // A saved task leaves for good; what is typed stays; a refused one waiting comes back into
    // an empty box; the next one starts.
    [`xstate.done.actor.${saveId}`]: ({ before, after }) => {
      const saved = before.context.saving?.title ?? '';
      const held = titlesHeld(before.context);
      held.splice(held.indexOf(saved), 1);
      expect(titlesHeld(after.context)).toEqual(held);
      const { draft, refused } = before.context;
      if (draft.trim() === '' && refused.length > 0) {
        expect(after.context.draft).toBe(refused[0]);
        expect(after.context.refused).toEqual(refused.slice(1));
      } else {
        expect(after.context.draft).toBe(draft);
        expect(after.context.refused).toEqual(refused);
      }
      expect(after.context.saving).toEqual(before.context.queue[0] ?? null);
      // The error stays only while it names an entry still waiting to come back.
      if (after.context.refused.length === 0) expect(after.context.error).toBeNull();
    },
    // A refused task is never lost: back in an empty box, or waiting while new typing stays;
    // the error names it; the next one starts.
    [`xstate.error.actor.${saveId}`]: ({ before, after }) => {
      const refused = before.context.saving?.title ?? '';
      expect(titlesHeld(after.context)).toEqual(titlesHeld(before.context));
      const waiting = [...before.context.refused, refused];
      if (before.context.draft.trim() === '') {
        expect(after.context.draft).toBe(waiting[0]);
        expect(after.context.refused).toEqual(waiting.slice(1));
      } else {
        expect(after.context.draft).toBe(before.context.draft);
        expect(after.context.refused).toEqual(waiting);
      }
      expect(after.context.error?.message).toMatch(new RegExp(`^“${refused}” wasn’t added: `));
      expect(after.context.saving).toEqual(before.context.queue[0] ?? null);
    },
  };
}

/**
 * While nothing saves, nothing waits; while saving, something is being saved. `region`: the
 * host's region the box runs as; none for the box alone.
 */
export function entryBoxStates(region?: string) {
  const at = (state: string) => (region ? `${region}.${state}` : state);
  return {
    [at('ready')]: ({ context }: { context: EntryContext<unknown> }) => {
      expect(context.saving).toBeNull();
      expect(context.queue).toEqual([]);
    },
    [at('adding')]: ({ context }: { context: EntryContext<unknown> }) =>
      expect(context.saving).not.toBeNull(),
  };
}
