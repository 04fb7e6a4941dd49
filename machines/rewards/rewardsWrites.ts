/**
 * The writes the Rewards page asks for, made from its events, and what each may write: only
 * what the ledger's rules would count (docs/design.md "Rewards"), and never the same thing twice
 * while it is being written (a double tap asks once).
 */
import {
  canAnswer,
  canAsk,
  canGrant,
  type KidRewards,
  type RewardRequest,
} from '../domain/rewardBalance';
import type { Reward } from '../domain/rewards';
import { checkedDraft, checkedReason, isWholeStars, optionalReasonProblem } from './drafts';
import type { RewardsContext, RewardsEvent, RewardsWrite } from './rewardsTypes';
import { isBeingWritten, isRewardUsed } from './writeKeys';
import { visibleTrim } from '../domain/text';

const rewardOf = (context: RewardsContext, rewardId: string): Reward | undefined =>
  context.catalogue?.find((reward) => reward.id === rewardId);

const requestOf = (kid: KidRewards | undefined, requestId: string): RewardRequest | undefined =>
  kid?.requests.find((request) => request.id === requestId);

const ANSWERS = {
  'request.cancel': 'cancel',
  'request.grant': 'grant',
  'request.decline': 'decline',
  'request.give': 'given',
} as const;

/** An answer to one of the kid's requests, when the request machine would take it from us. */
function answerWrite(
  context: RewardsContext,
  event: Extract<RewardsEvent, { requestId: string }>,
): RewardsWrite | null {
  const kid = context.kids[event.kidId];
  const request = requestOf(kid, event.requestId);
  if (kid === undefined || request === undefined) return null;
  const answer = ANSWERS[event.type];
  const by = context.maker.by;
  const legal =
    answer === 'grant'
      ? by === 'grown-up' && canGrant(request, kid)
      : canAnswer(request, answer, by, kid);
  if (!legal) return null;
  const reason = event.type === 'request.decline' ? (event.reason ?? '') : '';
  if (optionalReasonProblem(reason) !== null) return null;
  return {
    kind: 'entry',
    kidId: event.kidId,
    entry: {
      type: answer,
      request: request.id,
      ...(visibleTrim(reason) !== '' && { reason: visibleTrim(reason) }),
    },
  };
}

/** A grown-up's change to the catalogue. */
function catalogueWrite(context: RewardsContext, event: RewardsEvent): RewardsWrite | null {
  if (context.maker.by !== 'grown-up') return null;
  if (event.type === 'reward.add') {
    const reward = checkedDraft(event.reward);
    return reward && { kind: 'reward', rewardId: null, reward, archived: false, made: null };
  }
  if (
    event.type !== 'reward.edit' &&
    event.type !== 'reward.archive' &&
    event.type !== 'reward.delete'
  ) {
    return null;
  }
  const stored = rewardOf(context, event.rewardId);
  if (stored === undefined) return null;
  if (event.type === 'reward.delete') {
    return isRewardUsed(context, stored.id) ? null : { kind: 'deleteReward', rewardId: stored.id };
  }
  const { title, picture, cost, kids, needsYes } = stored;
  const reward =
    event.type === 'reward.edit'
      ? checkedDraft(event.reward)
      : {
          title,
          cost,
          needsYes,
          ...(picture !== undefined && { picture }),
          ...(kids !== undefined && { kids }),
        };
  if (reward === null || (event.type === 'reward.archive' && stored.archived)) return null;
  return {
    kind: 'reward',
    rewardId: stored.id,
    reward,
    archived: stored.archived || event.type === 'reward.archive',
    made: stored.made,
  };
}

/** A grown-up's bonus, take-back or reversal, with a reason. */
function grownUpEntry(context: RewardsContext, event: RewardsEvent): RewardsWrite | null {
  if (
    event.type !== 'bonus.give' &&
    event.type !== 'stars.takeBack' &&
    event.type !== 'entry.reverse'
  ) {
    return null;
  }
  const kid = context.kids[event.kidId];
  const reason = checkedReason(event.reason);
  if (context.maker.by !== 'grown-up' || kid === undefined || reason === null) return null;
  if (event.type === 'entry.reverse') {
    const item = kid.history.find(({ entry }) => entry.id === event.entryId);
    if (item === undefined || !item.reversible) return null;
    return {
      kind: 'entry',
      kidId: event.kidId,
      entry: { type: 'reversal', entry: item.entry.id, reason },
    };
  }
  if (!isWholeStars(event.stars)) return null;
  const type = event.type === 'bonus.give' ? 'bonus' : 'takeBack';
  return { kind: 'entry', kidId: event.kidId, entry: { type, stars: event.stars, reason } };
}

/** A kid's ask (or a grown-up's for them): a reward for them that fits and is not asked for. */
function askWrite(context: RewardsContext, event: RewardsEvent): RewardsWrite | null {
  if (event.type !== 'request.ask') return null;
  const kid = context.kids[event.kidId];
  const reward = rewardOf(context, event.rewardId);
  if (kid === undefined || reward === undefined || !canAsk(event.kidId, reward, kid)) return null;
  const { id, title, cost, needsYes } = reward;
  return {
    kind: 'entry',
    kidId: event.kidId,
    entry: { type: 'request', reward: id, title, cost, needsYes },
  };
}

/**
 * The write an event asks for, or `null` when it may not be made now: out of bounds, not
 * legal for who is writing, or the same as one being written.
 */
export function writeFor(context: RewardsContext, event: RewardsEvent): RewardsWrite | null {
  const write =
    event.type in ANSWERS
      ? answerWrite(context, event as Extract<RewardsEvent, { requestId: string }>)
      : (askWrite(context, event) ??
        grownUpEntry(context, event) ??
        catalogueWrite(context, event));
  return write === null || isBeingWritten(context.pending, write) ? null : write;
}
