/**
 * The security-rules suite's harness: one local Firebase-protocol server holding the real
 * `database.rules.json`, and real SDK clients, each its own app signed in as one person.
 * Every operation resolves to 'allowed' or 'denied', so a case is one line of expectation.
 */
import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  getDatabase,
  onValue,
  push,
  ref,
  remove,
  runTransaction,
  set,
  update,
  type Database,
} from 'firebase/database';
import { expect } from 'vitest';
import { newFamilyConfig } from '../../src/app/effects/familyEffects';
import { membershipUpdate } from '../../src/app/effects/membershipEffects';
import { newPushId } from '../../src/store/pushId';
import {
  startLocalFirebaseServer,
  type LocalFirebaseServer,
} from '../localFirebase/localFirebaseServer';

export type Outcome = 'allowed' | 'denied';

type Tree = Record<string, unknown>;

/** The rules exactly as `firebase deploy --only database` publishes them. */
export const databaseRules = JSON.parse(
  readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'),
) as { rules: Tree };

const allowEverything = { rules: { '.read': true, '.write': true } };

/** Unix time in seconds, as the app stores `completed`, `joined` and `expires`. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

function isPermissionDenied(error: unknown): boolean {
  return (
    error instanceof Error && (error as Error & { code?: unknown }).code === 'PERMISSION_DENIED'
  );
}

/** 'denied' when the server refused for lack of permission; any other failure is a test bug. */
export async function outcome(operation: PromiseLike<unknown>): Promise<Outcome> {
  try {
    await operation;
    return 'allowed';
  } catch (error) {
    if (isPermissionDenied(error)) return 'denied';
    throw error;
  }
}

/** One device: its own Firebase app, signed in as `uid` (with `email`), or signed out. */
export class Client {
  constructor(
    readonly db: Database,
    readonly uid: string | null,
    readonly email: string | null,
  ) {}

  set(path: string, value: unknown): Promise<Outcome> {
    return outcome(set(ref(this.db, path), value));
  }

  update(path: string, values: Tree): Promise<Outcome> {
    return outcome(update(ref(this.db, path), values));
  }

  remove(path: string): Promise<Outcome> {
    return outcome(remove(ref(this.db, path)));
  }

  /** A `push` as the app's `store.push` does it; resolves to the outcome and the new key. */
  async push(path: string, value: unknown): Promise<{ outcome: Outcome; key: string }> {
    const pushed = push(ref(this.db, path), value);
    return { outcome: await outcome(pushed), key: pushed.key ?? '' };
  }

  /** A transaction that must commit when allowed (an abort by `next` is a test bug). */
  async transaction(path: string, next: (current: unknown) => unknown): Promise<Outcome> {
    return outcome(
      runTransaction(ref(this.db, path), next, { applyLocally: false }).then(({ committed }) => {
        if (!committed) throw new Error(`The transaction at ${path} did not commit.`);
      }),
    );
  }

  /** Listens to `path` until stopped; resolves once its first value has arrived. */
  listen(path: string): Promise<{ stop: () => void }> {
    return new Promise((resolve, reject) => {
      const stop = onValue(
        ref(this.db, path),
        () => queueMicrotask(() => resolve({ stop })),
        reject,
      );
    });
  }

  /** A fresh listen (the server ignores a one-shot `get`): its first value, or the refusal. */
  read(path: string): Promise<Outcome> {
    return new Promise((resolve) => {
      const stop = onValue(
        ref(this.db, path),
        () => {
          // The first value may arrive before `onValue` has returned `stop`.
          queueMicrotask(() => stop());
          resolve('allowed');
        },
        () => resolve('denied'),
      );
    });
  }
}

export interface CreatedFamily {
  id: string;
  path: string;
  /** The kid ids, as the app makes them from the names. */
  kids: string[];
}

/** What a client's sign-in token says of its email; Google's tokens carry a verified one. */
export type TokenEmail = 'verified' | 'unverified' | 'none';

