/**
 * Which of a kid's ledger entries a fold takes, and in what order (docs/design.md "Rewards"):
 * each entry once, in the order the entries were made, an answer or a reversal right after what
 * it names; the bonuses and take-backs a grown-up reversed count as never made.
 */
import type { LedgerEntry, StarsEntry } from './rewards';

/** The entry an answer or a reversal names, if it names one. */
export const targetOf = (entry: LedgerEntry): string | undefined =>
  entry.type === 'reversal' ? entry.entry : 'request' in entry ? entry.request : undefined;

/** A bonus or a take-back. */
export const isStars = (entry: LedgerEntry | undefined): entry is StarsEntry =>
  entry?.type === 'bonus' || entry?.type === 'takeBack';

/** Each id once (the first copy), in the order the entries were made. */
export function uniqueInOrder(ledger: readonly LedgerEntry[]): LedgerEntry[] {
  const byId = new Map<string, LedgerEntry>();
  for (const entry of ledger) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Bonuses and take-backs a grown-up reversed, with the reversal that counts (the first): they
 * count as never made, so the fold leaves them out from the start.
 */
export function reversedStarsOf(
  entries: readonly LedgerEntry[],
  byId: Map<string, LedgerEntry>,
): Map<string, string> {
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
export function inFoldOrder(
  entries: readonly LedgerEntry[],
  byId: Map<string, LedgerEntry>,
): LedgerEntry[] {
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
