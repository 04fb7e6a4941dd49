import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Kid } from '../../../machines/domain/family';
import type { Reward } from '../../../machines/domain/rewards';
import { selectCatalogue, selectIsRewardUsed } from '../../../machines/rewards';
import type { RewardsActor } from '../../app/rewards/useRewards';
import { forWhom, starsInWords } from './rewardWords';
import { RewardForm } from './RewardForm';

/**
 * The family's rewards: each with its cost, kids and whether it needs a yes, to change or to
 * archive (a reward an entry names is archived, never deleted; one never asked for may be
 * deleted); and a new one.
 */
export function CatalogueSection({
  rewards,
  kids,
}: {
  rewards: RewardsActor;
  kids: readonly Kid[];
}) {
  const catalogue = useSelector(rewards, selectCatalogue);
  const offered = catalogue.filter((reward) => !reward.archived);
  const archived = catalogue.filter((reward) => reward.archived);
  return (
    <section className="rewards-section" aria-labelledby="rewards-catalogue">
      <h2 id="rewards-catalogue" className="rewards-page__heading">
        Rewards
      </h2>
      {offered.length === 0 ? (
        <p className="rewards-section__empty">No rewards yet. Add the first one below.</p>
      ) : (
        <ul className="rewards-list">
          {offered.map((reward) => (
            <CatalogueRow key={reward.id} rewards={rewards} kids={kids} reward={reward} />
          ))}
        </ul>
      )}
      <RewardForm rewards={rewards} kids={kids} />
      {archived.length > 0 && (
        <details className="rewards-archived">
          <summary>Archived ({archived.length})</summary>
          <ul className="rewards-list">
            {archived.map((reward) => (
              <li key={reward.id} className="reward-row reward-row--archived">
                <RewardSummary reward={reward} kids={kids} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function RewardSummary({ reward, kids }: { reward: Reward; kids: readonly Kid[] }) {
  return (
    <div className="reward-row__summary">
      <span className="reward-row__picture" aria-hidden="true">
        {reward.picture ?? '🎁'}
      </span>
      <div className="reward-row__words">
        <p className="reward-row__title">{reward.title}</p>
        <p className="reward-row__details">
          <span aria-hidden="true">⭐ </span>
          {starsInWords(reward.cost)} · {forWhom(reward, kids)} ·{' '}
          {reward.needsYes ? 'needs a grown-up’s yes' : 'given at once'}
        </p>
      </div>
    </div>
  );
}

function CatalogueRow({
  rewards,
  kids,
  reward,
}: {
  rewards: RewardsActor;
  kids: readonly Kid[];
  reward: Reward;
}) {
  const used = useSelector(rewards, selectIsRewardUsed(reward.id));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (editing) {
    return (
      <li className="reward-row">
        <RewardForm
          rewards={rewards}
          kids={kids}
          reward={reward}
          onDone={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="reward-row">
      <RewardSummary reward={reward} kids={kids} />
      {deleting ? (
        <div className="reward-row__actions" role="group" aria-label={`Delete “${reward.title}”?`}>
          <span className="reward-row__question">Delete it?</span>
          <button
            className="button button--danger"
            type="button"
            onClick={() => rewards.send({ type: 'reward.delete', rewardId: reward.id })}
          >
            Delete
          </button>
          <button className="button button--soft" type="button" onClick={() => setDeleting(false)}>
            Keep
          </button>
        </div>
      ) : (
        <div className="reward-row__actions">
          <button
            className="button button--soft"
            type="button"
            aria-label={`Change “${reward.title}”`}
            onClick={() => setEditing(true)}
          >
            Change
          </button>
          {used ? (
            <button
              className="button button--quiet"
              type="button"
              aria-label={`Archive “${reward.title}”`}
              onClick={() => rewards.send({ type: 'reward.archive', rewardId: reward.id })}
            >
              Archive
            </button>
          ) : (
            <button
              className="button button--quiet"
              type="button"
              aria-label={`Delete “${reward.title}”`}
              onClick={() => setDeleting(true)}
            >
              Delete
            </button>
          )}
        </div>
      )}
    </li>
  );
}
