/**
 * The Firebase-mode build whose cold start is measured: the production build when it shows the
 * family from the device's copy; otherwise the same build with the entry's start in a function
 * (`startInFunction.ts`), with a note saying so, so a build that cannot start is reported
 * rather than failing the run.
 */
import type { Browser } from 'playwright-core';
import { BENCH_FIREBASE_ENV } from '../measure/firebase';
import { firebaseStarts, type FirebaseColdStart } from '../measure/coldStart';
import { buildApp } from './build';
import type { SeededFamily } from './families';
import { BENCH_PARENT } from './firebaseDevice';
import { serveStatic, type StaticServer } from './server';

export interface FirebaseColdStartBuild {
  server: StaticServer;
  firebase: FirebaseColdStart;
  /** Said when it is not the production build. */
  note?: string;
}

export const STARTED_IN_FUNCTION =
  'The production Firebase build never shows the family: src/main.tsx awaits the backend at its ' +
  'top level, and the Firebase chunk imports from the entry’s chunk, so neither finishes ' +
  'loading. Measured with the entry’s start in an async function (bench/lib/startInFunction.ts).';

/** A start takes well under a second here (a few at 4×); one not shown by then never will. */
const START_TIMEOUT_MS = 20_000;

export async function firebaseColdStartBuild(
  browser: Browser,
  options: {
    projectRoot: string;
    /** The production Firebase build, already built. */
    productionDir: string;
    /** Where to build the other, if it is needed. */
    startDir: string;
    family: SeededFamily;
    /** Told before the other build is made. */
    onFallback: () => void;
  },
): Promise<FirebaseColdStartBuild> {
  const { family } = options;
  const tryBuild = async (dir: string) => {
    const server = await serveStatic(dir);
    const firebase = {
      origin: server.origin,
      parent: BENCH_PARENT,
      apiKey: BENCH_FIREBASE_ENV.VITE_FIREBASE_API_KEY,
    };
    if (await firebaseStarts({ browser, firebase, family, timeoutMs: START_TIMEOUT_MS })) {
      return { server, firebase };
    }
    await server.close();
    return null;
  };
  const production = await tryBuild(options.productionDir);
  if (production) return production;
  options.onFallback();
  await buildApp(options.projectRoot, options.startDir, {
    env: BENCH_FIREBASE_ENV,
    startInFunction: true,
  });
  const started = await tryBuild(options.startDir);
  if (!started) throw new Error('Firebase mode never showed the family from the device’s copy.');
  return { ...started, note: STARTED_IN_FUNCTION };
}
