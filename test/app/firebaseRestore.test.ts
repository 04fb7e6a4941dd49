/**
 * A restore on Firebase is all or nothing: a backup the rules refuse any part of leaves no
 * family behind (none listed under "Your families"), however often it is tried again. Against
 * the local Firebase server with the project's rules.
 */
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestoredFamily } from '../../machines/app';
import { newFamilyConfig } from '../../src/app/effects/familyEffects';
import { restoreAsNewFamily } from '../../src/app/backup/restoreEffects';
import { createFirebaseStore } from '../../src/store/firebaseStore';
import type { Store } from '../../src/store/port';
import {
  startLocalFirebaseServer,
  type LocalFirebaseServer,
} from '../localFirebase/localFirebaseServer';
import { databaseRules } from '../rules/support';

let server: LocalFirebaseServer;
let app: FirebaseApp;
let store: Store;
const user = { uid: 'alice', email: 'alice@example.com', token: null };

beforeAll(async () => {
  setLogLevel('error');
  server = await startLocalFirebaseServer({ rules: databaseRules });
  app = initializeApp(
    {
      projectId: 'demo-kids-todo',
      databaseURL: `http://${server.host}:${server.port}?ns=demo-kids-todo`,
    },
    'firebase-restore-test',
  );
  const database = getDatabase(app);
  connectDatabaseEmulator(database, server.host, server.port, {
    mockUserToken: { sub: user.uid, email: user.email, email_verified: true },
  });
  store = createFirebaseStore(database);
});

afterAll(async () => {
  store?.close();
  if (app) await deleteApp(app);
  await server?.close();
});

const config = newFamilyConfig({ name: 'The Riveras', kidNames: ['Ada'] });
const task = { title: 'Brush teeth', completed: false, order: 1 };
const restore = (family: RestoredFamily) =>
  restoreAsNewFamily(store, () => new Date(), true, { family, user });
const held = async () => (await server.value()) as Record<string, Record<string, unknown>> | null;

describe('restoring a backup on Firebase', () => {
  it('a backup the rules refuse a day of leaves nothing behind, however often it is tried', async () => {
    const refused = {
      config,
      lists: {
        '2026-11-21': { ada: { a: task } },
        '2026-11-22': { ada: { b: { ...task, picture: 'привет' } } },
      },
    } as RestoredFamily;
    for (let attempt = 0; attempt < 3; attempt++) {
      await expect(restore(refused)).rejects.toThrow();
    }
    const tree = await held();
    expect(tree?.families ?? null).toBeNull();
    expect(tree?.users ?? null).toBeNull();
  });

  it('a good backup is restored whole, listed for the parent who restored it', async () => {
    const family = { config, lists: { '2026-11-22': { ada: { a: task } } } } as RestoredFamily;
    const id = await restore(family);
    const tree = await held();
    expect(tree?.users?.alice).toEqual({ families: { [id]: true } });
    const stored = tree?.families?.[id] as Record<string, unknown>;
    expect(stored.config).toEqual(config);
    expect(stored.lists).toEqual(family.lists);
    expect(stored.members).toEqual({ alice: 'parent' });
  });
});
