// How an error from the store or an account reaches the screen.

/** An error as the screen shows it: an upper-cased code and plain words. */
export interface ShownError {
  code: string;
  message: string;
}

/** Any thrown value as a `ShownError`: Firebase-style `{ code, message }` or anything else. */
export function toShownError(error: unknown): ShownError {
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return {
      code: typeof code === 'string' ? code.toUpperCase() : 'UNKNOWN',
      message: typeof message === 'string' && message !== '' ? message : 'Something went wrong.',
    };
  }
  return { code: 'UNKNOWN', message: String(error) };
}