export interface RulesHarness {
  server: LocalFirebaseServer;
  signedIn(uid: string, email?: TokenEmail): Client;
  signedOut(): Client;
  /** What the server holds at `path`, read past the rules. */
  valueAt(path: string): Promise<unknown>;
  /** A family created by `owner` with the app's own first write (config, member, person, list). */
  newFamily(owner: Client, kidNames?: string[]): Promise<CreatedFamily>;
  /** Runs `seed` with every rule lifted: for fixtures no rule-abiding client could write. */
  withoutRules<T>(seed: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const emailOf = (uid: string) => `${uid}@example.com`;

export async function startRulesHarness(): Promise<RulesHarness> {
  // Refusals are what this suite asks for: the SDK's warning for each would bury real output.
  setLogLevel('error');
  const server = await startLocalFirebaseServer({ rules: databaseRules });
  const apps: FirebaseApp[] = [];

  function client(uid: string | null, tokenEmail: TokenEmail = 'verified'): Client {
    const app = initializeApp(
      {
        projectId: 'demo-kids-todo',
        databaseURL: `http://${server.host}:${server.port}?ns=demo-kids-todo`,
      },
      `rules-${apps.length}-${uid ?? 'signed-out'}`,
    );
    apps.push(app);
    const db = getDatabase(app);
    const email = uid === null || tokenEmail === 'none' ? null : emailOf(uid);
    connectDatabaseEmulator(
      db,
      server.host,
      server.port,
      uid === null
        ? undefined
        : {
            mockUserToken: {
              sub: uid,
              ...(email === null ? {} : { email, email_verified: tokenEmail === 'verified' }),
            },
          },
    );
    return new Client(db, uid, email);
  }

  async function valueAt(path: string): Promise<unknown> {
    let node: unknown = await server.value();
    for (const key of path.split('/').filter(Boolean)) {
      node = typeof node === 'object' && node !== null ? ((node as Tree)[key] ?? null) : null;
    }
    return node;
  }

  return {
    server,
    signedIn: (uid, tokenEmail) => client(uid, tokenEmail),
    signedOut: () => client(null),
    valueAt,
    async newFamily(owner, kidNames = ['Ada', 'Bo']) {
      if (owner.uid === null) throw new Error('A family is created by someone signed in.');
      const id = newPushId();
      const path = `families/${id}`;
      const config = newFamilyConfig({ name: 'The Testers', kidNames });
      const user = { uid: owner.uid, email: owner.email, token: null };
      const created = await owner.update('/', {
        [`${path}/config`]: config,
        ...membershipUpdate(id, user, new Date()),
      });
      if (created !== 'allowed') throw new Error(`Creating ${path} was ${created}.`);
      return { id, path, kids: config.kids };
    },
    async withoutRules(seed) {
      server.setRules(allowEverything);
      try {
        return await seed();
      } finally {
        server.setRules(databaseRules);
      }
    },
    async close() {
      await Promise.all(apps.map((app) => deleteApp(app)));
      await server.close();
    },
  };
}

export const DAYS = 24 * 60 * 60;

/** What a joiner writes with an invite code: their membership, who they are, the used invite. */
export function joining(joiner: Client, code: string, joined = nowSeconds()) {
  const uid = joiner.uid ?? '';
  return {
    [`members/${uid}`]: 'parent',
    [`people/${uid}`]: { email: emailOf(uid), joined, invite: code },
    [`invites/${code}`]: null,
  };
}

/** An invite as a member makes it: theirs, valid for a week. */
export async function invite(
  member: Client,
  family: CreatedFamily,
  expires = nowSeconds() + 7 * DAYS,
): Promise<string> {
  const code = newPushId();
  const outcome = await member.set(`${family.path}/invites/${code}`, { by: member.uid, expires });
  expect(outcome).toBe('allowed');
  return code;
}
