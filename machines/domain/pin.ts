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

/** A stored PIN record as the app reads it: both fields base64 text, or none. */
export function parsePinRecord(value: unknown): PinRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { salt, hash } = value as Record<string, unknown>;
  const base64 = (text: unknown): text is string =>
    typeof text === 'string' && /^[A-Za-z0-9+/]{16,88}={0,2}$/.test(text);
  return base64(salt) && base64(hash) ? { salt, hash } : undefined;
}
