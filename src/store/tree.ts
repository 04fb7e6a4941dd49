import { isAncestorOrSelf, pathsOverlap, type PathKeys } from './paths';
import type { KeyRange, StoreObject, StoreSnapshot, StoreValue } from './port';

/** One stored leaf: the keys below some root, and its primitive value. */
export type Leaf = readonly [keys: string[], value: string | number | boolean];

export function isObject(value: StoreSnapshot | undefined): value is StoreObject {
  return typeof value === 'object' && value !== null;
}

/** Flattens a normalized value into its leaves, relative to where it is written. */
export function flatten(value: StoreSnapshot, prefix: string[] = []): Leaf[] {
  const leaves: Leaf[] = [];
  // One array for every level: spreading a child's leaves into push() overflows the stack
  // once a subtree holds some hundred thousand of them.
  const visit = (node: StoreSnapshot, keys: string[]) => {
    if (node === null) return;
    if (!isObject(node)) {
      leaves.push([keys, node]);
      return;
    }
    for (const [key, child] of Object.entries(node)) visit(child, [...keys, key]);
  };
  visit(value, prefix);
  return leaves;
}

/** Rebuilds a value from leaves whose keys are relative to the value's path. */
export function assemble(leaves: Iterable<Leaf>): StoreSnapshot {
  let root: StoreSnapshot = null;
  for (const [keys, value] of leaves) {
    if (keys.length === 0) return value;
    if (!isObject(root)) root = {};
    let node: StoreObject = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      node = isObject(next) ? next : (node[key] = {});
    });
  }
  return root;
}

export function childAt(value: StoreSnapshot, keys: PathKeys): StoreSnapshot {
  let node: StoreSnapshot = value;
  for (const key of keys) {
    if (!isObject(node)) return null;
    node = node[key] ?? null;
  }
  return node;
}

/** Returns `value` with `replacement` at `keys`, pruning objects left empty. Never mutates. */
export function withChildAt(
  value: StoreSnapshot,
  keys: PathKeys,
  replacement: StoreSnapshot,
): StoreSnapshot {
  const [first, ...rest] = keys;
  if (first === undefined) return replacement;
  const base: StoreObject = isObject(value) ? value : {};
  const child = withChildAt(base[first] ?? null, rest, replacement);
  const next: StoreObject = { ...base };
  if (child === null) delete next[first];
  else next[first] = child;
  return Object.keys(next).length === 0 ? null : next;
}

/** A value written at a path; `null` removes. */
export interface PathValue {
  readonly keys: PathKeys;
  readonly value: StoreSnapshot;
}

/**
 * What is read at `keys` once `writes` are applied, in order, to `value` (what was read there
 * before). Parts no write touched keep their objects.
 */
export function patchValue(
  value: StoreSnapshot,
  keys: PathKeys,
  writes: readonly PathValue[],
): StoreSnapshot {
  let patched = value;
  for (const write of writes) {
    if (!pathsOverlap(write.keys, keys)) continue;
    patched = isAncestorOrSelf(write.keys, keys)
      ? childAt(write.value, keys.slice(write.keys.length))
      : withChildAt(patched, write.keys.slice(keys.length), write.value);
  }
  return patched;
}

export function deepEqual(a: StoreSnapshot | undefined, b: StoreSnapshot | undefined): boolean {
  if (a === b) return true;
  if (!isObject(a) || !isObject(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => key in b && deepEqual(a[key] as StoreValue, b[key] as StoreValue));
}

/** Values handed to listeners are shared between them: both adapters freeze what they deliver. */
export function deepFreeze<T extends StoreSnapshot>(value: T): T {
  if (isObject(value) && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** Only the children of `value` whose keys are in `range`; `null` when none are. */
export function clipToRange(value: StoreSnapshot, range: KeyRange): StoreSnapshot {
  if (typeof value !== 'object' || value === null) return null;
  const kept = Object.entries(value).filter(([key]) => key >= range.from && key <= range.to);
  return kept.length === 0 ? null : Object.fromEntries(kept);
}
