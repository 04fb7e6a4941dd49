/** Codes a store can report. Backend errors keep their own codes, upper-cased. */
export type StoreErrorCode =
  | 'INVALID_PATH'
  | 'INVALID_KEY'
  | 'KEY_TOO_LONG'
  | 'INVALID_VALUE'
  | 'NON_FINITE_NUMBER'
  | 'VALUE_TOO_LARGE'
  | 'MAXRETRY'
  | 'SET'
  | 'DATASTALE'
  | 'STORE_CLOSED'
  | 'STORAGE_FAILED'
  | (string & {});

/** Why a tab may no longer use the embedded database, or a transaction gave up on it. */
export const STALE_MESSAGE =
  'Kids To-Do was updated in another tab, so this tab is out of date. Reload the page to keep going.';

/** A typed store error: an upper-cased code, a message in plain words, and the path concerned. */
export class StoreError extends Error {
  override readonly name = 'StoreError';
  readonly code: StoreErrorCode;
  readonly path: string;

  constructor(code: string, message: string, path: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
    this.path = path;
  }
}

export function isStoreError(error: unknown): error is StoreError {
  return error instanceof StoreError;
}

/** Wraps anything thrown by a backend into a StoreError, keeping its code upper-cased. */
export function toStoreError(error: unknown, path: string): StoreError {
  if (error instanceof StoreError) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : error instanceof DOMException
        ? error.name
        : 'STORAGE_FAILED';
  const message = error instanceof Error ? error.message : String(error);
  return new StoreError(code, message || 'The store could not complete the request.', path, {
    cause: error,
  });
}

/**
 * Database errors are logged (docs/design.md "Errors and logging"). Each adapter logs every
 * operation that fails, here and only here, with its code and path; the app's effects pass the
 * error on without logging it.
 */
export function logStoreError(error: StoreError): StoreError {
  console.error(error, `${error.code} at "${error.path}"`);
  return error;
}

/** A subscription's failure as its listener gets it: logged, unless the read asked to be quiet. */
export function reported(error: StoreError, { quiet = false }: { quiet?: boolean }): StoreError {
  return quiet ? error : logStoreError(error);
}

/** Runs one store operation; a failure is logged once and rejects as a StoreError about `path`. */
export async function loggingFailure<T>(path: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw logStoreError(toStoreError(error, path));
  }
}
