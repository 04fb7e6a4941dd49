// Runs the end-to-end tests in Chromium: `npm run test:e2e [-- playwright args]`.
// Finds the browser first and says which it uses; a missing one gives a plain message.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeChromium, findChromium, missingChromiumMessage } from '../support/chromium';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const found = findChromium();
if (!found) {
  console.error(missingChromiumMessage());
  process.exit(1);
}
console.log(describeChromium(found));

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
  env: { ...process.env, CHROMIUM_PATH: found.path },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
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
