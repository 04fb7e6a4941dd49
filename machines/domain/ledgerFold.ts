/**
 * The fold of a kid's ledger (docs/design.md "Rewards"): the entries, in the order the fold takes
 * them (`foldOrder.ts`), each moving the totals and the requests on from where the fold starts
 * (`foldStart.ts`), each request through the request machine, which alone says which answer is
 * legal; and the stars earned for which the same fold comes out.
 */
import type { RequestAnswer, RequestEvent } from '../rewards/requestMachine';
import { startOf, stepOf } from '../rewards/requestSteps';
import { holdsStars, spendsStars } from '../rewards/selectors';
import { carryIn, OPEN_STATES, type FoldStart } from './foldStart';
import { inFoldOrder, isStars, reversedStarsOf, targetOf, uniqueInOrder } from './foldOrder';
import type { CountedEntry, FoldedRequest } from './rewardHistory';
import type { AnswerEntry, LedgerEntry } from './rewards';

/**
 * The stars earned for which every comparison the fold made ("fits", "needs a grown-up", what a
 * take-back took) comes out as it did: from `from`, and below `below` (`null`: no bound).
 */
export interface EarnedRange {
  from: number;
  below: number | null;
}

/** The request machine's event for each answer a ledger entry may give. */
export const ANSWER_EVENTS = {
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
  const { requests, named, counted, held } = carryIn(start.open);
  const totals = {
    bonuses: start.bonuses,
    takenBack: start.takenBack,
    held,
    spent: start.spent,
  };
  /** Spendable less earned: what each comparison adds earned to. */
  const rest = () => totals.bonuses - totals.takenBack - totals.held - totals.spent;
  const spendable = () => earned + rest();
  const range: EarnedRange = { from: 0, below: null };
  const atLeast = (stars: number) => (range.from = Math.max(range.from, stars));
  const below = (stars: number) => (range.below = Math.min(range.below ?? stars, stars));
  const reversed = new Set<string>(reversedStars.keys());
  const closed = new Map<string, string>();
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
      const target = byId.get(entry.entry) ?? named.get(entry.entry);
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
