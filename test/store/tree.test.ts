import { describe, expect, it } from 'vitest';
import { assemble, flatten } from '../../src/store/tree';

describe('the store’s tree helpers', () => {
  it('flatten and assemble are inverses', () => {
    const value = { a: { b: 1, c: 'two' }, d: true };
    expect(assemble(flatten(value))).toEqual(value);
  });

  it('flattens a value with 200,000 leaves (three years of a big family in one set)', () => {
    const big = Object.fromEntries(
      Array.from({ length: 200_000 }, (_, index) => [`k${index}`, index]),
    );
    const leaves = flatten({ days: big });
    expect(leaves).toHaveLength(200_000);
    expect(leaves[199_999]).toEqual([['days', 'k199999'], 199_999]);
  });
});
