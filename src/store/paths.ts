/** A path is a list of keys; the root is the empty list. */
export type PathKeys = readonly string[];

export function splitPath(path: string): string[] {
  return path.split('/').filter((key) => key !== '');
}

export function joinPath(keys: PathKeys): string {
  return keys.join('/');
}

/** True when `a` equals `b` or lies above it. */
export function isAncestorOrSelf(a: PathKeys, b: PathKeys): boolean {
  return a.length <= b.length && a.every((key, index) => key === b[index]);
}

/** True when a change at one path can change what is read at the other. */
export function pathsOverlap(a: PathKeys, b: PathKeys): boolean {
  return isAncestorOrSelf(a, b) || isAncestorOrSelf(b, a);
}
