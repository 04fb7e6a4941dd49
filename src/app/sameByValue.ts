/** Two plain values (numbers, strings, arrays, records of them) with the same contents. */
export const sameByValue = (a: unknown, b: unknown): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);
