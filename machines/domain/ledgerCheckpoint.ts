/**
 * A kid's ledger checkpoint (docs/design.md "Rewards"): the fold's totals up to and including one
 * entry, the boundary, so opening the rewards reads the entries after it, not years of them.
 * `checkpointOf` chooses the boundary and folds up to it; `isCheckpointUsable` says whether the
 * entries after it and the stars earned now continue it exactly as a fold from scratch would.
 */
import { MAX_CHECKPOINT_STARS } from './limits';
import { foldLedger, type EarnedRange, type FoldStart } from './rewardBalance';
import type { LedgerEntry } from './rewards';

export interface LedgerCheckpoint extends FoldStart {
  /** The last entry folded in: the entries read after it are those with greater ids. */
  boundary: string;
  /** The stars earned it holds for: every comparison before the boundary came out the same. */
  earned: EarnedRange;
  /** The rewards a request at or before the boundary names: archived, never deleted. */
  rewards: readonly string[];
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
 * Whether the checkpoint continues exactly with these entries after its boundary and these stars
 * earned: no entry after it names one at or before it (a reversal, an answer: it would change
 * the totals), and the stars earned are in its range.
 */
export function isCheckpointUsable(
  checkpoint: LedgerCheckpoint,
  tail: readonly LedgerEntry[],
  earned: number,
): boolean {
  const { from, below } = checkpoint.earned;
  if (earned < from || (below !== null && earned >= below)) return false;
  return tail.every((entry) => {
    const target = targetOf(entry);
    return target === undefined || target > checkpoint.boundary;
  });
}

/** Unix seconds of the day `CHECKPOINT_AGE_DAYS` before `today` (`YYYY-MM-DD`) began, in UTC. */
export function checkpointCutOff(today: string): number {
  return Date.parse(`${today}T00:00:00Z`) / 1000 - CHECKPOINT_AGE_DAYS * 86_400;
}

/**
 * The index of the last entry that may be a boundary, or -1 for none. Every entry up to it is
 * over: made before `cutOff`, no request waiting for a grown-up or granted and not given (an
 * answer would name it), and every entry naming another is on the same side of the boundary as
 * what it names (one naming no entry here stays after it, and so does the id it names).
 */
function boundaryIndex(entries: readonly LedgerEntry[], open: ReadonlySet<string>, cutOff: number) {
  const index = new Map(entries.map((entry, at) => [entry.id, at]));
  /** `forbidden[k]` > 0: the boundary may not be entries[k]. */
  const forbidden = new Array<number>(entries.length + 1).fill(0);
  let last = entries.length - 1;
  entries.forEach((entry, at) => {
    if (entry.at >= cutOff || open.has(entry.id)) last = Math.min(last, at - 1);
    const target = targetOf(entry);
    if (target === undefined) return;
    const named = index.get(target);
    if (named === undefined) {
      // Before it, and before the id it names: the entries after the boundary name none before.
      const before = entries.findIndex((other) => other.id >= target);
      last = Math.min(last, at - 1, (before === -1 ? entries.length : before) - 1);
      return;
    }
    // Not between the two: from the first of them to the one before the second.
    const [low, high] = named < at ? [named, at] : [at, named];
    forbidden[low] = (forbidden[low] ?? 0) + 1;
    forbidden[high] = (forbidden[high] ?? 0) - 1;
  });
  let found = -1;
  let depth = 0;
  for (let at = 0; at <= last; at++) {
    depth += forbidden[at] ?? 0;
    if (depth === 0) found = at;
  }
  return found;
}

const OPEN_STATES = new Set(['requested', 'needsGrownUp', 'granted']);

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
  const open = new Set(
    [...all.requests.values()]
      .filter((request) => OPEN_STATES.has(request.state))
      .map((request) => request.entry.id),
  );
  const last = boundaryIndex(all.entries, open, checkpointCutOff(today));
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
  };
}

/** How many of `tail` a checkpoint moved on now would fold in: it is worth writing from 100. */
export function entriesToFold(tail: readonly LedgerEntry[], next: LedgerCheckpoint): number {
  return tail.filter((entry) => entry.id <= next.boundary).length;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= 0 &&
  value <= MAX_CHECKPOINT_STARS;

/** A checkpoint as stored (`rewards/checkpoint/{kidId}`), or `undefined` when it is not one. */
export function parseCheckpoint(value: unknown): LedgerCheckpoint | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  const { boundary, bonuses, takenBack, spent, earnedFrom, earnedBelow, rewards } = fields;
  if (typeof boundary !== 'string' || boundary === '') return undefined;
  if (!isCount(bonuses) || !isCount(takenBack) || !isCount(spent) || !isCount(earnedFrom)) {
    return undefined;
  }
  if (earnedBelow !== undefined && (!isCount(earnedBelow) || earnedBelow <= earnedFrom)) {
    return undefined;
  }
  if (rewards !== undefined && typeof rewards !== 'string') return undefined;
  return {
    boundary,
    bonuses,
    takenBack,
    spent,
    earned: { from: earnedFrom, below: earnedBelow ?? null },
    rewards: rewards === undefined || rewards === '' ? [] : rewards.split(','),
  };
}

/** Each kid's checkpoint as stored; one that is not a checkpoint is left out (read whole). */
export function parseCheckpoints(value: unknown): Record<string, LedgerCheckpoint> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([kidId, stored]) => {
      const checkpoint = parseCheckpoint(stored);
      return checkpoint === undefined ? [] : [[kidId, checkpoint]];
    }),
  );
}

/** A checkpoint as the data layout keeps it. */
export function checkpointValue(checkpoint: LedgerCheckpoint) {
  const { boundary, bonuses, takenBack, spent, earned, rewards } = checkpoint;
  return {
    boundary,
    bonuses,
    takenBack,
    spent,
    earnedFrom: earned.from,
    ...(earned.below !== null && { earnedBelow: earned.below }),
    ...(rewards.length > 0 && { rewards: rewards.join(',') }),
  };
}

/** Whether two checkpoints say the same (what is stored need not be written again). */
export const sameCheckpoint = (a: LedgerCheckpoint | null, b: LedgerCheckpoint | null): boolean =>
  JSON.stringify(a && checkpointValue(a)) === JSON.stringify(b && checkpointValue(b));
