// The store contract, run on Firebase mode's offline-first store: each store instance is a tab
// of one parent's device (one IndexedDB, each tab its own Firebase app) over one local server,
// and every write goes through the device's copy and outbox.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase } from 'firebase/database';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { intentUpdate, losesChangeWhenAborted } from '../../src/app/effects/intents';
import { createFirebaseStore } from '../../src/store/firebaseStore';
import { createOfflineFirstStore } from '../../src/store/offline/offlineFirstStore';
import type { Store } from '../../src/store/port';
import { startLocalFirebaseServer } from '../localFirebase/localFirebaseServer';
import { describeStoreContract } from './contract';
import { createFakeLock } from './offline/fakeServer';

const OPEN_RULES = { rules: { '.read': true, '.write': true } };

let tabCount = 0;
let deviceCount = 0;

describeStoreContract(
  'Firebase, offline first,',
  async () => {
    const server = await startLocalFirebaseServer({ rules: OPEN_RULES });
    const device = new IDBFactory();
    const account = `parent-${++deviceCount}`;
    // The tabs of one device take turns to send, as a browser's lock makes them.
    const lock = createFakeLock();
    const apps: FirebaseApp[] = [];
    const stores: Store[] = [];
    const open = (): Store => {
      const tab = ++tabCount;
      const projectId = 'demo-kids-todo';
      const app = initializeApp(
        { projectId, databaseURL: `http://${server.host}:${server.port}?ns=${projectId}` },
        `offline-first-test-${tab}`,
      );
      apps.push(app);
      const database = getDatabase(app);
      connectDatabaseEmulator(database, server.host, server.port, {
        mockUserToken: { sub: account },
      });
      const store = createOfflineFirstStore({
        account,
        remote: createFirebaseStore(database),
        intents: intentUpdate,
        abortLoses: losesChangeWhenAborted,
        indexedDB: device,
        keyRange: IDBKeyRange,
        requestLock: lock,
        // Every path is kept, so every case goes through the copy and the outbox.
        keeps: () => true,
      });
      stores.push(store);
      return store;
    };
    return {
      open,
      async cleanup() {
        for (const store of stores.splice(0)) store.close();
        await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
        await server.close();
      },
    };
  },
  { keepsChanges: true },
);
