/**
 * Firebase mode: what its first visit downloads, and how long a tick takes to reach a second
 * client through the Firebase adapter (and through the device's copy and outbox) and the local
 * Firebase-protocol server (with the project's rules, two parents of one family). Clients are
 * Node processes' SDK instances: the local server only exists for development builds, and this
 * measures the adapter, the offline-first store and the protocol.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase } from 'firebase/database';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { intentUpdate, losesChangeWhenAborted } from '../../src/app/effects/intents';
import { membershipUpdate } from '../../src/app/effects/membershipEffects';
import { createFirebaseStore } from '../../src/store/firebaseStore';
import { createOfflineFirstStore } from '../../src/store/offline/offlineFirstStore';
import type { Store, StoreObject, StoreSnapshot } from '../../src/store/port';
import { startLocalFirebaseServer } from '../../test/localFirebase/localFirebaseServer';
import { generateFamilyHistory } from '../../test/support/history';
import { describeFile, firstLoadAddresses, type FirstLoad } from '../lib/build';
import { localToday } from '../lib/families';
import { collect } from '../lib/stats';

/** The settings a Firebase-mode build is made with; nothing is ever sent to them. */
export const BENCH_FIREBASE_ENV = {
  VITE_FIREBASE_API_KEY: 'bench-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'bench-kids-todo.firebaseapp.com',
  VITE_FIREBASE_DATABASE_URL: 'https://bench-kids-todo-default-rtdb.firebaseio.com',
  VITE_FIREBASE_PROJECT_ID: 'bench-kids-todo',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk and everything it imports statically, as manifest keys. */
function withStaticImports(manifest: Manifest, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

const FIREBASE_ENTRY = 'src/firebase/connectFirebase.ts';

/**
 * The first visit in Firebase mode: what `index.html` loads, then the Firebase chunk the app
 * waits for before it renders, with Google sign-in (its dynamic imports) and their imports.
 */
export async function measureFirebaseFirstLoad(
  outDir: string,
): Promise<{ firstLoad: FirstLoad; firebaseChunk: FirstLoad }> {
  const manifest = JSON.parse(
    await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const connect = manifest[FIREBASE_ENTRY];
  if (!connect) throw new Error(`The Firebase build has no ${FIREBASE_ENTRY} chunk.`);
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  const pageFiles = new Set(firstLoadAddresses(html).map((address) => address.replace(/^\//, '')));

  const firebaseKeys = withStaticImports(manifest, FIREBASE_ENTRY);
  for (const dynamic of connect.dynamicImports ?? []) {
    withStaticImports(manifest, dynamic, firebaseKeys);
  }
  const firebaseFiles = new Set<string>();
  for (const key of firebaseKeys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      if (!pageFiles.has(file)) firebaseFiles.add(file);
    }
  }
  const total = async (files: Iterable<string>): Promise<FirstLoad> => {
    const described = await Promise.all([...files].map((file) => describeFile(outDir, file)));
    return {
      files: described,
      bytes: described.reduce((sum, file) => sum + file.bytes, 0),
      gzipBytes: described.reduce((sum, file) => sum + file.gzipBytes, 0),
    };
  };
  return {
    firstLoad: await total([...pageFiles, ...firebaseFiles]),
    firebaseChunk: await total(firebaseFiles),
  };
}

/**
 * One listener of `path`, as the Day view has: `next` resolves with when the first value that
 * `matches` arrived (the latest one already, or one to come).
 */
function listenTo(store: Store, path: string) {
  let latest: StoreSnapshot | undefined;
  const waiting = new Set<{
    matches: (value: StoreSnapshot) => boolean;
    at: (ms: number) => void;
  }>();
  let failed: Error | null = null;
  const stop = store.subscribe(
    path,
    (value) => {
      const now = performance.now();
      latest = value;
      for (const waiter of waiting) {
        if (!waiter.matches(value)) continue;
        waiting.delete(waiter);
        waiter.at(now);
      }
    },
    (error) => {
      failed = error;
    },
  );
  return {
    next(matches: (value: StoreSnapshot) => boolean): Promise<number> {
      if (failed) return Promise.reject(failed);
      if (latest !== undefined && matches(latest)) return Promise.resolve(performance.now());
      return new Promise<number>((at) => waiting.add({ matches, at }));
    },
    stop,
  };
}

/** How a client's app reaches the server: the adapter alone, or the device's copy and outbox. */
export type TickPath = 'adapter' | 'outbox';

/**
 * Tick → the second client's listener delivers it, 4 kids × 100 tasks, as two parents of the
 * family through the local server with database.rules.json. Through the `adapter`, a client is
 * the Firebase store alone; through the `outbox`, it is Firebase mode's offline-first store, as
 * the app opens it for a signed-in parent, each parent with an IndexedDB of their own (an
 * in-memory fake): the tick is kept in A's outbox and applied to A's copy before it is sent,
 * and B's listener has it once it is written into B's copy.
 */
export async function measureFirebaseTick(
  projectRoot: string,
  options: { samples: number; warmUp: number; through?: TickPath },
): Promise<number[]> {
  const through = options.through ?? 'adapter';
  const rules = JSON.parse(
    await readFile(join(projectRoot, 'database.rules.json'), 'utf8'),
  ) as object;
  const server = await startLocalFirebaseServer({ rules });
  const apps: FirebaseApp[] = [];
  /** The adapter, for setting the family up, and the store the app would use. */
  const client = (name: string, uid: string) => {
    const app = initializeApp(
      { projectId: 'bench-kids-todo', databaseURL: `http://127.0.0.1:${server.port}?ns=bench` },
      `bench-${name}-${Date.now()}`,
    );
    apps.push(app);
    const database = getDatabase(app);
    connectDatabaseEmulator(database, server.host, server.port, {
      mockUserToken: { sub: uid, email: `${uid}@example.com`, email_verified: true },
    });
    const adapter = createFirebaseStore(database);
    const store: Store =
      through === 'adapter'
        ? adapter
        : createOfflineFirstStore({
            account: uid,
            remote: adapter,
            intents: intentUpdate,
            abortLoses: losesChangeWhenAborted,
            indexedDB: new IDBFactory(),
            keyRange: IDBKeyRange,
            requestLock: null,
          });
    return { adapter, store };
  };
  try {
    const today = localToday();
    const history = generateFamilyHistory({
      familyId: '-BenchFirebaseFamily',
      kids: 4,
      days: 1,
      endDate: today,
      tasksPerKidPerDay: 100,
    });
    const parentA = { uid: 'bench-parent-a', email: 'bench-parent-a@example.com', token: null };
    const parentB = { uid: 'bench-parent-b', email: 'bench-parent-b@example.com', token: null };
    const a = client('a', parentA.uid);
    const b = client('b', parentB.uid);
    const family = `families/${history.familyId}`;
    const dayList = history.days[0]?.list ?? {};
    // As the app does: the family with its first member, then its lists.
    await a.adapter.update('', {
      [`${family}/config`]: history.config,
      ...membershipUpdate(history.familyId, parentA, new Date()),
    });
    await a.adapter.set(`${family}/lists/${today}`, dayList);
    // The second parent joins with an invite, as the app does.
    const code = '-BenchInvite00000000';
    await a.adapter.set(`${family}/invites/${code}`, {
      by: parentA.uid,
      expires: Math.floor(Date.now() / 1000) + 3600,
    });
    await b.adapter.update('', membershipUpdate(history.familyId, parentB, new Date(), code));

    const tasks = Object.entries(dayList)
      .filter(([kid]) => !kid.startsWith('_'))
      .flatMap(([kid, list]) => Object.keys(list as StoreObject).map((task) => `${kid}/${task}`));
    if (tasks.length < options.samples + options.warmUp) throw new Error('Not enough tasks.');
    const dayPath = `${family}/lists/${today}`;
    // B listens to the day, as the Day view does.
    const dayOfB = listenTo(b.store, dayPath);
    await dayOfB.next((value) => value !== null);
    const shown = await collect(options.samples, options.warmUp, async (index) => {
      const task = tasks[index * 3] ?? tasks[index] ?? '';
      const [kid = '', id = ''] = task.split('/');
      const stamp = 1_700_000_000 + index;
      const seen = dayOfB.next((value) => {
        const list = value as Record<string, Record<string, { completed?: unknown }>> | null;
        return list?.[kid]?.[id]?.completed === stamp;
      });
      const ticked = performance.now();
      await a.store.set(`${dayPath}/${task}/completed`, stamp);
      return (await seen) - ticked;
    });
    dayOfB.stop();
    a.store.close();
    b.store.close();
    return shown;
  } finally {
    await Promise.all(apps.map((app) => deleteApp(app)));
    await server.close();
  }
}
