import type { Actor } from 'xstate';
import type { transactionMachine, TransactionOutput } from '../../machines/transaction';
import { MAX_TRANSACTION_ATTEMPTS } from '../../machines/transaction';
import { STALE_MESSAGE, StoreError, toStoreError } from './errors';
import type { StoreSnapshot, TransactionResult } from './port';

/** Plain-words messages for the ways a transaction can fail (the reasons, upper-cased). */
const FAILURE_MESSAGES = {
  maxretry: `The change could not be saved: the same data kept changing, ${MAX_TRANSACTION_ATTEMPTS} tries in a row.`,
  set: 'The change was replaced by a newer change to the same data before it could be saved.',
  datastale: STALE_MESSAGE,
} as const;

export function transactionResult(output: TransactionOutput, path: string): TransactionResult {
  switch (output.outcome) {
    case 'committed':
      return { committed: true, value: output.value as StoreSnapshot, attempts: output.attempts };
    case 'aborted':
      return { committed: false, reason: 'nodata', attempts: output.attempts };
    case 'failed':
      if (output.reason === 'error') throw toStoreError(output.error, path);
      throw new StoreError(output.reason, FAILURE_MESSAGES[output.reason], path);
  }
}

/** Starts the transaction actor and settles with its outcome. */
export function settleTransaction(
  actor: Actor<typeof transactionMachine>,
  path: string,
): Promise<TransactionResult> {
  return new Promise((resolve, reject) => {
    actor.subscribe({
      complete: () => {
        try {
          resolve(transactionResult(actor.getSnapshot().output as TransactionOutput, path));
        } catch (error) {
          reject(error);
        }
      },
      error: (error) => reject(toStoreError(error, path)),
    });
    actor.start();
  });
}
