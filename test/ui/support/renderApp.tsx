import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { StrictMode } from 'react';
import { createDeviceAuth, type AuthAdapter } from '../../../src/app/auth/deviceAuth';
import type { AppDependencies } from '../../../src/app/createAppLogic';
import { createDeviceStorage, type DeviceStorage } from '../../../src/app/deviceStorage';
import { Root } from '../../../src/Root';
import { startApp } from '../../../src/app/startApp';
import { createBrowserRouter } from '../../../src/app/router';
import { createIndexedDbStore } from '../../../src/store/indexedDb';
import type { Store } from '../../../src/store/port';
import type { KidLock } from '../../../machines/kidMode';

/** Sunday 22 November 2026, 09:30 local time. */
export const NOW = new Date(2026, 10, 22, 9, 30);

let databaseNumber = 0;

/** A fresh embedded store over its own fake IndexedDB. */
export function createTestStore(): Store {
  databaseNumber += 1;
  return createIndexedDbStore({
    indexedDB: new IDBFactory(),
    keyRange: IDBKeyRange,
    databaseName: `ui-${databaseNumber}`,
  });
}

export interface RenderedApp {
  store: Store;
  user: ReturnType<typeof userEvent.setup>;
  reloads: number;
  unmount(): void;
}

/**
 * Renders the whole app, as `main.tsx` does, at `path`, on `store`. Local storage starts
 * empty unless `familyId` (or several `familyIds`) is given, then "remembered on this device". An `auth`
 * adapter other than the device's makes it a backend with accounts, as Firebase is.
 */
export function renderApp(
  path: string,
  {
    store = createTestStore(),
    familyId,
    familyIds = familyId ? [familyId] : [],
    auth,
    now = () => NOW,
    kidLock = null,
    remembered,
  }: {
    store?: Store;
    familyId?: string;
    familyIds?: string[];
    auth?: AuthAdapter;
    /** The device clock; Sunday 22 November 2026, 09:30, unless a test moves it. */
    now?: () => Date;
    /** The device was left in kid mode. */
    kidLock?: KidLock | null;
    /** What else the device remembers from before. */
    remembered?: (storage: DeviceStorage) => void;
  } = {},
): RenderedApp {
  window.localStorage.clear();
  window.history.replaceState(null, '', path);
  const storage = createDeviceStorage(window.localStorage);
  for (const id of familyIds) storage.rememberFamilyId(id);
  storage.rememberKidLock(kidLock);
  remembered?.(storage);
  const rendered: RenderedApp = {
    store,
    user: userEvent.setup(),
    reloads: 0,
    unmount: () => undefined,
  };
  const deps: AppDependencies = {
    store,
    auth: auth ?? createDeviceAuth(),
    accounts: auth !== undefined,
    router: createBrowserRouter(window),
    storage,
    now,
    reloadPage: () => {
      rendered.reloads += 1;
    },
  };
  const app = startApp(deps);
  const { unmount } = render(
    <StrictMode>
      <Root app={app} />
    </StrictMode>,
  );
  rendered.unmount = () => {
    unmount();
    app.actor.stop();
    store.close();
  };
  return rendered;
}

/** Writes a family with the given kids straight into the store. */
export async function seedFamily(
  store: Store,
  familyId: string,
  kids: { id: string; name: string }[],
): Promise<void> {
  await store.set(`families/${familyId}/config`, {
    name: 'The Riveras',
    kids: kids.map((kid) => kid.id),
    order: kids.map((kid) => kid.id).join(','),
    names: Object.fromEntries(kids.map((kid) => [kid.id, kid.name])),
    colors: Object.fromEntries(kids.map((kid) => [kid.id, '#2e86ab'])),
    emojis: Object.fromEntries(kids.map((kid) => [kid.id, '🦊'])),
  });
}
