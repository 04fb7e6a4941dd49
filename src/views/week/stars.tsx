import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CalendarDate } from '../../../machines/calendar';
import { selectAwayList } from '../../../machines/away';
import type { AwayList } from '../../../machines/domain/away';
import { useWeek, type WeekActor } from '../../app/week/useWeek';
import { sameKidStars, selectKidStars, type KidStars } from '../../../machines/week';
import { useAwayActor } from '../awayActor';
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
  return (
    <>
      {started && <HistoryReader familyId={familyId} onActor={setWeek} />}
      <StarsContext.Provider value={source}>{children}</StarsContext.Provider>
    </>
  );
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

/** A kid's stars this week and streak, beside their name on a Day view. */
export function KidStarsBadge({ kidId }: { kidId: string }) {
  const source = useContext(StarsContext);
  return source && <StarsBadge source={source} kidId={kidId} />;
}

function StarsBadge({ source, kidId }: { source: StarsSource; kidId: string }) {
  const stars = useKidStars(source, kidId);
  if (!stars) return null;
  return (
    <p className="kid-column__stars">
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
