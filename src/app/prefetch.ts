/**
 * A returning family's first frame needs its config, today's list and its routine (for seeding).
 * Reading them starts as soon as the store exists, while the page renders and the machines start;
 * the app's own listeners of the same places share those reads (the embedded store's listeners).
 */
import type { CalendarDate } from '../../machines/calendar';
import { familyDate } from '../../machines/domain/familyDay';
import { parseRoute, showsToday } from '../../machines/route';
import type { Store } from '../store/port';
import type { DeviceStorage } from './deviceStorage';
import { configPath, dayListPath, templatesPath } from './storePaths';

/** How long the early listeners stay, long after the app's own have taken over. */
const KEEP_MS = 10_000;

/** The family a start at `pathname` shows today's list of, if it is known. */
function familyOfFirstFrame(pathname: string, storedFamilyId: string | null): string | null {
  const route = parseRoute(pathname);
  if (route.kind === 'home') return storedFamilyId;
  if (showsToday(route)) return route.familyId;
  return null;
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

/** Resolves once the family's config has been read (or failed), or at once when nothing is read. */
export function prefetchFirstFrame(
  store: Store,
  {
    pathname,
    storedFamilyId,
    today,
  }: { pathname: string; storedFamilyId: string | null; today: CalendarDate },
): Promise<void> {
  const familyId = familyOfFirstFrame(pathname, storedFamilyId);
  if (familyId === null) return Promise.resolve();
  const paths = [configPath(familyId), dayListPath(familyId, today), templatesPath(familyId)];
  let configRead: () => void = () => undefined;
  const read = new Promise<void>((resolve) => {
    configRead = resolve;
  });
  // Quiet: a failure here is the app's own listeners' to report.
  const stops = paths.map((path, index) =>
    store.subscribe(
      path,
      () => {
        if (index === 0) configRead();
      },
      () => configRead(),
      { quiet: true },
    ),
  );
  setTimeout(() => stops.forEach((stop) => stop()), KEEP_MS);
  return read;
}
