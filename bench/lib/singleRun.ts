/**
 * What the scripts that take one part of `npm run bench` share (`rewardsOnly.ts`,
 * `returningOnly.ts`): their numeric options, and the Chromium they run in, said first.
 */
import { describeChromium, missingChromiumMessage } from '../../test/support/chromium';
import { CHROMIUM } from './browser';

/** `--name N` from the command line: a positive number, or `fallback`. */
export function numberOption(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index === -1 ? Number.NaN : Number(process.argv[index + 1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Says which Chromium runs the pages, or exits when there is none. */
export function sayChromium(): void {
  if (!CHROMIUM) {
    console.error(missingChromiumMessage());
    process.exit(1);
  }
  console.log(describeChromium(CHROMIUM));
}
