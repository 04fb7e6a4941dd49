import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { Kid } from '../../../machines/domain/family';
import { canAnswer, type OfferedReward } from '../../../machines/domain/rewardBalance';
import {
  isPending,
  selectKidRewards,
  selectRewardsError,
  selectRewardsLoaded,
} from '../../../machines/rewards';
import type { RewardsActor } from '../../app/rewards/useRewards';
import { useRewardsActor } from '../rewards/rewardsActor';
import { KidRequests } from './KidRequests';
import { KidRewardCard } from './KidRewardCard';
import { usePinnedGoal } from './usePinnedGoal';
import './kidRewards.css';

/**
 * Kid mode's rewards page for the kid in view: their stars to spend, the rewards offered to them
 * (their goal first), each asked for with a press-and-hold, and their own requests. Nothing a
 * grown-up does is here.
 */
export function KidRewards({ familyId, kid }: { familyId: string; kid: Kid }) {
  const rewards = useRewardsActor();
  return rewards ? (
    <KidRewardsLoaded familyId={familyId} kid={kid} rewards={rewards} />
  ) : (
    <p className="board__message" role="status">
      Loading…
    </p>
  );
}

function KidRewardsLoaded({
  familyId,
  kid,
  rewards,
}: {
  familyId: string;
  kid: Kid;
  rewards: RewardsActor;
}) {
  const loaded = useSelector(rewards, selectRewardsLoaded);
  const selectKid = useMemo(() => selectKidRewards(kid.id), [kid.id]);
  const mine = useSelector(rewards, selectKid);
  const [goal, pinGoal] = usePinnedGoal(familyId, kid.id);
  const error = useSelector(rewards, selectRewardsError);
  if (!loaded || mine === null) {
    return (
      <p className="board__message" role="status">
        Loading…
      </p>
    );
  }
  const pinned = mine.offered.find((offered) => offered.reward.id === goal);
  const offered = pinned
    ? [pinned, ...mine.offered.filter((other) => other !== pinned)]
    : mine.offered;
  const waitingFor = new Set(
    mine.requests.filter((request) => isPending(request.state)).map((request) => request.rewardId),
  );
  return (
    <section className="kid-rewards" aria-labelledby="kid-rewards-title">
      <h2 className="kid-rewards__title" id="kid-rewards-title">
        {kid.name}’s rewards
      </h2>
      <p className="kid-rewards__stars" role="status">
        <span className="kid-rewards__spendable">
          <span aria-hidden="true">⭐ </span>
          <span>{`${mine.spendable} to spend`}</span>
        </span>
        {mine.held > 0 && (
          <span className="kid-rewards__held">{mine.held} waiting for a grown-up</span>
        )}
      </p>
      {error && (
        <div className="kid-rewards__problem" role="alert">
          <p>That did not work. Ask a grown-up for help.</p>
          <button type="button" onClick={() => rewards.send({ type: 'error.dismiss' })}>
            OK
          </button>
        </div>
      )}
      {offered.length === 0 ? (
        <p className="board__message">No rewards yet. A grown-up can add some.</p>
      ) : (
        <ul className="kid-rewards__list" aria-label="Rewards">
          {offered.map((item: OfferedReward) => (
            <li key={item.reward.id}>
              <KidRewardCard
                offered={item}
                isGoal={item === pinned}
                asked={waitingFor.has(item.reward.id)}
                onPin={(on) => pinGoal(on ? item.reward.id : null)}
                rewards={rewards}
                kidId={kid.id}
              />
            </li>
          ))}
        </ul>
      )}
      <KidRequests
        requests={mine.requests}
        canCancel={(request) => canAnswer(request, 'cancel', 'kid', mine)}
        onCancel={(request) =>
          rewards.send({ type: 'request.cancel', kidId: kid.id, requestId: request.id })
        }
      />
    </section>
  );
}
