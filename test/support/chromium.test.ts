// Which browser the end-to-end tests and the benchmark drive: the order a newcomer's machine
// is searched in, on any system.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findChromium, missingChromiumMessage } from './chromium';

const folder = mkdtempSync(join(tmpdir(), 'chromium-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function program(name: string, executable = true): string {
  const path = join(folder, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, executable ? 0o755 : 0o644);
  return path;
}

const given = program('given');
const playwright = program('playwright');
const debian = program('debian');
const missing = join(folder, 'missing');

describe('finding Chromium', () => {
  it('takes CHROMIUM_PATH first', () => {
    expect(findChromium({ CHROMIUM_PATH: given }, { playwright, debian })).toEqual({
      path: given,
      source: 'CHROMIUM_PATH',
    });
  });

  it('refuses a CHROMIUM_PATH that is not a program, rather than quietly using another', () => {
    const notAProgram = program('text-file', false);
    expect(findChromium({ CHROMIUM_PATH: notAProgram }, { playwright, debian })).toBeUndefined();
    expect(missingChromiumMessage({ CHROMIUM_PATH: notAProgram })).toContain(notAProgram);
  });

  it('then Playwright’s installed Chromium, then Debian’s', () => {
    expect(findChromium({}, { playwright, debian })).toEqual({
      path: playwright,
      source: 'Playwright',
    });
    expect(findChromium({}, { playwright: missing, debian })).toEqual({
      path: debian,
      source: 'Debian',
    });
  });

  it('with none, says both ways to install one', () => {
    expect(findChromium({}, { playwright: missing, debian: missing })).toBeUndefined();
    const message = missingChromiumMessage({});
    expect(message).toContain('npx playwright install chromium');
    expect(message).toContain('apt-get install chromium');
  });
});
