/**
 * What can stop the embedded store from keeping the family's lists (`storageCheck.ts` finds out),
 * and the error the start-up problem screen explains.
 */
export type StorageProblem = 'missing' | 'blocked' | 'full' | 'silent' | 'failed';

/** The app cannot start on this browser's storage: which problem, for the screen to explain. */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
  constructor(readonly problem: StorageProblem) {
    super(`This browser cannot keep the family's lists (${problem}).`);
  }
}
