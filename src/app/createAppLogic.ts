import { fromCallback, fromPromise } from 'xstate';
import {
  appMachine,
  authReportingSession,
  listenersReportingLostAccess,
  type AppEvent,
} from '../../machines/app';
import { type AuthEvent, type SignedInUser } from '../../machines/auth';
import { UNDO_WINDOW_MS } from '../../machines/constants';
import { connectionMachine, type ConnectionEvent } from '../../machines/connectionMachine';
import { dayBoardMachine } from '../../machines/dayBoard';
import { dayNavigationMachine } from '../../machines/dayNavigation';
import type { Store } from '../store/port';
import type { AuthAdapter } from './auth/deviceAuth';
import type { DeviceStorage } from './deviceStorage';
import { createRestoreEffects } from './backup/backupEffects';
import { askToKeepStorage } from './backup/keptStorage';
import { createBoardEffects } from './effects/boardEffects';
import { createFamilyEffects } from './effects/familyEffects';
import { createMembershipEffects } from './effects/membershipEffects';
import { createPageWatcher } from './effects/pageEffects';
import { createSeedingEffects } from './effects/seedingEffects';
import type { Router } from './router';

export interface AppDependencies {
  store: Store;
  auth: AuthAdapter;
  /** The backend has accounts and members (Firebase). */
  accounts: boolean;
  router: Router;
  storage: DeviceStorage;
  /** The clock; tests pass a fixed or simulated one. */
  now: () => Date;
  reloadPage: () => void;
}

export const OFFLINE_MESSAGE =
  'Kids To-Do is offline: changes are kept on this device and will sync when the connection returns.';
export const BACK_ONLINE_MESSAGE = 'Kids To-Do is back online: changes made offline are syncing.';

/** The app machine with every effect it names supplied by the real adapters. */
export function createAppLogic(deps: AppDependencies) {
  const { store, auth, router, storage, now } = deps;
  const family = createFamilyEffects(store, now, deps.accounts);
  const membership = createMembershipEffects(store, now, deps.accounts);
  const restore = createRestoreEffects(store, now, deps.accounts);
  // Firebase's rules refuse half a task; the embedded store checks in a transaction instead.
  const wholeTasks = { rulesKeepTasksWhole: deps.accounts };
  const board = createBoardEffects(store, now, 'day', wholeTasks);
  const routine = createBoardEffects(store, now, 'routine', wholeTasks);
  const seeding = createSeedingEffects(store, now);

  return appMachine.provide({
    actors: {
      auth: authReportingSession.provide({
        actors: {
          restoreSession: fromPromise<SignedInUser | null>(() => auth.restoreSession()),
          signIn: fromPromise<SignedInUser>(() => auth.signIn()),
          signOut: fromPromise<void>(() => auth.signOut()),
          watchSession: fromCallback<AuthEvent>(({ sendBack }) =>
            auth.watchSession((user) => sendBack({ type: 'auth.changed', user })),
          ),
        },
      }),
      connection: connectionMachine.provide({
        actors: {
          watchConnection: fromCallback<ConnectionEvent>(({ sendBack }) => {
            const report = (online: boolean) => sendBack({ type: 'connection.changed', online });
            // The embedded store has no server to lose: it is always where it belongs.
            if (!store.watchConnection) {
              report(true);
              return () => undefined;
            }
            return store.watchConnection(report);
          }),
        },
        actions: {
          logOffline: () => console.log(OFFLINE_MESSAGE),
          logBackOnline: () => console.log(BACK_ONLINE_MESSAGE),
        },
      }),
      listeners: listenersReportingLostAccess.provide({
        actors: {
          listenToFamily: family.listenToFamily,
          readToday: family.readToday,
          watchPage: createPageWatcher(),
          seedDay: seeding.seedDay,
        },
        actions: { reloadPage: () => deps.reloadPage() },
      }),
      dayNavigation: dayNavigationMachine.provide({
        actions: { navigate: (_, { path }) => router.push(path) },
      }),
      dayBoard: dayBoardMachine.provide({
        actors: board.actors,
        actions: board.actions,
        delays: { undoWindow: UNDO_WINDOW_MS },
      }),
      routineBoard: dayBoardMachine.provide({
        actors: routine.actors,
        actions: routine.actions,
        delays: { undoWindow: UNDO_WINDOW_MS },
      }),
      watchAddress: fromCallback<AppEvent>(({ sendBack }) =>
        router.watch((change) => sendBack({ type: 'route.changed', ...change })),
      ),
      createFamily: family.createFamily,
      restoreFamily: restore.restoreFamily,
      joinFamily: membership.joinFamily,
      listenToMyFamilies: membership.listenToMyFamilies,
    },
    actions: {
      rememberFamilyId: (_, { familyId }) => {
        storage.rememberFamilyId(familyId);
        // The embedded store is the family's only copy: ask the browser not to clear it.
        if (!deps.accounts) askToKeepStorage();
      },
      forgetFamilyId: (_, { familyId }) => storage.forgetFamilyId(familyId),
      rememberPicked: (_, { picked }) => storage.rememberPicked(picked),
      replaceAddress: (_, { path }) => router.replace(path),
      pushAddress: (_, { path }) => router.push(path),
    },
  });
}
