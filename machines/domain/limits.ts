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
