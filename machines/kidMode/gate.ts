/**
 * The grown-ups' gate out of kid mode (docs/design.md "Kid mode"): a sum of two two-digit
 * numbers, or the family's PIN. A lock for little hands, not security.
 */
export { parsePinRecord, pinProblem, type PinRecord } from '../domain/pin';

/** The question the gate asks when the family has no PIN. */
export interface Sum {
  a: number;
  b: number;
}

/** A 32-bit linear congruential step: the same seed always asks the same sums. */
function step(seed: number): number {
  return (Math.imul(seed, 1664525) + 1013904223) >>> 0;
}

/** Two two-digit numbers from 12 to 49, neither ending in 0, so adding them takes some carrying. */
export function sumFrom(seed: number): { sum: Sum; seed: number } {
  const first = step(seed);
  const second = step(first);
  const pick = (value: number) => {
    const n = 12 + ((value >>> 8) % 38);
    return n % 10 === 0 ? n + 1 : n;
  };
  return { sum: { a: pick(first), b: pick(second) }, seed: second };
}

/** Whether what was typed is the sum's answer ("62", " 62 "); anything else is wrong. */
export function answersSum(sum: Sum, answer: string): boolean {
  const typed = answer.trim();
  return /^\d{1,3}$/.test(typed) && Number(typed) === sum.a + sum.b;
}

/** Typed past the PIN's four digits: said at once, never cut short silently. */
export function pinTooLong(typed: string): string | null {
  return typed.length > 4 ? `A PIN is four digits: this has ${typed.length}.` : null;
}
