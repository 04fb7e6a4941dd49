import { assign, fromCallback, setup } from 'xstate';

/** How long the server may be out of reach before the banner shows. */
export const OFFLINE_GRACE_MS = 3_000;
/** How long "All changes are saved" stays once the changes kept offline reached the server. */
export const SAVED_NOTICE_MS = 4_000;

/** A change kept on this device that the server refused: what was lost, and why. */
export interface SyncRefusal {
  /** Plain words naming the change, e.g. `Ada's tick on "Feed the cat" could not be saved: …`. */
  message: string;
  /** The upper-cased reason: `TASK_DELETED`, `PERMISSION_DENIED`… */
  code: string;
}

export interface ConnectionContext {
  /** How many changes are kept on this device until the server has them. */
  waiting: number;
  /** Changes the server refused, in the order they came, each shown until dismissed. */
  refusals: SyncRefusal[];
}

export type ConnectionEvent =
  /** The backend says whether it reaches its server now. */
  | { type: 'connection.heard'; online: boolean }
  /** The store's outbox says how many changes wait for the server. */
  | { type: 'outbox.heard'; waiting: number }
  /** The server refused a change the outbox kept: the store already shows what it holds. */
  | ({ type: 'outbox.refused' } & SyncRefusal)
  /** The parent has read the refusal at `index`. */
  | { type: 'refusal.dismiss'; index: number };

/**
 * Whether the family's changes reach the server (Firebase mode): a short drop or the first
 * seconds of connecting say nothing; a longer one shows how many changes are kept on this device
 * until they can be sent, and says so in the log. Back online after that, the banner counts the
 * changes being sent and then says they are all saved. Each change the server refuses is shown
 * until dismissed, and logged. The embedded store is always "online" and keeps nothing waiting:
 * it has no server.
 */
