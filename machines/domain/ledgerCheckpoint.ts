/**
 * A kid's ledger checkpoint (docs/design.md "Rewards"): the fold's totals up to and including one
 * entry, the boundary, and the requests still open there, so opening the rewards reads the
 * entries after it, not years of them. `checkpointOf` chooses the boundary and folds up to it;
 * `isCheckpointUsable` says whether the entries after it and the stars earned now continue it
 * exactly as a fold from scratch would.
 */
import { MAX_CHECKPOINT_OPEN } from './limits';
import { OPEN_STATES, type FoldStart, type OpenRequest, type OpenState } from './foldStart';
import { foldLedger, type EarnedRange, type Fold } from './ledgerFold';
import type { FoldedRequest } from './rewardHistory';
import { askAsMade } from './checkpointStored';
import type { LedgerEntry } from './rewards';

export interface LedgerCheckpoint extends FoldStart {
  /** The last entry folded in: the entries read after it are those with greater ids. */
  boundary: string;
  /** The stars earned it holds for: every comparison before the boundary came out the same. */
  earned: EarnedRange;
  /** The rewards a request at or before the boundary names: archived, never deleted. */
  rewards: readonly string[];
  /**
   * The requests at or before the boundary still open after it (asked, needing a grown-up, or
   * granted and not given), in id order: at most `MAX_CHECKPOINT_OPEN`.
   */
  open: readonly OpenRequest[];
}

/** The boundary stays this many days behind today: an entry made later than that waits after it. */
export const CHECKPOINT_AGE_DAYS = 28;

/**
 * A usable checkpoint is moved on once this many entries after it could be folded into it: often
 * enough that the entries read stay few, seldom enough that it is rarely written.
 */
export const CHECKPOINT_ADVANCE_ENTRIES = 100;

/** The entry an answer or a reversal names, if it names one. */
const targetOf = (entry: LedgerEntry): string | undefined =>
  entry.type === 'reversal' ? entry.entry : 'request' in entry ? entry.request : undefined;

/**
 * The ids at or before the boundary that an entry after it may name with an effect, and the fold
 * goes on with: each open request, and the yes that granted one (a reversal names either).
 */
function carriedNames(checkpoint: Pick<LedgerCheckpoint, 'open'>): Set<string> {
  const names = new Set<string>();
  for (const { entry, grant } of checkpoint.open) {
    names.add(entry.id);
    if (grant) names.add(grant.id);
  }
  return names;
}

/**
 * Whether the checkpoint continues exactly with these entries after its boundary and these stars
 * earned: no entry after it names one at or before it other than an open request it carries or
 * the yes that granted one (a reversal of an old bonus, of a given request: it would change the
 * totals), and the stars earned are in its range.
 */
export function isCheckpointUsable(
  checkpoint: LedgerCheckpoint,
  tail: readonly LedgerEntry[],
  earned: number,
): boolean {
  const { from, below } = checkpoint.earned;
  if (earned < from || (below !== null && earned >= below)) return false;
  const carried = carriedNames(checkpoint);
  return tail.every((entry) => {
    const target = targetOf(entry);
    return target === undefined || target > checkpoint.boundary || carried.has(target);
  });
}

/** Unix seconds of the day `CHECKPOINT_AGE_DAYS` before `today` (`YYYY-MM-DD`) began, in UTC. */
export function checkpointCutOff(today: string): number {
  return Date.parse(`${today}T00:00:00Z`) / 1000 - CHECKPOINT_AGE_DAYS * 86_400;
}

/**
 * The index of the last entry that may be a boundary, or -1 for none. Every entry up to it was
 * made before `cutOff`; at most `MAX_CHECKPOINT_OPEN` requests are open there; and every entry
 * naming another is on the same side of the boundary as what it names, or after it naming an
 * open request it carries or the yes that granted one (one naming no entry here stays after it,
 * and so does the id it names). `all` is the fold of the entries (from `start`, when given).
 */
