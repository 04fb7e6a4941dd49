import type { SnapshotFrom } from 'xstate';
import type { KidRewards, RewardRequest } from '../domain/rewardBalance';
import type { RequestState, Reward } from '../domain/rewards';
import type { requestMachine } from './requestMachine';
import type { rewardsMachine } from './rewardsMachine';
import { usesRewards } from './usesRewards';
import { isRewardUsed, writeKey } from './writeKeys';

type RequestSnapshot = SnapshotFrom<typeof requestMachine>;

/** Its cost is held: asked, waiting for a yes. */
export const holdsStars = (state: RequestState): boolean => state === 'requested';

/** Its cost is spent: granted or given, until reversed. */
export const spendsStars = (state: RequestState): boolean =>
  state === 'granted' || state === 'given';

/** Waiting for a grown-up: asked and held, or asked beyond the balance. */
export const isPending = (state: RequestState): boolean =>
  state === 'requested' || state === 'needsGrownUp';

/** Where the request stands once placed (`placing` lasts no step). */
export const selectRequestState = (snapshot: RequestSnapshot): RequestState =>
  snapshot.value === 'placing' ? 'requested' : snapshot.value;

export const selectHolds = (snapshot: RequestSnapshot): boolean =>
  holdsStars(selectRequestState(snapshot));

export const selectSpends = (snapshot: RequestSnapshot): boolean =>
  spendsStars(selectRequestState(snapshot));

export const selectIsPending = (snapshot: RequestSnapshot): boolean =>
  isPending(selectRequestState(snapshot));

type RewardsSnapshot = SnapshotFrom<typeof rewardsMachine>;

/** A request waiting for a grown-up, with whose it is. */
export interface WaitingRequest {
  kidId: string;
  request: RewardRequest;
}

const NO_REWARDS: readonly Reward[] = Object.freeze([]);
const NO_WAITING: readonly WaitingRequest[] = Object.freeze([]);

/** The catalogue, archived rewards included; empty until heard. */
export const selectCatalogue = (snapshot: RewardsSnapshot): readonly Reward[] =>
  snapshot.context.catalogue ?? NO_REWARDS;

/**
 * Everything a balance needs is heard: the kids' rewards can show. Not while earlier windows of
 * days are read and settled: only once the days up to today are. A family with no rewards yet
 * reads no days for them: it is loaded once the rest is heard.
 */
export const selectRewardsLoaded = ({ context }: RewardsSnapshot): boolean =>
  context.catalogue !== null &&
  context.ledger !== null &&
  context.settled !== null &&
  ((context.days !== null && context.daysCaughtUp) || !usesRewards(context));

/** A kid's stars, requests and history; `null` until heard. */
export const selectKidRewards =
  (kidId: string) =>
  (snapshot: RewardsSnapshot): KidRewards | null =>
    snapshot.context.kids[kidId] ?? null;

/** A kid's spendable stars; `null` until heard. */
export const selectSpendable =
  (kidId: string) =>
  (snapshot: RewardsSnapshot): number | null =>
    snapshot.context.kids[kidId]?.spendable ?? null;

type Kids = RewardsSnapshot['context']['kids'];

/** Every kid's requests in a state `matches`, oldest first; once per derivation and kind. */
function requestsWhere(
  memo: WeakMap<Kids, readonly WaitingRequest[]>,
  matches: (state: RequestState) => boolean,
) {
  return ({ context: { kids, kidIds } }: RewardsSnapshot): readonly WaitingRequest[] => {
    let found = memo.get(kids);
    if (found === undefined) {
      const all = kidIds.flatMap((kidId) =>
        (kids[kidId]?.requests ?? [])
          .filter((request) => matches(request.state))
          .map((request) => ({ kidId, request })),
      );
      found = all.length === 0 ? NO_WAITING : all.sort(compareIds);
      memo.set(kids, found);
    }
    return found;
  };
}

/** Every kid's requests waiting for a grown-up (held, or beyond the balance), oldest first. */
export const selectWaiting = requestsWhere(new WeakMap(), isPending);

/** Every kid's requests granted and not given yet, oldest first. */
export const selectToGive = requestsWhere(new WeakMap(), (state) => state === 'granted');

const compareIds = (a: WaitingRequest, b: WaitingRequest) =>
  a.request.id < b.request.id ? -1 : a.request.id > b.request.id ? 1 : 0;

/** How many requests wait for a grown-up: the navigation's badge. */
export const selectWaitingCount = (snapshot: RewardsSnapshot): number =>
  selectWaiting(snapshot).length;

/** Whether a write about this is asked for or under way (`writeKey`). */
export const selectIsWriting =
  (key: string) =>
  (snapshot: RewardsSnapshot): boolean =>
    snapshot.context.pending.some((write) => writeKey(write) === key);

export const selectRewardsError = (snapshot: RewardsSnapshot) => snapshot.context.error;

/** A listener, or the settling of weeks, failed: Retry starts it again. */
export const selectRewardsFailed = (snapshot: RewardsSnapshot): boolean =>
  snapshot.matches({ rewards: 'failed' }) ||
  snapshot.matches({ days: 'failed' }) ||
  snapshot.matches({ settling: 'failed' });

/** Whether any entry names the reward: it is archived, never deleted. */
export const selectIsRewardUsed =
  (rewardId: string) =>
  (snapshot: RewardsSnapshot): boolean =>
    isRewardUsed(snapshot.context, rewardId);

/** The family has rewards for this kid, or the kid has a history: their stars to spend show. */
export const selectHasRewards =
  (kidId: string) =>
  ({ context }: RewardsSnapshot): boolean =>
    (context.catalogue ?? []).some(
      (reward) => !reward.archived && (reward.kids === undefined || reward.kids.includes(kidId)),
    ) ||
    (context.ledger?.[kidId]?.length ?? 0) > 0 ||
    context.checkpoints?.[kidId] !== undefined;

/**
 * Each kid whose stars to spend show, with how many, once everything a balance needs is heard;
 * `null` until then.
 */
export const selectSpenders = (
  snapshot: RewardsSnapshot,
): Readonly<Record<string, number>> | null => {
  if (!selectRewardsLoaded(snapshot)) return null;
  const spenders: Record<string, number> = {};
  for (const kidId of snapshot.context.kidIds) {
    const spendable = selectSpendable(kidId)(snapshot);
    if (spendable !== null && selectHasRewards(kidId)(snapshot)) spenders[kidId] = spendable;
  }
  return spenders;
};

/**
 * A kid's whole history is read (History shown reads it, however long): until then the page
 * says it is loading.
 */
export const selectHistoryLoaded =
  (kidId: string) =>
  ({ context }: RewardsSnapshot): boolean =>
    context.ledgerFrom[kidId] === null && context.kids[kidId] !== undefined;
