/** What a write is about, and whether a reward is named by an entry: read by selectors too. */
import type { RewardsContext, RewardsWrite } from './rewardsTypes';

/** What a write is about: a second write about the same thing waits for none, it is ignored. */
export function writeKey(write: RewardsWrite): string {
  if (write.kind === 'deleteReward') return `reward/${write.rewardId}`;
  if (write.kind === 'reward') return `reward/${write.rewardId ?? `new/${write.reward.title}`}`;
  const { kidId, entry } = write;
  switch (entry.type) {
    case 'request':
      return `ask/${kidId}/${entry.reward}`;
    case 'reversal':
      return `reverse/${kidId}/${entry.entry}`;
    case 'bonus':
    case 'takeBack':
      return `${entry.type}/${kidId}/${entry.stars}/${entry.reason}`;
    default:
      return `answer/${kidId}/${entry.request}`;
  }
}

/** Whether a write about the same thing is asked for or under way. */
export const isBeingWritten = (pending: readonly RewardsWrite[], write: RewardsWrite): boolean =>
  pending.some((other) => writeKey(other) === writeKey(write));

/**
 * Whether any ledger entry names the reward, read or folded into a checkpoint: then it is
 * archived, never deleted.
 */
export const isRewardUsed = (
  context: Pick<RewardsContext, 'ledger' | 'checkpoints'>,
  rewardId: string,
): boolean =>
  Object.values(context.checkpoints ?? {}).some(({ rewards }) => rewards.includes(rewardId)) ||
  Object.values(context.ledger ?? {}).some((entries) =>
    entries.some((entry) => entry.type === 'request' && entry.reward === rewardId),
  );
