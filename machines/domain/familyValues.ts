/**
 * What a family may hold, value by value, as strictly as `database.rules.json` (docs/design.md
 * "Limits"): one check for the restore, the embedded store and the rules' tests. Unlike the
 * parsers in `family.ts` it never guesses: the first value that breaks a rule is named with its
 * path. It also counts children, which the rules cannot. Its parts: the rules for one value
 * (`valueRules.ts`), the config (`configValues.ts`), the lists (`listValues.ts`), the away days
 * (`awayValues.ts`) and the rewards (`rewardValues.ts`).
 */
import { MAX_OPEN_INVITES } from './limits';
import { rewardsNode } from './rewardValues';
import { away } from './awayValues';
import { checkConfig, kidsOfConfig } from './configValues';
import { lists } from './listValues';
import { anyKey, kidKey, text, time } from './valueRules';
import {
  fieldsOf,
  leaf,
  object,
  problemAt,
  type Node,
  type ValueContext,
  type ValueProblem,
} from './valueTree';

export { checkConfig, kidsOfConfig, kidsOfOrder } from './configValues';
export { problemAt, type ValueContext, type ValueProblem } from './valueTree';

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

/** The family below its config: the config itself is checked whole, apart. */
const familyNode = (backup: boolean): Node =>
  object({
    fields: { config: leaf(() => null), lists, away, rewards, ...(backup ? {} : sharingNodes) },
  });

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
