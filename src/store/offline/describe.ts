/**
 * Plain words for a kept change, written when the change is made (what the family saw then),
 * and for why the server refused it, found by asking the server what is there now. Both read
 * the family's layout (docs/design.md "Data layout").
 */
import { splitPath, type PathKeys } from '../paths';
import type { StoreSnapshot } from '../port';
import { isObject } from '../tree';
import { opWrites } from './overlay';
import type { OutboxOp } from './outboxDatabase';

/** What this device last showed at a path, if anything: read without waiting. */
export type Lookup = (keys: PathKeys) => StoreSnapshot | undefined;

/** The family a path belongs to, or `''`. */
export function familyOf(path: string): string {
  const [root, family] = splitPath(path);
  return root === 'families' && family ? family : '';
}

const quoted = (title: string) => `“${title}”`;
const text = (value: StoreSnapshot | undefined) => (typeof value === 'string' ? value : undefined);

/** Where a path lies in a family's lists. */
interface ListPlace {
  family: string;
  list: string;
  /** A kid's list, or a library group. */
  owner?: string;
  /** A task, or (library) `items`. */
  item?: string;
  rest: string[];
}

function listPlace(keys: PathKeys): ListPlace | null {
  const [root, family, lists, list, owner, item, ...rest] = keys;
  if (root !== 'families' || !family || lists !== 'lists' || !list) return null;
  return { family, list, owner, item, rest };
}

function kidName(lookup: Lookup, family: string, kid: string): string {
  return text(lookup(['families', family, 'config', 'names', kid])) ?? kid;
}

function possessive(name: string): string {
  return `${name}’s`;
}

function taskTitle(lookup: Lookup, keys: PathKeys, written?: StoreSnapshot): string | undefined {
  const fromWrite = isObject(written ?? null)
    ? text((written as Record<string, StoreSnapshot>).title)
    : undefined;
  return fromWrite ?? text(lookup([...keys, 'title']));
}

/** Plain words for one kept change, e.g. `Ada’s tick on “Feed the cat”`. */
export function describeChange(op: OutboxOp, lookup: Lookup): string {
  const keys = splitPath(op.path);
  const place = listPlace(keys);
  if (!place) {
    if (keys[0] === 'families' && keys[2] === 'config') return 'A change to the family’s settings';
    return 'A change made on this device';
  }
  const { family, list } = place;
  if (list === 'library') return 'A change to the library';
  const inRoutine = list === 'templates';
  const writes = opWrites(op);
  const atTask = (write: { keys: PathKeys }) => listPlace(write.keys);
  if (op.kind === 'intent') {
    if (op.intent.name === 'day.seed') return `The routine for ${list}`;
    if (place.owner && place.item) {
      const title = taskTitle(lookup, keys.slice(0, 6));
      return title ? `The change to ${quoted(title)}` : 'A change to a task';
    }
    return 'A change made on this device';
  }
  const ticks = writes.filter((write) => {
    const at = atTask(write);
    return at?.rest.length === 1 && at.rest[0] === 'completed';
  });
  const [tick] = ticks;
  if (!inRoutine && tick && ticks.length === writes.length) {
    const name = kidName(lookup, family, atTask(tick)?.owner ?? '');
    if (ticks.length > 1) return `${possessive(name)} ticks`;
    const title = taskTitle(lookup, tick.keys.slice(0, 6));
    const verb = tick.value === false ? 'untick' : 'tick';
    return title
      ? `${possessive(name)} ${verb} on ${quoted(title)}`
      : `${possessive(name)} ${verb}`;
  }
  const whole = writes.filter((write) => atTask(write)?.item && atTask(write)?.rest.length === 0);
  if (whole.length > 0 && whole.length === writes.length) {
    const added = whole.filter((write) => write.value !== null);
    const kids = [...new Set(whole.map((write) => atTask(write)?.owner ?? ''))].map((kid) =>
      kidName(lookup, family, kid),
    );
    const title = taskTitle(lookup, whole[0]?.keys ?? [], whole[0]?.value ?? null);
    const named = title ? ` ${quoted(title)}` : '';
    const kind = inRoutine ? 'routine task' : 'task';
    if (added.length === 0) return `The deletion of the ${kind}${named}`;
    return `The new ${kind}${named} for ${kids.join(' and ')}`;
  }
  const kid = place.owner ? kidName(lookup, family, place.owner) : undefined;
  if (kid) return `A change to ${possessive(kid)} ${inRoutine ? 'routine' : 'tasks'}`;
  return inRoutine ? 'A change to the routine' : 'A change to the day';
}

/** Why the server refused a change, in plain words, and the code the family sees with them. */
export interface RefusalReason {
  code: string;
  reason: string;
}

/** Reads what the server holds at a path now; rejects when it may not be read. */
export type ReadServer = (path: string) => Promise<StoreSnapshot>;

/**
 * Why a change was refused (or, for a transaction, came to nothing): the family is no longer
 * this parent's, the task or group it changed was deleted on another device, or the server's
 * own refusal. `code` is what the server answered.
 */
export async function explainRefusal(
  op: OutboxOp,
  code: string,
  readServer: ReadServer,
): Promise<RefusalReason> {
  const family = familyOf(op.path);
  if (family) {
    const member = await readServer(`families/${family}/config`).then(
      () => true,
      () => false,
    );
    if (!member)
      return { code: 'NOT_A_MEMBER', reason: 'you are no longer a member of this family' };
  }
  // A tick is an update at the kid's list: the task it touches is in what it writes.
  const place = listPlace(opWrites(op)[0]?.keys ?? []) ?? listPlace(splitPath(op.path));
  if (place?.owner && place.item) {
    const { family: id, list, owner, item } = place;
    const path =
      list === 'library'
        ? `families/${id}/lists/library/${owner}`
        : `families/${id}/lists/${list}/${owner}/${item}`;
    const stored = await readServer(path).catch(() => null);
    if (!isObject(stored) || typeof stored.title !== 'string') {
      const what = list === 'library' ? 'group' : 'task';
      return { code: 'TASK_DELETED', reason: `the ${what} was deleted on another device` };
    }
  }
  return { code, reason: `the server refused it (${code})` };
}
