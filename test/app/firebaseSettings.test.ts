import { describe, expect, it } from 'vitest';
import { FirebaseSettingsError, readFirebaseSettings } from '../../src/app/firebaseSettings';

const complete = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'kids.firebaseapp.com',
  VITE_FIREBASE_DATABASE_URL: 'https://kids-default-rtdb.firebaseio.com',
  VITE_FIREBASE_PROJECT_ID: 'kids',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('the Firebase settings', () => {
  it('without a database URL the app uses the embedded store', () => {
    expect(readFirebaseSettings({})).toBeNull();
    expect(readFirebaseSettings({ ...complete, VITE_FIREBASE_DATABASE_URL: '  ' })).toBeNull();
  });

  it('with every setting the app uses Firebase', () => {
    expect(readFirebaseSettings(complete)).toEqual({
      apiKey: 'key',
      authDomain: 'kids.firebaseapp.com',
      databaseURL: 'https://kids-default-rtdb.firebaseio.com',
      projectId: 'kids',
      appId: '1:2:web:3',
      localServer: null,
    });
  });

  it('a missing setting is named, with where to put it', () => {
    const { VITE_FIREBASE_API_KEY: _key, VITE_FIREBASE_APP_ID: _app, ...partial } = complete;
    expect(() => readFirebaseSettings(partial)).toThrow(
      new FirebaseSettingsError(
        'VITE_FIREBASE_DATABASE_URL is set, so Kids To-Do uses Firebase, but ' +
          'VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID are missing from .env.local.',
      ),
    );
  });

  it('a database URL that is not an address is refused', () => {
    expect(() =>
      readFirebaseSettings({ ...complete, VITE_FIREBASE_DATABASE_URL: 'kids-default-rtdb' }),
    ).toThrow(/must be the database's https address, not "kids-default-rtdb"/);
  });

  it('the local server needs only its address and a database URL', () => {
    expect(
      readFirebaseSettings({
        VITE_FIREBASE_DATABASE_URL: 'http://127.0.0.1:9000?ns=demo-kids-todo',
        VITE_FIREBASE_LOCAL_SERVER: '127.0.0.1:9000',
      }),
    ).toMatchObject({
      projectId: 'demo-projectId',
      localServer: { host: '127.0.0.1', port: 9000 },
    });
    expect(() =>
      readFirebaseSettings({ ...complete, VITE_FIREBASE_LOCAL_SERVER: 'localhost' }),
    ).toThrow(/must look like 127.0.0.1:9000, not "localhost"/);
  });
});
