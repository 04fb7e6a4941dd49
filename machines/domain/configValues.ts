/**
 * What a family's config may hold: its name, its kids in order with their names, colours and
 * emojis, the PIN, and when the parts of the day and the day itself start. Checked whole, as its
 * fields refer to each other. Part of the one check of stored values (`familyValues.ts`).
 */
import { MAX_KIDS } from './limits';
import { isDayStart } from './familyDay';
import { PIN_HASH_SHAPE, PIN_SALT_SHAPE } from './pin';
import { color, emoji, KID_ID, minute, shaped, text } from './valueRules';
import {
  fieldsOf,
  leaf,
  object,
  problemAt,
  type Node,
  type Rule,
  type ValueContext,
  type ValueProblem,
} from './valueTree';

/** The kid ids of `order`, or `null` when it is not at most 20 kid ids split by commas. */
export function kidsOfOrder(order: unknown): string[] | null {
  if (typeof order !== 'string') return null;
  const ids = order.split(',');
  return ids.length <= MAX_KIDS && ids.every((id) => KID_ID.test(id)) ? ids : null;
}

const ORDER_PROBLEM = `is not at most ${MAX_KIDS} kid ids (a-z, 0-9, -) split by commas`;

/** The config, always whole: its fields refer to each other (kids to `order`, the two starts). */
function configNode(kids: ReadonlySet<string>, orderOk: boolean): Node {
  const perKid = (rule: Rule) =>
    object({
      any: {
        key: (key) => (kids.has(key) ? null : 'is not a kid of the family'),
        node: leaf(rule),
      },
    });
  return object({
    required: ['name', 'kids', 'order'],
    fields: {
      name: leaf(text),
      order: leaf(() => (orderOk ? null : ORDER_PROBLEM)),
      kids: object({
        any: {
          key: (key) =>
            /^(0|[1-9]|1[0-9])$/.test(key) ? null : `is not one of ${MAX_KIDS} places`,
          node: leaf((id) =>
            typeof id === 'string' && kids.has(id) ? null : 'is not a kid in order',
          ),
        },
      }),
      names: perKid(text),
      colors: perKid(color),
      emojis: perKid(emoji),
      pin: object({
        required: ['salt', 'hash'],
        fields: {
          salt: leaf(shaped(PIN_SALT_SHAPE, 'a salt as the app makes it')),
          hash: leaf(shaped(PIN_HASH_SHAPE, 'a hash as the app makes it')),
        },
      }),
      partStarts: object({
        required: ['afternoon', 'evening'],
        fields: { afternoon: leaf(minute), evening: leaf(minute) },
      }),
      dayStart: leaf((value) => (isDayStart(value) ? null : 'is not a whole hour from 0 to 5')),
    },
  });
}

/** The whole config, as it is after a write (`null`: there is none). */
export function checkConfig(config: unknown, context: ValueContext): ValueProblem | null {
  const order = fieldsOf(config)?.order;
  const ids = kidsOfOrder(order);
  const node = configNode(new Set(ids ?? []), ids !== null);
  // The kids are checked against the order: a wrong order is named first.
  const found =
    ids === null && order !== undefined
      ? problemAt(['config', 'order'], order, ORDER_PROBLEM)
      : node.check(config, ['config'], context);
  if (found) return found;
  const starts = fieldsOf(fieldsOf(config)?.partStarts);
  if (starts && (starts.afternoon as number) >= (starts.evening as number)) {
    return problemAt(
      ['config', 'partStarts', 'evening'],
      starts.evening,
      'is not after the afternoon',
    );
  }
  return null;
}

/** The kids of a config, for `ValueContext.kids`. */
export const kidsOfConfig = (config: unknown): ReadonlySet<string> =>
  new Set(kidsOfOrder(fieldsOf(config)?.order) ?? []);
