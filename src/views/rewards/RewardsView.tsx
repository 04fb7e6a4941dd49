import { useSelector } from '@xstate/react';
import { selectFamilyName, selectKids } from '../../../machines/listeners';
import {
  selectRewardsError,
  selectRewardsFailed,
  selectRewardsLoaded,
} from '../../../machines/rewards';
import type { RewardsActor } from '../../app/rewards/useRewards';
import { ErrorNotice } from '../ErrorBanner';
import { useFamilyActors } from '../familyActors';
import { CatalogueSection } from './CatalogueSection';
import { HistorySection } from './HistorySection';
import { useRewardsActor } from './rewardsActor';
import { StarsSection } from './StarsSection';
import { WaitingSection } from './WaitingSection';
import './rewards.css';

/**
 * `/{family}/rewards`, the grown-ups' page: what waits for a yes, the family's rewards, each
 * kid's stars (a bonus, a take-back) and each kid's history, with reversals.
 */
export function RewardsView() {
  const { listeners } = useFamilyActors();
  const familyName = useSelector(listeners, selectFamilyName);
  const rewards = useRewardsActor();
  return (
    <div className="page rewards-page">
      <header className="rewards-page__header">
        <p className="day-heading__family">{familyName || '\u00a0'}</p>
        <h1 className="day-heading__title">Rewards</h1>
        <p className="rewards-page__intro">
          Stars the kids earn, spent on rewards the family agrees on.
        </p>
      </header>
      {rewards ? (
        <RewardsPage rewards={rewards} />
      ) : (
        <p className="board__message" role="status">
          Loading…
        </p>
      )}
    </div>
  );
}

function RewardsPage({ rewards }: { rewards: RewardsActor }) {
  const { listeners } = useFamilyActors();
  const kids = useSelector(listeners, selectKids);
  const loaded = useSelector(rewards, selectRewardsLoaded);
  const error = useSelector(rewards, selectRewardsError);
  const failed = useSelector(rewards, selectRewardsFailed);
  return (
    <main className="rewards-page__main">
      {(error || failed) && (
        <div className="rewards-page__error">
          {error && (
            <ErrorNotice error={error} onDismiss={() => rewards.send({ type: 'error.dismiss' })} />
          )}
          {failed && (
            <button
              className="button button--sun"
              type="button"
              onClick={() => rewards.send({ type: 'listeners.retry' })}
            >
              Try again
            </button>
          )}
        </div>
      )}
      {loaded ? (
        <>
          <WaitingSection rewards={rewards} kids={kids} />
          <CatalogueSection rewards={rewards} kids={kids} />
          <StarsSection rewards={rewards} kids={kids} />
          <HistorySection rewards={rewards} kids={kids} />
        </>
      ) : (
        !failed && (
          <p className="board__message" role="status">
            Loading…
          </p>
        )
      )}
    </main>
  );
}
