/**
 * A ledger's entries as the rules keep them (docs/design.md "Rewards"): the kinds of entry, what
 * each carries and who may make it, and that an entry is created once and never changed or
 * removed. Part of the rewards' check of stored values (`rewardValues.ts`).
 */
import { fieldsOf, problemAt, type Fields, type ValueProblem } from './valueTree';

export const LEDGER_ENTRY_TYPES = [
  'request',
  'cancel',
  'grant',
  'decline',
  'given',
  'bonus',
  'takeBack',
  'reversal',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

/** What each type of entry carries besides `type`, `by`, `at` and `uid`: needed, or allowed. */
const ENTRY_FIELDS: Record<LedgerEntryType, { needs: readonly string[]; may?: readonly string[] }> =
  {
    request: { needs: ['reward', 'title', 'cost', 'needsYes'] },
    cancel: { needs: ['request'] },
    grant: { needs: ['request'] },
    decline: { needs: ['request'], may: ['reason'] },
    given: { needs: ['request'] },
    bonus: { needs: ['stars', 'reason'] },
    takeBack: { needs: ['stars', 'reason'] },
    reversal: { needs: ['entry', 'reason'] },
  };
/** Each type of entry in words. */
const ENTRY_WORDS: Record<LedgerEntryType, string> = {
  request: 'request',
  cancel: 'cancel',
  grant: 'grant',
  decline: 'decline',
  given: 'given',
  bonus: 'bonus',
  takeBack: 'take-back',
  reversal: 'reversal',
};
/** Kid mode may only ask for a reward and cancel its own asking. */
const KID_MODE_TYPES: readonly LedgerEntryType[] = ['request', 'cancel'];

/** What a ledger entry of its type may not carry, or lacks; who may have made it. */
export function entryProblem(fields: Fields, path: readonly string[]): ValueProblem | null {
  const type = fields.type as LedgerEntryType;
  const own = ENTRY_FIELDS[type];
  if (!own) return null;
  const words = ENTRY_WORDS[type];
  const missing = own.needs.find((key) => !Object.hasOwn(fields, key));
  if (missing) return problemAt(path, fields, `has no ${missing}, which a ${words} needs`);
  const allowed = new Set(['type', 'by', 'at', 'uid', ...own.needs, ...(own.may ?? [])]);
  const extra = Object.keys(fields).find((key) => !allowed.has(key));
  if (extra) return problemAt([...path, extra], fields[extra], `is not part of a ${words}`);
  if (fields.by === 'kid' && !KID_MODE_TYPES.includes(type)) {
    return problemAt(
      [...path, 'by'],
      fields.by,
      `cannot make a ${words}: kid mode only asks for a reward or cancels its own asking`,
    );
  }
  return null;
}

const LEDGER = ['rewards', 'ledger'];

/**
 * The part of the ledger a write at `keys` (below the family) may change: the whole ledger for
 * a write above it, a kid's ledger, or one entry; `null` for a write elsewhere.
 */
export function ledgerPlace(keys: readonly string[]): string[] | null {
  if (keys.length <= LEDGER.length) {
    return keys.every((key, index) => LEDGER[index] === key) ? LEDGER : null;
  }
  return keys[0] === LEDGER[0] && keys[1] === LEDGER[1] ? keys.slice(0, 4) : null;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const [left, right] = [fieldsOf(a), fieldsOf(b)];
  if (left === null || right === null) return false;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]))
  );
}

/**
 * The first ledger entry held at `place` before a write (`before`) that the write changes or
 * removes (`after`), or `null`: entries are created once and never changed. Writing an entry
 * again exactly as it is changes nothing, and is not refused (a change sent twice).
 */
export function ledgerChangeProblem(
  place: readonly string[],
  before: unknown,
  after: unknown,
): ValueProblem | null {
  if (place.length >= 4) {
    return before === null || sameValue(before, after)
      ? null
      : problemAt(place, before, 'is a ledger entry, which is never changed or removed');
  }
  for (const [key, held] of Object.entries(fieldsOf(before) ?? {})) {
    const found = ledgerChangeProblem([...place, key], held, fieldsOf(after)?.[key] ?? null);
    if (found) return found;
  }
  return null;
}
