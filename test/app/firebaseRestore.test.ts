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
import { replaceFamily } from '../../src/app/backup/backupEffects';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from '../../src/app/backup/backupFile';
import { restoreAsNewFamily } from '../../src/app/backup/restoreEffects';
import { newPushId } from '../../src/store/pushId';
import { createFirebaseStore } from '../../src/store/firebaseStore';
import type { Store, StoreObject } from '../../src/store/port';
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

describe('restoring a family with rewards on Firebase', () => {
  const seconds = () => Math.floor(Date.now() / 1000);
  const [rewardId, requestId] = [newPushId(), newPushId()];
  const yearAgo = seconds() - 365 * 24 * 60 * 60;
  const request = {
    type: 'request',
    by: 'kid',
    uid: 'a-grown-up-of-before',
    at: yearAgo,
    reward: rewardId,
    title: 'Screen time',
    cost: 5,
    needsYes: false,
  };
  const rewards = {
    catalogue: { [rewardId]: { title: 'Screen time', cost: 5, needsYes: false, made: yearAgo } },
    ledger: { ada: { [requestId]: request } },
    settled: { ada: { '2025-11-17': 9 } },
  };

  it('a new family carries the catalogue, the ledger (made by other grown-ups) and the settled weeks', async () => {
    const id = await restore({ config, rewards } as RestoredFamily);
    const stored = (await held())?.families?.[id] as Record<string, unknown>;
    expect(stored.rewards).toEqual(rewards);
  });

  it('over the family in view, its catalogue and settled weeks are the backup’s, and its ledger stays as it is', async () => {
    const id = await restore({ config, rewards } as RestoredFamily);
    const since = {
      type: 'bonus',
      by: 'grown-up',
      uid: user.uid,
      at: seconds(),
      stars: 2,
      reason: 'Tidied up',
    };
    const sinceId = newPushId();
    await store.set(`families/${id}/rewards/ledger/ada/${sinceId}`, since);
    await store.set(`families/${id}/rewards/settled/ada/2025-11-24`, 4);
    const otherReward = { title: 'A trip to the park', cost: 20, needsYes: true, made: seconds() };
    const backup: Backup = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exported: '',
      family: {
        config: config as object as StoreObject,
        rewards: {
          catalogue: { [newPushId()]: otherReward },
          // A ledger the backup holds is not written over the one the family keeps.
          ledger: { ada: { [newPushId()]: { ...request, uid: user.uid, at: seconds() } } },
          settled: { ada: { '2025-11-17': 3 } },
        },
      },
    };
    await replaceFamily(store, id, backup);
    const stored = (await held())?.families?.[id] as { rewards: Record<string, unknown> };
    expect(stored.rewards).toEqual({
      catalogue: backup.family.rewards?.catalogue,
      ledger: { ada: { [requestId]: request, [sinceId]: since } },
      settled: { ada: { '2025-11-17': 3 } },
    });
  });
});
