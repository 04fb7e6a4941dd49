// Runs the end-to-end tests in Chromium: `npm run test:e2e [-- playwright args]`.
// Checks for the browser first so a missing one gives a plain message, not a stack trace.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (!isExecutable(chromiumPath)) {
  console.error(
    `Chromium was not found at ${chromiumPath}. Install it with: sudo apt-get install chromium ` +
      '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
  );
  process.exit(1);
}

const require = createRequire(import.meta.url);
const playwrightCli = require.resolve('@playwright/test/cli');
const args = [
  playwrightCli,
  'test',
  '--config',
  resolve(projectRoot, 'playwright.config.ts'),
  ...process.argv.slice(2),
];

const child = spawn(process.execPath, args, {
  cwd: projectRoot,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromiumPath },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}

child.on('error', (error) => {
  console.error(`End-to-end tests could not start: ${error.message}`);
  process.exit(1);
});

child.on('exit', (code, signal) => {
  const exitCode = code ?? 1;
  if (exitCode === 0) {
    console.log('End-to-end tests passed.');
  } else {
    const reason = signal ? `stopped by ${signal}` : `exit code ${exitCode}`;
    console.error(`End-to-end tests failed (${reason}).`);
  }
  process.exit(exitCode);
});
