import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { CalendarDate } from '../../../machines/calendar';
import type { KidStars } from '../../../machines/week';
import type { WeekActor } from '../../app/week/useWeek';
import { useAppServices } from '../../app/appServices';
import type { KeptStars } from '../../app/deviceStorage';
import { lazyPage } from '../lazyPage';
import { LoadProblem } from '../LoadProblem';
import { usePaintedOnce } from '../usePaintedOnce';
import { Spendable } from '../rewards/Spendable';

/** The week machine over the streaks' days, and how to read one kid's numbers from it. */
export interface StarsSource {
  week: WeekActor;
  kidStars: (kidId: string) => (snapshot: SnapshotFrom<WeekActor>) => KidStars | null;
  same: (a: KidStars | null, b: KidStars | null) => boolean;
}

const StarsContext = createContext<StarsSource | null>(null);

// The week machine, its reads and the stars' rules load once the day is painted, not with it.
const { Page: StarsReader } = lazyPage(() =>
  import('./StarsReader').then((module) => module.StarsReader),
);

/**
 * Reads the last 60 days with one range listener, for every column below it, from the first
 * frame painted once `ready` (the day's own list is shown first: the streaks' days and their
 * code never hold it back). Until then, and until they are read, each kid's numbers are those
 * this device last showed for today.
 */
export function StarsProvider({
  familyId,
  today,
  ready,
  children,
}: {
  familyId: string;
  today: CalendarDate;
  ready: boolean;
  children: ReactNode;
}) {
  const [source, setSource] = useState<StarsSource | null>(null);
  // Once started, it keeps listening while another day loads.
  const started = usePaintedOnce(ready);
  const { device } = useAppServices();
  // What this device last showed for today, shown again until the days are read.
  const kept = useMemo(() => {
    const stars = device.keptStars(familyId);
    return stars?.date === today ? stars.kids : NONE_KEPT;
  }, [device, familyId, today]);
  return (
    <>
      {started && (
        <LoadProblem quiet>
          <StarsReader fallback={null} familyId={familyId} today={today} onSource={setSource} />
        </LoadProblem>
      )}
      <KeptStarsContext.Provider value={kept}>
        <StarsContext.Provider value={source}>{children}</StarsContext.Provider>
      </KeptStarsContext.Provider>
    </>
  );
}

const NONE_KEPT: KeptStars['kids'] = {};
const KeptStarsContext = createContext<KeptStars['kids']>(NONE_KEPT);

/** Only this kid's numbers: a tick for another kid does not re-render what shows them. */
function useKidStars({ week, kidStars, same }: StarsSource, kidId: string): KidStars | null {
  return useSelector(week, kidStars(kidId), same);
}

/**
 * A kid's stars this week and streak, beside their name on a Day view. Until the days are read,
 * what this device last showed for today: a returning start's frame showed them, and the app
 * takes over with them in place.
 */
export function KidStarsBadge({ kidId }: { kidId: string }) {
  const source = useContext(StarsContext);
  const kept = useContext(KeptStarsContext)[kidId];
  if (source) return <StarsBadge source={source} kidId={kidId} kept={kept} />;
  return kept ? <StarsLine kidId={kidId} stars={kept} kept /> : null;
}

function StarsBadge({
  source,
  kidId,
  kept,
}: {
  source: StarsSource;
  kidId: string;
  kept: KidStars | undefined;
}) {
  const stars = useKidStars(source, kidId);
  if (stars) return <StarsLine kidId={kidId} stars={stars} kept={false} />;
  return kept ? <StarsLine kidId={kidId} stars={kept} kept /> : null;
}

/** The line itself; a kept one is not read out: it may be out of date. */
function StarsLine({ kidId, stars, kept }: { kidId: string; stars: KidStars; kept: boolean }) {
  return (
    <p className="kid-column__stars" aria-hidden={kept || undefined}>
      <span title="Stars this week">
        <span aria-hidden="true">⭐ </span>
        {stars.stars}
        <span className="visually-hidden"> {stars.stars === 1 ? 'star' : 'stars'} this week</span>
      </span>
      {stars.streak > 0 && (
        <span title="Days in a row with everything done">
          <span aria-hidden="true"> 🔥 </span>
          {stars.streak}
          <span className="visually-hidden"> {stars.streak === 1 ? 'day' : 'days'} in a row</span>
        </span>
      )}
      <Spendable kidId={kidId} variant="badge" />
    </p>
  );
}

/** How long "3 days in a row!" shows once a streak grows. */
const CHEER_MS = 5000;

/**
 * "🔥 3 days in a row, Ada!" for a few seconds when a kid's streak grows on this screen; not
 * when a day opens with a streak already.
 */
export function StreakCheer({ kidId, name }: { kidId: string; name: string }) {
  const source = useContext(StarsContext);
  return source && <Cheer source={source} kidId={kidId} name={name} />;
}

function Cheer({ source, kidId, name }: { source: StarsSource; kidId: string; name: string }) {
  const streak = useKidStars(source, kidId)?.streak ?? null;
  const [seen, setSeen] = useState(streak);
  const [grew, setGrew] = useState(false);
  if (seen !== streak) {
    setSeen(streak);
    setGrew(seen !== null && streak !== null && streak > seen);
  }
  useEffect(() => {
    if (!grew) return;
    const timer = setTimeout(() => setGrew(false), CHEER_MS);
    return () => clearTimeout(timer);
  }, [grew, streak]);
  if (!grew || streak === null) return null;
  return (
    <p className="kid-column__streak" role="status" data-no-last-frame>
      <span aria-hidden="true">🔥 </span>
      {streak} {streak === 1 ? 'day' : 'days'} in a row, {name}!
    </p>
  );
}
