/**
 * Whose list and which part of the day a new task goes to (docs/design.md "The entry box"): the
 * kid in view unless other kids were picked while the entry stayed open.
 */

/** The kid the boards show: the one picked, or the first kid (also when it left the family). */
export function kidInViewOf(kidInView: string | null, kidIds: readonly string[]): string | null {
  return kidInView !== null && kidIds.includes(kidInView) ? kidInView : (kidIds[0] ?? null);
}

/**
 * The kids a new task goes to, in column order: the picked ones (`null`: none picked since the
 * entry opened) or the kid in view.
 */
export function kidsFor(
  picked: readonly string[] | null,
  kidInView: string | null,
  kidIds: readonly string[],
): string[] {
  if (picked === null) {
    const inView = kidInViewOf(kidInView, kidIds);
    return inView === null ? [] : [inView];
  }
  return kidIds.filter((id) => picked.includes(id));
}

/** The kids picked once `kidId` is pressed, starting from the kids the task would go to now. */
export function togglePickedFor(
  picked: readonly string[] | null,
  kidInView: string | null,
  kidId: string,
  kidIds: readonly string[],
): string[] {
  const current = kidsFor(picked, kidInView, kidIds);
  return current.includes(kidId)
    ? current.filter((id) => id !== kidId)
    : kidIds.filter((id) => id === kidId || current.includes(id));
}
