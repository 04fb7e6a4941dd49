/**
 * What a family's lists may hold (docs/design.md "Data layout"): the library's groups and items,
 * each kid's routine, and each day's tasks with who put a past day right. Part of the one check
 * of stored values (`familyValues.ts`).
 */
import { parseCalendarDate } from '../calendar';
import {
  MAX_DEVICE_LENGTH,
  MAX_GROUP_ITEMS,
  MAX_LIBRARY_GROUPS,
  MAX_TASKS_PER_LIST,
} from './limits';
import { pictureProblem } from './pictures';
import { anyKey, completed, days, kidKey, order, part, text, time } from './valueRules';
import { leaf, object, type Node, type Rule } from './valueTree';

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

export const lists = object({
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
