/**
 * Putting the past right (docs/design.md "Putting the past right"): a tick or untick on a day
 * before the family's today is a correction. Only a grown-up makes one (kid mode is refused); the
 * task keeps who made the last one, when, and on which device, and the day shows it quietly. The
 * stars of the weeks settled from that day's week on are cleared with it (`weeksUnsettledBy` in
 * `earnedStars.ts`), so every device counts them again from the corrected days. Pure functions:
 * the moment and the device come from outside.
 */
import { compareDates, type CalendarDate } from '../calendar';
import { MAX_DEVICE_LENGTH } from './limits';
import type { Maker } from './rewards';

/** Who put a past day's task right, when (Unix seconds) and on which device, if it is known. */
export interface LaterChange {
  by: Maker;
  at: number;
  device?: string;
}

/** A change to a day's ticks is a correction when the day is before the family's today. */
export const isLaterChange = (date: CalendarDate, today: CalendarDate): boolean =>
  compareDates(date, today) < 0;

/**
 * A tick's changes (`{taskId}/completed` paths below a kid's list) with each task's correction
 * beside its tick, written in the same update.
 */
export function withLaterChange(
  completions: Readonly<Record<string, unknown>>,
  change: LaterChange,
): Record<string, unknown> {
  const later = Object.keys(completions)
    .filter((key) => key.endsWith('/completed'))
    .map((key) => [`${key.slice(0, -'/completed'.length)}/later`, change]);
  return { ...completions, ...Object.fromEntries(later) };
}

/** The update below a kid's settled weeks that clears those given (each week's key to null). */
export const clearedWeeks = (weeks: readonly CalendarDate[]): Record<string, null> =>
  Object.fromEntries(weeks.map((monday) => [monday, null]));

/** A stored correction, or `undefined` for anything that is not one. */
export function parseLaterChange(value: unknown): LaterChange | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { by, at, device } = value as Record<string, unknown>;
  if (by !== 'grown-up' && by !== 'kid') return undefined;
  if (typeof at !== 'number' || !Number.isFinite(at) || at < 0) return undefined;
  const named =
    typeof device === 'string' && device.trim() !== '' && device.length <= MAX_DEVICE_LENGTH;
  return { by, at, ...(named && { device }) };
}

/** The same correction (or none on both). */
export const sameLaterChange = (a?: LaterChange, b?: LaterChange): boolean =>
  a === b || (a?.by === b?.by && a?.at === b?.at && a?.device === b?.device);

/** What the day says of a corrected task: "ticked later by a grown-up". */
export function laterChangeText(change: LaterChange, ticked: boolean): string {
  const { what, who } = laterChangeWords(change, ticked);
  return `${what} ${who}`;
}

/** Its two halves, "ticked later" and "by a grown-up", so a row can keep the second whole. */
export function laterChangeWords(
  change: LaterChange,
  ticked: boolean,
): { what: string; who: string } {
  return {
    what: `${ticked ? 'ticked' : 'unticked'} later`,
    who: `by ${change.by === 'kid' ? 'kid mode' : 'a grown-up'}`,
  };
}

/** The longer account, for a screen reader and the row's tooltip: when, and on which device. */
export function laterChangeDetail(change: LaterChange, ticked: boolean, when: string): string {
  const device = change.device === undefined ? '' : ` on ${change.device}`;
  return `${laterChangeText(change, ticked)}${device}, ${when}`;
}
