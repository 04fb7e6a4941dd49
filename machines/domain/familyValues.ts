/**
 * What a family may hold, value by value, as strictly as `database.rules.json` (docs/design.md
 * "Limits"): one check for the restore, the embedded store and the rules' tests. Unlike the
 * parsers in `family.ts` it never guesses: the first value that breaks a rule is named with its
 * path. It also counts children, which the rules cannot.
 */
import { parseCalendarDate, type CalendarDate } from '../calendar';
import { daysInRange, MAX_AWAY_DAYS, MAX_AWAY_ENTRIES, MAX_AWAY_REASON_LENGTH } from './away';
import {
  MAX_DEVICE_LENGTH,
  MAX_EMOJI_LENGTH,
  MAX_GROUP_ITEMS,
  MAX_KID_ID_LENGTH,
  MAX_KIDS,
  MAX_LIBRARY_GROUPS,
  MAX_OPEN_INVITES,
  MAX_TASK_ORDER,
  MAX_TASKS_PER_LIST,
  MAX_TEXT_LENGTH,
} from './limits';
import { isDayStart } from './familyDay';
import { PARTS } from './parts';
import { pictureProblem } from './pictures';
import { PIN_HASH_SHAPE, PIN_SALT_SHAPE } from './pin';
import { rewardsNode } from './rewardValues';
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

export { problemAt, type ValueContext, type ValueProblem } from './valueTree';

const KID_ID = new RegExp(`^[a-z0-9][-a-z0-9]{0,${MAX_KID_ID_LENGTH - 1}}$`);
const SECONDS_IN_A_DAY = 86_400;
const MINUTES_IN_A_DAY = 1440;

// Each rule as database.rules.json has it.
const text: Rule = (value) =>
  typeof value !== 'string'
    ? 'is not text'
    : value.length === 0
      ? 'is empty'
      : value.length > MAX_TEXT_LENGTH
        ? `is longer than ${MAX_TEXT_LENGTH.toLocaleString('en-GB')} characters`
        : null;
const order: Rule = (value) =>
  typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX_TASK_ORDER
    ? null
    : `is not a whole number within ±${MAX_TASK_ORDER.toLocaleString('en-GB')}`;
const upToADayAhead = (value: unknown, context: ValueContext) =>
  typeof value === 'number' && value >= 0 && value <= context.now + SECONDS_IN_A_DAY;
const time: Rule = (value, context) =>
  upToADayAhead(value, context) ? null : 'is not a time up to a day from now';
const completed: Rule = (value, context) =>
  value === false || upToADayAhead(value, context)
    ? null
    : 'is neither false nor a time up to a day from now';
const part: Rule = (value) =>
  typeof value === 'string' && (PARTS as readonly string[]).includes(value)
    ? null
    : 'is not a part of the day (morning, afternoon or evening)';
const days: Rule = (value) =>
  typeof value === 'string' && /^1?2?3?4?5?6?7?$/.test(value) && value !== '' && value !== '1234567'
    ? null
    : 'is not some weekdays 1–7 in order';
const color: Rule = (value) =>
  typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? null : 'is not a #rrggbb colour';
const emoji: Rule = (value) =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_EMOJI_LENGTH
    ? null
    : `is not 1–${MAX_EMOJI_LENGTH} characters`;
const minute: Rule = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value < MINUTES_IN_A_DAY
    ? null
    : 'is not a whole minute of the day after midnight';
const shaped =
  (pattern: RegExp, what: string): Rule =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? null : `is not ${what}`;

const anyKey = () => null;
const kidKey = (key: string, context: ValueContext): string | null =>
  key.startsWith('_') || !KID_ID.test(key)
    ? 'is not a kid id'
    : context.kids !== null && !context.kids.has(key)
      ? 'is not a kid of the family'
      : null;

const maker: Rule = (value) =>
  value === 'grown-up' || value === 'kid' ? null : 'is neither grown-up nor kid';
const deviceName: Rule = (value) =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_DEVICE_LENGTH
    ? null
    : `is not 1–${MAX_DEVICE_LENGTH} characters`;
/** Who put a past day's task right, and when (`corrections.ts`). */
const laterChange = object({
  required: ['by', 'at'],
  fields: { by: leaf(maker), at: leaf(time), device: leaf(deviceName) },
});

const task = (kind: 'day' | 'routine' | 'item'): Node =>
  object({
    required: kind === 'day' ? ['title', 'completed', 'order'] : ['title', 'order'],
    fields: {
      title: leaf(text),
      order: leaf(order),
      ...(kind !== 'routine' && { completed: leaf(completed) }),
      ...(kind === 'day' && { later: laterChange }),
      ...(kind === 'routine' && { days: leaf(days) }),
      ...(kind !== 'item' && { part: leaf(part) }),
      picture: leaf(pictureProblem),
    },
  });

const taskList = (kind: 'day' | 'routine') =>
  object({
    any: { key: anyKey, node: task(kind) },
    max: { count: MAX_TASKS_PER_LIST, what: 'tasks' },
  });

const groupItems = object({
  any: { key: anyKey, node: task('item') },
  max: { count: MAX_GROUP_ITEMS, what: 'items' },
});
/** A stored `items: 0` is an empty group. */
const items: Node = {
  check: (value, path, context) => (value === 0 ? null : groupItems.check(value, path, context)),
  child: (key, context) => groupItems.child(key, context),
  holds: (value, path, context) =>
    value === 0 ? null : (groupItems.holds?.(value, path, context) ?? null),
};

