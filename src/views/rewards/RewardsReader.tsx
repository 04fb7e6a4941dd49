import { useEffect } from 'react';
import type { EntryMaker } from '../../../machines/rewards';
import { useRewards, type RewardsActor } from '../../app/rewards/useRewards';
import { useFamilyActors } from '../familyActors';

/** Runs the rewards machine while it is shown, and hands it up. */
export function RewardsReader({
  familyId,
  maker,
  onActor,
}: {
  familyId: string;
  maker: EntryMaker;
  onActor: (rewards: RewardsActor | null) => void;
}) {
  const { listeners } = useFamilyActors();
  const rewards = useRewards({ familyId, maker, listeners });
  useEffect(() => {
    onActor(rewards);
    return () => onActor(null);
  }, [rewards, onActor]);
  return null;
}
