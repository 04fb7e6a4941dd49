import { useState } from 'react';
import type { Task } from '../../machines/domain/family';

/**
 * The rows to show: the tasks, plus any task deleted elsewhere while its row was being edited,
 * so the edit (and what was typed in it) stays on screen, to save as a new task or let go.
 */
export function useRowsKeptWhileEdited(
  tasks: readonly Task[],
  openEditors: readonly string[],
): readonly Task[] {
  const [seen, setSeen] = useState({ tasks, openEditors, rows: tasks });
  if (seen.tasks === tasks && seen.openEditors === openEditors) return seen.rows;
  const ids = new Set(tasks.map((task) => task.id));
  const gone = seen.rows.filter((task) => !ids.has(task.id) && openEditors.includes(task.id));
  const rows = gone.length === 0 ? tasks : [...tasks, ...gone];
  // Kept from one render to the next, as React's "information from previous renders" pattern.
  setSeen({ tasks, openEditors, rows });
  return rows;
}