const lists = object({
  fields: {
    library: object({
      any: {
        key: anyKey,
        node: object({
          required: ['title'],
          fields: { title: leaf(text), part: leaf(part), items },
        }),
      },
      max: { count: MAX_LIBRARY_GROUPS, what: 'groups' },
    }),
    templates: object({ any: { key: kidKey, node: taskList('routine') } }),
  },
  any: {
    key: (key) => (parseCalendarDate(key) === null ? 'is not a date of the calendar' : null),
    node: object({
      fields: {
        _seeded: leaf(time),
      },
      any: { key: kidKey, node: taskList('day') },
    }),
  },
});

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

const sharingNodes = {
  members: object({
    any: { key: anyKey, node: leaf((value) => (value === 'parent' ? null : 'is not "parent"')) },
  }),
  people: object({ any: { key: anyKey, node: object({ required: ['email', 'joined'] }) } }),
  invites: object({
    any: {
      key: (key) => (/^[-0-9A-Za-z_]{20}$/.test(key) ? null : 'is not an invite code'),
      node: object({
        required: ['by', 'expires'],
        fields: {
          by: leaf((value) => (typeof value === 'string' ? null : 'is not a grown-up')),
          expires: leaf((value) => (typeof value === 'number' ? null : 'is not a time')),
        },
      }),
    },
    max: { count: MAX_OPEN_INVITES, what: 'open invites' },
  }),
};

const rewards = rewardsNode({ text, time, kidKey });

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
const away = object({
  any: {
    key: (key) => (/^[-0-9A-Za-z_]{20}$/.test(key) ? null : 'is not an id the app makes'),
    node: awayEntry,
  },
  max: { count: MAX_AWAY_ENTRIES, what: 'away entries' },
});

/** The family below its config: the config itself is checked whole, apart. */
const familyNode = (backup: boolean): Node =>
  object({
    fields: { config: leaf(() => null), lists, away, rewards, ...(backup ? {} : sharingNodes) },
  });

/** The kids of a config, for `ValueContext.kids`. */
export const kidsOfConfig = (config: unknown): ReadonlySet<string> =>
  new Set(kidsOfOrder(fieldsOf(config)?.order) ?? []);

/** A whole family's tree; `backup`: only what a backup carries (config, lists, away, rewards). */
export function checkFamily(
  family: unknown,
  now: number,
  { backup = false } = {},
): ValueProblem | null {
  const config = fieldsOf(family)?.config;
  const context = { now, kids: kidsOfConfig(config) };
  if (config === undefined || config === null) return problemAt([], family, 'has no config');
  return checkConfig(config, context) ?? familyNode(backup).check(family, [], context);
}

/** Where a write at `keys` (below the family) ends up in the tree: every node on the way. */
function nodesOnTheWay(keys: readonly string[], context: ValueContext) {
  const way: { path: string[]; node: Node }[] = [];
  let node = familyNode(false);
  for (const [index, key] of keys.entries()) {
    way.push({ path: keys.slice(0, index), node });
    const next = node.child(key, context);
    if (typeof next === 'string')
      return { way, problem: problemAt(keys.slice(0, index + 1), key, next) };
    node = next;
  }
  return { way, node, problem: null };
}

/**
 * The family and all its lists are too large to read for a write: the nodes below them are not
 * (the rewards' large nodes, a kid's whole ledger, hold nothing to read: `rewardValues.ts`).
 */
const readBelowTheLists = (path: readonly string[]) =>
  path.length >= 2 || (path.length === 1 && path[0] !== 'lists');

/**
 * The paths (below the family) whose values after a write at `keys` its check reads, besides
 * the config: each node on the way that holds something whichever child is written.
 */
export function pathsToRead(keys: readonly string[]): string[][] {
  if (keys[0] === 'config' || keys.length === 0) return [];
  const { way } = nodesOnTheWay(keys, { now: 0, kids: null });
  return way
    .filter(({ path, node }) => readBelowTheLists(path) && node.holds)
    .map(({ path }) => path);
}

/**
 * Whether a write of `value` at `keys` is one value of a task, an item or a group (a tick, a
 * title, an order, a part): judged by its own rule alone, with nothing read first, so a tick
 * shows at once. Whole tasks and anything in the config are judged with what they refer to.
 */
export function isFieldWrite(keys: readonly string[], value: unknown): boolean {
  if (typeof value === 'object' && value !== null) return false;
  if (value === null) return false;
  const [list, second] = keys;
  if (list !== 'lists') return false;
  if (second === 'library') return keys.length === 4 || keys.length === 6;
  return keys.length === 5;
}

/**
 * A write of `value` at `keys` below the family, as the rules judge it: the value and all
 * below it, and what each node on the way must hold afterwards (`after`, by path; counts too,
 * which the rules cannot). `config` is the family's config after the write.
 */
export function checkWrite(
  keys: readonly string[],
  value: unknown,
  after: (path: readonly string[]) => unknown,
  context: { now: number; config?: unknown },
): ValueProblem | null {
  // Without a config (a field of a task, whose kid is not at stake) kids are not checked.
  const kids = 'config' in context ? kidsOfConfig(context.config) : null;
  const full = { now: context.now, kids };
  if (keys.length === 0) return value === null ? null : checkFamily(value, context.now);
  if (keys[0] === 'config') {
    if (context.config === null || context.config === undefined) {
      return problemAt(['config'], null, 'is needed by every family');
    }
    return checkConfig(context.config, full);
  }
  const { way, node, problem } = nodesOnTheWay(keys, full);
  if (problem) return problem;
  for (const { path, node: onTheWay } of way) {
    if (!readBelowTheLists(path) || !onTheWay.holds) continue;
    const held = after(path);
    const found = held === null ? null : onTheWay.holds(held, path, full);
    if (found) return found;
  }
  return value === null || !node ? null : node.check(value, keys, full);
}
