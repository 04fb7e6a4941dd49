/** The family's PIN for the grown-ups' gate, as stored in `config/pin` (docs/design.md "Kid mode"). */

/** What the family's PIN is stored as in `config/pin`: never the digits themselves. */
export interface PinRecord {
  /** Random bytes, base64. */
  salt: string;
  /** PBKDF2-SHA-256 of the PIN with the salt, base64. */
  hash: string;
}

/** A PIN is four digits. */
export function pinProblem(pin: string): string | null {
  return /^\d{4}$/.test(pin) ? null : 'A PIN is four digits, like 4071.';
}

/**
 * Exactly what the app writes (`src/app/kidMode/pin.ts`): a 16-byte salt and a 32-byte
 * PBKDF2-SHA-256 hash, each in padded base64 (24 and 44 characters). The rules hold the same.
 */
export const PIN_SALT_SHAPE = /^[A-Za-z0-9+/]{21}[AQgw]==$/;
export const PIN_HASH_SHAPE = /^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/;

/** A stored PIN record as the app reads it: both fields of the app's shape, or none. */
export function parsePinRecord(value: unknown): PinRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { salt, hash } = value as Record<string, unknown>;
  return typeof salt === 'string' &&
    PIN_SALT_SHAPE.test(salt) &&
    typeof hash === 'string' &&
    PIN_HASH_SHAPE.test(hash)
    ? { salt, hash }
    : undefined;
}
