import { createContext, useContext } from 'react';
import type { InspectOption } from '../inspect/inspectMode';
import type { Store } from '../store/port';
import type { SignInMethod } from './auth/deviceAuth';
import type { DeviceStorage } from './deviceStorage';
import type { Speech } from './kidMode/speech';

/**
 * What `src/app` hooks need to create actors beside the app actor (a view's own machine: the
 * library, the Family view, sharing…). Views use the hooks, never the store.
 */
export interface AppServices {
  store: Store;
  now: () => Date;
  /** Given to every actor a hook creates, so the inspector sees it too (`?inspect`). */
  inspect?: InspectOption;
  /** What the sign-in screen offers. */
  signInMethod: SignInMethod;
  /** People sign in and families can be shared (Firebase). */
  accounts: boolean;
  /** The store reports whether it reaches its server (Firebase); the embedded store has none. */
  watchesConnection: boolean;
  /** What this device remembers of how it shows the day, of kid mode, and of the kids' stars. */
  device: Pick<
    DeviceStorage,
    | 'nowOnly'
    | 'rememberNowOnly'
    | 'speaks'
    | 'rememberSpeaks'
    | 'spenders'
    | 'rememberSpenders'
    | 'keptStars'
    | 'rememberStars'
    | 'keptAway'
    | 'rememberAway'
  >;
  /** The browser's voice, for kid mode; `null` where it has none. */
  speech: Speech | null;
}

export function createAppServices(
  store: Store,
  now: () => Date,
  device: AppServices['device'],
  inspect?: InspectOption,
  account: { signInMethod: SignInMethod; accounts: boolean } = {
    signInMethod: 'device',
    accounts: false,
  },
  speech: Speech | null = null,
): AppServices {
  return {
    store,
    now,
    device,
    speech,
    inspect,
    ...account,
    watchesConnection: store.watchConnection !== undefined,
  };
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs an AppServicesContext provider.');
  return services;
}
