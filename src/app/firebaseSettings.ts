/**
 * The Firebase web-app settings (`VITE_FIREBASE_*` in `.env.local`). Without a database URL
 * the app uses the embedded store; with one it uses Firebase, and the rest must be there too.
 */
export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  databaseURL: string;
  projectId: string;
  appId: string;
  /** Development only: `127.0.0.1:PORT` of the local Firebase-protocol server. */
  localServer: { host: string; port: number } | null;
}

type Env = Record<string, string | boolean | undefined>;

const REQUIRED = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const;

/** A setting is missing or malformed: the message names it and says where to put it. */
export class FirebaseSettingsError extends Error {
  override readonly name = 'FirebaseSettingsError';
}

const text = (env: Env, name: string) => {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** `null` means the embedded store; a problem throws {@link FirebaseSettingsError}. */
export function readFirebaseSettings(env: Env): FirebaseSettings | null {
  const databaseURL = text(env, 'VITE_FIREBASE_DATABASE_URL');
  if (databaseURL === '') return null;
  const localServer = parseLocalServer(text(env, 'VITE_FIREBASE_LOCAL_SERVER'));
  // The local server needs no project of its own: a demo project id is enough.
  const fallback = (name: string) => (localServer ? `demo-${name}` : '');
  const read = (key: keyof typeof REQUIRED) => text(env, REQUIRED[key]) || fallback(key);
  const settings = {
    apiKey: read('apiKey'),
    authDomain: read('authDomain'),
    projectId: read('projectId'),
    appId: read('appId'),
  };
  const missing = (Object.keys(REQUIRED) as (keyof typeof REQUIRED)[]).filter(
    (key) => settings[key] === '',
  );
  if (missing.length > 0) {
    throw new FirebaseSettingsError(
      `VITE_FIREBASE_DATABASE_URL is set, so Kids To-Do uses Firebase, but ${missing
        .map((key) => REQUIRED[key])
        .join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing from .env.local.`,
    );
  }
  if (!/^https?:\/\//.test(databaseURL)) {
    throw new FirebaseSettingsError(
      `VITE_FIREBASE_DATABASE_URL must be the database's https address, not "${databaseURL}".`,
    );
  }
  return { ...settings, databaseURL, localServer };
}

function parseLocalServer(value: string): FirebaseSettings['localServer'] {
  if (value === '') return null;
  const match = /^([\w.-]+):(\d{1,5})$/.exec(value);
  if (!match) {
    throw new FirebaseSettingsError(
      `VITE_FIREBASE_LOCAL_SERVER must look like 127.0.0.1:9000, not "${value}".`,
    );
  }
  return { host: match[1] ?? '127.0.0.1', port: Number(match[2]) };
}
