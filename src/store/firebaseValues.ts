/**
 * Values and errors between the store port and the Firebase SDK: what the SDK reads back is
 * shaped like the embedded adapter's values, and what it reports becomes a StoreError.
 */
import type { TransactionOutput } from '../../machines/transaction';
import { StoreError, toStoreError } from './errors';
import type { StoreObject, StoreSnapshot, StoreValue } from './port';

/**
 * The SDK's `val()` as the embedded adapter delivers it: children keyed 0, 1, 2… come back
 * as arrays from the SDK, and are turned back into the index-keyed objects that were stored.
 */
export function fromFirebaseValue(value: unknown): StoreSnapshot {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return value as StoreValue;
  const entries = Array.isArray(value)
    ? value.map((item: unknown, index) => [String(index), item] as const)
    : Object.entries(value);
  const result: StoreObject = {};
  for (const [key, child] of entries) {
    const converted = fromFirebaseValue(child);
    if (converted !== null) result[key] = converted;
  }
  return Object.keys(result).length === 0 ? null : result;
}

/** How the SDK names the ways it abandons a transaction (`new Error('maxretry')` and so on). */
const TRANSACTION_FAILURES = ['maxretry', 'set', 'datastale'] as const;
type TransactionFailureReason = (typeof TRANSACTION_FAILURES)[number];

function isTransactionFailure(reason: string): reason is TransactionFailureReason {
  return (TRANSACTION_FAILURES as readonly string[]).includes(reason);
}

/** A bare lower-case status word, which is all the SDK says when a transaction is abandoned. */
function bareStatus(error: unknown): string | undefined {
  if (!(error instanceof Error) || 'code' in error) return undefined;
  return /^[a-z_]+$/.test(error.message) ? error.message : undefined;
}

/** Turns anything the SDK reports into a StoreError with an upper-cased code. */
export function fromFirebaseError(error: unknown, path: string): StoreError {
  const status = bareStatus(error);
  if (status === undefined) return toStoreError(error, path);
  return new StoreError(
    status,
    `The database turned the request down (${status.replace(/_/g, ' ')}).`,
    path,
    { cause: error },
  );
}

/** A rejected `runTransaction`, as the transaction machine reports a failure. */
export function failedTransaction(
  error: unknown,
  path: string,
  attempts: number,
): TransactionOutput {
  const status = bareStatus(error);
  return status !== undefined && isTransactionFailure(status)
    ? { outcome: 'failed', reason: status, error, attempts }
    : { outcome: 'failed', reason: 'error', error: fromFirebaseError(error, path), attempts };
}
