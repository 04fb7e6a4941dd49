import { useState } from 'react';

/**
 * What to show: `items`, plus any item gone elsewhere while something of it was being edited
 * (`editing` holds their ids), so the edit (and what was typed in it) stays on screen, to save
 * or let go: a task deleted on another device while its title is open, or a kid removed while
 * one of their titles is.
 */
export function useKeptWhileEdited<T extends { id: string }>(
  items: readonly T[],
  editing: readonly string[],
): readonly T[] {
  const [seen, setSeen] = useState({ items, editing, shown: items });
  if (seen.items === items && seen.editing === editing) return seen.shown;
  const ids = new Set(items.map((item) => item.id));
  const gone = seen.shown.filter((item) => !ids.has(item.id) && editing.includes(item.id));
  const shown = gone.length === 0 ? items : [...items, ...gone];
  // Kept from one render to the next, as React's "information from previous renders" pattern.
  setSeen({ items, editing, shown });
  return shown;
}
