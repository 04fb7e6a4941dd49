/**
 * Each kid's rewards from what the listeners heard (docs/design.md "Rewards"): stars earned from
 * their settled weeks and the days after them, their ledger folded on from its checkpoint while
 * it continues, and the checkpoints to write or the ledgers to read whole next.
 */
import type { CalendarDate } from '../calendar';
import { earnedFrom } from '../domain/earnedStars';
import { weeksAfterTotal } from '../domain/settledTotal';
import {
  CHECKPOINT_ADVANCE_ENTRIES,
  checkpointOf,
  entriesToFold,
  isCheckpointUsable,
  type LedgerCheckpoint,
} from '../domain/ledgerCheckpoint';
import { checkpointValue, sameCheckpoint } from '../domain/checkpointStored';
import type { LedgerEntry } from '../domain/rewards';
import { rewardsOf, type KidRewards } from '../domain/rewardBalance';
import { daysBetween, settledOf, unsettledFromOf } from './rewardsSources';
import type { CheckpointByKid, CheckpointWrites, RewardsContext } from './rewardsTypes';

/**
 * A kid's checkpoint worked out from entries as heard, remembered by that array: `derive` runs
 * on every event, and the entries change far less often than the days or the writes.
 */
const checkpointsFrom = new WeakMap<
  readonly LedgerEntry[],
  { key: string; checkpoint: LedgerCheckpoint | null }
>();

function memoCheckpointOf(
  entries: readonly LedgerEntry[],
  earned: number,
  today: CalendarDate,
  start?: LedgerCheckpoint,
): LedgerCheckpoint | null {
  const key = JSON.stringify([earned, today, start && checkpointValue(start)]);
  const kept = checkpointsFrom.get(entries);
  if (kept?.key === key) return kept.checkpoint;
  const checkpoint = checkpointOf(entries, earned, today, start);
  checkpointsFrom.set(entries, { key, checkpoint });
  return checkpoint;
}

/** What `derive` works out: each kid's rewards, and what to read or write for them next. */
export interface Derived {
  kids: Record<string, KidRewards>;
  /** Kids whose checkpoint did not continue with what was read: read whole. */
  wholeFor: readonly string[];
  /** Checkpoints that differ from those stored, worked out from what was read. */
  checkpointsDue: CheckpointWrites;
}

type DeriveSources = Pick<
  RewardsContext,
  | 'kidIds'
  | 'settled'
  | 'totals'
  | 'today'
  | 'days'
  | 'catalogue'
  | 'ledger'
  | 'ledgerFrom'
  | 'checkpoints'
  | 'wholeFor'
  | 'scanned'
  | 'daysCaughtUp'
>;

/**
 * Each kid's rewards, once the catalogue, the ledgers, the checkpoints, the settled weeks and
 * the days up to today are all heard (`daysCaughtUp`: not while earlier windows are read and
 * settled): stars earned are their settled weeks and their days after them, up to today. A kid
 * read after their checkpoint is folded on from it while it continues (`isCheckpointUsable`), and
 * read whole otherwise; a kid read whole gets the checkpoint of what was read, and a checkpoint
 * that could fold in `CHECKPOINT_ADVANCE_ENTRIES` more entries is moved on.
 */
export function deriveKids(context: DeriveSources): Derived {
  const { catalogue, ledger, settled, days, today } = context;
  const derived: Derived = { kids: {}, wholeFor: context.wholeFor, checkpointsDue: {} };
  if (catalogue === null || ledger === null || settled === null || days === null) return derived;
  if (!context.daysCaughtUp) return derived;
  // The ledgers are read once the checkpoints are heard: none heard is none stored.
  const checkpoints = context.checkpoints ?? {};
  const wholeFor = new Set(context.wholeFor);
  for (const kidId of context.kidIds) {
    // A kid not heard of yet (just added) has no entries.
    const entries = ledger[kidId] ?? [];
    const unsettled = daysBetween(days, unsettledFromOf(context, kidId), today);
    const [weeks, total] = settledOf(context, kidId);
    // The days read start after the last week settled: the total's weeks are never read.
    const earned =
      (total?.stars ?? 0) + earnedFrom(weeksAfterTotal(weeks, total), unsettled, kidId);
    const from = context.ledgerFrom[kidId] ?? null;
    const stored = checkpoints[kidId] ?? null;
    if (from === null) {
      derived.kids[kidId] = rewardsOf(kidId, { catalogue, ledger: entries, earned });
      const checkpoint = memoCheckpointOf(entries, earned, today);
      if (!sameCheckpoint(checkpoint, stored)) derived.checkpointsDue[kidId] = checkpoint;
      continue;
    }
    // Read after a checkpoint since replaced: the entries after the new one are on their way.
    if (stored === null || stored.boundary !== from) continue;
    if (!isCheckpointUsable(stored, entries, earned)) {
      wholeFor.add(kidId);
      continue;
    }
    derived.kids[kidId] = rewardsOf(kidId, {
      catalogue,
      ledger: entries,
      earned,
      checkpoint: stored,
    });
    // Moved on only once enough entries after it could be folded in.
    const next =
      entries.length < CHECKPOINT_ADVANCE_ENTRIES
        ? null
        : memoCheckpointOf(entries, earned, today, stored);
    if (next !== null && entriesToFold(entries, next) >= CHECKPOINT_ADVANCE_ENTRIES) {
      derived.checkpointsDue[kidId] = next;
    }
  }
  derived.wholeFor = wholeFor.size === context.wholeFor.length ? context.wholeFor : [...wholeFor];
  return derived;
}

/** Each kid's rewards (`deriveKids`). */
export const kidsRewardsOf = (context: DeriveSources): Record<string, KidRewards> =>
  deriveKids(context).kids;

/** The checkpoints stored with those just written laid over them (`null`: removed). */
export function withCheckpoints(
  checkpoints: CheckpointByKid | null,
  written: CheckpointWrites,
): CheckpointByKid {
  const merged: CheckpointByKid = { ...checkpoints };
  for (const [kidId, checkpoint] of Object.entries(written)) {
    if (checkpoint === null) delete merged[kidId];
    else merged[kidId] = checkpoint;
  }
  return merged;
}

/** The kids whose whole ledger the listener reads: in column order. */
export const wholeLedgerOf = (
  context: Pick<RewardsContext, 'kidIds' | 'wholeFor' | 'historyKid'>,
): string[] =>
  context.kidIds.filter(
    (kidId) => context.wholeFor.includes(kidId) || kidId === context.historyKid,
  );
