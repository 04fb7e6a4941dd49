/**
 * A kid's history of rewards, newest first, each entry in plain words as the history and the
 * kid's page say them (docs/design.md "Rewards").
 */
import type { RequestAnswer } from '../rewards/requestMachine';
import { stepOf } from '../rewards/requestSteps';
import type { LedgerEntry, RequestEntry, RequestState } from './rewards';

export interface HistoryItem {
  entry: LedgerEntry;
  /** The entry in plain words ("Bonus of 3 stars: tidied the garage"). */
  line: string;
  /** Undone by a later reversal (a bonus, a take-back, or a granted request). */
  reversed: boolean;
  /** A grown-up may reverse it: a bonus, a take-back, or the last step of a granted request. */
  reversible: boolean;
}

/** A request as the fold left it. */
export interface FoldedRequest {
  entry: RequestEntry;
  state: RequestState;
  /** Whether its cost fitted the stars spendable at its point. */
  fits: boolean;
  /** The latest answer that moved it, as the machine keeps it. */
  answeredBy: RequestAnswer | null;
  /** The entry that last moved it on (the ask, a yes, "given"): the one a reversal is offered on. */
  lastStep: string;
}

/** What the fold knew of an entry that counted. */
export interface CountedEntry {
  /** The request it is, answers, or reverses. */
  request?: FoldedRequest;
  /** What a reversal names. */
  target?: LedgerEntry;
  /** What a take-back took: no more than there was at its point. */
  taken?: number;
  /** Whether a request held its stars when this answer came. */
  heldBefore?: boolean;
}

/** "1 star", "5 stars". */
export const starsInWords = (stars: number): string => `${stars} star${stars === 1 ? '' : 's'}`;

/** What a kid still needs before they can ask: "3 more stars"; `''` once it fits. */
export const moreStars = (stars: number): string =>
  stars > 0 ? `${stars} more star${stars === 1 ? '' : 's'}` : '';

const because = (reason: string | undefined) => (reason === undefined ? '' : `: ${reason}`);

function requestLine(request: RequestEntry, fitsWhenAsked: boolean): string {
  const reward = `“${request.title}”`;
  if (!fitsWhenAsked) {
    return `Asked for ${reward} (${starsInWords(request.cost)}), more than there were: it needs a grown-up`;
  }
  if (!request.needsYes) return `Got ${reward} for ${starsInWords(request.cost)}`;
  return `Asked for ${reward}: ${starsInWords(request.cost)} held`;
}

function reversalLine(target: LedgerEntry | undefined, request: RequestEntry | undefined) {
  if (target?.type === 'bonus') return `Reversed the bonus of ${starsInWords(target.stars)}`;
  if (target?.type === 'takeBack') {
    return `Reversed the take-back of ${starsInWords(target.stars)}`;
  }
  return request
    ? `Reversed “${request.title}”, ${starsInWords(request.cost)} back`
    : 'Reversed an entry';
}

/** One entry of a kid's history in plain words ("Bonus of 3 stars: tidied the garage"). */
export function historyLine(entry: LedgerEntry, facts: CountedEntry): string {
  const request = facts.request?.entry;
  const reward = request ? `“${request.title}”` : 'a reward';
  const cost = request ? starsInWords(request.cost) : 'its stars';
  switch (entry.type) {
    case 'request':
      return requestLine(entry, facts.request?.fits ?? true);
    case 'cancel':
      return `Cancelled the ask for ${reward}: ${cost} back`;
    case 'grant':
      return `A grown-up said yes to ${reward}: ${cost} spent`;
    case 'decline':
      return `Turned down ${reward}${facts.heldBefore ? `, ${cost} back` : ''}${because(entry.reason)}`;
    case 'given':
      return `${request ? reward : 'A reward'} was given`;
    case 'bonus':
      return `Bonus of ${starsInWords(entry.stars)}${because(entry.reason)}`;
    case 'takeBack': {
      const { taken } = facts;
      const amount =
        taken === undefined || taken === entry.stars
          ? `${starsInWords(entry.stars)} taken back`
          : `${taken} of ${starsInWords(entry.stars)} taken back (all there were)`;
      return `${amount}${because(entry.reason)}`;
    }
    case 'reversal':
      return `${reversalLine(facts.target, request)}${because(entry.reason)}`;
  }
}

const canReverse = ({ state, entry, fits }: FoldedRequest) =>
  stepOf(
    state,
    { needsYes: entry.needsYes, fits },
    { type: 'request.reverse', by: 'grown-up', at: 0 },
  ) !== state;

const isStars = (entry: LedgerEntry) => entry.type === 'bonus' || entry.type === 'takeBack';

/** The entries that counted, newest first, each with its line. */
export function historyOf(
  entries: readonly LedgerEntry[],
  counted: ReadonlyMap<string, CountedEntry>,
  reversed: ReadonlySet<string>,
): HistoryItem[] {
  const items: HistoryItem[] = [];
  for (let index = entries.length - 1; index >= 0; index--) {
    const entry = entries[index] as LedgerEntry;
    const facts = counted.get(entry.id);
    if (facts === undefined) continue;
    const { request } = facts;
    const reversible = isStars(entry)
      ? !reversed.has(entry.id)
      : request !== undefined && request.lastStep === entry.id && canReverse(request);
    items.push({
      entry,
      line: historyLine(entry, facts),
      reversed: reversed.has(entry.id),
      reversible,
    });
  }
  return items;
}
