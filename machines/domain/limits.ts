/**
 * The limits every write keeps, in both backends (the Firebase rules hold the same numbers):
 * nothing a family types may grow without bound. The app checks them before writing, so the
 * message names the limit instead of a refusal from the database.
 */
export const MAX_TEXT_LENGTH = 1000;
export const MAX_KIDS = 20;
/** From this length on, a field shows how many characters are left. */
export const TEXT_COUNTER_FROM = 900;

export type TextKind = 'title' | 'name';

export const LIMIT_MESSAGES = {
  title: `Titles can be at most ${MAX_TEXT_LENGTH.toLocaleString('en-GB')} characters.`,
  name: `Names can be at most ${MAX_TEXT_LENGTH.toLocaleString('en-GB')} characters.`,
  kids: `A family can have at most ${MAX_KIDS} kids.`,
} as const;

/** The message for `text` over its limit, or `null` when it fits. Counted as the rules count. */
export function textOverLimit(text: string, kind: TextKind): string | null {
  return text.length > MAX_TEXT_LENGTH ? LIMIT_MESSAGES[kind] : null;
}

/*
 * Bounds on how much a family holds (docs/design.md "Limits"): the restore and the embedded
 * store count exactly; the Firebase rules cannot count children, so for the counts below they
 * bound only the size of each child (see the design's note on what the rules can count).
 */
/** A kid's id: the name's slug and a suffix, in lower-case letters, digits and hyphens. */
export const MAX_KID_ID_LENGTH = 40;
/** Tasks in one kid's list of one day, and in one kid's routine. */
export const MAX_TASKS_PER_LIST = 200;
/** Groups in the library, and items in one group. */
export const MAX_LIBRARY_GROUPS = 200;
export const MAX_GROUP_ITEMS = 200;
/** Invite links not used yet. */
export const MAX_OPEN_INVITES = 20;
/** A kid's emoji, in UTF-16 units as the rules count. */
export const MAX_EMOJI_LENGTH = 32;
/** A task's picture, in UTF-16 units as the rules count. */
export const MAX_PICTURE_LENGTH = 16;
/** A task's `order` lies within ± this. */
export const MAX_TASK_ORDER = 1_000_000_000;
/** The largest backup file the app reads. */
export const MAX_BACKUP_BYTES = 10 * 1024 * 1024;
/*
 * Rewards (docs/design.md "Rewards"): a reward's cost and a bonus's or take-back's stars, and
 * one kid's settled count of one week, as the rules bound them.
 */
/** A reward's cost, and the stars of one bonus or take-back: whole stars from 1 to this. */
export const MAX_REWARD_STARS = 1000;
/** One kid's stars earned in one settled week: a whole number from 0 to this. */
export const MAX_SETTLED_WEEK_STARS = 10_000;
/** A ledger checkpoint's totals and stars earned: whole numbers from 0 to a billion. */
export const MAX_CHECKPOINT_STARS = 1_000_000_000;
/** The rewards a ledger checkpoint names (those its requests asked for): at most this many. */
export const MAX_CHECKPOINT_REWARDS = 200;
/** The requests still open at a ledger checkpoint's boundary it carries: at most this many. */
export const MAX_CHECKPOINT_OPEN = 200;
/** The signed-in parent's uid on a ledger entry, in characters. */
export const MAX_UID_LENGTH = 128;

/** The device a correction of a past day was made on, as named from its browser. */
export const MAX_DEVICE_LENGTH = 60;