function boundaryIndex(all: Fold, cutOff: number, start: LedgerCheckpoint | undefined) {
  const { entries, requests, counted, closed } = all;
  const index = new Map(entries.map((entry, at) => [entry.id, at]));
  const indexOf = (id: string) => index.get(id) ?? -1;
  /** The request a name may be carried as: an ask, or the yes that granted it. */
  const grants = new Map<string, string>();
  for (const open of start?.open ?? []) if (open.grant) grants.set(open.grant.id, open.entry.id);
  for (const entry of entries) {
    if (entry.type === 'grant' && counted.get(entry.id)?.request) {
      grants.set(entry.id, entry.request);
    }
  }
  const requestNamed = (id: string) => (requests.has(id) ? id : grants.get(id));
  /** The first index from which the request is over (given, turned down, …): never, past the end. */
  const overFrom = (requestId: string) => {
    const by = closed.get(requestId);
    if (by === undefined) return entries.length;
    const target = targetOf(entries[indexOf(by)] as LedgerEntry) ?? '';
    return Math.max(indexOf(by), indexOf(target), indexOf(requestId));
  };
  /** `forbidden[k]` > 0: the boundary may not be entries[k]. */
  const forbidden = new Array<number>(entries.length + 1).fill(0);
  const forbid = (low: number, high: number) => {
    if (low >= high) return;
    forbidden[low] = (forbidden[low] ?? 0) + 1;
    forbidden[high] = (forbidden[high] ?? 0) - 1;
  };
  /** `opened[k]`: requests open from k on (+1) and over from k on (−1). */
  const opened = new Array<number>(entries.length + 1).fill(0);
  for (const requestId of requests.keys()) {
    const from = Math.max(0, indexOf(requestId));
    const to = overFrom(requestId);
    if (from >= to) continue;
    opened[from] = (opened[from] ?? 0) + 1;
    opened[to] = (opened[to] ?? 0) - 1;
  }
  let last = entries.length - 1;
  entries.forEach((entry, at) => {
    if (entry.at >= cutOff) last = Math.min(last, at - 1);
    const target = targetOf(entry);
    if (target === undefined) return;
    const named = index.get(target);
    const request = requestNamed(target);
    if (named === undefined && request === undefined) {
      // Before it, and before the id it names: the entries after the boundary name none before.
      const before = entries.findIndex((other) => other.id >= target);
      last = Math.min(last, at - 1, (before === -1 ? entries.length : before) - 1);
      return;
    }
    // Named before the boundary, carried while it is open; otherwise not between the two.
    if (named !== undefined && named > at) forbid(at, named);
    else if (request === undefined) forbid(named ?? 0, at);
    else forbid(Math.max(named ?? 0, overFrom(request)), at);
  });
  let found = -1;
  let depth = 0;
  let open = 0;
  for (let at = 0; at <= last; at++) {
    depth += forbidden[at] ?? 0;
    open += opened[at] ?? 0;
    if (depth === 0 && open <= MAX_CHECKPOINT_OPEN) found = at;
  }
  return found;
}

/** An open request as a checkpoint carries it: the ask as made, its state, the yes if any. */
function openRequestOf(request: FoldedRequest): OpenRequest {
  const entry = askAsMade(request.entry);
  const { id } = entry;
  const { answeredBy, lastStep } = request;
  const granted = request.state === 'granted' && lastStep !== id && answeredBy !== null;
  return {
    entry,
    state: request.state as OpenState,
    ...(granted && {
      grant: {
        id: lastStep,
        at: answeredBy.at,
        ...(answeredBy.uid !== undefined && { uid: answeredBy.uid }),
      },
    }),
  };
}

/**
 * The checkpoint of a kid's ledger: `ledger` is all of it, or the entries after `start`'s
 * boundary when `start` is given (a usable checkpoint, moved on). `null` when no entry may be a
 * boundary (and `start` is not given). The same entries, stars earned and day give the same
 * checkpoint on any device.
 */
export function checkpointOf(
  ledger: readonly LedgerEntry[],
  earned: number,
  today: string,
  start?: LedgerCheckpoint,
): LedgerCheckpoint | null {
  const all = foldLedger(ledger, earned, start);
  const last = boundaryIndex(all, checkpointCutOff(today), start);
  if (last === -1) return start ?? null;
  const prefix = all.entries.slice(0, last + 1);
  const fold = foldLedger(prefix, earned, start);
  const named = new Set(start?.rewards ?? []);
  for (const entry of prefix) if (entry.type === 'request') named.add(entry.reward);
  const below = [start?.earned.below ?? null, fold.range.below].filter((n) => n !== null);
  return {
    boundary: (prefix[last] as LedgerEntry).id,
    bonuses: fold.totals.bonuses,
    takenBack: fold.totals.takenBack,
    spent: fold.totals.spent,
    earned: {
      from: Math.max(start?.earned.from ?? 0, fold.range.from),
      below: below.length === 0 ? null : Math.min(...below),
    },
    rewards: [...named].sort(),
    open: [...fold.requests.values()]
      .filter((request) => OPEN_STATES.has(request.state))
      .map(openRequestOf)
      .sort((a, b) => (a.entry.id < b.entry.id ? -1 : 1)),
  };
}

/** How many of `tail` a checkpoint moved on now would fold in: it is worth writing from 100. */
export function entriesToFold(tail: readonly LedgerEntry[], next: LedgerCheckpoint): number {
  return tail.filter((entry) => entry.id <= next.boundary).length;
}
