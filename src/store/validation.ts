import { StoreError } from './errors';
import { joinPath, pathsOverlap, splitPath, type PathKeys } from './paths';
import type { StoreSnapshot, StoreValue } from './port';
import {
  MAX_KEY_BYTES,
  MAX_PATH_BYTES,
  MAX_PATH_DEPTH,
  MAX_STRING_BYTES,
} from '../../machines/constants';

export { MAX_KEY_BYTES, MAX_PATH_BYTES, MAX_PATH_DEPTH, MAX_STRING_BYTES };

// . # $ / [ ] and the control characters (U+0000–U+001F, U+007F).
// eslint-disable-next-line no-control-regex
const FORBIDDEN_KEY_CHARACTERS = /[.#$/[\]\u0000-\u001F\u007F]/;

const encoder = new TextEncoder();

/** UTF-8 length without allocating a copy of large strings. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

function describeKey(key: string): string {
  return key.length > 40 ? `"${key.slice(0, 40)}…"` : JSON.stringify(key);
}

/** `path` may be given as a function: it is joined only for an error, not for every key. */
export function validateKey(key: string, pathOrJoin: string | (() => string)): void {
  const path = () => (typeof pathOrJoin === 'string' ? pathOrJoin : pathOrJoin());
  if (key === '') {
    throw new StoreError('INVALID_KEY', 'A name in the path is empty.', path());
  }
  const match = FORBIDDEN_KEY_CHARACTERS.exec(key);
  if (match) {
    const isControl = match[0] < ' ' || match[0] === '\u007F';
    const shown = isControl ? 'a control character' : `"${match[0]}"`;
    throw new StoreError(
      'INVALID_KEY',
      `The name ${describeKey(key)} contains ${shown}, which cannot be stored. Names cannot contain . # $ / [ ] or control characters.`,
      path(),
    );
  }
  const bytes = key.length * 3 <= MAX_KEY_BYTES ? key.length : encoder.encode(key).length;
  if (bytes > MAX_KEY_BYTES) {
    throw new StoreError(
      'KEY_TOO_LONG',
      `The name ${describeKey(key)} is ${bytes} bytes long; names can be at most ${MAX_KEY_BYTES} bytes.`,
      path(),
    );
  }
}

/** A path's UTF-8 length as the Realtime Database counts it: with a leading "/". */
function pathBytes(keys: PathKeys): number {
  return keys.reduce((bytes, key) => bytes + 1 + utf8Length(key), 0) || 1;
}

/** Rejects a path deeper or longer than the Realtime Database writes. */
export function validatePathLimits(keys: PathKeys): void {
  if (
    keys.length <= MAX_PATH_DEPTH &&
    keys.length + keys.reduce((sum, key) => sum + key.length, 0) <= MAX_PATH_BYTES / 3
  ) {
    return; // Short enough whatever its characters: the common case, without counting bytes.
  }
  const path = keys.join('/');
  if (keys.length > MAX_PATH_DEPTH) {
    throw new StoreError(
      'INVALID_PATH',
      `The path ${describeKey(path)} is ${keys.length} names deep; paths can be at most ${MAX_PATH_DEPTH} deep.`,
      path,
    );
  }
  const bytes = pathBytes(keys);
  if (bytes > MAX_PATH_BYTES) {
    throw new StoreError(
      'KEY_TOO_LONG',
      `The path ${describeKey(path)} is ${bytes} bytes long; paths can be at most ${MAX_PATH_BYTES} bytes.`,
      path,
    );
  }
}

/** Parses a path string into keys, rejecting empty or forbidden keys. `''` is the root. */
export function parsePath(path: string): string[] {
  if (typeof path !== 'string') {
    throw new StoreError('INVALID_PATH', 'A path must be text.', String(path));
  }
  if (
    path !== '' &&
    path.split('/').some((key, index, all) => key === '' && index !== 0 && index !== all.length - 1)
  ) {
    throw new StoreError('INVALID_PATH', `The path "${path}" has an empty name in it.`, path);
  }
  const keys = splitPath(path);
  for (const key of keys) validateKey(key, path);
  validatePathLimits(keys);
  return keys;
}

/**
 * Checks a value before it is written and returns it as stored: empty objects and
 * `null` children vanish, as they do in the Realtime Database. Throws a StoreError.
 */
export function normalizeValue(value: unknown, path: PathKeys): StoreSnapshot {
  const where = path.join('/');
  if (value === undefined) {
    throw new StoreError(
      'INVALID_VALUE',
      `Nothing (undefined) was given to store at "${where}".`,
      where,
    );
  }
  if (value === null) return null;
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value)) {
        throw new StoreError(
          'NON_FINITE_NUMBER',
          `The number ${String(value)} cannot be stored at "${where}": only finite numbers can.`,
          where,
        );
      }
      return value;
    case 'string': {
      const bytes = value.length * 3 <= MAX_STRING_BYTES ? value.length : utf8Length(value);
      if (bytes > MAX_STRING_BYTES) {
        throw new StoreError(
          'VALUE_TOO_LARGE',
          `The text at "${where}" is ${bytes.toLocaleString('en')} bytes; text can be at most ${MAX_STRING_BYTES.toLocaleString('en')} bytes.`,
          where,
        );
      }
      return value;
    }
    case 'object': {
      if (Array.isArray(value)) {
        return normalizeObject(
          Object.fromEntries(value.map((item, index) => [String(index), item])),
          path,
        );
      }
      return normalizeObject(value as Record<string, unknown>, path);
    }
    default:
      throw new StoreError(
        'INVALID_VALUE',
        `A ${typeof value} cannot be stored at "${where}": only text, numbers, true/false and objects can.`,
        where,
      );
  }
}

function normalizeObject(value: Record<string, unknown>, path: PathKeys): StoreSnapshot {
  const result: Record<string, StoreValue> = {};
  let empty = true;
  for (const [key, child] of Object.entries(value)) {
    const childPath = [...path, key];
    validateKey(key, () => childPath.join('/'));
    validatePathLimits(childPath);
    const normalized = normalizeValue(child, childPath);
    if (normalized !== null) {
      result[key] = normalized;
      empty = false;
    }
  }
  return empty ? null : result;
}

/** One validated write: where it goes and the value as stored (`null` removes). */
export interface ValidatedWrite {
  keys: string[];
  value: StoreSnapshot;
}

/**
 * Checks every `relativePath → value` of an update below `path`, as the embedded adapter does:
 * each path and value must be valid, and no path may lie inside another. Throws a StoreError.
 */
export function validateUpdate(path: string, values: Record<string, unknown>): ValidatedWrite[] {
  const base = parsePath(path);
  const writes = Object.entries(values).map(([relative, value]) => {
    const full = [...base, relative].join('/');
    if (relative.split('/').some((key) => key === '')) {
      throw new StoreError('INVALID_KEY', `The path "${full}" has an empty name in it.`, full);
    }
    const keys = parsePath(full);
    return { keys, value: normalizeValue(value, keys) };
  });
  for (const [index, a] of writes.entries()) {
    const inside = writes.slice(index + 1).find((b) => pathsOverlap(a.keys, b.keys));
    if (inside) {
      throw new StoreError(
        'INVALID_PATH',
        `One update cannot change both "${joinPath(a.keys)}" and "${joinPath(inside.keys)}": one lies inside the other.`,
        path,
      );
    }
  }
  return writes;
}
