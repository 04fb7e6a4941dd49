/**
 * The family's PIN, kept as a salted PBKDF2 hash (Web Crypto), never as its digits. Four digits
 * are few: this keeps them from being read off the family's data, not from being guessed.
 */
import type { PinRecord } from '../../../machines/kidMode';

const ITERATIONS = 100_000;
const SALT_BYTES = 16;

export class PinUnavailableError extends Error {
  constructor() {
    super('This browser cannot keep a PIN here: open Kids To-Do over https to set one.');
    this.name = 'PinUnavailableError';
  }
}

function subtle(): SubtleCrypto {
  const found = globalThis.crypto?.subtle;
  if (!found) throw new PinUnavailableError();
  return found;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(pin: string, salt: Uint8Array): Promise<string> {
  const crypto = subtle();
  const key = await crypto.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations: ITERATIONS },
    key,
    256,
  );
  return toBase64(new Uint8Array(bits));
}

/** A new record for `pin`, with a fresh salt. */
export async function makePinRecord(pin: string): Promise<PinRecord> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return { salt: toBase64(salt), hash: await derive(pin, salt) };
}

/** Whether `pin` is the one `record` was made from. */
export async function pinMatches(pin: string, record: PinRecord): Promise<boolean> {
  return (await derive(pin, fromBase64(record.salt))) === record.hash;
}