export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
  },
  actors: {
    /**
     * Reports `connection.heard`, and the outbox's `outbox.heard` (how many changes wait) and
     * `outbox.refused`.
     */
    watchConnection: fromCallback<ConnectionEvent>(() => () => undefined),
  },
  guards: {
    isOnline: (_, params: { online: boolean }) => params.online,
    isOffline: (_, params: { online: boolean }) => !params.online,
    /** Back, with changes kept meanwhile still to send. */
    isBackWithWaiting: ({ context }, params: { online: boolean }) =>
      params.online && context.waiting > 0,
    /** Back, with every change kept meanwhile sent and none of them refused. */
    isBackAllSaved: ({ context }, params: { online: boolean }) =>
      params.online && context.waiting === 0 && context.refusals.length === 0,
    /** The last change waiting is gone, and the server refused none. */
    isAllSaved: ({ context }, params: { waiting: number }) =>
      params.waiting === 0 && context.refusals.length === 0,
    isNothingLeft: (_, params: { waiting: number }) => params.waiting === 0,
  },
  actions: {
    keepWaiting: assign({ waiting: (_, params: { waiting: number }) => params.waiting }),
    keepRefusal: assign({
      refusals: ({ context }, { message, code }: SyncRefusal) => [
        ...context.refusals,
        { message, code },
      ],
    }),
    dismissRefusal: assign({
      refusals: ({ context }, params: { index: number }) =>
        context.refusals.filter((_, index) => index !== params.index),
    }),
    /** Going offline, coming back and each refusal are logged. The app provides the log. */
    logOffline: () => undefined,
    logBackOnline: () => undefined,
    logRefusal: (_, _params: SyncRefusal) => undefined,
  },
  delays: {
    /** How long the server may be out of reach before the banner shows (OFFLINE_GRACE_MS). */
    offlineGrace: OFFLINE_GRACE_MS,
    /** How long "All changes are saved" shows (SAVED_NOTICE_MS). */
    savedNotice: SAVED_NOTICE_MS,
  },
}).createMachine({
  id: 'connection',
  description:
    'Whether the family\'s changes reach the server (Firebase mode): a short drop or the first seconds of connecting say nothing; a longer one shows how many changes are kept on this device until they can be sent, and says so in the log. Back online after that, the banner counts the changes being sent and then says they are all saved. Each change the server refuses is shown until dismissed, and logged. The embedded store is always "online" and keeps nothing waiting: it has no server.',
  context: { waiting: 0, refusals: [] },
  invoke: { id: 'watchConnection', src: 'watchConnection' },
  on: {
    'outbox.heard': { actions: { type: 'keepWaiting', params: ({ event }) => event } },
    'outbox.refused': {
      actions: [
        { type: 'keepRefusal', params: ({ event }) => event },
        {
          type: 'logRefusal',
          params: ({ event }) => ({ message: event.message, code: event.code }),
        },
      ],
    },
    'refusal.dismiss': { actions: { type: 'dismissRefusal', params: ({ event }) => event } },
  },
  initial: 'connecting',
  states: {
    connecting: {
      on: {
        'connection.heard': {
          guard: { type: 'isOnline', params: ({ event }) => event },
          target: 'online',
        },
      },
      after: { offlineGrace: 'offline' },
    },
    online: {
      on: {
        'connection.heard': {
          guard: { type: 'isOffline', params: ({ event }) => event },
          target: 'reconnecting',
        },
      },
    },
    /** Just lost: it often comes straight back. */
    reconnecting: {
      on: {
        'connection.heard': {
          guard: { type: 'isOnline', params: ({ event }) => event },
          target: 'online',
        },
      },
      after: { offlineGrace: 'offline' },
    },
    /** The banner: how many changes are kept on this device until they can be sent. */
    offline: {
      entry: 'logOffline',
      on: {
        'connection.heard': [
          {
            guard: { type: 'isBackWithWaiting', params: ({ event }) => event },
            target: 'catchingUp',
            actions: 'logBackOnline',
          },
          {
            guard: { type: 'isOnline', params: ({ event }) => event },
            target: 'online',
            actions: 'logBackOnline',
          },
        ],
      },
    },
    /** Back after the banner showed: the changes kept meanwhile are counted as they go. */
    catchingUp: {
      initial: 'sending',
      states: {
        sending: {
          on: {
            // A refused change never reached the server: its alert says so, and nothing "saved".
            'outbox.heard': [
              {
                guard: { type: 'isAllSaved', params: ({ event }) => event },
                target: 'saved',
                actions: { type: 'keepWaiting', params: ({ event }) => event },
              },
              {
                guard: { type: 'isNothingLeft', params: ({ event }) => event },
                target: '#connection.online',
                actions: { type: 'keepWaiting', params: ({ event }) => event },
              },
            ],
            'connection.heard': {
              guard: { type: 'isOffline', params: ({ event }) => event },
              target: 'reconnecting',
            },
          },
        },
        /** A short drop while sending keeps the count on screen; a long one is offline again. */
        reconnecting: {
          on: {
            'connection.heard': [
              {
                guard: { type: 'isBackWithWaiting', params: ({ event }) => event },
                target: 'sending',
              },
              {
                guard: { type: 'isBackAllSaved', params: ({ event }) => event },
                target: 'saved',
              },
              {
                guard: { type: 'isOnline', params: ({ event }) => event },
                target: '#connection.online',
              },
            ],
          },
          after: { offlineGrace: '#connection.offline' },
        },
        /** "All changes are saved", for a moment. */
        saved: {
          on: {
            // The store may count the last change out before saying the server refused it.
            'outbox.refused': {
              target: '#connection.online',
              actions: [
                { type: 'keepRefusal', params: ({ event }) => event },
                {
                  type: 'logRefusal',
                  params: ({ event }) => ({ message: event.message, code: event.code }),
                },
              ],
            },
            'connection.heard': {
              guard: { type: 'isOffline', params: ({ event }) => event },
              target: '#connection.reconnecting',
            },
          },
          after: { savedNotice: '#connection.online' },
        },
      },
    },
  },
});
