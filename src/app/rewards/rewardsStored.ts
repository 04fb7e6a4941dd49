/**
 * The rewards' writes as the data layout keeps them (docs/design.md "Data layout"): a reward, a
 * ledger entry, the settled weeks and totals, and the checkpoints, each as one value or update.
 */
import { checkpointValue } from '../../../machines/domain/checkpointStored';
import { settledTotalValue } from '../../../machines/domain/settledTotal';
import type {
  CheckpointWrites,
  EntryMaker,
  NewEntry,
  RewardDraft,
  SettleOutput,
} from '../../../machines/rewards';

/** A reward as the data layout keeps it (docs/design.md "Data layout"). */
export function rewardValue(reward: RewardDraft, archived: boolean, made: number) {
  const { title, picture, cost, kids, needsYes } = reward;
  return {
    title,
    ...(picture !== undefined && { picture }),
    cost,
    ...(kids !== undefined && { kids: kids.join(',') }),
    needsYes,
    ...(archived && { archived: true as const }),
    made,
  };
}

/** A ledger entry as written: who made it (their uid in Firebase mode) and when. */
export function entryValue(entry: NewEntry, maker: EntryMaker, at: number) {
  return { ...entry, by: maker.by, ...(maker.uid !== undefined && { uid: maker.uid }), at };
}

/**
 * `settled/{kidId}/{Monday}: count` and `settledTotal/{kidId}: total` below a family's rewards,
 * for one update.
 */
export function settledUpdate({ weeks, totals }: SettleOutput): Record<string, unknown> {
  return Object.fromEntries([
    ...Object.entries(weeks).flatMap(([kidId, counts]) =>
      Object.entries(counts).map(([monday, count]) => [`settled/${kidId}/${monday}`, count ?? 0]),
    ),
    ...Object.entries(totals).map(([kidId, total]) => [
      `settledTotal/${kidId}`,
      settledTotalValue(total),
    ]),
  ]);
}

/** `{kidId}: checkpoint` below `checkpoint`, for one update; `null` removes one. */
export function checkpointUpdate(checkpoints: CheckpointWrites): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(checkpoints).map(([kidId, checkpoint]) => [
      kidId,
      checkpoint === null ? null : checkpointValue(checkpoint),
    ]),
  );
}
