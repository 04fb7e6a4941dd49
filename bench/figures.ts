/** The figures, each beside its target, from what the benchmark measured. */
import type { HeapRun } from './heap/rearmListeners';
import type { AllAssets, FirstLoad } from './lib/build';
import { measured, single, type Figure } from './lib/report';
import { summarize } from './lib/stats';
import type { ColdStartSamples } from './measure/coldStart';
import type { DaySamples } from './measure/days';
import { heapGrowthPerRound } from './measure/heap';
import type { RewardsSamples } from './measure/rewards';
import type { CrossTabSamples, TickSamples } from './measure/tick';

const kB = (bytes: number) => bytes / 1000;

/** What a kid feels, measured once as it is and once with the CPU throttled. */
export interface Felt {
  cold: ColdStartSamples;
  tick: TickSamples;
  crossTab: CrossTabSamples;
  days: { full: DaySamples; recent: DaySamples };
  week: { full: number[]; recent: number[] };
  rewards: { full: RewardsSamples; recent: RewardsSamples };
}

export interface Measurements {
  sizes: {
    firstLoad: FirstLoad;
    allAssets: AllAssets;
    emptyFirstLoad: FirstLoad;
    firebase: { firstLoad: FirstLoad; firebaseChunk: FirstLoad };
  };
  cold: ColdStartSamples;
  tick: TickSamples;
  crossTab: CrossTabSamples;
  /** Tick → the second client's listener, through the Firebase adapter and the local server. */
  firebaseTick: number[];
  /** The same through Firebase mode's offline-first store: each client's copy and outbox. */
  firebaseOutboxTick: number[];
  /** How to read Firebase mode's cold start (which build it opened), when it needs saying. */
  firebaseColdStartNote?: string;
  days: { full: DaySamples; recent: DaySamples };
  /** Navigation → every ring of the Week view, three years stored and one week stored. */
  week: { full: number[]; recent: number[] };
  /** Navigation → every kid's stars to spend on the Rewards page, first open and later ones. */
  rewards: { full: RewardsSamples; recent: RewardsSamples };
  heap: HeapRun;
  /** The same as `cold`, `tick`, `crossTab`, `days`, `week` and `rewards`, CPU 4× slower. */
  slow: Felt;
}

/** Median over median and p95 over p95 of two sets of samples. */
function ratio(numerator: number[], denominator: number[]) {
  const top = summarize(numerator);
  const bottom = summarize(denominator);
  return {
    median: top.median / bottom.median,
    p95: top.p95 / bottom.p95,
    samples: Math.min(top.samples, bottom.samples),
  };
}

