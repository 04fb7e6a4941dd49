/**
 * Which builds carry Firebase mode's own code (vite.config.ts, `firebaseMode`): an embedded build
 * leaves the account menu, the connection banner and joining by invite out of its first load; a
 * build with Firebase's settings, and the tests, keep them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { firebaseMode } from '../../vite.config';

const DATABASE = 'VITE_FIREBASE_DATABASE_URL';
const before = process.env[DATABASE];

function codeIn(mode: string): unknown {
  const { define } = firebaseMode().config({}, { mode });
  return JSON.parse(define.__FIREBASE_MODE__);
}

afterEach(() => {
  if (before === undefined) delete process.env[DATABASE];
  else process.env[DATABASE] = before;
});

describe('Firebase mode’s own code in a build', () => {
  it('is left out of an embedded build', () => {
    delete process.env[DATABASE];
    expect(codeIn('production')).toBe(false);
  });

  it('is kept by a build with Firebase’s settings', () => {
    process.env[DATABASE] = 'https://kids-default-rtdb.firebaseio.com';
    expect(codeIn('production')).toBe(true);
    expect(codeIn('firebase-e2e')).toBe(true);
  });

  it('is kept in the tests, which run both modes', () => {
    delete process.env[DATABASE];
    expect(codeIn('test')).toBe(true);
  });
});
