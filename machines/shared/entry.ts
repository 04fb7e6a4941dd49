/**
 * The entry box shared by the boards and the library: Enter takes what was typed and empties
 * the box at once, so the next task starts fresh; Enter pressed while a save is under way queues
 * the new text, so a quick second task is never dropped. `to` is where an entry goes (the picked
 * kids, or a group and its order).
 */
import { toShownError, type ShownError } from './errors';
import { isBlank, visibleTrim } from '../domain/text';

/** What was typed when Enter was pressed, and where it goes. */
export interface PendingEntry<To> {
  title: string;
  to: To;
}

export interface EntryContext<To> {
  /** What is in the box: only what is being typed, never an entry already taken by Enter. */
  draft: string;
  /** A gentle hint below the box (e.g. the box was empty). */
  hint: string | null;
  error: ShownError | null;
  /** The entry being saved. */
  saving: PendingEntry<To> | null;
  /** Entries made while another was saving: saved next, in order. */
  queue: PendingEntry<To>[];
  /**
   * Refused entries that found the box holding new typing, oldest first: each goes back into
   * the box once it is empty (at a save's end, or at Enter on the empty box).
   */
  refused: string[];
}

export const EMPTY_BOX_HINT = 'The box is empty: type a task first, then press Enter.';

export function emptyEntry<To>(): EntryContext<To> {
  return { draft: '', hint: null, error: null, saving: null, queue: [], refused: [] };
}

/** Every title typed and not yet saved: in the box, being saved, waiting, or refused. */
export function unsavedEntries(context: EntryContext<unknown>): string[] {
  return [
    context.saving?.title ?? '',
    ...context.queue.map(({ title }) => title),
    ...context.refused,
    visibleTrim(context.draft),
  ].filter((title) => title !== '');
}

export const isDraftBlank = ({ context }: { context: EntryContext<unknown> }) =>
  isBlank(context.draft);

export const isSavingEntry = ({ context }: { context: EntryContext<unknown> }) =>
  context.saving !== null;

/** Enter again on the empty box while a save is under way (a double tap): nothing to add. */
export const isRepeatedEnter = ({ context }: { context: EntryContext<unknown> }) =>
  isBlank(context.draft) && context.saving !== null;

/** Enter on the empty box while a refused entry waits: it comes back instead of a hint. */
export const isRefusedEntryWaiting = ({ context }: { context: EntryContext<unknown> }) =>
  isBlank(context.draft) && context.refused.length > 0;

export const hasQueuedEntry = ({ context }: { context: EntryContext<unknown> }) =>
  context.queue.length > 0;

/** What was typed becomes the entry being saved, and the box is empty for the next task. */
export function startSaving<To>(context: EntryContext<To>, to: To): Partial<EntryContext<To>> {
  return { saving: { title: visibleTrim(context.draft), to }, draft: '', hint: null };
}

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

/** The oldest of `refused` goes back into the box if it is empty; the rest wait. */
function returnRefused<To>(
  context: EntryContext<To>,
  refused: string[],
): Pick<EntryContext<To>, 'draft' | 'refused'> {
  const [first, ...rest] = refused;
  return first !== undefined && isBlank(context.draft)
    ? { draft: first, refused: rest }
    : { draft: context.draft, refused };
}

/** Enter on the empty box: the oldest refused entry is back in it. */
export function returnRefusedEntry<To>(context: EntryContext<To>): Partial<EntryContext<To>> {
  return { ...returnRefused(context, context.refused), hint: null };
}

/**
 * The entry is saved: the box keeps whatever is typed in it; a refused entry waiting comes back
 * into an empty box, and the error naming it stays until none waits.
 */
export function finishSavedEntry<To>(context: EntryContext<To>): Partial<EntryContext<To>> {
  const back = returnRefused(context, context.refused);
  return {
    ...back,
    hint: null,
    error: back.refused.length > 0 ? context.error : null,
    saving: null,
  };
}

/** How much of a refused title its error names: enough to know it, short enough to hear. */
const NAMED_GRAPHEMES = 40;

/** The title as an error names it: whole, or its first characters (never half an emoji) and "…". */
function namedTitle(title: string): string {
  const segments = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(title)];
  if (segments.length <= NAMED_GRAPHEMES) return title;
  const start = segments.slice(0, NAMED_GRAPHEMES).map(({ segment }) => segment);
  return `${start.join('').trimEnd()}…`;
}

/**
 * A refused entry goes back into an empty box; when new typing is in the box, that stays and
 * the refused text waits for the box to empty (`refused`). Either way the error names it.
 */
export function refuseEntry<To>(
  context: EntryContext<To>,
  error: unknown,
): Partial<EntryContext<To>> {
  const title = context.saving?.title ?? '';
  const shown = toShownError(error);
  return {
    ...returnRefused(context, [...context.refused, title]),
    error: { ...shown, message: `“${namedTitle(title)}” wasn’t added: ${shown.message}` },
    saving: null,
  };
}
