import type { RewardsContext } from './rewardsTypes';

/** The family has made a reward, or a kid's ledger holds an entry (a bonus needs no reward). */
export function usesRewards(context: Pick<RewardsContext, 'catalogue' | 'ledger'>): boolean {
  const hasAny = (value: object | null) => value !== null && Object.keys(value).length > 0;
  return hasAny(context.catalogue) || hasAny(context.ledger);
}
