/**
 * A kid's stars and requests, derived from the ledger, never stored (docs/design.md "Rewards"):
 * the entries are folded in the order they were made, each request through the request machine,
 * which alone says which answer is legal.
 */
import type { RequestAnswer, RequestEvent } from '../rewards/requestMachine';
import { startOf, stepOf } from '../rewards/requestSteps';
import { holdsStars, isPending, spendsStars } from '../rewards/selectors';
import {
  historyOf,
  type CountedEntry,
  type FoldedRequest,
  type HistoryItem,
} from './rewardHistory';
import type {
  AnswerEntry,
  LedgerEntry,
  Maker,
  RequestEntry,
  RequestState,
  Reward,
  StarsEntry,
} from './rewards';

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
 * Where a fold starts: the totals of the entries up to a boundary and the requests still open
 * there (`ledgerCheckpoint.ts`). A fold from nothing starts at 0, with none.
 */
export interface FoldStart {
  bonuses: number;
  takenBack: number;
  /** Granted requests' costs, the open ones' included. */
  spent: number;
  /** In id order; the stars the asked ones hold are theirs, not in the totals. */
  open?: readonly OpenRequest[];
}

/** The states a later entry may still move a request from by an answer: it is not over yet. */
export const OPEN_STATES: ReadonlySet<RequestState> = new Set([
  'requested',
  'needsGrownUp',
  'granted',
]);
export type OpenState = 'requested' | 'needsGrownUp' | 'granted';

/**
 * A request open where a fold starts: asked (holding its stars), needing a grown-up, or granted
 * and not given. A later answer names it, and a later reversal names it or the yes that granted
 * it: the fold goes on with it as if it had folded it.
 */
export interface OpenRequest {
  /** The request entry as it was made. */
  entry: RequestEntry;
  state: OpenState;
  /** The yes that granted it, when one did (granted at once: none): always a grown-up's. */
  grant?: { id: string; at: number; uid?: string };
}

/**
 * The stars earned for which every comparison the fold made ("fits", "needs a grown-up", what a
 * take-back took) comes out as it did: from `from`, and below `below` (`null`: no bound).
 */
export interface EarnedRange {
  from: number;
  below: number | null;
}

const ANSWER_EVENTS = {
  cancel: 'request.cancel',
  grant: 'request.grant',
  decline: 'request.decline',
  given: 'request.give',
} as const;

/** Who answered, when and why, from an entry or the event made of it. */
function answerOf(entry: RequestAnswer): RequestAnswer {
  return {
    by: entry.by,
    at: entry.at,
    ...(entry.uid !== undefined && { uid: entry.uid }),
    ...(entry.reason !== undefined && { reason: entry.reason }),
  };
}

/** The entry an answer or a reversal names, if it names one. */
const targetOf = (entry: LedgerEntry): string | undefined =>
  entry.type === 'reversal' ? entry.entry : 'request' in entry ? entry.request : undefined;

const isStars = (entry: LedgerEntry | undefined): entry is StarsEntry =>
  entry?.type === 'bonus' || entry?.type === 'takeBack';

