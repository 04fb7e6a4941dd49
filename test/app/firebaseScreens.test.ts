/**
 * Which builds carry Firebase mode's own screens (vite.config.ts, `firebaseScreens`): an embedded
 * build leaves the account menu and the connection banner out of its first load; a build with
 * Firebase's settings, and the tests, keep them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { firebaseScreens } from '../../vite.config';

const DATABASE = 'VITE_FIREBASE_DATABASE_URL';
const before = process.env[DATABASE];

function screensIn(mode: string): unknown {
  const { define } = firebaseScreens().config({}, { mode });
  return JSON.parse(define.__FIREBASE_SCREENS__);
}

afterEach(() => {
  if (before === undefined) delete process.env[DATABASE];
  else process.env[DATABASE] = before;
});

describe('Firebase mode’s screens in a build', () => {
  it('are left out of an embedded build', () => {
    delete process.env[DATABASE];
    expect(screensIn('production')).toBe(false);
  });

  it('are kept by a build with Firebase’s settings', () => {
    process.env[DATABASE] = 'https://kids-default-rtdb.firebaseio.com';
    expect(screensIn('production')).toBe(true);
    expect(screensIn('firebase-e2e')).toBe(true);
  });

  it('are kept in the tests, which render both modes', () => {
    delete process.env[DATABASE];
    expect(screensIn('test')).toBe(true);
  });
});
