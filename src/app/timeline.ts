/**
 * User Timing marks of the cold start, read by `npx tsx bench/coldStart.ts`: when the script
 * ran, when the family's listeners started, and when its config and today's list arrived. A
 * browser (or test page) without marks simply has none.
 */
export type TimelineMark =
  'kids-todo:script' | 'kids-todo:listening' | 'kids-todo:config' | 'kids-todo:day';

export function markTimeline(mark: TimelineMark): void {
  try {
    globalThis.performance?.mark?.(mark);
  } catch {
    // Nothing to mark with.
  }
}
