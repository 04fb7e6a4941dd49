/**
 * A Chromium trace of the renderer's main thread, summed by event between the `bench:click` and
 * `bench:shown` marks the tick watch leaves: how much of a tick is script, style, layout, paint.
 */
import type { Browser, Page } from 'playwright-core';

interface ChromeTraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

const CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'v8', 'disabled-by-default-v8.gc'];

/** Events that sum to where the main thread's time goes (they can nest: script forcing style). */
const KINDS: Record<string, string> = {
  EventDispatch: 'script: event handlers',
  FunctionCall: 'script: callbacks (timers, messages, observers)',
  RunMicrotasks: 'script: promise jobs',
  UpdateLayoutTree: 'style recalculation',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  MinorGC: 'garbage collection (minor)',
  MajorGC: 'garbage collection (major)',
  'V8.GC_SCAVENGER': 'garbage collection (minor)',
  'V8.GC_MARK_COMPACTOR': 'garbage collection (major)',
};

export async function traceDuring(browser: Browser, page: Page, action: () => Promise<void>) {
  await browser.startTracing(page, { categories: CATEGORIES });
  await action();
  const buffer = await browser.stopTracing();
  return (JSON.parse(buffer.toString('utf8')) as { traceEvents: ChromeTraceEvent[] }).traceEvents;
}

/** Milliseconds per kind of work between each click and its row shown, averaged per tick. */
export function workBetweenMarks(events: ChromeTraceEvent[]) {
  const clicks = events.filter((event) => event.name === 'bench:click');
  const shown = events.filter((event) => event.name === 'bench:shown');
  const windows = clicks.flatMap((click) => {
    const end = shown.find((event) => event.pid === click.pid && event.ts > click.ts);
    return end ? [{ pid: click.pid, tid: click.tid, from: click.ts, to: end.ts }] : [];
  });
  const totals = new Map<string, number>();
  let windowMicroseconds = 0;
  for (const window of windows) {
    windowMicroseconds += window.to - window.from;
    for (const event of events) {
      const kind = KINDS[event.name];
      if (!kind || event.ph !== 'X' || event.pid !== window.pid || event.tid !== window.tid)
        continue;
      const from = Math.max(event.ts, window.from);
      const to = Math.min(event.ts + (event.dur ?? 0), window.to);
      if (to > from) totals.set(kind, (totals.get(kind) ?? 0) + (to - from));
    }
  }
  const ticks = Math.max(1, windows.length);
  return {
    ticks: windows.length,
    windowMs: windowMicroseconds / 1000 / ticks,
    byKind: [...totals]
      .map(([kind, microseconds]) => ({ kind, ms: microseconds / 1000 / ticks }))
      .sort((a, b) => b.ms - a.ms),
  };
}
