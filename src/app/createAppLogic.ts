import { fromCallback, fromPromise, type MachineImplementationsFrom } from 'xstate';
import {
  appMachine,
  authReportingSession,
  boardReportingUnsaved,
  kidModeReportingLock,
  listenersReportingLostAccess,
  type AppEvent,
} from '../../machines/app';
import { type AuthEvent, type SignedInUser } from '../../machines/auth';
import {
  connectionMachine,
  OFFLINE_GRACE_MS,
  SAVED_NOTICE_MS,
  type ConnectionEvent,
  type SyncRefusal,
} from '../../machines/connection';
import { dayNavigationMachine } from '../../machines/dayNavigation';
import type { Store } from '../store/port';
import type { AuthAdapter } from './auth/deviceAuth';
import type { DeviceStorage } from './deviceStorage';
import { createRestoreEffects } from './backup/restoreEffects';
import { askToKeepStorage } from './backup/keptStorage';
import { createDayBoardImplementations } from './effects/boardEffects';
import { createFamilyEffects } from './effects/familyEffects';
import { createMembershipEffects } from './effects/membershipEffects';
import { createPageWatcher } from './effects/pageEffects';
import { createKidModeImplementations } from './kidMode/kidModeEffects';
import { createSeedingEffects } from './effects/seedingEffects';
import type { Speech } from './kidMode/speech';
import type { Router } from './router';
import { familyDate } from '../../machines/domain/familyDay';

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
  /** The browser's voice for kid mode; none when absent. */
  speech?: Speech | null;
  /** This device as a family would name it ("an Android phone"), for corrections of past days. */
  device?: string | null;
}

export const OFFLINE_MESSAGE =
  'Kids To-Do is offline: changes are kept on this device and will be sent when the connection returns.';
export const BACK_ONLINE_MESSAGE =
  'Kids To-Do is back online: changes kept on this device are being sent.';

/** The line logged, once, for a change kept on this device that the server refused. */
export function refusalLogLine({ message, code }: SyncRefusal): string {
  return `Kids To-Do could not save a change kept on this device (${code}): ${message}`;
}

/** The auth machine's sign-in, sign-out and session, from the auth adapter. */
export function createAuthImplementations(auth: AuthAdapter) {
  return {
    actors: {
      restoreSession: fromPromise<SignedInUser | null>(() => auth.restoreSession()),
      signIn: fromPromise<SignedInUser>(() => auth.signIn()),
      signOut: fromPromise<void>(() => auth.signOut()),
      watchSession: fromCallback<AuthEvent>(({ sendBack }) =>
        auth.watchSession((user) => sendBack({ type: 'auth.heard', user })),
      ),
    },
  } satisfies MachineImplementationsFrom<typeof authReportingSession>;
}

/**
 * Whether the store reaches its server and what its outbox keeps for it (how many changes wait,
 * each one refused), and the lines logged when that changes.
 */
export function createConnectionImplementations(store: Store) {
  return {
    actors: {
      watchConnection: fromCallback<ConnectionEvent>(({ sendBack }) => {
        const report = (online: boolean) => sendBack({ type: 'connection.heard', online });
        // The embedded store has no server to lose: it is always where it belongs.
        if (!store.watchConnection) report(true);
        const stopWatching = store.watchConnection?.(report);
        // Nor does it keep changes for one: nothing waits, nothing is refused.
        const stopCounting = store.watchOutbox?.({
          onWaiting: (waiting) => sendBack({ type: 'outbox.heard', waiting }),
          onRefused: ({ message, code }) => sendBack({ type: 'outbox.refused', message, code }),
        });
        return () => {
          stopWatching?.();
          stopCounting?.();
        };
      }),
    },
    actions: {
      logOffline: () => console.log(OFFLINE_MESSAGE),
      logBackOnline: () => console.log(BACK_ONLINE_MESSAGE),
      logRefusal: (_, refusal) => console.warn(refusalLogLine(refusal)),
    },
    delays: { offlineGrace: OFFLINE_GRACE_MS, savedNotice: SAVED_NOTICE_MS },
  } satisfies MachineImplementationsFrom<typeof connectionMachine>;
}

/** The family's listeners, today's date, the page's visibility, seeding and the reload. */
export function createListenersImplementations(
  deps: Pick<AppDependencies, 'store' | 'now' | 'accounts' | 'reloadPage' | 'storage'>,
) {
  const family = createFamilyEffects(deps.store, deps.now, deps.accounts, (familyId, dayStart) =>
    deps.storage.rememberDayStart(familyId, dayStart),
  );
  return {
    actors: {
      listenToFamily: family.listenToFamily,
      readToday: family.readToday,
      watchPage: createPageWatcher(),
      seedDay: createSeedingEffects(deps.store, deps.now).seedDay,
    },
    actions: { reloadPage: () => deps.reloadPage() },
  } satisfies MachineImplementationsFrom<typeof listenersReportingLostAccess>;
}

export function createDayNavigationImplementations(router: Router) {
  return {
    actions: { navigate: (_, { path }) => router.push(path) },
  } satisfies MachineImplementationsFrom<typeof dayNavigationMachine>;
}

/** Every effect the app machine names, its children's included, from the real adapters. */
export function createAppImplementations(deps: AppDependencies) {
  const { store, router, storage, now } = deps;
  const family = createFamilyEffects(store, now, deps.accounts);
  const membership = createMembershipEffects(store, now, deps.accounts);
  const restore = createRestoreEffects(store, now, deps.accounts);
  // Firebase's rules refuse half a task; the embedded store checks in a transaction instead.
  const wholeTasks = { rulesKeepTasksWhole: deps.accounts };

  return {
    actors: {
      auth: authReportingSession.provide(createAuthImplementations(deps.auth)),
      connection: connectionMachine.provide(createConnectionImplementations(store)),
      kidMode: kidModeReportingLock.provide(createKidModeImplementations(deps)),
      listeners: listenersReportingLostAccess.provide(createListenersImplementations(deps)),
      dayNavigation: dayNavigationMachine.provide(createDayNavigationImplementations(router)),
      dayBoard: boardReportingUnsaved.provide(
        createDayBoardImplementations(store, now, 'day', {
          ...wholeTasks,
          past: {
            today: (familyId) => familyDate(now(), storage.dayStart(familyId)),
            inKidMode: (familyId) => storage.kidLock()?.familyId === familyId,
            device: deps.device ?? undefined,
          },
        }),
      ),
      routineBoard: boardReportingUnsaved.provide(
        createDayBoardImplementations(store, now, 'routine', wholeTasks),
      ),
      watchAddress: fromCallback<AppEvent>(({ sendBack }) =>
        router.watch((change) => sendBack({ type: 'route.heard', ...change })),
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
      replaceAddress: (_, { path }) => router.replace(path),
      pushAddress: (_, { path }) => router.push(path),
    },
  } satisfies MachineImplementationsFrom<typeof appMachine>;
}

/** The app machine with every effect it names supplied by the real adapters. */
export function createAppLogic(deps: AppDependencies) {
  return appMachine.provide(createAppImplementations(deps));
}
