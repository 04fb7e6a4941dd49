/**
 * The rules for one stored value or key of a family (a text, a time, a part of the day, a kid's
 * id), each as `database.rules.json` has it: the parts of the one check of stored values
 * (`familyValues.ts`) are built from them.
 */
import { MAX_EMOJI_LENGTH, MAX_KID_ID_LENGTH, MAX_TASK_ORDER, MAX_TEXT_LENGTH } from './limits';
import { PARTS } from './parts';
import type { Rule, ValueContext } from './valueTree';

export const KID_ID = new RegExp(`^[a-z0-9][-a-z0-9]{0,${MAX_KID_ID_LENGTH - 1}}$`);
const SECONDS_IN_A_DAY = 86_400;
const MINUTES_IN_A_DAY = 1440;

// Each rule as database.rules.json has it.
export const text: Rule = (value) =>
  typeof value !== 'string'
    ? 'is not text'
    : value.length === 0
      ? 'is empty'
      : value.length > MAX_TEXT_LENGTH
        ? `is longer than ${MAX_TEXT_LENGTH.toLocaleString('en-GB')} characters`
        : null;
export const order: Rule = (value) =>
  typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX_TASK_ORDER
    ? null
    : `is not a whole number within ±${MAX_TASK_ORDER.toLocaleString('en-GB')}`;
const upToADayAhead = (value: unknown, context: ValueContext) =>
  typeof value === 'number' && value >= 0 && value <= context.now + SECONDS_IN_A_DAY;
export const time: Rule = (value, context) =>
  upToADayAhead(value, context) ? null : 'is not a time up to a day from now';
export const completed: Rule = (value, context) =>
  value === false || upToADayAhead(value, context)
    ? null
    : 'is neither false nor a time up to a day from now';
export const part: Rule = (value) =>
  typeof value === 'string' && (PARTS as readonly string[]).includes(value)
    ? null
    : 'is not a part of the day (morning, afternoon or evening)';
export const days: Rule = (value) =>
  typeof value === 'string' && /^1?2?3?4?5?6?7?$/.test(value) && value !== '' && value !== '1234567'
    ? null
    : 'is not some weekdays 1–7 in order';
export const color: Rule = (value) =>
  typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? null : 'is not a #rrggbb colour';
export const emoji: Rule = (value) =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_EMOJI_LENGTH
    ? null
    : `is not 1–${MAX_EMOJI_LENGTH} characters`;
export const minute: Rule = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value < MINUTES_IN_A_DAY
    ? null
    : 'is not a whole minute of the day after midnight';
export const shaped =
  (pattern: RegExp, what: string): Rule =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? null : `is not ${what}`;

export const anyKey = () => null;
export const kidKey = (key: string, context: ValueContext): string | null =>
  key.startsWith('_') || !KID_ID.test(key)
    ? 'is not a kid id'
    : context.kids !== null && !context.kids.has(key)
      ? 'is not a kid of the family'
      : null;
