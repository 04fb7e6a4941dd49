import { defineConfig, devices } from '@playwright/test';
import { DEBIAN_CHROMIUM, findChromium } from './test/support/chromium';

/** `npm run test:e2e` finds the browser first and says which (test/support/chromium.ts). */
export const chromiumPath = findChromium()?.path ?? DEBIAN_CHROMIUM;

// Another port for a second run beside the first (E2E_PORT=5184 npm run test:e2e).
const port = Number(process.env.E2E_PORT ?? 5174);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);

/** Most tests run on the production build (the offline ones need its service worker). */
const productionPort = 5176;
const productionURL = `http://127.0.0.1:${productionPort}`;
const productionOutDir = 'test-results/dist-e2e';
/** The tests run on the dev server `npm start` serves. */
const devServerTests = ['**/storeInBrowser.e2e.ts', '**/storageProblems.e2e.ts'];

/** Firebase mode: the app against the local Firebase-protocol server and the project's rules. */
const firebasePort = 5178;
const firebaseDatabasePort = 9178;
const firebaseURL = `http://127.0.0.1:${firebasePort}`;
/** Built in the `firebase-e2e` mode, which keeps the local server's test parent. */
const firebaseOutDir = 'test-results/dist-firebase-e2e';
const firebaseTests = '**/firebase*.e2e.ts';

/**
 * The one-time "works offline" notice, as told already: it rises over the foot of the page once
 * the service worker is ready, which on a busy machine can be in the middle of any test's click
 * or drag there. `offline.e2e.ts` starts without this, to see the notice itself.
 */
const offlineNoticeShown = (origin: string) => ({
  cookies: [],
  origins: [
    {
      origin,
      localStorage: [{ name: 'kids-todo:offline-ready-shown', value: '2026-01-01T00:00:00.000Z' }],
    },
  ],
});

const chromiumLaunch = {
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  // Sized for two cores: files run side by side, the tests within a file in order.
  workers: 2,
  reporter: 'list',
  // Limits that stop a test that hangs, set for a busy two-core machine where the slowest
  // test (a 10 MB title, several axe scans) takes four times as long as on an idle one.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    headless: true,
    screenshot: 'only-on-failure',
    // A trace snapshots the page at every step (a 10 MB title at each one): kept for a failure
    // on a developer's machine, where it can be opened; CI prints its failures instead.
    trace: isCI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      // The app as a family gets it: the production build, service worker and all. Quicker to
      // load than the dev server's modules, one by one, which a busy two-core machine feels.
      name: 'chromium',
      testIgnore: [firebaseTests, ...devServerTests],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunch,
        baseURL: productionURL,
        storageState: offlineNoticeShown(productionURL),
      },
    },
    {
      // `npm start`'s dev server: the store's harness page, which only it serves, and the first
      // screens, so the command a newcomer runs is tried too.
      name: 'dev',
      testMatch: devServerTests,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    {
      name: 'firebase',
      testMatch: firebaseTests,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunch,
        baseURL: firebaseURL,
        storageState: offlineNoticeShown(firebaseURL),
      },
    },
  ],
  webServer: [
    {
      command: `npx vite --host 127.0.0.1 --port ${port} --strictPort`,
      url: baseURL,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Built after Playwright empties `test-results/`, so the build is there while it serves.
      command:
        `npx vite build --outDir ${productionOutDir} --emptyOutDir && ` +
        `npx vite preview --outDir ${productionOutDir} --host 127.0.0.1 --port ${productionPort} --strictPort`,
      url: productionURL,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command:
        `npx tsx test/localFirebase/startWithLocalFirebase.ts ` +
        `--port ${firebasePort} --database-port ${firebaseDatabasePort} --build ${firebaseOutDir}`,
      url: firebaseURL,
      reuseExistingServer: !isCI,
      // Built too, beside the production build, on a busy machine.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
