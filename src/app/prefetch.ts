/**
 * A returning family's first frame needs its config, today's list and its routine (for seeding);
 * the Week view's, what the family's listeners read, the week's days, the streaks' first days
 * after them, and the view's own chunk. Reading them starts as soon as the store exists, while the page renders and the machines
 * start; the app's own listeners of the same places share those reads, or answer from them once
 * made (the embedded store's listeners).
 */
import type { CalendarDate } from '../../machines/calendar';
import { familyDate } from '../../machines/domain/familyDay';
import { STREAK_FIRST_DAYS, streakRange, weekRange, weekStart } from '../../machines/domain/stars';
import { parseRoute, showsToday } from '../../machines/route';
import type { KeyRange, Store } from '../store/port';
import { kidModeScreens } from '../views/kidModeScreens';
import { signInPage, weekPage, welcomePage } from '../views/lazyPages';
import type { DeviceStorage } from './deviceStorage';
import { configPath, dayListPath, libraryPath, listsPath, templatesPath } from './storePaths';

/** How long the early listeners stay, long after the app's own have taken over. */
const KEEP_MS = 10_000;

type ChildrenRange = { path: string } & KeyRange;

/** What the first frame reads (the config first, then whole places and ranges of children). */
interface FirstFrame {
  paths: string[];
  ranges: ChildrenRange[];
  /** Read once `ranges` are: needed soon after the first frame, they would slow it down. */
  rangesAfter: ChildrenRange[];
  /** Asks for the page's own chunk, when it loads apart from the first load. */
  loadPage?: () => void;
}

/** What a start at `pathname` shows first and reads for it, if its family is known. */
function firstFrameOf(
  pathname: string,
  storedFamilyId: string | null,
  today: CalendarDate,
): FirstFrame | null {
  const route = parseRoute(pathname);
  const familyId =
    route.kind === 'home' ? storedFamilyId : showsToday(route) ? route.familyId : null;
  if (familyId !== null) {
    return {
      paths: [configPath(familyId), dayListPath(familyId, today), templatesPath(familyId)],
      ranges: [],
      rangesAfter: [],
    };
  }
  if (route.kind !== 'week') return null;
  // Every place the family's listeners read before its pages show (today's list too), then the
  // ranges the Week view's machine asks for: the week in view, then the streaks' first days.
  const { familyId: weekFamily } = route;
  const lists = listsPath(weekFamily);
  return {
    paths: [
      configPath(weekFamily),
      libraryPath(weekFamily),
      templatesPath(weekFamily),
      dayListPath(weekFamily, today),
    ],
    ranges: [{ path: lists, ...weekRange(weekStart(route.date ?? today)) }],
    rangesAfter: [{ path: lists, ...streakRange(today, STREAK_FIRST_DAYS) }],
    loadPage: loadWeekView,
  };
}

/**
 * The Week view's chunk, asked for with its data rather than once the family's config is read,
 * and through the page itself, so the page shows at once when it is here (`lazyPage`).
 */
function loadWeekView(): void {
  // A chunk that fails to load is the view's own to report, when it asks for it.
  weekPage.preload().catch(() => undefined);
}

/**
 * The first screen's chunk, asked for as the script starts, beside the store's opening: the
 * welcome screen (the sign-in screen with accounts) when the address is the home page and nothing
 * on the device names a family; kid mode's screens on a device in kid mode or at a kid's page. A
 * grown-up's returning family's first screen is in the first load.
 */
export function loadFirstScreen({
  pathname,
  storedFamilyId,
  accounts,
  kidLocked = false,
}: {
  pathname: string;
  storedFamilyId: string | null;
  accounts: boolean;
  /** The device is in kid mode. */
  kidLocked?: boolean;
}): void {
  const route = parseRoute(pathname);
  // A chunk that fails to load is the screen's own to report, when it asks for it.
  if (kidLocked || route.kind === 'kid') kidModeScreens.preload().catch(() => undefined);
  if (route.kind !== 'home' || storedFamilyId !== null) return;
  (accounts ? signInPage : welcomePage).preload().catch(() => undefined);
}

/**
 * "Today" for the page about to start: the family's date by the day start this device last heard
 * for the family it opens (the config is read after the first frame begins; a day start heard to
 * differ moves the page by the listeners' day check).
 */
export function todayAtStart(
  storage: Pick<DeviceStorage, 'dayStart'>,
  { pathname, storedFamilyId, now }: { pathname: string; storedFamilyId: string | null; now: Date },
): CalendarDate {
  const route = parseRoute(pathname);
  const familyId = 'familyId' in route && route.familyId !== null ? route.familyId : storedFamilyId;
  return familyDate(now, familyId === null ? 0 : storage.dayStart(familyId));
}

/** What the first frame's reads have reached: each resolves at once when nothing is read. */
export interface FirstFrameReads {
  /** The family's config has been read (or failed). */
  config: Promise<void>;
  /** Every place the first frame shows has been read (or failed): the config, the day, … */
  places: Promise<void>;
}

/** Starts reading what the first frame shows, if its family is known. */
export function prefetchFirstFrame(
  store: Store,
  {
    pathname,
    storedFamilyId,
    today,
  }: { pathname: string; storedFamilyId: string | null; today: CalendarDate },
): FirstFrameReads {
  const frame = firstFrameOf(pathname, storedFamilyId, today);
  if (frame === null) return { config: Promise.resolve(), places: Promise.resolve() };
  frame.loadPage?.();
  let configRead: () => void = () => undefined;
  const config = new Promise<void>((resolve) => {
    configRead = resolve;
  });
  let placesRead: () => void = () => undefined;
  const places = new Promise<void>((resolve) => {
    placesRead = resolve;
  });
  let waiting = frame.paths.length;
  // Quiet: a failure here is the app's own listeners' to report.
  const stops = frame.paths.map((path, index) => {
    let first = true;
    const heard = () => {
      if (index === 0) configRead();
      if (!first) return;
      first = false;
      waiting -= 1;
      if (waiting === 0) placesRead();
    };
    return store.subscribe(path, heard, heard, { quiet: true });
  });
  const subscribeRanges = (ranges: readonly ChildrenRange[], allHeard: () => void) => {
    let waiting = ranges.length;
    if (waiting === 0) allHeard();
    const heard = () => {
      waiting -= 1;
      if (waiting === 0) allHeard();
    };
    for (const { path, from, to } of ranges) {
      let first = true;
      const once = () => {
        if (first) heard();
        first = false;
      };
      stops.push(store.subscribeRange(path, from, to, once, once, { quiet: true }));
    }
  };
  subscribeRanges(frame.ranges, () => subscribeRanges(frame.rangesAfter, () => undefined));
  setTimeout(() => stops.forEach((stop) => stop()), KEEP_MS);
  return { config, places };
}
