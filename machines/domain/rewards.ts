/**
 * Rewards as the app uses them, parsed once from what the store holds (docs/design.md "Rewards"):
 * a family's catalogue, and each kid's ledger of entries that are made once and never changed.
 * Parsing never throws: odd data is read as the nearest sensible thing, or skipped.
 */
import { MAX_REWARD_STARS, MAX_TEXT_LENGTH, MAX_UID_LENGTH } from './limits';
import { parsePicture } from './pictures';
import { visibleTrim } from './text';

export interface Reward {
  id: string;
  title: string;
  /** One emoji, as task pictures (`machines/domain/pictures.ts`); absent: none. */
  picture?: string;
  /** In stars, 1 to 1,000. */
  cost: number;
  /** The kids it is for; absent: every kid. */
  kids?: readonly string[];
  /** Whether a kid's ask waits for a grown-up's yes; without it, the ask is granted at once. */
  needsYes: boolean;
  /** Kept for the ledger's sake once used, never deleted; no longer offered. */
  archived: boolean;
  /** When it was made, in Unix seconds. */
  made: number;
}

/** Who made an entry: a grown-up, or a device in kid mode. */
export type Maker = 'grown-up' | 'kid';

interface EntryBase {
  /** The push id made on the device: entries sort by it in the order they were made. */
  id: string;
  by: Maker;
  /** Firebase mode: the signed-in parent who made it. */
  uid?: string;
  /** When, in Unix seconds, by the device's clock. */
  at: number;
}

/** A kid's ask: the reward as it was then, copied, so a later change to it changes nothing here. */
export interface RequestEntry extends EntryBase {
  type: 'request';
  reward: string;
  title: string;
  cost: number;
  needsYes: boolean;
}

/** An answer to a request: cancelled by the kid, a yes, a no (with a reason, maybe), or given. */
export interface AnswerEntry extends EntryBase {
  type: 'cancel' | 'grant' | 'decline' | 'given';
  request: string;
  reason?: string;
}

/** Stars given or taken back by a grown-up, with a reason. */
export interface StarsEntry extends EntryBase {
  type: 'bonus' | 'takeBack';
  stars: number;
  reason: string;
}

/** A grown-up's undoing of an earlier entry, with a reason: a new entry, never a deletion. */
export interface ReversalEntry extends EntryBase {
  type: 'reversal';
  entry: string;
  reason: string;
}

export type LedgerEntry = RequestEntry | AnswerEntry | StarsEntry | ReversalEntry;

/** Where a request stands (the request machine's states, `machines/rewards/`). */
export type RequestState =
  'requested' | 'needsGrownUp' | 'granted' | 'given' | 'declined' | 'cancelled' | 'reversed';

type Raw = unknown;

function asRecord(value: Raw): Record<string, Raw> {
  return typeof value === 'object' && value !== null ? (value as Record<string, Raw>) : {};
}

/** Visible text cut to the limit; `undefined` when nothing in it shows. */
function asText(value: Raw): string | undefined {
  const text = typeof value === 'string' ? visibleTrim(value).slice(0, MAX_TEXT_LENGTH) : '';
  return text === '' ? undefined : text;
}

/** A whole number of stars the app allows; `undefined` for anything else. */
function asStars(value: Raw): number | undefined {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= MAX_REWARD_STARS
    ? value
    : undefined;
}

function asTime(value: Raw): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Comma-joined kid ids; none left: for every kid. */
function parseKids(value: Raw): readonly string[] | undefined {
  if (typeof value !== 'string') return undefined;
  const kids = [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  return kids.length > 0 ? kids : undefined;
}

/** A reward with no title or no cost the app allows is not offered at all. */
function parseReward(id: string, value: Raw): Reward | undefined {
  const fields = asRecord(value);
  const title = asText(fields.title);
  const cost = asStars(fields.cost);
  if (title === undefined || cost === undefined) return undefined;
  const picture = parsePicture(fields.picture);
  const kids = parseKids(fields.kids);
  return {
    id,
    title,
    ...(picture !== undefined && { picture }),
    cost,
    ...(kids !== undefined && { kids }),
    // The default is the careful one: a grown-up says yes.
    needsYes: fields.needsYes !== false,
    archived: fields.archived === true,
    made: asTime(fields.made),
  };
}

/** The family's catalogue, by id (push ids: in the order they were made). */
export function parseCatalogue(value: Raw): Reward[] {
  return Object.entries(asRecord(value))
    .flatMap(([id, reward]) => parseReward(id, reward) ?? [])
    .sort(byId);
}

const ANSWERS = new Set(['cancel', 'grant', 'decline', 'given']);

/**
 * One entry, or `undefined` when a field it needs is missing or out of bounds: an entry is
 * counted exactly as written or not at all (a cost or an amount is never guessed).
 */
export function parseLedgerEntry(id: string, value: Raw): LedgerEntry | undefined {
  const fields = asRecord(value);
  const { type } = fields;
  const by: Maker | undefined =
    fields.by === 'kid' || fields.by === 'grown-up' ? fields.by : undefined;
  if (id === '' || by === undefined) return undefined;
  const uid =
    typeof fields.uid === 'string' && fields.uid !== '' && fields.uid.length <= MAX_UID_LENGTH
      ? fields.uid
      : undefined;
  const base = { id, by, ...(uid !== undefined && { uid }), at: asTime(fields.at) };
  const reason = asText(fields.reason);
  const reference = (key: string): string | undefined => {
    const target = fields[key];
    return typeof target === 'string' && target !== '' ? target : undefined;
  };

  if (type === 'request') {
    const reward = reference('reward');
    const title = asText(fields.title);
    const cost = asStars(fields.cost);
    if (reward === undefined || title === undefined || cost === undefined) return undefined;
    if (typeof fields.needsYes !== 'boolean') return undefined;
    return { ...base, type, reward, title, cost, needsYes: fields.needsYes };
  }
  if (typeof type === 'string' && ANSWERS.has(type)) {
    const request = reference('request');
    if (request === undefined) return undefined;
    return {
      ...base,
      type: type as AnswerEntry['type'],
      request,
      ...(type === 'decline' && reason !== undefined && { reason }),
    };
  }
  if (type === 'bonus' || type === 'takeBack') {
    const stars = asStars(fields.stars);
    if (stars === undefined || reason === undefined) return undefined;
    return { ...base, type, stars, reason };
  }
  if (type === 'reversal') {
    const entry = reference('entry');
    if (entry === undefined || reason === undefined) return undefined;
    return { ...base, type, entry, reason };
  }
  return undefined;
}

/** One kid's ledger (`ledger/{kidId}`), in the order the entries were made. */
export function parseLedger(value: Raw): LedgerEntry[] {
  return Object.entries(asRecord(value))
    .flatMap(([id, entry]) => parseLedgerEntry(id, entry) ?? [])
    .sort(byId);
}
