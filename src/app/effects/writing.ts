import type { AnyActorRef } from 'xstate';
import { toStoreError } from '../../store/errors';

// The store logs every failed operation itself (docs/design.md "Errors and logging"); effects only
// shape what they pass on.

/** Awaits a store operation; a failure is passed on as a StoreError about `path`. */
export async function writing<T>(path: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw toStoreError(error, path);
  }
}

/** Tells `self` (the board, the library) of a failed write it started, which it shows. */
export function reportTo(self: AnyActorRef, path: string) {
  return (error: unknown) => {
    self.send({ type: 'store.failed', error: toStoreError(error, path) });
  };
}
