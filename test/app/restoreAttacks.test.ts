/**
 * A restore is as strict as the rules: every value the rules suite attacks with
 * (`test/rules/valueAttackTable.ts`), put in an otherwise good backup, is refused with a message
 * that names the value's place, and so are the counts the rules cannot make.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_GROUP_ITEMS,
  MAX_LIBRARY_GROUPS,
  MAX_TASKS_PER_LIST,
} from '../../machines/domain/limits';
import { BACKUP_FORMAT, BACKUP_VERSION, parseBackup } from '../../src/app/backup/backupFile';
import { newPushId } from '../../src/store/pushId';
import {
  ATTACK_DAY,
  TASK,
  VALUE_ATTACKS,
  familyFixture,
  fixtureTask,
} from '../rules/valueAttackTable';

type Tree = Record<string, unknown>;

/** `tree` with `value` at `path` (keys split on `/`), as a write there would leave it. */
function withValueAt(tree: Tree, path: string[], value: unknown): Tree {
  const [key, ...rest] = path;
  if (key === undefined) return value as Tree;
  const child = tree[key];
  const inner = typeof child === 'object' && child !== null ? { ...(child as Tree) } : {};
  return { ...tree, [key]: rest.length === 0 ? value : withValueAt(inner, rest, value) };
}

const backupText = (family: unknown) =>
  JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exported: '', family });

const taskId = newPushId();

describe('a restore refuses what the rules refuse', () => {
  it('the family every attack starts from is restored', () => {
    expect(parseBackup(backupText(familyFixture(taskId))).ok).toBe(true);
  });

  it.each(VALUE_ATTACKS.map((attack) => [attack.name, attack] as const))(
    '%s is refused, naming where',
    (_name, attack) => {
      const path = attack.path.replace(TASK, taskId).split('/');
      const family = withValueAt(familyFixture(taskId), path, attack.value);
      const read = parseBackup(backupText(family));
      expect(read.ok).toBe(false);
      if (read.ok) return;
      // The place named is in the value, one above it (a day, a kid) or a neighbour it refers
      // to (the other part of the day).
      const named = `${/at (\S+) /.exec(read.problem)?.[1] ?? ''}/`;
      const at = (keys: string[]) => `${keys.join('/')}/`;
      const near =
        named.startsWith(at(path)) ||
        at(path).startsWith(named) ||
        (path.length > 1 && named.startsWith(at(path.slice(0, -1))));
      expect(near, read.problem).toBe(true);
    },
  );
});

describe('a restore counts what the rules cannot', () => {
  const many = (count: number, value: (index: number) => unknown) =>
    Object.fromEntries(Array.from({ length: count }, (_, index) => [`t${index}`, value(index)]));
  const task = (index: number) => ({ ...fixtureTask, order: index });

  it.each<[string, string, (count: number) => unknown, number, RegExp]>([
    [
      'tasks in a kid’s day',
      `lists/${ATTACK_DAY}/ada`,
      (n) => many(n, task),
      MAX_TASKS_PER_LIST,
      /tasks/,
    ],
    [
      'tasks in a kid’s routine',
      'lists/templates/bo',
      (n) => many(n, (index) => ({ title: 'Piano', order: index })),
      MAX_TASKS_PER_LIST,
      /tasks/,
    ],
    [
      'library groups',
      'lists/library',
      (n) => many(n, () => ({ title: 'Bedtime', items: 0 })),
      MAX_LIBRARY_GROUPS,
      /groups/,
    ],
    [
      'items in a library group',
      'lists/library/g/items',
      (n) => many(n, (index) => ({ title: 'Pyjamas', order: index })),
      MAX_GROUP_ITEMS,
      /items/,
    ],
  ])('%s: the most is restored, one more is refused', (_what, path, value, most, message) => {
    const keys = path.split('/');
    const family =
      path === 'lists/library/g/items'
        ? withValueAt(familyFixture(taskId), ['lists', 'library', 'g', 'title'], 'Bedtime')
        : familyFixture(taskId);
    expect(parseBackup(backupText(withValueAt(family, keys, value(most)))).ok).toBe(true);
    const over = parseBackup(backupText(withValueAt(family, keys, value(most + 1))));
    expect(over.ok).toBe(false);
    if (!over.ok) {
      expect(over.problem).toMatch(message);
      expect(over.problem).toContain(`at ${path} holds more than ${most}`);
    }
  });
});
