/**
 * What a family's away days may hold (`away.ts`): who is away, from and to which day, why, and
 * when it was made. Part of the one check of stored values (`familyValues.ts`).
 */
import { parseCalendarDate, type CalendarDate } from '../calendar';
import { daysInRange, MAX_AWAY_DAYS, MAX_AWAY_ENTRIES, MAX_AWAY_REASON_LENGTH } from './away';
import { KID_ID, shaped, time } from './valueRules';
import { fieldsOf, leaf, object, problemAt, type Node, type ValueProblem } from './valueTree';

const DATE = 'is not a date of the calendar';
/** Away days (`away.ts`): a kid's id is not checked against the family, a removed kid's stay. */
const awayEntryFields = object({
  required: ['from', 'to', 'made'],
  fields: {
    kid: leaf(shaped(KID_ID, 'a kid id')),
    from: leaf((value) => (typeof value === 'string' && parseCalendarDate(value) ? null : DATE)),
    to: leaf((value) => (typeof value === 'string' && parseCalendarDate(value) ? null : DATE)),
    reason: leaf((value) =>
      typeof value === 'string' && value.length > 0 && value.length <= MAX_AWAY_REASON_LENGTH
        ? null
        : `is not text of 1–${MAX_AWAY_REASON_LENGTH} characters`,
    ),
    made: leaf(time),
  },
});
/** Its last day is not before its first, and at most a year on (the rules check the order). */
function awaySpan(value: unknown, path: readonly string[]): ValueProblem | null {
  const { from, to } = fieldsOf(value) ?? {};
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  const first = parseCalendarDate(from);
  const last = parseCalendarDate(to);
  if (first === null || last === null) return null;
  if (last < first) return problemAt([...path, 'to'], to, 'is before from');
  return daysInRange(first as CalendarDate, last as CalendarDate) > MAX_AWAY_DAYS
    ? problemAt([...path, 'to'], to, `is more than ${MAX_AWAY_DAYS} days from from`)
    : null;
}
const awayEntry: Node = {
  child: (key, context) => awayEntryFields.child(key, context),
  holds: (value, path, context) =>
    awayEntryFields.holds?.(value, path, context) ?? awaySpan(value, path),
  check: (value, path, context) =>
    awayEntryFields.check(value, path, context) ?? awaySpan(value, path),
};
export const away = object({
  any: {
    key: (key) => (/^[-0-9A-Za-z_]{20}$/.test(key) ? null : 'is not an id the app makes'),
    node: awayEntry,
  },
  max: { count: MAX_AWAY_ENTRIES, what: 'away entries' },
});
