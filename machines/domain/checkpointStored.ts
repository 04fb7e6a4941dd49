/**
 * A kid's ledger checkpoint as stored at `rewards/checkpoint/{kidId}` (docs/design.md "Rewards"):
 * its totals as numbers, the rewards it names as one text, and the open requests it carries as
 * one text too (`packOpens`). A request as a group of ten values cost ten records
 * to read on the embedded store, and one record each still cost a family that seldom marks
 * rewards given hundreds: the checkpoints then took longer to read than the entries they save
 * reading. The older forms, a text or a group of values for each request at `o000`–`o199`, are
 * still read, and still allowed, for a device not yet updated.
 */
import {
  MAX_CHECKPOINT_OPEN,
  MAX_CHECKPOINT_STARS,
  MAX_REWARD_STARS,
  MAX_TEXT_LENGTH,
  MAX_UID_LENGTH,
} from './limits';
import type { LedgerCheckpoint } from './ledgerCheckpoint';
import { OPEN_STATES, type OpenRequest, type OpenState } from './foldStart';
import type { RequestEntry } from './rewards';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= 0 &&
  value <= MAX_CHECKPOINT_STARS;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isOpenState = (value: unknown): value is OpenState =>
  typeof value === 'string' && OPEN_STATES.has(value as OpenState);

/**
 * A uid that may be packed: one with a separator in it (`|`, or the `~` between requests) is left
 * out (only "who" is lost).
 */
const packableUid = (uid: string | undefined) =>
  uid !== undefined && !/[|~]/.test(uid) && uid.length <= MAX_UID_LENGTH ? uid : '';

/**
 * An open request as one text, its parts split by `|` and the title last (it may hold a `|`):
 * `id|reward|cost|y or n (needs a yes)|k or g (asked by a kid or a grown-up)|at|state|the yes's
 * id|its time|uid|the yes's uid|title`, the parts of a yes empty when none granted it.
 */
export function packOpen({ entry, state, grant }: OpenRequest): string {
  const { id, reward, cost, needsYes, by, uid, at, title } = entry;
  return [
    id,
    reward,
    cost,
    needsYes ? 'y' : 'n',
    by === 'kid' ? 'k' : 'g',
    // Whole seconds, as the app writes them: the shape the rules check.
    Math.floor(at),
    state,
    grant?.id ?? '',
    grant === undefined ? '' : Math.floor(grant.at),
    packableUid(uid),
    packableUid(grant?.uid),
    title,
  ].join('|');
}

/**
 * What a packed open request must begin with, as both backends check it (`database.rules.json`
 * holds the same expression): every part before the title, in its shape.
 */
export const PACKED_OPEN_START =
  /^[-0-9A-Za-z_]{20}\|[-0-9A-Za-z_]{20}\|([1-9][0-9]{0,2}|1000)\|[yn]\|[kg]\|[0-9]{1,12}\|((requested|needsGrownUp|granted)\|\||granted\|[-0-9A-Za-z_]{20}\|[0-9]{1,12})\|[^|]{0,128}\|[^|]{0,128}\|/;

/** The longest a packed open request may be: its parts at their longest, and the title. */
export const MAX_PACKED_OPEN_LENGTH = 400 + MAX_TEXT_LENGTH;

/** A packed open request's parts before its title. */
const PARTS_BEFORE_TITLE = 11;

/**
 * Between two open requests in one text. A title's own `~` is doubled (`~~`), and a uid holding
 * one is left out, so a single `~` is always a break: the next request begins with an id, which
 * holds none.
 */
const BREAK = '~';

/** A packed open request's parts before its title, with no `~` in them. */
const OPEN_PARTS = String.raw`[-0-9A-Za-z_]{20}\|[-0-9A-Za-z_]{20}\|([1-9][0-9]{0,2}|1000)\|[yn]\|[kg]\|[0-9]{1,12}\|((requested|needsGrownUp|granted)\|\||granted\|[-0-9A-Za-z_]{20}\|[0-9]{1,12})\|[^|~]{0,128}\|[^|~]{0,128}\|`;
/** A title with each `~` doubled. */
const TITLE = '([^~]|~~)*';

