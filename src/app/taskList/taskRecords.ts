import type { Task } from '../../../machines/taskListMachine';
import type { StoreSnapshot, StoreValue } from '../../store/port';

/** Until families and kids exist, every task lives in one family and one shared column. */
export const LOCAL_FAMILY_ID = 'local';
export const EVERYONE_COLUMN_ID = 'everyone';

export const DEFAULT_TASK_ORDER = 1;

/** Where the tasks of one day are stored: `families/{family}/lists/{YYYY-MM-DD}/{column}`. */
export function dayColumnPath(date: string): string {
  return `families/${LOCAL_FAMILY_ID}/lists/${date}/${EVERYONE_COLUMN_ID}`;
}

/** The record a new task is stored as. */
export function newTaskRecord(title: string): {
  title: string;
  completed: false;
  order: number;
} {
  return { title, completed: false, order: DEFAULT_TASK_ORDER };
}

function isRecord(value: StoreValue | undefined): value is Record<string, StoreValue> {
  return typeof value === 'object' && value !== null;
}

function parseTask(id: string, value: StoreValue): Task | null {
  if (!isRecord(value) || typeof value.title !== 'string') return null;
  const { completed, order } = value;
  return {
    id,
    title: value.title,
    completed: typeof completed === 'number' && Number.isFinite(completed) ? completed : false,
    order: typeof order === 'number' && Number.isInteger(order) ? order : DEFAULT_TASK_ORDER,
  };
}

/**
 * Parses what is stored under a day's column into tasks in display order: by `order`,
 * then by key (push ids sort by creation time). Anything that is not a task is skipped.
 */
export function parseDayColumn(snapshot: StoreSnapshot): Task[] {
  if (!isRecord(snapshot ?? undefined)) return [];
  const tasks: Task[] = [];
  for (const [id, value] of Object.entries(snapshot as Record<string, StoreValue>)) {
    if (id.startsWith('_')) continue;
    const task = parseTask(id, value);
    if (task) tasks.push(task);
  }
  return tasks.sort((a, b) =>
    a.order !== b.order ? a.order - b.order : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}
