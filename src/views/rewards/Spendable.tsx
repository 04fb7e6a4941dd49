import { useSelector } from '@xstate/react';
import { selectHasRewards, selectSpendable } from '../../../machines/rewards/selectors';
import type { RewardsActor } from '../../app/rewards/useRewards';
import { useKeptSpendable, useRewardsActor } from './rewardsActor';
import './spendable.css';

const starsToSpend = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'} to spend`;

interface SpendableProps {
  kidId: string;
  variant: 'badge' | 'words';
}

/**
 * A kid's stars to spend on rewards, once the family has rewards for them: "🎁 5" beside their
 * name, or "5 to spend" under the week's stars.
 */
export function Spendable(props: SpendableProps) {
  const rewards = useRewardsActor();
  if (rewards) return <SpendableStars rewards={rewards} {...props} />;
  return <KeptSpendable {...props} />;
}

/**
 * Until the rewards are read, what this device last read (the kid's stars to spend then), not
 * read out: what comes in its place moves nothing around it.
 */
function KeptSpendable({ kidId, variant }: SpendableProps) {
  const kept = useKeptSpendable(kidId);
  if (kept === undefined) return null;
  return variant === 'words' ? (
    <span className="spendable spendable--words spendable--kept" aria-hidden="true">
      {kept} to spend
    </span>
  ) : (
    <span className="spendable spendable--kept" aria-hidden="true">
      {' 🎁 '}
      {kept}
    </span>
  );
}

function SpendableStars({ rewards, ...props }: SpendableProps & { rewards: RewardsActor }) {
  const { kidId, variant } = props;
  const spendable = useSelector(rewards, selectSpendable(kidId));
  const hasRewards = useSelector(rewards, selectHasRewards(kidId));
  if (spendable === null) return <KeptSpendable {...props} />;
  if (!hasRewards) return null;
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