/**
 * The open requests a checkpoint carries as one text, as both backends check it
 * (`database.rules.json` holds the same expression): each packed, its title's `~` doubled, with
 * a `~` between two.
 */
export const PACKED_OPENS = new RegExp(`^${OPEN_PARTS}${TITLE}(~${OPEN_PARTS}${TITLE})*$`);

/** The longest one request may be in the text: its title of nothing but `~`, doubled. */
const MAX_PACKED_ITEM_LENGTH = 400 + 2 * MAX_TEXT_LENGTH;

/** The longest the open requests' text may be: `MAX_CHECKPOINT_OPEN` at their longest. */
export const MAX_PACKED_OPENS_LENGTH = MAX_CHECKPOINT_OPEN * (MAX_PACKED_ITEM_LENGTH + 1);

/** The open requests as one text: each packed (`packOpen`), its title's `~` doubled. */
export const packOpens = (open: readonly OpenRequest[]): string =>
  open
    .map((request) =>
      packOpen({
        ...request,
        entry: { ...request.entry, title: request.entry.title.replaceAll(BREAK, BREAK + BREAK) },
      }),
    )
    .join(BREAK);

/** The text's requests, each as packed: split at each `~` that is not one of a pair. */
function splitOpens(text: string): string[] {
  // With no pair in it (no title holds a `~`), each `~` is a break.
  if (!text.includes(BREAK + BREAK)) return text.split(BREAK);
  const items: string[] = [];
  let item = '';
  for (let at = 0; at < text.length; at++) {
    const found = text[at];
    if (found !== BREAK) item += found;
    else if (text[at + 1] === BREAK) item += text[++at];
    else {
      items.push(item);
      item = '';
    }
  }
  return [...items, item];
}

/** The open requests' text read back, or `undefined` when a request in it is not one. */
function unpackOpens(text: string): OpenRequest[] | undefined {
  if (text.length > MAX_PACKED_OPENS_LENGTH) return undefined;
  const items = splitOpens(text);
  if (items.length > MAX_CHECKPOINT_OPEN) return undefined;
  const open: OpenRequest[] = [];
  for (const item of items) {
    // Its title's `~` are single again: only its parts before the title must hold none.
    const request = unpackOpen(item, MAX_PACKED_ITEM_LENGTH);
    if (request === undefined || item.split('|', PARTS_BEFORE_TITLE).join('').includes(BREAK)) {
      return undefined;
    }
    open.push(request);
  }
  return open;
}

/** The ask as made: a request entry's own fields and nothing else (a uid only when it has one). */
export function askAsMade(ask: Omit<RequestEntry, 'type'>): RequestEntry {
  const { id, by, uid, at, reward, title, cost, needsYes } = ask;
  return {
    id,
    type: 'request',
    by,
    ...(uid !== undefined && { uid }),
    at,
    reward,
    title,
    cost,
    needsYes,
  };
}

/** A packed open request read back, or `undefined` when it is not one. */
function unpackOpen(text: string, maxLength = MAX_PACKED_OPEN_LENGTH): OpenRequest | undefined {
  // Each part is checked as the older form's values are; the rules check the shape when written.
  const parts = text.split('|');
  if (text.length > maxLength || parts.length <= PARTS_BEFORE_TITLE) return undefined;
  if (!/^[yn]$/.test(parts[3] ?? '') || !/^[kg]$/.test(parts[4] ?? '')) return undefined;
  const [id, reward, cost, yes, by, at, state, grantId, grantAt, uid, grantUid] = parts;
  return parseOpen({
    id,
    reward,
    cost: cost === '' ? Number.NaN : Number(cost),
    needsYes: yes === 'y',
    by: by === 'k' ? 'kid' : 'grown-up',
    ...(uid !== '' && { uid }),
    at: at === '' ? Number.NaN : Number(at),
    state,
    ...(grantId !== '' && {
      grant: {
        id: grantId,
        at: grantAt === '' ? Number.NaN : Number(grantAt),
        ...(grantUid !== '' && { uid: grantUid }),
      },
    }),
    title: parts.slice(PARTS_BEFORE_TITLE).join('|'),
  });
}

