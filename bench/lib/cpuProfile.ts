/**
 * Chromium CPU profiles through the DevTools protocol, summed by function and by package using
 * the build's source map, so a slow figure can be traced to the code that spends the time.
 */
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';
import { packageOf, sourceLookup, type SourceMap } from './sourceMaps';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Milliseconds sampled in all, and outside the idle loop. */
  totalMs: number;
  busyMs: number;
  byFunction: Array<{ name: string; ms: number }>;
  byPackage: Array<{ name: string; ms: number }>;
}

export async function startProfiling(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  return async (): Promise<Profile> => {
    const { profile } = await session.send('Profiler.stop');
    await session.detach();
    return profile as Profile;
  };
}

const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .map(([name, microseconds]) => ({ name, ms: microseconds / 1000 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);

/** Self time by function and by package; `outDir` holds the build and its `.map` files. */
export async function summarizeProfile(profile: Profile, outDir: string): Promise<ProfileSummary> {
  const lookups = new Map<string, ((line: number, column: number) => string) | null>();
  async function lookupFor(url: string) {
    if (!lookups.has(url)) {
      const file = join(outDir, 'assets', basename(new URL(url).pathname));
      try {
        lookups.set(
          url,
          sourceLookup(JSON.parse(await readFile(`${file}.map`, 'utf8')) as SourceMap),
        );
      } catch {
        lookups.set(url, null);
      }
    }
    return lookups.get(url) ?? null;
  }

  const selfTime = new Map<number, number>();
  profile.samples.forEach((nodeId, index) => {
    selfTime.set(nodeId, (selfTime.get(nodeId) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let totalMicroseconds = 0;
  let idleMicroseconds = 0;
  for (const node of profile.nodes) {
    const time = selfTime.get(node.id) ?? 0;
    if (time === 0) continue;
    totalMicroseconds += time;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)') idleMicroseconds += time;
    let source = '';
    if (url.startsWith('http')) {
      const lookup = await lookupFor(url);
      source = lookup ? lookup(lineNumber, columnNumber) : basename(url);
    }
    const where = source ? source.replace(/^(\.\.\/)+/, '') : url || 'native';
    const name = `${functionName || '(anonymous)'} — ${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
    const pack = source
      ? packageOf(source)
      : functionName.startsWith('(')
        ? functionName
        : 'native';
    byPackage.set(pack, (byPackage.get(pack) ?? 0) + time);
  }
  return {
    totalMs: totalMicroseconds / 1000,
    busyMs: (totalMicroseconds - idleMicroseconds) / 1000,
    byFunction: top(byFunction, 30),
    byPackage: top(byPackage, 20),
  };
}

/**
 * How many times each named function ran during `action` (V8's precise coverage), for the
 * names asked about: e.g. how many rows render for one tick.
 */
export async function countCalls(
  page: Page,
  names: readonly string[],
  action: () => Promise<void>,
): Promise<Record<string, number>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await session.send('Profiler.takePreciseCoverage');
  await action();
  const { result } = await session.send('Profiler.takePreciseCoverage');
  await session.send('Profiler.stopPreciseCoverage');
  await session.detach();
  const counts: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  for (const script of result) {
    if (!script.url.startsWith('http')) continue;
    for (const { functionName, ranges } of script.functions) {
      const counted = counts[functionName];
      if (counted !== undefined) counts[functionName] = counted + (ranges[0]?.count ?? 0);
    }
  }
  return counts;
}
