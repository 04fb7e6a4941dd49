/**
 * The entry box, written once: Enter takes what was typed and empties the box at once, so the
 * next task starts fresh; Enter pressed while a save is under way queues the new text, so a
 * quick second task is never dropped, and Enter again on the empty box meanwhile (a double tap)
 * does nothing; a refused save puts its text back into an empty box, or keeps it until the box
 * is empty, and its error names it.
 *
 * The day board and the library run it as their `entry` region (`entryBoxRegion`), each with its
 * own save, its own check of where an entry goes and its own context around the box's: the
 * views, the reload guard and a lost family's notice read what the box holds from the board
 * itself. `entryBoxMachine` is the same region alone, for its diagram and its walk.
 */
import { assign, fromPromise, raise, setup, type EventObject } from 'xstate';
import {
  EMPTY_BOX_HINT,
  emptyEntry,
  finishSavedEntry,
  hasQueuedEntry,
  isDraftBlank,
  isRefusedEntryWaiting,
  isRepeatedEnter,
  isSavingEntry,
  queueEntry,
  refuseEntry,
  returnRefusedEntry,
  startNextEntry,
  startSaving,
  type EntryContext,
  type PendingEntry,
} from './entry';
import { toShownError } from './errors';

/** What the box takes (`to`: where the entry goes, as the host sees it) and says. */
export type EntryBoxEvent<To> =
  | { type: 'entry.change'; value: string }
  | { type: 'entry.commit'; to: To }
  /** Raised by the box itself once an entry is saved, for its host to act on. */
  | { type: 'entry.saved'; entry: PendingEntry<To> };

/** The box's guards, for any host whose context holds the box. */
export const entryBoxGuards = {
  isDraftBlank,
  isRepeatedEnter,
  isRefusedEntryWaiting,
  isSavingEntry,
  hasQueuedEntry,
};

/**
 * The box's actions, for a host whose context (`TContext`) holds the box and whose events are
 * the box's and its own (`THostEvent`). The host shows its other errors with `showError` too.
 */
export function entryBoxActions<
  To,
  TContext extends EntryContext<To>,
  THostEvent extends EventObject,
>() {
  type TEvent = EntryBoxEvent<To> | THostEvent;
  /** An `assign` of the box's own fields, which are the host's fields of the same names. */
  const assignEntry = <TParams extends object | undefined>(
    assigner: (context: EntryContext<To>, params: TParams) => Partial<EntryContext<To>>,
  ) =>
    assign<TContext, TEvent, TParams, TEvent, never>(
      ({ context }, params) => assigner(context, params) as Partial<TContext>,
    );
  return {
    changeDraft: assignEntry((_, { value }: { value: string }) => ({ draft: value, hint: null })),
    showHint: assignEntry((_, { hint }: { hint: string }) => ({ hint })),
    startSaving: assignEntry((context, { to }: { to: To }) => startSaving(context, to)),
    queueEntry: assignEntry((context, { to }: { to: To }) => queueEntry(context, to)),
    startNextEntry: assignEntry<undefined>((context) => startNextEntry(context)),
    finishSavedEntry: assignEntry<undefined>((context) => finishSavedEntry(context)),
    refuseEntry: assignEntry((context, { error }: { error: unknown }) =>
      refuseEntry(context, error),
    ),
    returnRefusedEntry: assignEntry<undefined>((context) => returnRefusedEntry(context)),
    showError: assignEntry((_, { error }: { error: unknown }) => ({ error: toShownError(error) })),
    /** Tells the host the entry just saved (`entry.saved`), before the box lets it go. */
    announceSaved: raise<TContext, TEvent, TEvent, undefined>(({ context }) => ({
      type: 'entry.saved',
      // Raised only on leaving `adding`, where an entry is always being saved.
      entry: context.saving!,
    })),
  };
}

/**
 * The box as a host's region: `save` is the actor the host provides (its invoke id too), given
 * `input(context, entry)`; the host's guard `hasNoDestination` refuses an entry with nowhere to
 * go, with `noDestinationHint`; the host's `reportActivity` runs whenever what is typed changes;
 * each entry saved is raised to the host as `entry.saved`.
 */
export function entryBoxRegion<
  const TSave extends string,
  To,
  TContext extends EntryContext<To>,
  TInput,
