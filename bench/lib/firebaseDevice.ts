/**
 * A device that has used Firebase mode before: a parent signed in with Google (the user Firebase
 * Auth keeps in its own IndexedDB, as the SDK writes it) and their copy of the family, which
 * their outbox knows (src/store/offline), written before the app's page loads. The page then
 * opens the family from the copy, and the server is never reached: the benchmark's browser
 * resolves no host but this machine (see `CHROMIUM_ARGS`), as a device without a network.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { OBJECT_STORE, SCHEMA_VERSION } from '../../src/store/indexedDb/records';
import { accountDatabases } from '../../src/store/offline/offlineFirstStore';
import type { LeafRecord, SeededFamily } from './families';
import { BLANK_PATH } from './server';

export interface BenchParent {
  uid: string;
  email: string;
}

export const BENCH_PARENT: BenchParent = {
  uid: 'benchParentUid0000000000001',
  email: 'bench-parent@example.com',
};

/** The device's remembered family (src/app/deviceStorage), as the embedded cold start sets it. */
const FAMILY_KEY = 'kids-todo:family';
/** Where the app remembers the parent who signed in last (src/app/parentStore.ts). */
const PARENT_KEY = 'kids-todo:parent';

/** The outbox's layout (src/store/offline/outboxDatabase.ts). */
const OUTBOX = { version: 1, entries: 'entries', known: 'known' };

/** Firebase Auth's persistence in the browser (`indexedDBLocalPersistence`). */
const AUTH_DATABASE = { name: 'firebaseLocalStorageDb', store: 'firebaseLocalStorage' };

/** An unsigned token shaped as Firebase's: only ever read on this device, never checked. */
function fakeIdToken(parent: BenchParent, expires: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: 'https://securetoken.google.com/bench-kids-todo',
    aud: 'bench-kids-todo',
    auth_time: now,
    user_id: parent.uid,
    sub: parent.uid,
    iat: now,
    exp: Math.floor(expires / 1000),
    email: parent.email,
    email_verified: true,
    firebase: { identities: { email: [parent.email] }, sign_in_provider: 'google.com' },
  };
  return `${part({ alg: 'RS256', kid: 'bench', typ: 'JWT' })}.${part(claims)}.bench`;
}

/** The signed-in user as Firebase Auth stores it (`UserImpl.toJSON`), valid for a year. */
function storedUser(parent: BenchParent, apiKey: string) {
  const expirationTime = Date.now() + 365 * 24 * 3600 * 1000;
  const now = String(Date.now());
  return {
    fbase_key: `firebase:authUser:${apiKey}:[DEFAULT]`,
    value: {
      uid: parent.uid,
      email: parent.email,
      emailVerified: true,
      isAnonymous: false,
      providerData: [
        {
          providerId: 'google.com',
          uid: parent.uid,
          displayName: null,
          email: parent.email,
          phoneNumber: null,
          photoURL: null,
        },
      ],
      stsTokenManager: {
        refreshToken: 'bench-refresh-token',
        accessToken: fakeIdToken(parent, expirationTime),
        expirationTime,
      },
      createdAt: now,
      lastLoginAt: now,
      apiKey,
      appName: '[DEFAULT]',
    },
  };
}

/** Opens a blank page on the app's origin and writes the signed-in parent and their copy. */
export async function seedFirebaseDevice(
  context: BrowserContext,
  origin: string,
  family: SeededFamily,
  { parent, apiKey }: { parent: BenchParent; apiKey: string },
): Promise<Page> {
  const names = accountDatabases(parent.uid);
  const page = await context.newPage();
  await page.goto(origin + BLANK_PATH);
  await page.evaluate(writeDevice, {
    copy: { name: names.copy, version: SCHEMA_VERSION, store: OBJECT_STORE },
    outbox: { name: names.outbox, ...OUTBOX },
    auth: AUTH_DATABASE,
    records: family.records,
    place: `families/${family.familyId}`,
    user: storedUser(parent, apiKey),
    familyKey: FAMILY_KEY,
    familyId: family.familyId,
    // Who signed in last on this device: a returning parent's family opens from their copy.
    parentKey: PARENT_KEY,
    parent: JSON.stringify({ uid: parent.uid, email: parent.email }),
  });
  return page;
}

/** In the page: each database created as its owner creates it, then filled in one transaction. */
async function writeDevice(seed: {
  copy: { name: string; version: number; store: string };
  outbox: { name: string; version: number; entries: string; known: string };
  auth: { name: string; store: string };
  records: LeafRecord[];
  place: string;
  user: { fbase_key: string; value: object };
  familyKey: string;
  familyId: string;
  parentKey: string;
  parent: string;
}): Promise<void> {
  const write = (
    name: string,
    version: number,
    create: (db: IDBDatabase) => void,
    fill: (db: IDBDatabase) => IDBTransaction,
  ) =>
    new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(name, version);
      request.onupgradeneeded = () => create(request.result);
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const db = request.result;
        const transaction = fill(db);
        transaction.oncomplete = () => {
          db.close();
          resolve();
        };
        transaction.onerror = () => reject(transaction.error);
      };
    });
  await write(
    seed.copy.name,
    seed.copy.version,
    (db) => db.createObjectStore(seed.copy.store, { keyPath: 'path' }),
    (db) => {
      const transaction = db.transaction(seed.copy.store, 'readwrite');
      const store = transaction.objectStore(seed.copy.store);
      for (const record of seed.records) store.put(record);
      return transaction;
    },
  );
  await write(
    seed.outbox.name,
    seed.outbox.version,
    (db) => {
      db.createObjectStore(seed.outbox.entries, { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore(seed.outbox.known);
    },
    (db) => {
      const transaction = db.transaction(seed.outbox.known, 'readwrite');
      transaction.objectStore(seed.outbox.known).put(true, seed.place);
      return transaction;
    },
  );
  await write(
    seed.auth.name,
    1,
    (db) => db.createObjectStore(seed.auth.store, { keyPath: 'fbase_key' }),
    (db) => {
      const transaction = db.transaction(seed.auth.store, 'readwrite');
      transaction.objectStore(seed.auth.store).put(seed.user);
      return transaction;
    },
  );
  localStorage.setItem(seed.familyKey, seed.familyId);
  localStorage.setItem(seed.parentKey, seed.parent);
}
