/**
 * Where a fold of a kid's ledger starts (docs/design.md "Rewards"): from nothing, or from a
 * checkpoint's totals and the requests still open at its boundary (`ledgerCheckpoint.ts`), which
 * the fold goes on with as if it had folded them itself.
 */
import { holdsStars } from '../rewards/selectors';
import type { CountedEntry, FoldedRequest } from './rewardHistory';
import type { AnswerEntry, LedgerEntry, RequestEntry, RequestState } from './rewards';

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

/** What the start's open requests bring into the fold, as if it had folded them. */
export interface CarriedIn {
  /** Each open request by its ask's id, in the start's order. */
  requests: Map<string, FoldedRequest>;
  /** What the start's open requests are named by: the asks, and the yeses that granted them. */
  named: Map<string, LedgerEntry>;
  /** The asks and the yeses, as counted for their requests. */
  counted: Map<string, CountedEntry>;
  /** The stars the asked ones hold. */
  held: number;
}

/** The start's open requests as the fold goes on with them. */
export function carryIn(open: readonly OpenRequest[] = []): CarriedIn {
  const carried: CarriedIn = { requests: new Map(), named: new Map(), counted: new Map(), held: 0 };
  for (const { entry, state, grant } of open) {
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
    carried.requests.set(entry.id, request);
    carried.named.set(entry.id, entry);
    carried.counted.set(entry.id, { request });
    if (grant) {
      const yes: AnswerEntry = {
        id: grant.id,
        type: 'grant',
        by: 'grown-up',
        at: grant.at,
        ...(grant.uid !== undefined && { uid: grant.uid }),
        request: entry.id,
      };
      carried.named.set(yes.id, yes);
      carried.counted.set(yes.id, { request });
    }
    if (holdsStars(state)) carried.held += entry.cost;
  }
  return carried;
}
