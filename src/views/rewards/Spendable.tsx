import { useSelector } from '@xstate/react';
import { selectHasRewards, selectSpendable } from '../../../machines/rewards/selectors';
import type { RewardsActor } from '../../app/rewards/useRewards';
import { useRewardsActor } from './rewardsActor';
import './spendable.css';

const starsToSpend = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'} to spend`;

/**
 * A kid's stars to spend on rewards, once the family has rewards for them: "🎁 5" beside their
 * name, or "5 to spend" under the week's stars.
 */
export function Spendable({ kidId, variant }: { kidId: string; variant: 'badge' | 'words' }) {
  const rewards = useRewardsActor();
  return rewards && <SpendableStars rewards={rewards} kidId={kidId} variant={variant} />;
}

function SpendableStars({
  rewards,
  kidId,
  variant,
}: {
  rewards: RewardsActor;
  kidId: string;
  variant: 'badge' | 'words';
}) {
  const spendable = useSelector(rewards, selectSpendable(kidId));
  const hasRewards = useSelector(rewards, selectHasRewards(kidId));
  if (spendable === null || !hasRewards) return null;
  if (variant === 'words') {
    return (
      <span className="spendable spendable--words">
        {spendable} <span aria-hidden="true">to spend</span>
        <span className="visually-hidden">{starsToSpend(spendable).replace(/^\d+ /, '')}</span>
      </span>
    );
  }
  return (
    <span className="spendable" title="Stars to spend on rewards">
      <span aria-hidden="true"> 🎁 </span>
      {spendable}
      <span className="visually-hidden"> {starsToSpend(spendable).replace(/^\d+ /, '')}</span>
    </span>
  );
}
