/**
 * What the entry box must do, shared by its own walk and the boards' and the library's, in the
 * words of the product: nothing typed is lost, a saved task leaves the box, a refused one comes
 * back.
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

/** Every title still held after a step: in the box, being saved, or waiting its turn. */
const titlesHeld = (context: EntryContext<unknown>) => [
  context.draft.trim(),
  context.saving?.title,
  ...context.queue.map(({ title }) => title),
];

/** The walk facts of an entry box whose save is the invoked actor `saveId`. */
export function entryBoxFacts(saveId: string): Record<string, EntryFact> {
  return {
    // Enter keeps what was typed: in the box, saving or queued; an empty box says so.
    'entry.commit': ({ before, after }) => {
      const typed = before.context.draft.trim();
      if (typed === '') expect(after.context.hint).toBe(EMPTY_BOX_HINT);
      else expect(titlesHeld(after.context)).toContain(typed);
    },
    // A saved task leaves the box; anything else typed meanwhile stays; the next one starts.
    [`xstate.done.actor.${saveId}`]: ({ event, before, after }) => {
      const retyped = before.context.draft.trim() === event.output;
      expect(after.context.draft).toBe(retyped ? '' : before.context.draft);
      expect(after.context.saving).toEqual(before.context.queue[0] ?? null);
      expect(after.context.error).toBeNull();
    },
    // A refused task is back in the box unless the box holds something else; the error shows.
    [`xstate.error.actor.${saveId}`]: ({ before, after }) => {
      const refused = before.context.saving?.title;
      const boxWasEmpty = before.context.draft.trim() === '';
      expect(after.context.draft).toBe(boxWasEmpty ? refused : before.context.draft);
      expect(after.context.error).not.toBeNull();
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
