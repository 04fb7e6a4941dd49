import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase } from 'firebase/database';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirebaseStore } from '../../src/store/firebaseStore';
import type { Store } from '../../src/store/port';
import {
  startLocalFirebaseServer,
  type LocalFirebaseServer,
} from '../localFirebase/localFirebaseServer';
import { describeStoreContract } from './contract';
import { expectRejectedWith, nextValue, readValue, recordValues } from './contract/support';

const OPEN_RULES = { rules: { '.read': true, '.write': true } };

let appCount = 0;

/** Store instances over one local server, each on a Firebase app of its own (a device or tab). */
function connectTo(server: LocalFirebaseServer) {
  const apps: FirebaseApp[] = [];
  const stores: Store[] = [];
  const open = (): Store => {
    const projectId = 'demo-kids-todo';
    const app = initializeApp(
      { projectId, databaseURL: `http://${server.host}:${server.port}?ns=${projectId}` },
      `firebase-store-test-${++appCount}`,
    );
    apps.push(app);
    const database = getDatabase(app);
    connectDatabaseEmulator(database, server.host, server.port, {
      mockUserToken: { sub: `device-${appCount}` },
    });
    const store = createFirebaseStore(database);
    stores.push(store);
    return store;
  };
  const disconnect = async () => {
    for (const store of stores.splice(0)) store.close();
    await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
  };
  return { open, disconnect };
}

describeStoreContract('Firebase', async () => {
  const server = await startLocalFirebaseServer({ rules: OPEN_RULES });
  const { open, disconnect } = connectTo(server);
  return {
    open,
    async cleanup() {
      await disconnect();
      await server.close();
    },
  };
});

describe('the Firebase store', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function serverWithRules(rules: object) {
    const server = await startLocalFirebaseServer({ rules });
    const connection = connectTo(server);
    cleanups.push(async () => {
      await connection.disconnect();
      await server.close();
    });
    return { server, open: connection.open };
  }

  // Firebase keeps an array as children keyed 0, 1, …, which its SDKs read back as an array;
  // the store delivers them as the object that was stored, as the embedded store does.
  it('writes an array as index-keyed children and delivers them as an object', async () => {
    const { server, open } = await serverWithRules(OPEN_RULES);
    const store = open();
    await store.set('families/f1/config', { name: 'The Lovelaces', kids: ['ada', 'ben'] });
    expect(await server.value()).toEqual({
      families: { f1: { config: { name: 'The Lovelaces', kids: ['ada', 'ben'] } } },
    });
    expect(await readValue(store, 'families/f1/config/kids')).toEqual({ 0: 'ada', 1: 'ben' });
  });

  it('rejects a write the rules deny with PERMISSION_DENIED, and logs it', async () => {
    const { open } = await serverWithRules({
      rules: { '.read': true, families: { f1: { '.write': false } } },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = open();
    const path = 'families/f1/config/name';
    await expectRejectedWith(() => store.set(path, 'Intruders'), 'PERMISSION_DENIED', path);
    await expectRejectedWith(
      () => store.update('families/f1', { 'config/name': 'Intruders' }),
      'PERMISSION_DENIED',
      'families/f1',
    );
    await expectRejectedWith(
      () => store.transaction(path, () => 'Intruders'),
      'PERMISSION_DENIED',
      path,
    );
    const codes = logged.mock.calls.map(([error]) => (error as { code?: string }).code);
    expect(codes).toEqual(['PERMISSION_DENIED', 'PERMISSION_DENIED', 'PERMISSION_DENIED']);
    expect(await readValue(store, path)).toBeNull();
  });

  it('hands a listen the rules deny to onError as PERMISSION_DENIED, and logs it', async () => {
    const { open } = await serverWithRules({ rules: { '.read': false, '.write': false } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = open();
    const path = 'families/f1';
    await expectRejectedWith(() => nextValue(store, path), 'PERMISSION_DENIED', path);
    expect(logged).toHaveBeenCalledOnce();
    expect(logged.mock.calls[0]?.[0]).toMatchObject({ code: 'PERMISSION_DENIED' });
  });

  it('after close, listeners are stopped and every call fails with STORE_CLOSED', async () => {
    // Each failure is logged; they are on purpose here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { open } = await serverWithRules(OPEN_RULES);
    const store = open();
    const other = open();
    const recording = recordValues(store, 'families/f1');
    await recording.waitForCount(1);
    store.close();
    await other.set('families/f1/config/name', 'The Lovelaces');
    await nextValue(other, 'families/f1/config/name', (value) => value === 'The Lovelaces');
    expect(recording.values).toEqual([null]);

    const path = 'families/f1/config/name';
    await expectRejectedWith(() => store.set(path, 'x'), 'STORE_CLOSED', path);
    await expectRejectedWith(() => store.update(path, { a: 1 }), 'STORE_CLOSED', path);
    await expectRejectedWith(() => store.remove(path), 'STORE_CLOSED', path);
    await expectRejectedWith(() => store.push(path, 1), 'STORE_CLOSED', path);
    await expectRejectedWith(() => store.transaction(path, () => 1), 'STORE_CLOSED', path);
    await expectRejectedWith(() => nextValue(store, path), 'STORE_CLOSED', path);
  });
});
