import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CalendarDate } from '../../../machines/calendar';
import { selectAwayList } from '../../../machines/away';
import type { AwayList } from '../../../machines/domain/away';
import { useWeek, type WeekActor } from '../../app/week/useWeek';
import { sameKidStars, selectKidStars, type KidStars } from '../../../machines/week';
import { selectKids } from '../../../machines/listeners';
import { useAwayActor } from '../awayActor';
import { useAppServices } from '../../app/appServices';
import type { KeptStars } from '../../app/deviceStorage';
import { useRememberStars } from '../../app/week/useRememberStars';
import { useFamilyActors } from '../familyActors';
import { Spendable } from '../rewards/Spendable';

interface StarsSource {
  week: WeekActor;
  today: CalendarDate;
  /** The family's away days: they neither count towards a streak nor break it. */
  away: AwayList;
}

const StarsContext = createContext<StarsSource | null>(null);

/**
 * Reads the last 60 days with one range listener, for every column below it, once `ready` (the
 * day's own list is shown first: the streaks' days never hold it back).
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
  const [week, setWeek] = useState<WeekActor | null>(null);
  // Once started, it keeps listening while another day loads.
  const [started, setStarted] = useState(ready);
  if (ready && !started) setStarted(true);
  const away = useSelector(useAwayActor(), selectAwayList);
  const source = useMemo(() => (week ? { week, today, away } : null), [week, today, away]);
  const { device } = useAppServices();
  // What this device last showed for today, shown again until the days are read.
  const kept = useMemo(() => {
    const stars = device.keptStars(familyId);
    return stars?.date === today ? stars.kids : NONE_KEPT;
  }, [device, familyId, today]);
  return (
    <>
      {started && <HistoryReader familyId={familyId} onActor={setWeek} />}
      {source && <StarsKeeper familyId={familyId} source={source} />}
      <KeptStarsContext.Provider value={kept}>
        <StarsContext.Provider value={source}>{children}</StarsContext.Provider>
      </KeptStarsContext.Provider>
    </>
  );
}

const NONE_KEPT: KeptStars['kids'] = {};
const KeptStarsContext = createContext<KeptStars['kids']>(NONE_KEPT);

/** Remembers the kids' numbers as they are worked out, for the next start on this device. */
function StarsKeeper({ familyId, source }: { familyId: string; source: StarsSource }) {
  const { listeners } = useFamilyActors();
  const kids = useSelector(listeners, selectKids);
  const kidIds = useMemo(() => kids.map((kid) => kid.id), [kids]);
  useRememberStars({ familyId, ...source, kidIds });
  return null;
}

/** Runs the week machine over the streaks' days while it is shown, and hands it up. */
function HistoryReader({
  familyId,
  onActor,
}: {
  familyId: string;
  onActor: (week: WeekActor | null) => void;
}) {
  const { listeners } = useFamilyActors();
  const week = useWeek({ familyId, showsWeek: false, listeners, away: useAwayActor() });
  useEffect(() => {
    onActor(week);
    return () => onActor(null);
  }, [week, onActor]);
  return null;
}

/** Only this kid's numbers: a tick for another kid does not re-render what shows them. */
function useKidStars({ week, today, away }: StarsSource, kidId: string): KidStars | null {
  return useSelector(week, selectKidStars(away, kidId, today), sameKidStars);
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
