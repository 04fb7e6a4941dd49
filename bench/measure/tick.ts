/**
 * Ticking with a real mouse click (Chromium input events), timed from the click event until the
 * row shows as done, in the same page, and in a second page (tab) of the same family.
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  allRowsShown,
  readMilestones,
  seedFamily,
  throttlePage,
  undoneRows,
  watched,
  watchRow,
  type Milestone,
  type RowAt,
} from '../lib/browser';
import type { SeededFamily } from '../lib/families';

export interface TickSamples {
  /** click → the row's checkbox checked in the DOM (React has committed it). */
  shown: number[];
  /** click → the next animation frame after that. */
  frame: number[];
}

export interface CrossTabSamples {
  /** click in page A → page B's row shows as done (wall clocks of both pages). */
  shown: number[];
  /** Page B's visibility while it was watched. */
  visibility: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One undone row per column in turn, so every kid's column is ticked alike. */
function spreadOverColumns(rows: RowAt[]): RowAt[] {
  const byColumn = new Map<number, RowAt[]>();
  for (const row of rows) byColumn.set(row.column, [...(byColumn.get(row.column) ?? []), row]);
  const spread: RowAt[] = [];
  for (let index = 0; spread.length < rows.length; index++) {
    for (const column of byColumn.values()) {
      const row = column[index];
      if (row) spread.push(row);
    }
  }
  return spread;
}

const openBoard = (page: Page, origin: string, familyId: string) =>
  page.goto(`${origin}/${familyId}`);

export function tickMilestones(family: SeededFamily): Milestone[] {
  return [allRowsShown(family.tasksPerKid)];
}

/** Seeds the family into the context's IndexedDB and opens its board, all rows shown. */
export async function openTickBoard(options: {
  context: BrowserContext;
  origin: string;
  family: SeededFamily;
  /** CPU throttling for the page (1: none). */
  cpuRate: number;
}): Promise<Page> {
  const { context, family } = options;
  const page = await seedFamily(context, options.origin, family);
  await throttlePage(page, options.cpuRate);
  await openBoard(page, options.origin, family.familyId);
  await readMilestones(page, tickMilestones(family));
  return page;
}

export async function measureTick(
  page: Page,
  samples: number,
  warmUp: number,
): Promise<TickSamples> {
  const targets = spreadOverColumns(await undoneRows(page));
  if (targets.length < samples + warmUp) throw new Error('Not enough undone tasks to tick.');
  const result: TickSamples = { shown: [], frame: [] };
  for (let index = 0; index < samples + warmUp; index++) {
    const at = targets[index] as RowAt;
    const { x, y } = await watchRow(page, at);
    await page.mouse.click(x, y);
    const seen = await watched(page);
    if (seen.clickedAt === null) throw new Error('The click did not reach the checkbox.');
    if (index >= warmUp) {
      result.shown.push(seen.shownAt - seen.clickedAt);
      result.frame.push(seen.frameAt - seen.clickedAt);
    }
    // Let the write reach IndexedDB and the page go idle, as between two taps.
    await pause(150);
  }
  return result;
}

export async function measureCrossTab(options: {
  context: BrowserContext;
  pageA: Page;
  origin: string;
  family: SeededFamily;
  samples: number;
  warmUp: number;
  /** CPU throttling for the second page (1: none). */
  cpuRate: number;
  /** Called after each kept sample (from 0) with both pages and the click's wall-clock time. */
  onSample?: (sample: {
    index: number;
    pageA: Page;
    pageB: Page;
    clicked: number;
  }) => Promise<void>;
}): Promise<CrossTabSamples> {
  const { pageA, samples, warmUp } = options;
  const pageB = await options.context.newPage();
  await throttlePage(pageB, options.cpuRate);
  await openBoard(pageB, options.origin, options.family.familyId);
  await readMilestones(pageB, tickMilestones(options.family));
  const targets = spreadOverColumns(await undoneRows(pageA));
  if (targets.length < samples + warmUp) throw new Error('Not enough undone tasks to tick.');
  const visibility = await pageB.evaluate(() => document.visibilityState);
  const result: CrossTabSamples = { shown: [], visibility };
  for (let index = 0; index < samples + warmUp; index++) {
    const at = targets[index] as RowAt;
    await watchRow(pageB, at);
    const { x, y } = await watchRow(pageA, at);
    await pageA.mouse.click(x, y);
    const [seenA, seenB] = await Promise.all([watched(pageA), watched(pageB)]);
    if (seenA.clickedAt === null) throw new Error('The click did not reach the checkbox.');
    const clicked = seenA.timeOrigin + seenA.clickedAt;
    if (index >= warmUp) {
      result.shown.push(seenB.timeOrigin + seenB.shownAt - clicked);
      await options.onSample?.({ index: index - warmUp, pageA, pageB, clicked });
    }
    await pause(150);
  }
  await pageB.close();
  return result;
}