/** An open request as stored (packed, or the older group of values), or `undefined`. */
function parseOpen(value: unknown): OpenRequest | undefined {
  if (typeof value === 'string') return unpackOpen(value);
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, reward, title, cost, needsYes, by, uid, at, state, grant } = value as Record<
    string,
    unknown
  >;
  if (!isText(id) || !isText(reward) || !isText(title) || !isTime(at)) return undefined;
  if (typeof cost !== 'number' || !Number.isInteger(cost) || cost < 1 || cost > MAX_REWARD_STARS) {
    return undefined;
  }
  if (typeof needsYes !== 'boolean' || (by !== 'kid' && by !== 'grown-up')) return undefined;
  if ((uid !== undefined && !isText(uid)) || !isOpenState(state)) return undefined;
  // Each field is checked above; the ask keeps those and nothing else.
  const entry = askAsMade(value as Omit<RequestEntry, 'type'>);
  if (grant === undefined) return { entry, state };
  if (state !== 'granted' || typeof grant !== 'object' || grant === null) return undefined;
  const yes = grant as Record<string, unknown>;
  if (!isText(yes.id) || !isTime(yes.at) || (yes.uid !== undefined && !isText(yes.uid))) {
    return undefined;
  }
  return {
    entry,
    state,
    grant: { id: yes.id, at: yes.at, ...(yes.uid !== undefined && { uid: yes.uid }) },
  };
}

/**
 * The open requests as stored (one text, or the older `{o000: …}`), in id order; `undefined`
 * when one is not one.
 */
function parseOpenRequests(value: unknown): OpenRequest[] | undefined {
  if (value === undefined) return [];
  const open = typeof value === 'string' ? unpackOpens(value) : parseOpenSlots(value);
  return open?.sort((a, b) => (a.entry.id < b.entry.id ? -1 : 1));
}

/** The open requests an older version kept at `o000`–`o199`, each a text or a group of values. */
function parseOpenSlots(value: unknown): OpenRequest[] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stored = Object.entries(value);
  if (stored.length > MAX_CHECKPOINT_OPEN) return undefined;
  const open: OpenRequest[] = [];
  for (const [slot, request] of stored) {
    const parsed = /^o[0-9]{3}$/.test(slot) ? parseOpen(request) : undefined;
    if (parsed === undefined) return undefined;
    open.push(parsed);
  }
  return open;
}

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
  const open = parseOpenRequests(fields.open);
  // An open request after the boundary would be folded twice.
  if (open === undefined || open.some((request) => request.entry.id > boundary)) return undefined;
  return {
    boundary,
    bonuses,
    takenBack,
    spent,
    earned: { from: earnedFrom, below: earnedBelow ?? null },
    rewards: rewards === undefined || rewards === '' ? [] : rewards.split(','),
    open,
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

/** A checkpoint as the data layout keeps it: the open requests packed in one text. */
export function checkpointValue(checkpoint: LedgerCheckpoint) {
  const { boundary, bonuses, takenBack, spent, earned, rewards, open } = checkpoint;
  return {
    boundary,
    bonuses,
    takenBack,
    spent,
    earnedFrom: earned.from,
    ...(earned.below !== null && { earnedBelow: earned.below }),
    ...(rewards.length > 0 && { rewards: rewards.join(',') }),
    ...(open.length > 0 && { open: packOpens(open) }),
  };
}

/** Whether two checkpoints say the same (what is stored need not be written again). */
export const sameCheckpoint = (a: LedgerCheckpoint | null, b: LedgerCheckpoint | null): boolean =>
  JSON.stringify(a && checkpointValue(a)) === JSON.stringify(b && checkpointValue(b));
