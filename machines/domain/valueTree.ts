/**
 * How a family's tree is checked, node by node: a leaf has a rule, an object its fields, a rule
 * for any other key and what it must hold. The family's own rules are in `familyValues.ts`.
 */
/** The first value that breaks a rule, where it is (keys below the family, joined by `/`). */
export interface ValueProblem {
  path: string;
  message: string;
}

export interface ValueContext {
  /** Now, in Unix seconds: a tick or a seeding may lie at most a day ahead of it. */
  now: number;
  /** The family's kids (its `config/order`), for lists keyed by kid; `null`: not checked. */
  kids: ReadonlySet<string> | null;
}

export type Fields = Record<string, unknown>;
/** Why a value breaks its rule ("is not a number"), or `null`. */
export type Rule = (value: unknown, context: ValueContext) => string | null;

/** One place in a family's tree and its rules. */
export interface Node {
  /** The value written here, with everything below it. */
  check(value: unknown, path: readonly string[], context: ValueContext): ValueProblem | null;
  /** The node a child key leads to, or why there can be no such child. */
  child(key: string, context: ValueContext): Node | string;
  /**
   * What this node must hold whichever of its children is written (its required children, how
   * many it holds): checked on its value after a write below it.
   */
  holds?(value: unknown, path: readonly string[], context: ValueContext): ValueProblem | null;
}

/** Keys a JavaScript object has of its own: a family using them would be read wrongly. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** An array is stored as `{0: …, 1: …}`; both read alike. */
export function fieldsOf(value: unknown): Fields | null {
  if (Array.isArray(value)) return { ...value } as Fields;
  return typeof value === 'object' && value !== null ? (value as Fields) : null;
}

function shown(value: unknown): string {
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return 'nothing';
  const count = Object.keys(value).length;
  return `a group of ${count} value${count === 1 ? '' : 's'}`;
}

export const problemAt = (path: readonly string[], value: unknown, why: string): ValueProblem => ({
  path: path.join('/'),
  message: `${shown(value)} at ${path.join('/') || 'the family'} ${why}.`,
});

export function leaf(rule: Rule): Node {
  return {
    check: (value, path, context) => {
      const why = rule(value, context);
      return why === null ? null : problemAt(path, value, why);
    },
    child: () => 'is below a single value',
  };
}

interface ObjectSpec {
  fields?: Record<string, Node>;
  required?: readonly string[];
  /** Any other key: its rule, and the node it leads to. */
  any?: { key: (key: string, context: ValueContext) => string | null; node: Node };
  max?: { count: number; what: string };
}

export function object(spec: ObjectSpec): Node {
  const node: Node = {
    child(key, context) {
      if (RESERVED_KEYS.has(key)) return 'is a name the app keeps for itself';
      if (spec.fields && Object.hasOwn(spec.fields, key)) return spec.fields[key] as Node;
      if (!spec.any) return 'is not part of a family';
      return spec.any.key(key, context) ?? spec.any.node;
    },
    holds(value, path) {
      const fields = fieldsOf(value);
      if (fields === null || Object.keys(fields).length === 0) {
        return problemAt(path, value, 'is not a group of values');
      }
      const missing = spec.required?.find((key) => !Object.hasOwn(fields, key));
      if (missing) return problemAt(path, value, `has no ${missing}`);
      if (spec.max && Object.keys(fields).length > spec.max.count) {
        return problemAt(path, value, `holds more than ${spec.max.count} ${spec.max.what}`);
      }
      return null;
    },
    check(value, path, context) {
      const own = node.holds?.(value, path, context);
      if (own) return own;
      for (const [key, child] of Object.entries(fieldsOf(value) ?? {})) {
        const next = node.child(key, context);
        const at = [...path, key];
        const found =
          typeof next === 'string' ? problemAt(at, key, next) : next.check(child, at, context);
        if (found) return found;
      }
      return null;
    },
  };
  return node;
}
