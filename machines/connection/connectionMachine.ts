import { fromCallback, setup } from 'xstate';

export type ConnectionEvent =
  /** The backend says whether it reaches its server now. */
  { type: 'connection.changed'; online: boolean };

/**
 * Whether the family's changes reach the server (Firebase mode): a short drop or the first
 * seconds of connecting say nothing; a longer one shows that changes are kept on this device
 * and will sync, and says so in the log. The embedded store is always "online": it has no
 * server.
 */
export const connectionMachine = setup({
  types: {
    events: {} as ConnectionEvent,
  },
  actors: {
    /** Reports `connection.changed` whenever the backend connects or loses its server. */
    watchConnection: fromCallback<ConnectionEvent>(() => () => undefined),
  },
  guards: {
    isOnline: (_, params: { online: boolean }) => params.online,
    isOffline: (_, params: { online: boolean }) => !params.online,
  },
  actions: {
    /** Going offline is logged. The app provides the log. */
    logOffline: () => undefined,
    logBackOnline: () => undefined,
  },
  delays: {
    /** How long the server may be out of reach before the banner shows. */
    offlineGrace: 3_000,
  },
}).createMachine({
  id: 'connection',
  invoke: { id: 'watchConnection', src: 'watchConnection' },
  initial: 'connecting',
  states: {
    connecting: {
      on: {
        'connection.changed': {
          guard: { type: 'isOnline', params: ({ event }) => ({ online: event.online }) },
          target: 'online',
        },
      },
      after: { offlineGrace: 'offline' },
    },
    online: {
      on: {
        'connection.changed': {
          guard: { type: 'isOffline', params: ({ event }) => ({ online: event.online }) },
          target: 'reconnecting',
        },
      },
    },
    /** Just lost: it often comes straight back. */
    reconnecting: {
      on: {
        'connection.changed': {
          guard: { type: 'isOnline', params: ({ event }) => ({ online: event.online }) },
          target: 'online',
        },
      },
      after: { offlineGrace: 'offline' },
    },
    /** The banner: changes are kept on this device and will sync. */
    offline: {
      entry: 'logOffline',
      on: {
        'connection.changed': {
          guard: { type: 'isOnline', params: ({ event }) => ({ online: event.online }) },
          target: 'online',
          actions: 'logBackOnline',
        },
      },
    },
  },
});