/** Each id once (the first copy), in the order the entries were made. */
function uniqueInOrder(ledger: readonly LedgerEntry[]): LedgerEntry[] {
  const byId = new Map<string, LedgerEntry>();
  for (const entry of ledger) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Bonuses and take-backs a grown-up reversed, with the reversal that counts (the first): they
 * count as never made, so the fold leaves them out from the start.
 */
function reversedStarsOf(entries: readonly LedgerEntry[], byId: Map<string, LedgerEntry>) {
  const reversed = new Map<string, string>();
  for (const entry of entries) {
    if (entry.type !== 'reversal' || entry.by !== 'grown-up') continue;
    const target = byId.get(entry.entry);
    if (isStars(target) && target.by === 'grown-up' && !reversed.has(target.id)) {
      reversed.set(target.id, entry.id);
    }
  }
  return reversed;
}

/**
 * An answer made on a device whose clock was behind sorts before what it answers: each entry
 * naming a later one waits for it and comes right after it. Names of no entry stay in place.
 */
function inFoldOrder(entries: readonly LedgerEntry[], byId: Map<string, LedgerEntry>) {
  const ordered: LedgerEntry[] = [];
  const placed = new Set<string>();
  const waiting = new Map<string, LedgerEntry[]>();
  const place = (entry: LedgerEntry) => {
    ordered.push(entry);
    placed.add(entry.id);
    const next = waiting.get(entry.id) ?? [];
    waiting.delete(entry.id);
    next.forEach(place);
  };
  for (const entry of entries) {
    const target = targetOf(entry);
    if (target !== undefined && byId.has(target) && !placed.has(target)) {
      waiting.set(target, [...(waiting.get(target) ?? []), entry]);
    } else place(entry);
  }
  return ordered;
}

/** What a fold of entries leaves: the totals, the requests, and what the history needs. */
export interface Fold {
  entries: LedgerEntry[];
  totals: { bonuses: number; takenBack: number; held: number; spent: number };
  /** The start's open requests, then those of the entries, in that order. */
  requests: Map<string, FoldedRequest>;
  /** Each request no longer open, by the entry that ended its being open (given, no, …). */
  closed: Map<string, string>;
  counted: Map<string, CountedEntry>;
  reversed: Set<string>;
  /** The stars earned the same fold comes out of (`earned` is always in it). */
  range: EarnedRange;
}

/**
 * Folds entries in entry-id order (an answer right after what it names), each request through
 * the request machine, from `start` (the totals of the entries before them) or from nothing.
 */
export function foldLedger(
  ledger: readonly LedgerEntry[],
  earned: number,
  start: FoldStart = { bonuses: 0, takenBack: 0, spent: 0 },
): Fold {
  const entries = uniqueInOrder(ledger);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const reversedStars = reversedStarsOf(entries, byId);
  const totals = {
    bonuses: start.bonuses,
    takenBack: start.takenBack,
    held: 0,
    spent: start.spent,
  };
  /** Spendable less earned: what each comparison adds earned to. */
  const rest = () => totals.bonuses - totals.takenBack - totals.held - totals.spent;
  const spendable = () => earned + rest();
  const range: EarnedRange = { from: 0, below: null };
  const atLeast = (stars: number) => (range.from = Math.max(range.from, stars));
  const below = (stars: number) => (range.below = Math.min(range.below ?? stars, stars));
  const requests = new Map<string, FoldedRequest>();
  const counted = new Map<string, CountedEntry>();
  const reversed = new Set<string>(reversedStars.keys());
  const closed = new Map<string, string>();
  /** What the start's open requests are named by: the asks, and the yeses that granted them. */
  const carried = new Map<string, LedgerEntry>();
  for (const open of start.open ?? []) {
    const { entry, state, grant } = open;
    const request: FoldedRequest = {
      entry,
      state,
      // Only the ask's own line reads it, and the ask is before the start.
      fits: state !== 'needsGrownUp',
      answeredBy: grant
        ? { by: 'grown-up', at: grant.at, ...(grant.uid !== undefined && { uid: grant.uid }) }
        : null,
      lastStep: grant?.id ?? entry.id,
    };
    requests.set(entry.id, request);
    carried.set(entry.id, entry);
    counted.set(entry.id, { request });
    if (grant) {
      const yes: AnswerEntry = {
        id: grant.id,
        type: 'grant',
        by: 'grown-up',
        at: grant.at,
        ...(grant.uid !== undefined && { uid: grant.uid }),
        request: entry.id,
      };
      carried.set(yes.id, yes);
      counted.set(yes.id, { request });
    }
    if (holdsStars(state)) totals.held += entry.cost;
  }
  const requestOf = (entry: LedgerEntry) =>
    requests.get(entry.type === 'request' ? entry.id : (targetOf(entry) ?? ''));

  /** Moves a request on; whether the machine took the event (a state is never left for itself). */
  function move(request: FoldedRequest, event: RequestEvent, by: LedgerEntry): boolean {
    const before = request.state;
    const after = stepOf(before, { needsYes: request.entry.needsYes, fits: request.fits }, event);
    if (after === before) return false;
    const { cost } = request.entry;
    totals.held += (holdsStars(after) ? cost : 0) - (holdsStars(before) ? cost : 0);
    totals.spent += (spendsStars(after) ? cost : 0) - (spendsStars(before) ? cost : 0);
    request.state = after;
    if (OPEN_STATES.has(before) && !OPEN_STATES.has(after)) closed.set(request.entry.id, by.id);
    // As the machine's `recordAnswer` keeps it.
    request.answeredBy = answerOf(event);
    return true;
  }

  function answer(entry: AnswerEntry): void {
    const request = requests.get(entry.request);
    if (request === undefined) return;
    const heldBefore = holdsStars(request.state);
    // A yes once written stands: the app writes one only when it fits (`canGrant`), and a
    // balance that shrinks later (a task unticked, a bonus reversed) never undoes it. Only an
    // ask still holding its stars can come to need a grown-up again.
    const event: RequestEvent =
      entry.type === 'grant'
        ? { type: 'request.grant', fits: true, ...answerOf(entry) }
        : { type: ANSWER_EVENTS[entry.type], ...answerOf(entry) };
    if (!move(request, event, entry)) return;
    if (entry.type === 'grant' || entry.type === 'given') request.lastStep = entry.id;
    counted.set(entry.id, { request, heldBefore });
  }

  function apply(entry: LedgerEntry): void {
    if (entry.type === 'request') {
      const fits = entry.cost <= spendable();
      // It fits from `cost - rest` stars earned on.
      if (fits) atLeast(entry.cost - rest());
      else below(entry.cost - rest());
      const state = startOf({ needsYes: entry.needsYes, fits });
      const request = { entry, state, fits, answeredBy: null, lastStep: entry.id };
      requests.set(entry.id, request);
      if (holdsStars(state)) totals.held += entry.cost;
      if (spendsStars(state)) totals.spent += entry.cost;
      counted.set(entry.id, { request });
    } else if (isStars(entry)) {
      if (entry.by !== 'grown-up') return;
      if (reversedStars.has(entry.id)) counted.set(entry.id, {});
      else if (entry.type === 'bonus') {
        totals.bonuses += entry.stars;
        counted.set(entry.id, {});
      } else {
        // Never below 0: it takes what there is at its point.
        const there = spendable();
        const taken = Math.min(entry.stars, Math.max(0, there));
        // All of it, or nothing, hold for a range; a part of it only for these stars earned.
        if (there >= entry.stars) atLeast(entry.stars - rest());
        else if (there <= 0) below(1 - rest());
        else {
          atLeast(earned);
          below(earned + 1);
        }
        totals.takenBack += taken;
        counted.set(entry.id, { taken });
      }
    } else if (entry.type === 'reversal') {
      const target = byId.get(entry.entry) ?? carried.get(entry.entry);
      if (target === undefined || !counted.has(target.id)) return;
      if (isStars(target)) {
        if (reversedStars.get(target.id) === entry.id) counted.set(entry.id, { target });
        return;
      }
      // Any step of a granted request names it: the ask granted at once, the yes, or "given".
      const request = requestOf(target);
      if (request === undefined) return;
      if (!move(request, { type: 'request.reverse', ...answerOf(entry) }, entry)) return;
      counted.set(entry.id, { request, target });
      reversed.add(target.id);
    } else answer(entry);
  }

  inFoldOrder(entries, byId).forEach(apply);
  return { entries, totals, requests, closed, counted, reversed, range };
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
