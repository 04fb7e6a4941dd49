import {
  MAX_KIDS,
  LIMIT_MESSAGES,
  textOverLimit,
  type TextKind,
} from '../../../machines/domain/limits';
import { StoreError } from '../../store/errors';

/**
 * Refuses text over the limit before anything is written, in every backend, with the limit in
 * plain words ("Titles can be at most 1,000 characters."), never a refusal from the database.
 */
export function refuseLongText(text: string, kind: TextKind, path: string): void {
  const message = textOverLimit(text, kind);
  if (message) throw new StoreError('TOO_LONG', message, path);
}

/** Refuses a kid list longer than a family may have. */
export function refuseTooManyKids(count: number, path: string): void {
  if (count > MAX_KIDS) throw new StoreError('TOO_MANY_KIDS', LIMIT_MESSAGES.kids, path);
}
