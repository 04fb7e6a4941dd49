import type { RewardsContext } from './rewardsTypes';

/**
 * The family has made a reward, or a kid's ledger holds an entry (a bonus needs no reward), read
 * or folded into their checkpoint.
 */
export function usesRewards(
  context: Pick<RewardsContext, 'catalogue' | 'ledger' | 'checkpoints'>,
): boolean {
  const hasAny = (value: object | null) => value !== null && Object.keys(value).length > 0;
  return (
    hasAny(context.catalogue) ||
    hasAny(context.checkpoints) ||
    Object.values(context.ledger ?? {}).some((entries) => entries.length > 0)
  );
}
