/** Moving an item within a list: the new `order` values, as one multi-path update. */

/** `ids` in their current order, with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length) return [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/**
 * `{ "<id>/order": n }` for every item whose position changed, numbering from 1 in the
 * new arrangement, so rows sort the same on every device (by order, then key).
 */
export function orderUpdate(
  items: readonly { id: string; order: number }[],
  from: number,
  to: number,
): Record<string, number> {
  const moved = moveItem(items, from, to);
  return Object.fromEntries(
    moved
      .map((item, index) => [item, index + 1] as const)
      .filter(([item, order]) => item.order !== order)
      .map(([item, order]) => [`${item.id}/order`, order]),
  );
}
