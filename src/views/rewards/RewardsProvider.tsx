import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CalendarDate } from '../../../machines/calendar';
import { selectToday } from '../../../machines/dayNavigation';
import { selectConfigLoaded, selectDayLoaded, selectKids } from '../../../machines/listeners';
import type { EntryMaker } from '../../../machines/rewards';
import { useAppServices } from '../../app/appServices';
import { useInKidMode } from '../../app/kidMode/useKidMode';
import { useRewards, type RewardsActor } from '../../app/rewards/useRewards';
import { useFamilyActors } from '../familyActors';
import { useAuth } from '../useAuth';
import { RewardsActorContext } from './rewardsActor';

/**
 * Runs the family's rewards machine for everything below it (the navigation's count, each
 * kid's stars to spend, the Rewards pages), once the family's day is shown: the first screen
 * never waits for it. Entries are made by a grown-up, with their uid in Firebase mode, or by
 * kid mode.
 */
export function RewardsProvider({ familyId, children }: { familyId: string; children: ReactNode }) {
  const { listeners, navigation } = useFamilyActors();
  const ready = useSelector(
    listeners,
    (snapshot) => selectConfigLoaded(snapshot) && selectDayLoaded(snapshot),
  );
  const [started, setStarted] = useState(ready);
  if (ready && !started) setStarted(true);
  const kidMode = useInKidMode();
  const { user } = useAuth();
  const { accounts } = useAppServices();
  const uid = accounts ? user?.uid : undefined;
  const maker = useMemo<EntryMaker>(
    () => ({ by: kidMode ? 'kid' : 'grown-up', ...(uid !== undefined && { uid }) }),
    [kidMode, uid],
  );
  const today = useSelector(navigation, selectToday);
  const [actor, setActor] = useState<RewardsActor | null>(null);
  return (
    <>
      {started && (
        <RewardsReader
          key={`${maker.by}/${maker.uid ?? ''}`}
          familyId={familyId}
          maker={maker}
          today={today}
          onActor={setActor}
        />
      )}
      <RewardsActorContext.Provider value={actor}>{children}</RewardsActorContext.Provider>
    </>
  );
}

/** Runs the rewards machine while it is shown, and hands it up. */
function RewardsReader({
  familyId,
  maker,
  today,
  onActor,
}: {
  familyId: string;
  maker: EntryMaker;
  today: CalendarDate;
  onActor: (rewards: RewardsActor | null) => void;
}) {
  const { listeners } = useFamilyActors();
  const kids = useSelector(listeners, selectKids);
  const kidIds = useMemo(() => kids.map((kid) => kid.id), [kids]);
  const rewards = useRewards({ familyId, maker, kidIds, today });
  useEffect(() => {
    onActor(rewards);
    return () => onActor(null);
  }, [rewards, onActor]);
  return null;
}