export function figuresFrom(m: Measurements): Figure[] {
  const { full, recent } = m.days;
  return [
    single(
      {
        id: 'firstLoad.embedded',
        figure: 'First-load JS + CSS, gzip -9 (embedded mode)',
        unit: 'kB',
        target: { kind: 'max', on: 'value', max: 100 },
      },
      kB(m.sizes.firstLoad.gzipBytes),
    ),
    single(
      {
        id: 'allAssets.embedded',
        figure: 'All JS + CSS of the build, gzip -9 (embedded mode)',
        unit: 'kB',
        target: { kind: 'reported' },
      },
      kB(m.sizes.allAssets.scriptsAndStyles.gzipBytes),
    ),
    single(
      {
        id: 'firstLoad.firebase',
        figure: 'First-load JS + CSS, gzip -9 (Firebase mode, with Google sign-in)',
        unit: 'kB',
        target: { kind: 'reported' },
      },
      kB(m.sizes.firebase.firstLoad.gzipBytes),
    ),
    single(
      {
        id: 'firebaseChunk',
        figure: 'The Firebase chunks alone, gzip -9 (database, auth, adapter)',
        unit: 'kB',
        target: { kind: 'reported' },
      },
      kB(m.sizes.firebase.firebaseChunk.gzipBytes),
    ),
    measured(
      {
        id: 'coldStart.app',
        figure: 'Cold start → first column (4 kids × 25 tasks)',
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(m.cold.app),
    ),
    measured(
      {
        id: 'coldStart.emptyPage',
        figure: 'Cold start → heading (empty React page)',
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(m.cold.empty),
    ),
    measured(
      {
        id: 'coldStart.ratio',
        figure: 'Cold start, app ÷ empty React page',
        unit: '×',
        target: { kind: 'max', on: 'median', max: 1.5 },
      },
      ratio(m.cold.app, m.cold.empty),
    ),
    measured(
      {
        id: 'coldStart.allRows',
        figure: 'Cold start → every row of the columns shown (4 kids × 25 tasks)',
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(m.cold.appAllRows),
    ),
    ...firebaseColdStartFigures(m.cold, '', m.firebaseColdStartNote),
    ...returningStartFigures(m.cold, ''),
    measured(
      {
        id: 'tick.shown',
        figure: 'Tick: click → checkbox shown checked (4 kids × 100 tasks)',
        unit: 'ms',
        target: { kind: 'max', on: 'p95', max: 16 },
      },
      summarize(m.tick.shown),
    ),
    measured(
      {
        id: 'tick.nextFrame',
        figure: 'Tick: click → next animation frame after it',
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(m.tick.frame),
    ),
    measured(
      {
        id: 'tick.crossTab',
        figure: 'Tick → second page of the family shows it (embedded)',
        unit: 'ms',
        target: { kind: 'max', on: 'p95', max: 50 },
      },
      summarize(m.crossTab.shown),
    ),
    measured(
      {
        id: 'tick.firebase',
        figure: 'Tick → second client’s listener has it (Firebase adapter, local server)',
        unit: 'ms',
        target: { kind: 'max', on: 'p95', max: 50 },
      },
      summarize(m.firebaseTick),
    ),
    measured(
      {
        id: 'tick.firebaseOutbox',
        figure: 'Tick → second client’s listener has it, through the outbox (local server)',
        unit: 'ms',
        target: { kind: 'max', on: 'p95', max: 50 },
      },
      summarize(m.firebaseOutboxTick),
    ),
    measured(
      {
        id: 'openDay.recent',
        figure: 'Open today (10 kids), 2 days stored',
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(recent.open),
    ),
    measured(
      {
        id: 'openDay.threeYears',
        figure: 'Open today (10 kids), 3 years stored',
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(full.open),
    ),
    measured(
      {
        id: 'openDay.ratio',
        figure: 'Open a day, 3 years ÷ 2 days',
        unit: '×',
        target: { kind: 'max', on: 'median', max: 1.2 },
      },
      ratio(full.open, recent.open),
    ),
    measured(
      {
        id: 'switchDay.recent',
        figure: 'Switch day (10 kids), 2 days stored',
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(recent.switchDay),
    ),
    measured(
      {
        id: 'switchDay.threeYears',
        figure: 'Switch day (10 kids), 3 years stored',
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(full.switchDay),
    ),
    measured(
      {
        id: 'switchDay.ratio',
        figure: 'Switch day, 3 years ÷ 2 days',
        unit: '×',
        target: { kind: 'max', on: 'median', max: 1.2 },
      },
      ratio(full.switchDay, recent.switchDay),
    ),
    measured(
      {
        id: 'openWeek.lastWeek',
        figure: 'Open the Week view (10 kids), 1 week stored',
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(m.week.recent),
    ),
    measured(
      {
        id: 'openWeek.threeYears',
        figure: 'Open the Week view (10 kids), 3 years stored',
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(m.week.full),
    ),
    measured(
      {
        id: 'openWeek.ratio',
        figure: 'Open the Week view, 3 years ÷ 1 week',
        unit: '×',
        target: { kind: 'max', on: 'median', max: 1.2 },
      },
      ratio(m.week.full, m.week.recent),
    ),
    measured(
      {
        id: 'openWeek.perDay',
        figure: 'Week view ÷ Day view (10 kids, 3 years)',
        unit: '×',
        target: { kind: 'max', on: 'median', max: 1.2 },
      },
      ratio(m.week.full, full.open),
    ),
    ...rewardsFigures(m.rewards, ''),
    ...slowFigures(m.slow, m.firebaseColdStartNote),
    measured(
      {
        id: 'heap.rearms',
        figure: 'JS heap growth per 1,000 listener re-arms (Node)',
        unit: 'MB',
        target: { kind: 'max', on: 'p95', max: 1 },
      },
      summarize(heapGrowthPerRound(m.heap).map((bytes) => bytes / 1e6)),
    ),
  ];
}

/**
 * Firebase mode's cold start from the device's copy (a signed-in parent, no network), beside
 * the embedded one measured in turn with it. `at` names the CPU throttling, if any.
 */
function firebaseColdStartFigures(cold: ColdStartSamples, at: string, note?: string): Figure[] {
  const prefix = at ? 'slow.' : '';
  const suffix = at ? ` ${at}` : '';
  return [
    measured(
      {
        id: `${prefix}coldStart.firebase`,
        figure: `Cold start → first column, Firebase mode from the device’s copy${suffix}`,
        unit: 'ms',
        target: { kind: 'reported' },
        ...(note ? { note } : {}),
      },
      summarize(cold.firebase),
    ),
    measured(
      {
        id: `${prefix}coldStart.firebaseRatio`,
        figure: `Cold start, Firebase mode from the copy ÷ embedded${suffix}`,
        unit: '×',
        target: { kind: 'max', on: 'median', max: 1.2 },
        ...(note ? { note } : {}),
      },
      ratio(cold.firebase, cold.app),
    ),
  ];
}

/**
 * A returning family's start (docs/design.md "First frame"): the frame kept of today's board
 * painted, the app's first tick working and the first contentful paint, each beside the empty
 * React page opened again the same way; and a new visitor's welcome heading (the welcome frame's), the app's welcome screen,
 * and the first contentful paint, each beside the empty React page's first visit.
 */
function returningStartFigures(cold: ColdStartSamples, at: string): Figure[] {
  const prefix = at ? 'slow.' : '';
  const suffix = at ? ` ${at}` : '';
  return [
    measured(
      {
        id: `${prefix}returning.emptyPage`,
        figure: `Opened again → heading (empty React page)${suffix}`,
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(cold.emptyReturning),
    ),
    measured(
      {
        id: `${prefix}returning.painted`,
        figure: `Returning family → first column painted (the kept frame)${suffix}`,
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(cold.returningPainted),
    ),
    measured(
      {
        id: `${prefix}returning.paintedRatio`,
        figure: `First column painted ÷ empty React page${suffix}`,
        unit: '×',
        target: { kind: 'max', on: 'median', max: 1.2 },
      },
      ratio(cold.returningPainted, cold.emptyReturning),
    ),
    measured(
      {
        id: `${prefix}returning.tickWorks`,
        figure: `Returning family → first tick works (the app)${suffix}`,
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(cold.returningTickWorks),
    ),
    measured(
      {
        id: `${prefix}returning.tickWorksRatio`,
        figure: `First tick works ÷ empty React page${suffix}`,
        unit: '×',
        target: { kind: 'max', on: 'median', max: 2.2 },
      },
      ratio(cold.returningTickWorks, cold.emptyReturning),
    ),
    measured(
      {
        id: `${prefix}returning.contentfulPaint`,
        figure: `Returning family → first contentful paint (the frame's pixels)${suffix}`,
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(cold.returningPaint),
    ),
    measured(
      {
        id: `${prefix}returning.paintRatio`,
        figure: `First contentful paint, returning family ÷ empty React page${suffix}`,
        unit: '×',
        target: { kind: 'reported' },
      },
      ratio(cold.returningPaint, cold.emptyReturningPaint),
    ),
    measured(
      {
        id: `${prefix}welcome.heading`,
        figure: `New visitor → the welcome screen's heading${suffix}`,
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(cold.welcome),
    ),
    measured(
      {
        id: `${prefix}welcome.ratio`,
        figure: `Welcome screen's heading ÷ empty React page${suffix}`,
        unit: '×',
        target: { kind: 'max', on: 'median', max: 1.3 },
      },
      ratio(cold.welcome, cold.empty),
    ),
    measured(
      {
        id: `${prefix}welcome.works`,
        figure: `New visitor → the app's welcome screen (taken over)${suffix}`,
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(cold.welcomeWorks),
    ),
    measured(
      {
        id: `${prefix}welcome.paintRatio`,
        figure: `First contentful paint, new visitor ÷ empty React page${suffix}`,
        unit: '×',
        target: { kind: 'reported' },
      },
      ratio(cold.welcomePaint, cold.emptyPaint),
    ),
  ];
}

/** A note when some first opens showed the storage problem instead of the page. */
function refusedNote(rewards: Felt['rewards']): { note?: string } {
  const { full, recent } = rewards;
  if (full.refused + recent.refused === 0) return {};
  const tries = (samples: RewardsSamples) => samples.first.length + samples.refused;
  return {
    note:
      `${full.refused} of ${tries(full)} first opens of 3 years, ${recent.refused} of ` +
      `${tries(recent)} of 1 week, showed "This browser can’t keep your family’s lists" instead ` +
      '(the storage check’s 5 s ran out behind the page’s reads); the median is of the others',
  };
}

/**
 * Opening the grown-ups' Rewards page until every kid's stars to spend show (10 kids), three
 * years of days and rewards stored against the last week. The ratio held to its target is the
 * repeat open, every open once the weeks that are over are settled; the first open, which
 * settles them, is reported. `at` names the CPU throttling, if any.
 */
function rewardsFigures(rewards: Felt['rewards'], at: string): Figure[] {
  const { full, recent } = rewards;
  const prefix = at ? 'slow.' : '';
  const suffix = at ? ` ${at}` : '';
  const firstNote = refusedNote(rewards);
  return [
    measured(
      {
        id: `${prefix}openRewards.lastWeek`,
        figure: `Open the Rewards page (10 kids), 1 week stored${suffix}`,
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(recent.repeat),
    ),
    measured(
      {
        id: `${prefix}openRewards.threeYears`,
        figure: `Open the Rewards page (10 kids), 3 years stored${suffix}`,
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(full.repeat),
    ),
    measured(
      {
        id: `${prefix}openRewards.ratio`,
        figure: `Rewards page, 10 kids, 3 years ÷ 1 week${suffix}`,
        unit: '×',
        target: { kind: 'max', on: 'median', max: 1.2 },
        note: 'every open once the weeks that are over are settled',
      },
      ratio(full.repeat, recent.repeat),
    ),
    measured(
      {
        id: `${prefix}openRewards.first.lastWeek`,
        figure: `First open of the Rewards page, nothing settled, 1 week stored${suffix}`,
        unit: 'ms',
        target: { kind: 'reported' },
        ...firstNote,
      },
      summarize(recent.first),
    ),
    measured(
      {
        id: `${prefix}openRewards.first.threeYears`,
        figure: `First open of the Rewards page, nothing settled, 3 years stored${suffix}`,
        unit: 'ms',
        target: { kind: 'reported' },
        ...firstNote,
      },
      summarize(full.first),
    ),
    measured(
      {
        id: `${prefix}openRewards.first.ratio`,
        figure: `First open of the Rewards page, 3 years ÷ 1 week${suffix}`,
        unit: '×',
        target: { kind: 'reported' },
        ...firstNote,
      },
      ratio(full.first, recent.first),
    ),
  ];
}

/** The figures a kid feels, with the CPU 4× slower (Chromium's CPU throttling). */
function slowFigures(slow: Felt, firebaseColdStartNote?: string): Figure[] {
  const at = '(CPU 4× slower)';
  return [
    measured(
      {
        id: 'slow.coldStart.app',
        figure: `Cold start → first column ${at}`,
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(slow.cold.app),
    ),
    measured(
      {
        id: 'slow.coldStart.emptyPage',
        figure: `Cold start → heading, empty React page ${at}`,
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(slow.cold.empty),
    ),
    measured(
      {
        id: 'slow.coldStart.ratio',
        figure: `Cold start, app ÷ empty React page ${at}`,
        unit: '×',
        target: { kind: 'max', on: 'median', max: 1.5 },
      },
      ratio(slow.cold.app, slow.cold.empty),
    ),
    ...firebaseColdStartFigures(slow.cold, at, firebaseColdStartNote),
    ...returningStartFigures(slow.cold, at),
    measured(
      {
        id: 'slow.tick.shown',
        figure: `Tick: click → checkbox shown checked ${at}`,
        unit: 'ms',
        target: { kind: 'max', on: 'p95', max: 50 },
      },
      summarize(slow.tick.shown),
    ),
    measured(
      {
        id: 'slow.tick.crossTab',
        figure: `Tick → second page shows it ${at}`,
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(slow.crossTab.shown),
    ),
    measured(
      {
        id: 'slow.openDay.threeYears',
        figure: `Open today (10 kids), 3 years stored ${at}`,
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(slow.days.full.open),
    ),
    measured(
      {
        id: 'slow.switchDay.threeYears',
        figure: `Switch day (10 kids), 3 years stored ${at}`,
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(slow.days.full.switchDay),
    ),
    measured(
      {
        id: 'slow.openWeek.threeYears',
        figure: `Open the Week view (10 kids), 3 years stored ${at}`,
        unit: 'ms',
        target: { kind: 'reported' },
      },
      summarize(slow.week.full),
    ),
    measured(
      {
        id: 'slow.openWeek.perDay',
        figure: `Week view ÷ Day view (10 kids, 3 years) ${at}`,
        unit: '×',
        target: { kind: 'max', on: 'median', max: 1.2 },
      },
      ratio(slow.week.full, slow.days.full.open),
    ),
    ...rewardsFigures(slow.rewards, at),
  ];
}
