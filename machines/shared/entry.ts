/**
 * The entry box shared by the boards and the library: Enter saves what was typed, and Enter
 * pressed while a save is under way queues the new text, so a quick second task is never
 * dropped. `to` is where an entry goes (the picked kids, or a group and its order).
 */
import type { ShownError } from './errors';
import { isBlank, visibleTrim } from '../domain/text';

/** What was typed when Enter was pressed, and where it goes. */
export interface PendingEntry<To> {
  title: string;
  to: To;
}

export interface EntryContext<To> {
  /** What is in the box; kept when adding fails so nothing typed is lost. */
  draft: string;
  /** A gentle hint below the box (e.g. the box was empty). */
  hint: string | null;
  error: ShownError | null;
  /** The entry being saved. */
  saving: PendingEntry<To> | null;
  /** Entries made while another was saving: saved next, in order. */
  queue: PendingEntry<To>[];
}

export const EMPTY_BOX_HINT = 'The box is empty: type a task first, then press Enter.';

export function emptyEntry<To>(): EntryContext<To> {
  return { draft: '', hint: null, error: null, saving: null, queue: [] };
}

export const isDraftBlank = ({ context }: { context: EntryContext<unknown> }) =>
  isBlank(context.draft);

/** Enter again on the text already being saved: not a second task. */
export const isDraftBeingSaved = ({ context }: { context: EntryContext<unknown> }) =>
  visibleTrim(context.draft) === context.saving?.title;

export const isSavingEntry = ({ context }: { context: EntryContext<unknown> }) =>
  context.saving !== null;

export const hasQueuedEntry = ({ context }: { context: EntryContext<unknown> }) =>
  context.queue.length > 0;

/** Takes what was typed into the queue and empties the box for the next task. */
export function queueEntry<To>(context: EntryContext<To>, to: To): Partial<EntryContext<To>> {
  return {
    queue: [...context.queue, { title: visibleTrim(context.draft), to }],
    draft: '',
    hint: null,
  };
}

/** The first queued entry becomes the one being saved. */
export function startNextEntry<To>(context: EntryContext<To>): Partial<EntryContext<To>> {
  return { saving: context.queue[0] ?? null, queue: context.queue.slice(1) };
}

/** Empties the box, unless more was typed while the entry was being saved. */
export function clearSavedDraft<To>(
  context: EntryContext<To>,
  saved: string,
): Partial<EntryContext<To>> {
  return {
    draft: visibleTrim(context.draft) === saved ? '' : context.draft,
    hint: null,
    error: null,
    saving: null,
  };
}

/** A refused entry goes back into an empty box, so nothing typed is lost. */
export function restoreFailedEntry<To>(context: EntryContext<To>): Partial<EntryContext<To>> {
  return {
    draft: isBlank(context.draft) ? (context.saving?.title ?? '') : context.draft,
    saving: null,
  };
}
