/**
 * What the Rewards page's fields accept, and the message for anything else (docs/design.md
 * "Rewards"): a title of 1 to 1,000 characters, costs and stars of 1 to 1,000 whole stars, a
 * reason of 1 to 1,000 characters. The machine checks the same before it writes.
 */
import { MAX_REWARD_STARS, MAX_TEXT_LENGTH } from '../domain/limits';
import { pictureProblem } from '../domain/pictures';
import { isBlank, visibleTrim } from '../domain/text';
import type { RewardDraft } from './rewardsTypes';

const thousands = (count: number) => count.toLocaleString('en-GB');

export const DRAFT_MESSAGES = {
  titleBlank: 'Type what the reward is.',
  titleLong: `A reward’s name can be at most ${thousands(MAX_TEXT_LENGTH)} characters.`,
  stars: `Type a whole number of stars from 1 to ${thousands(MAX_REWARD_STARS)}.`,
  reasonBlank: 'Say why, in a few words.',
  reasonLong: `A reason can be at most ${thousands(MAX_TEXT_LENGTH)} characters.`,
  noKids: 'Pick at least one kid, or every kid.',
} as const;

/** Whole stars the app allows: 1 to 1,000. */
export const isWholeStars = (stars: number): boolean =>
  Number.isInteger(stars) && stars >= 1 && stars <= MAX_REWARD_STARS;

/** Stars as typed ("5", " 12 "), or `null` for anything that is not whole stars in bounds. */
export function parseStars(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const stars = Number(trimmed);
  return isWholeStars(stars) ? stars : null;
}

export const starsProblem = (text: string): string | null =>
  parseStars(text) === null ? DRAFT_MESSAGES.stars : null;

export function titleProblem(text: string): string | null {
  const title = visibleTrim(text);
  if (title === '') return DRAFT_MESSAGES.titleBlank;
  return title.length > MAX_TEXT_LENGTH ? DRAFT_MESSAGES.titleLong : null;
}

/** A reason is needed for a bonus, a take-back and a reversal; a turn-down's is optional. */
export function reasonProblem(text: string): string | null {
  if (isBlank(text)) return DRAFT_MESSAGES.reasonBlank;
  return visibleTrim(text).length > MAX_TEXT_LENGTH ? DRAFT_MESSAGES.reasonLong : null;
}

/** An optional reason: none, or one in bounds. */
export const optionalReasonProblem = (text: string): string | null =>
  isBlank(text) ? null : reasonProblem(text);

/** The reward as it would be written, trimmed; `null` when a field is out of bounds. */
export function checkedDraft(draft: RewardDraft): RewardDraft | null {
  if (titleProblem(draft.title) !== null || !isWholeStars(draft.cost)) return null;
  if (draft.kids !== undefined && draft.kids.length === 0) return null;
  if (draft.picture !== undefined && pictureProblem(draft.picture) !== null) return null;
  return { ...draft, title: visibleTrim(draft.title) };
}

/** A reason in bounds, trimmed; `null` otherwise. */
export const checkedReason = (text: string): string | null =>
  reasonProblem(text) === null ? visibleTrim(text) : null;
