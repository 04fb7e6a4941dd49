/**
 * Cold start: a fresh browser context (empty cache, nothing compiled), the family already in its
 * IndexedDB, then the address typed in. Timed from navigation start until the first kid's column
 * is in the DOM, and beside it an empty React page built by Vite the same way.
 */
import type { Browser } from 'playwright-core';
import {
  newContext,
  readMilestones,
  seedFamily,
  throttlePage,
  type Milestone,
} from '../lib/browser';
import type { SeededFamily } from '../lib/families';
import { BLANK_PATH } from '../lib/server';

export interface ColdStartSamples {
  /** ms from navigation start to the first column. */
  app: number[];
  /** ms from navigation start to every row of the day. */
  appAllRows: number[];
  /** ms from navigation start to the empty page's heading. */
  empty: number[];
}

export async function measureColdStart(options: {
  browser: Browser;
  appOrigin: string;
  emptyOrigin: string;
  family: SeededFamily;
  samples: number;
  warmUp: number;
  /** CPU throttling for both pages (1: none). */
  cpuRate: number;
}): Promise<ColdStartSamples> {
  const { browser, family } = options;
  const rows = family.kids * family.tasksPerKid;
  const appMilestones: Milestone[] = [
    { name: 'firstColumn', selector: 'section.kid-column', count: 1 },
    { name: 'allRows', selector: 'li.task-row', count: rows },
  ];
  const emptyMilestones: Milestone[] = [{ name: 'heading', selector: 'h1', count: 1 }];
  const result: ColdStartSamples = { app: [], appAllRows: [], empty: [] };

  // Alternating the two pages lets a busy moment of the machine touch both alike.
  for (let index = 0; index < options.warmUp + options.samples; index++) {
    const appContext = await newContext(browser, appMilestones);
    const appPage = await seedFamily(appContext, options.appOrigin, family);
    await throttlePage(appPage, options.cpuRate);
    await appPage.goto(`${options.appOrigin}/${family.familyId}`);
    const app = await readMilestones(appPage, appMilestones);
    await appContext.close();

    const emptyContext = await newContext(browser, emptyMilestones);
    const emptyPage = await emptyContext.newPage();
    await throttlePage(emptyPage, options.cpuRate);
    await emptyPage.goto(options.emptyOrigin + BLANK_PATH);
    await emptyPage.goto(`${options.emptyOrigin}/`);
    const empty = await readMilestones(emptyPage, emptyMilestones);
    await emptyContext.close();

    if (index < options.warmUp) continue;
    result.app.push(app.firstColumn as number);
    result.appAllRows.push(app.allRows as number);
    result.empty.push(empty.heading as number);
  }
  return result;
}
