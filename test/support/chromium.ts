// Which Chromium the end-to-end tests and the benchmark drive, found the way each platform
// installs one: a path given, Playwright's own download, or Debian's package.
import { accessSync, constants } from 'node:fs';
import { chromium } from 'playwright-core';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export interface FoundChromium {
  path: string;
  /** Where it came from, for the line that says which browser runs. */
  source: 'CHROMIUM_PATH' | 'Playwright' | 'Debian';
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Playwright's Chromium for this version, where `npx playwright install chromium` puts it. */
function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * `CHROMIUM_PATH` when set (and nothing else then, so a wrong path is not hidden), else
 * Playwright's installed Chromium, else Debian's. `undefined` when none is there.
 */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  installed = { playwright: playwrightChromium(), debian: DEBIAN_CHROMIUM },
): FoundChromium | undefined {
  const given = env.CHROMIUM_PATH;
  if (given) return isExecutable(given) ? { path: given, source: 'CHROMIUM_PATH' } : undefined;
  const { playwright, debian } = installed;
  if (playwright && isExecutable(playwright)) return { path: playwright, source: 'Playwright' };
  if (isExecutable(debian)) return { path: debian, source: 'Debian' };
  return undefined;
}

/** What to do when no Chromium is found, in one message for the tests and the benchmark. */
export function missingChromiumMessage(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHROMIUM_PATH) {
    return `CHROMIUM_PATH is set to ${env.CHROMIUM_PATH}, which is not an executable Chromium.`;
  }
  return (
    'No Chromium was found. Install one with `npx playwright install chromium` (any system), ' +
    'or `sudo apt-get install chromium` (Debian, Ubuntu), or set CHROMIUM_PATH to a Chromium ' +
    'or Chrome binary.'
  );
}

export function describeChromium({ path, source }: FoundChromium): string {
  const from = {
    CHROMIUM_PATH: 'from CHROMIUM_PATH',
    Playwright: "Playwright's",
    Debian: "Debian's",
  };
  return `Chromium: ${from[source]}, ${path}`;
}
