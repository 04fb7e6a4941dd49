/**
 * A kid's stars and requests, derived from the ledger, never stored (docs/design.md "Rewards"):
 * the balance, the requests, the history and the rewards offered, from the fold of the entries
 * (`ledgerFold.ts`), and what the kid or a grown-up may ask for or answer now, which the request
 * machine alone says.
 */
import type { RequestAnswer, RequestEvent } from '../rewards/requestMachine';
import { stepOf } from '../rewards/requestSteps';
import { holdsStars, isPending } from '../rewards/selectors';
import type { FoldStart } from './foldStart';
import { ANSWER_EVENTS, foldLedger } from './ledgerFold';
import { historyOf, type HistoryItem } from './rewardHistory';
import type { LedgerEntry, Maker, RequestState, Reward } from './rewards';

export interface RewardRequest {
  /** The request entry's id. */
  id: string;
  rewardId: string;
  /** The reward's title and cost as the request copied them. */
  title: string;
  cost: number;
  /** The reward's picture, while the catalogue has it. */
  picture?: string;
  state: RequestState;
  madeAt: number;
  by: Maker;
  /** The latest answer that moved it (a yes, a no, a cancel, given, a reversal). */
  answeredBy?: RequestAnswer;
}

/** A reward of the catalogue offered to the kid, and how far they are from it. */
export interface OfferedReward {
  reward: Reward;
  /** Stars still needed before they can ask: 0 once it fits. */
  starsLeft: number;
  canAsk: boolean;
}

export interface KidRewards {
  /** earned + bonuses − takenBack − spent − held: never below 0. */
  spendable: number;
  /** Asked for and waiting for a yes. */
  held: number;
  spent: number;
  earned: number;
  bonuses: number;
  /** What the take-backs took, each no more than there was at its point. */
  takenBack: number;
  /** In the order they were made. */
  requests: RewardRequest[];
  /** Newest first: every entry that counted, with a line in plain words. */
  history: HistoryItem[];
  /** The catalogue's rewards for this kid, not archived, in the catalogue's order. */
  offered: OfferedReward[];
}

export interface RewardsSources {
  catalogue: readonly Reward[];
  /**
   * The kid's entries, in any order; an entry delivered twice counts once. With `checkpoint`,
   * only those after its boundary (`ledgerCheckpoint.ts`): the fold goes on from its totals.
   */
  ledger: readonly LedgerEntry[];
  /** Stars earned by ticked tasks (`machines/domain/earnedStars.ts`). */
  earned: number;
  checkpoint?: FoldStart;
}

/**
 * A kid's balance, requests, history and offered rewards (docs/design.md "Rewards"). From a
 * checkpoint, the requests and the history are those of the entries after its boundary.
 */
export function rewardsOf(
  kidId: string,
  { catalogue, ledger, earned, checkpoint }: RewardsSources,
): KidRewards {
  const { entries, totals, requests, counted, reversed } = foldLedger(ledger, earned, checkpoint);
  const spendable = () => earned + totals.bonuses - totals.takenBack - totals.held - totals.spent;
  const pictures = new Map(catalogue.map((reward) => [reward.id, reward.picture]));
  const derived: KidRewards = {
    // A yes that stood while the balance shrank may leave it owing: shown as 0, earned back first.
    spendable: Math.max(0, spendable()),
    ...totals,
    earned,
    requests: [...requests.values()].map(({ entry, state, answeredBy }) => {
      const picture = pictures.get(entry.reward);
      return {
        id: entry.id,
        rewardId: entry.reward,
        title: entry.title,
        cost: entry.cost,
        ...(picture !== undefined && { picture }),
        state,
        madeAt: entry.at,
        by: entry.by,
        ...(answeredBy !== null && { answeredBy }),
      };
    }),
    history: historyOf(entries, counted, reversed),
    offered: [],
  };
  derived.offered = catalogue
    .filter((reward) => !reward.archived && isFor(kidId, reward))
    .map((reward) => ({
      reward,
      starsLeft: whatIsLeft(reward, derived.spendable),
      canAsk: canAsk(kidId, reward, derived),
    }));
  return derived;
}

const isFor = (kidId: string, reward: Reward) =>
  reward.kids === undefined || reward.kids.includes(kidId);

/** Stars still needed before a kid can ask for it: 0 once it fits ("3 more stars"). */
export function whatIsLeft(reward: Pick<Reward, 'cost'>, spendable: number): number {
  return Math.max(0, reward.cost - spendable);
}

/** A kid may ask for it: it is for them, not archived, fits, and is not already asked for. */
export function canAsk(kidId: string, reward: Reward, derived: KidRewards): boolean {
  return (
    !reward.archived &&
    isFor(kidId, reward) &&
    reward.cost <= derived.spendable &&
    !derived.requests.some((request) => request.rewardId === reward.id && isPending(request.state))
  );
}

/** Whether the request machine takes this answer, by `by`, on the request as it stands now. */
export function canAnswer(
  request: RewardRequest,
  answer: keyof typeof ANSWER_EVENTS | 'reversal',
  by: Maker,
  derived: KidRewards,
): boolean {
  const { state } = request;
  const placed = { needsYes: true, fits: state !== 'needsGrownUp' };
  const own = holdsStars(state) ? request.cost : 0;
  const event: RequestEvent =
    answer === 'reversal'
      ? { type: 'request.reverse', by, at: 0 }
      : answer === 'grant'
        ? { type: 'request.grant', by, at: 0, fits: request.cost <= derived.spendable + own }
        : { type: ANSWER_EVENTS[answer], by, at: 0 };
  return stepOf(state, placed, event) !== state;
}

/** A grown-up may say yes: to a request holding its stars, or to one needing a grown-up that now fits. */
export const canGrant = (request: RewardRequest, derived: KidRewards): boolean =>
  canAnswer(request, 'grant', 'grown-up', derived);
