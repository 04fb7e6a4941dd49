import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { CalendarDate } from '../../../machines/calendar';
import { selectKids } from '../../../machines/listeners';
import type { EntryMaker } from '../../../machines/rewards';
import { useRewards, type RewardsActor } from '../../app/rewards/useRewards';
import { useFamilyActors } from '../familyActors';

/** Runs the rewards machine while it is shown, and hands it up. */
export function RewardsReader({
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
