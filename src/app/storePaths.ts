/** Where things live in the store (docs/design.md "Data layout"). */
import type { CalendarDate } from '../../machines/calendar';

export const familyPath = (familyId: string) => `families/${familyId}`;
export const configPath = (familyId: string) => `${familyPath(familyId)}/config`;
export const listsPath = (familyId: string) => `${familyPath(familyId)}/lists`;
export const libraryPath = (familyId: string) => `${listsPath(familyId)}/library`;
export const templatesPath = (familyId: string) => `${listsPath(familyId)}/templates`;
export const dayListPath = (familyId: string, date: CalendarDate) =>
  `${listsPath(familyId)}/${date}`;

/** The two kid-keyed lists a board shows: a day's tasks, or the kids' routines. */
export type ListKind = 'day' | 'routine';

/** `lists/{date}` or `lists/templates`: both hold `{kidId}/{taskId}` tasks. */
export const kidListsPath = (familyId: string, list: ListKind, date: CalendarDate) =>
  list === 'day' ? dayListPath(familyId, date) : templatesPath(familyId);

/** A family's away days (docs/design.md "Away days"). */
export const awayPath = (familyId: string) => `${familyPath(familyId)}/away`;

/** A family's rewards (docs/design.md "Rewards"). */
export const rewardsPath = (familyId: string) => `${familyPath(familyId)}/rewards`;
export const cataloguePath = (familyId: string) => `${rewardsPath(familyId)}/catalogue`;
export const rewardPath = (familyId: string, rewardId: string) =>
  `${cataloguePath(familyId)}/${rewardId}`;
export const ledgerPath = (familyId: string) => `${rewardsPath(familyId)}/ledger`;
/** One kid's ledger: entries at push ids, created and never changed. */
export const kidLedgerPath = (familyId: string, kidId: string) =>
  `${ledgerPath(familyId)}/${kidId}`;
/** Each kid's settled weeks, `{kidId}/{Monday}`. */
export const settledPath = (familyId: string) => `${rewardsPath(familyId)}/settled`;
/** Each kid's settled total, `{kidId}`: their settled weeks up to a Monday in one number. */
export const settledTotalPath = (familyId: string) => `${rewardsPath(familyId)}/settledTotal`;
/** Each kid's ledger checkpoint, `{kidId}`: the fold's totals up to a boundary entry. */
export const checkpointPath = (familyId: string) => `${rewardsPath(familyId)}/checkpoint`;
