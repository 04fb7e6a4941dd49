import { createContext, useContext } from 'react';
import type { Spenders } from '../../app/deviceStorage';
import type { RewardsActor } from '../../app/rewards/useRewards';

/** The family's rewards machine, shared by every view that shows or writes rewards. */
export const RewardsActorContext = createContext<RewardsActor | null>(null);

/** The family's rewards machine; `null` until it starts (once the family's day is shown). */
export function useRewardsActor(): RewardsActor | null {
  return useContext(RewardsActorContext);
}

/** Each kid's stars to spend as this device last read them (see `DeviceStorage.spenders`). */
export const KeptSpendersContext = createContext<Spenders>({});

/** A kid's stars to spend when this device last read the family's rewards, if they had any. */
export function useKeptSpendable(kidId: string): number | undefined {
  return useContext(KeptSpendersContext)[kidId];
}
