import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import type { OfferedReward } from '../../../machines/domain/rewardBalance';
import { selectIsWriting, writeKey } from '../../../machines/rewards';
import { useReadAloud } from '../../app/kidMode/useReadAloud';
import type { RewardsActor } from '../../app/rewards/useRewards';
import { useHold } from './useHold';

/** How long "Hold to ask" must be held: long enough that no tap asks by accident. */
export const ASK_HOLD_MS = 1000;

export const starsText = (count: number) => `${count} ${count === 1 ? 'star' : 'stars'}`;

/**
 * One reward offered to the kid: its picture, title (tapped, read aloud), cost and how far the
 * kid is from it, a pin to make it their goal, and "Hold to ask".
 */
export function KidRewardCard({
  offered,
  isGoal,
  asked,
  onPin,
  rewards,
  kidId,
}: {
  offered: OfferedReward;
  isGoal: boolean;
  /** Already asked for and waiting for a grown-up. */
  asked: boolean;
  onPin: (on: boolean) => void;
  rewards: RewardsActor;
  kidId: string;
}) {
  const { reward, starsLeft, canAsk } = offered;
  const say = useReadAloud();
  const reasonId = useId();
  const selectAsking = useMemo(
    () =>
      selectIsWriting(
        writeKey({
          kind: 'entry',
          kidId,
          entry: {
            type: 'request',
            reward: reward.id,
            title: reward.title,
            cost: reward.cost,
            needsYes: reward.needsYes,
          },
        }),
      ),
    [kidId, reward],
  );
  const asking = useSelector(rewards, selectAsking);
  const disabled = !canAsk || asking;
  const { holding, handlers } = useHold(
    ASK_HOLD_MS,
    () => rewards.send({ type: 'request.ask', kidId, rewardId: reward.id }),
    disabled,
  );
  // Asked for: its stars are held, so the bar is full.
  const progress = asked ? reward.cost : reward.cost - starsLeft;
  const status = asking
    ? 'Asking…'
    : asked
      ? 'You asked! Waiting for a grown-up.'
      : starsLeft === 0
        ? 'You can ask for this!'
        : `${starsLeft} more ${starsLeft === 1 ? 'star' : 'stars'}`;
  const picture = (
    <span className="kid-reward__picture" aria-hidden="true">
      {reward.picture ?? '🎁'}
    </span>
  );
  return (
    <article
      className={`kid-reward${isGoal ? ' kid-reward--goal' : ''}${canAsk ? ' kid-reward--ready' : ''}`}
      aria-label={reward.title}
    >
      {isGoal && <p className="kid-reward__goal-badge">📌 My goal</p>}
      <div className="kid-reward__head">
        {say ? (
          <button
            className="kid-reward__say"
            type="button"
            aria-label={`Read aloud: ${reward.title}`}
            onClick={() => say(`${reward.title}. ${starsText(reward.cost)}.`)}
          >
            {picture}
            <span className="kid-reward__title" aria-hidden="true">
              {reward.title}
            </span>
          </button>
        ) : (
          <p className="kid-reward__say">
            {picture}
            <span className="kid-reward__title">{reward.title}</span>
          </p>
        )}
        <p className="kid-reward__cost">
          <span aria-hidden="true">⭐ </span>
          {starsText(reward.cost)}
        </p>
      </div>
      <div className="kid-reward__bar" aria-hidden="true">
        <span style={{ width: `${(100 * progress) / reward.cost}%` }} />
      </div>
      <p className="kid-reward__status" id={reasonId}>
        {status}
      </p>
      <div className="kid-reward__actions">
        <button
          className={`kid-reward__ask${holding ? ' kid-reward__ask--holding' : ''}`}
          type="button"
          disabled={disabled}
          aria-describedby={reasonId}
          {...handlers}
        >
          <span className="kid-reward__ask-fill" aria-hidden="true" />
          <span className="kid-reward__ask-label" aria-hidden="true">
            {holding ? 'Keep holding…' : 'Hold to ask'}
          </span>
          <span className="visually-hidden">
            {`Hold to ask for ${reward.title}, ${starsText(reward.cost)}`}
          </span>
        </button>
        <button
          className="kid-reward__pin"
          type="button"
          aria-pressed={isGoal}
          onClick={() => onPin(!isGoal)}
        >
          <span aria-hidden="true">📌 {isGoal ? 'My goal' : 'Make it my goal'}</span>
          <span className="visually-hidden">{`My goal: ${reward.title}`}</span>
        </button>
      </div>
    </article>
  );
}
