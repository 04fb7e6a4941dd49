import { describe, expect, it } from 'vitest';
import { newSecretCode } from '../../src/store/pushId';

describe('invite codes', () => {
  it('are 20 characters of the push-id alphabet, every one from the cryptographic source', () => {
    const asked: number[] = [];
    const code = newSecretCode((bytes) => {
      asked.push(bytes.length);
      return bytes.map((_, index) => index * 13);
    });
    expect(asked).toEqual([20]);
    expect(code).toMatch(/^[-0-9A-Za-z_]{20}$/);
    // Nothing of the time they were made: the same random bytes give the same code.
    expect(newSecretCode((bytes) => bytes.map((_, index) => index * 13))).toBe(code);
  });

  it('differ from one another, and are accepted by the rules’ pattern for invites', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newSecretCode()));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(code).toMatch(/^[-0-9A-Za-z_]{20}$/);
  });
});
