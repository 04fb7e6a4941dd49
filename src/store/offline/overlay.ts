/**
 * What a place shows while changes wait: the server's value with every kept change that
 * touches it applied on top, oldest first. A kept transaction is run again on the value it
 * now meets, as the server will run it.
 */
import { isAncestorOrSelf, pathsOverlap, splitPath, type PathKeys } from '../paths';
import type { StoreSnapshot, TransactionIntent, TransactionUpdate } from '../port';
import { childAt, patchValue, withChildAt, type PathValue } from '../tree';
import { normalizeValue } from '../validation';
import type { OutboxOp } from './outboxDatabase';

/** The update an intent stands for, or `undefined` for one this version does not know. */
export type IntentUpdates = (intent: TransactionIntent) => TransactionUpdate | undefined;

/** The plain writes of a set or an update, with their keys; none for an intent. */
export function opWrites(op: OutboxOp): PathValue[] {
  const base = splitPath(op.path);
  switch (op.kind) {
    case 'set':
      return [{ keys: base, value: op.value }];
    case 'update':
      return Object.entries(op.values).map(([relative, value]) => ({
        keys: [...base, ...splitPath(relative)],
        value,
      }));
    case 'intent':
      return [];
  }
}

/** Every path a change writes at (an intent: the path it runs on). */
export function opPaths(op: OutboxOp): PathKeys[] {
  return op.kind === 'intent' ? [splitPath(op.path)] : opWrites(op).map((write) => write.keys);
}

/** Runs an intent on `current`; `undefined` when it aborts, is unknown or proposes a bad value. */
export function runIntentOn(
  intents: IntentUpdates,
  intent: TransactionIntent,
  keys: PathKeys,
  current: StoreSnapshot,
): StoreSnapshot | undefined {
  const update = intents(intent);
  if (!update) return undefined;
  try {
    const proposed = update(current);
    return proposed === undefined ? undefined : normalizeValue(proposed, keys);
  } catch {
    return undefined;
  }
}

/** `value`, read at `keys`, with the kept changes `ops` applied in order. */
export function overlay(
  value: StoreSnapshot,
  keys: PathKeys,
  ops: readonly OutboxOp[],
  intents: IntentUpdates,
): StoreSnapshot {
  let shown = value;
  for (const op of ops) {
    if (op.kind !== 'intent') {
      shown = patchValue(shown, keys, opWrites(op));
      continue;
    }
    const at = splitPath(op.path);
    // A transaction above the place read cannot be run on part of its value: the place shows
    // it once the server has it.
    if (!pathsOverlap(at, keys) || !isAncestorOrSelf(keys, at)) continue;
    const below = at.slice(keys.length);
    const next = runIntentOn(intents, op.intent, at, childAt(shown, below));
    if (next !== undefined) shown = withChildAt(shown, below, next);
  }
  return shown;
}
