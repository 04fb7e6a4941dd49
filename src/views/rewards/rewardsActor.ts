import { createContext, useContext } from 'react';
import type { RewardsActor } from '../../app/rewards/useRewards';

/** The family's rewards machine, shared by every view that shows or writes rewards. */
export const RewardsActorContext = createContext<RewardsActor | null>(null);

/** The family's rewards machine; `null` until it starts (once the family's day is shown). */
export function useRewardsActor(): RewardsActor | null {
  return useContext(RewardsActorContext);
}