>({
  save,
  input,
  noDestinationHint,
}: {
  save: TSave;
  input: (context: TContext, entry: PendingEntry<To>) => TInput;
  noDestinationHint: string;
}) {
  type Commit = { event: { to: To } };
  const failed = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
  // `adding` is entered only with an entry to save.
  const savingNow = (context: TContext) => context.saving!;
  return {
    initial: 'ready',
    on: {
      'entry.change': {
        actions: [
          { type: 'changeDraft', params: ({ event }: { event: { value: string } }) => event },
          'reportActivity',
        ],
      },
      'entry.commit': [
        // Enter again on the empty box while a save is under way (a double tap): nothing to add.
        { guard: 'isRepeatedEnter' },
        { guard: 'isRefusedEntryWaiting', actions: ['returnRefusedEntry', 'reportActivity'] },
        {
          guard: 'isDraftBlank',
          actions: { type: 'showHint', params: { hint: EMPTY_BOX_HINT } },
        },
        {
          guard: { type: 'hasNoDestination', params: ({ event }: Commit) => event },
          actions: { type: 'showHint', params: { hint: noDestinationHint } },
        },
        {
          guard: 'isSavingEntry',
          actions: [{ type: 'queueEntry', params: ({ event }: Commit) => event }, 'reportActivity'],
        },
        {
          target: '.adding',
          actions: [
            { type: 'startSaving', params: ({ event }: Commit) => event },
            'reportActivity',
          ],
        },
      ],
    },
    states: {
      ready: {},
      adding: {
        invoke: {
          id: save,
          src: save,
          input: ({ context }: { context: TContext }) => input(context, savingNow(context)),
          onDone: [
            {
              guard: 'hasQueuedEntry',
              target: 'adding',
              reenter: true,
              actions: ['announceSaved', 'finishSavedEntry', 'startNextEntry', 'reportActivity'],
            },
            {
              target: 'ready',
              actions: ['announceSaved', 'finishSavedEntry', 'reportActivity'],
            },
          ],
          onError: [
            {
              guard: 'hasQueuedEntry',
              target: 'adding',
              reenter: true,
              actions: [
                { type: 'refuseEntry', params: failed },
                'startNextEntry',
                'reportActivity',
              ],
            },
            {
              target: 'ready',
              actions: [{ type: 'refuseEntry', params: failed }, 'reportActivity'],
            },
          ],
        },
      },
    },
  } as const;
}

/** Where an entry goes, for the box alone: anything its host names; `null` is nowhere. */
type AnyDestination = unknown;

/** The box alone: its save and its check of where an entry goes are placeholders. */
export const entryBoxMachine = setup({
  types: {
    context: {} as EntryContext<AnyDestination>,
    events: {} as EntryBoxEvent<AnyDestination>,
  },
  actors: {
    /** Saves the entry and returns the title it saved (`addTasks`, `addItem` in the hosts). */
    save: fromPromise<string, PendingEntry<AnyDestination>>(async () => {
      throw new Error('save is provided by the host');
    }),
  },
  guards: {
    ...entryBoxGuards,
    hasNoDestination: (_, params: { to: AnyDestination }) => params.to === null,
  },
  actions: {
    ...entryBoxActions<AnyDestination, EntryContext<AnyDestination>, never>(),
    /** The host tells whoever listens whether a reload now would lose something typed. */
    reportActivity: () => undefined,
  },
}).createMachine({
  id: 'entryBox',
  description:
    'The entry box the day board and the library run as their `entry` region: Enter takes what was typed for where it goes (the save is the host’s) and empties the box at once, so the next task starts fresh; Enter while a save is under way queues the new text, so a quick second task is never dropped, and Enter again on the empty box meanwhile (a double tap) does nothing; a refused save shows why, naming it (“Brush teeth” wasn’t added: …), and puts its text back into an empty box, while new typing in the box stays and the refused text waits until the box is empty (a save ends, or Enter on the empty box), so nothing typed is lost; a blank box with nothing saving, or nowhere to go, gets a hint instead.',
  context: emptyEntry<AnyDestination>(),
  ...entryBoxRegion({
    save: 'save',
    input: (_context: EntryContext<AnyDestination>, entry: PendingEntry<AnyDestination>) => entry,
    noDestinationHint: 'Choose where the entry goes first.',
  }),
});
