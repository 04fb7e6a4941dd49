/**
 * The family rules' checks (`familyRules.ts` lays them over the embedded store): every write
 * below `families/{id}` is checked with the one check of stored values
 * (`machines/domain/familyValues.ts`) before it is made, and none may change or remove an entry of
 * a kid's rewards ledger. A chunk of its own: no write is made before the first screen shows.
 */
import {
  checkFamily,
  checkWrite,
  isFieldWrite,
  pathsToRead,
  type ValueProblem,
} from '../../machines/domain/familyValues';
import { ledgerChangeProblem, ledgerPlace } from '../../machines/domain/ledgerValues';
import { StoreError } from './errors';
import { splitPath } from './paths';
import type { Store, StoreSnapshot, TransactionIntent, TransactionUpdate } from './port';
import { newPushId } from './pushId';
import { readOnce } from './readOnce';
import { normalizeValue } from './validation';

type Tree = Record<string, unknown>;
interface PendingWrite {
  keys: string[];
  value: unknown;
}

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

const startsWith = (keys: readonly string[], prefix: readonly string[]) =>
  prefix.length <= keys.length && prefix.every((key, index) => keys[index] === key);

/** As the store keeps it: an object left empty by a removal vanishes, up to `value` itself. */
function withoutEmpty(value: unknown): unknown {
  if (!isTree(value)) return value;
  for (const [key, child] of Object.entries(value)) {
    if (withoutEmpty(child) === null) delete value[key];
  }
  return Object.keys(value).length === 0 ? null : value;
}

/** What is at `keys` once `writes` are made over `stored` (the value held at `keys` now). */
function overlay(
  keys: readonly string[],
  stored: unknown,
  writes: readonly PendingWrite[],
): unknown {
  let value: unknown = stored;
  for (const write of writes) {
    if (startsWith(keys, write.keys)) {
      value = keys
        .slice(write.keys.length)
        .reduce<unknown>((node, key) => (isTree(node) ? (node[key] ?? null) : null), write.value);
    } else if (startsWith(write.keys, keys)) {
      const below = write.keys.slice(keys.length);
      const root: Tree = isTree(value) ? structuredClone(value) : {};
      let node = root;
      for (const key of below.slice(0, -1)) {
        node[key] = isTree(node[key]) ? node[key] : {};
        node = node[key] as Tree;
      }
      const last = below[below.length - 1] as string;
      if (write.value === null) delete node[last];
      else node[last] = write.value;
      value = withoutEmpty(root);
    }
  }
  return value;
}

const refused = (path: string, message: string) =>
  new StoreError('INVALID_VALUE', `This can’t be saved: ${message}`, path);

/** What the checks of one family's writes read first: its config and some lists, as stored. */
interface Stored {
  config: unknown;
  lists: Map<string, { keys: string[]; value: unknown }>;
}

/** The writes below one family, with keys from inside the family. */
function byFamily(writes: readonly PendingWrite[]): Map<string, PendingWrite[]> {
  const families = new Map<string, PendingWrite[]>();
  for (const write of writes) {
    if (write.keys[0] !== 'families' || write.keys.length < 2) continue;
    const id = write.keys[1] as string;
    families.set(id, [
      ...(families.get(id) ?? []),
      { keys: write.keys.slice(2), value: write.value },
    ]);
  }
  return families;
}

/**
 * The parts of the ledger that `writes` (inside one family) may change. Removing a whole family
 * is not a change to its ledger: the family goes with everything it holds.
 */
function ledgerPlaces(writes: readonly PendingWrite[]): string[][] {
  const places = new Map<string, string[]>();
  for (const write of writes) {
    if (write.keys.length === 0 && write.value === null) continue;
    const place = ledgerPlace(write.keys);
    if (place) places.set(place.join('/'), place);
  }
  return [...places.values()];
}

/** The first rule `writes` (inside one family) break, over what is `stored`. */
function judge(stored: Stored, writes: readonly PendingWrite[], now: number) {
  const config = overlay(['config'], stored.config, writes);
  const after = new Map(
    [...stored.lists].map(([joined, { keys, value }]) => [joined, overlay(keys, value, writes)]),
  );
  for (const write of writes) {
    const problem = checkWrite(
      write.keys,
      write.value,
      (keys) => after.get(keys.join('/')) ?? null,
      {
        now,
        config,
      },
    );
    if (problem) return problem;
  }
  return null;
}

/**
 * `store` keeping the family rules: a write that breaks one is refused with a StoreError that
 * names the value and where it is, and nothing is written.
 */
export function checkedStore(store: Store, nowSeconds: () => number): Store {
  const read = (keys: readonly string[]) => readOnce(store, keys.join('/'));

  async function readStored(familyId: string, writes: readonly PendingWrite[]): Promise<Stored> {
    const base = ['families', familyId];
    const lists = new Map<string, { keys: string[]; value: unknown }>();
    for (const write of writes) {
      for (const keys of pathsToRead(write.keys)) lists.set(keys.join('/'), { keys, value: null });
    }
    for (const entry of lists.values()) entry.value = await read([...base, ...entry.keys]);
    return { config: await read([...base, 'config']), lists };
  }

  /** The first ledger entry `writes` (inside one family) would change or remove. */
  async function ledgerProblem(
    familyId: string,
    writes: readonly PendingWrite[],
  ): Promise<ValueProblem | null> {
    for (const place of ledgerPlaces(writes)) {
      const before = await read(['families', familyId, ...place]);
      const problem = ledgerChangeProblem(place, before, overlay(place, before, writes));
      if (problem) return problem;
    }
    return null;
  }

  /** Throws when `writes` (with keys from the root) break a family's rules. */
  async function check(path: string, raw: readonly PendingWrite[]): Promise<void> {
    const now = nowSeconds();
    const writes = raw.map(({ keys, value }) => ({ keys, value: normalizeValue(value, keys) }));
    for (const write of writes) {
      if (write.keys.length >= 2 || (write.keys.length === 1 && write.keys[0] !== 'families')) {
        continue;
      }
      // Whole families at once: the root, or all of `families`.
      const families =
        write.keys.length === 0 ? (write.value as Tree | null)?.families : write.value;
      for (const [id, family] of Object.entries(isTree(families) ? families : {})) {
        const problem =
          checkFamily(family, now) ?? (await ledgerProblem(id, [{ keys: [], value: family }]));
        if (problem) throw refused(path, `families/${id}: ${problem.message}`);
      }
    }
    for (const [id, familyWrites] of byFamily(writes)) {
      // A tick or a title is judged at once, by its own rule: the board shows it without waiting.
      const problem = familyWrites.every(({ keys, value }) => isFieldWrite(keys, value))
        ? (familyWrites
            .map(({ keys, value }) => checkWrite(keys, value, () => null, { now }))
            .find((found) => found !== null) ?? null)
        : (judge(await readStored(id, familyWrites), familyWrites, now) ??
          (await ledgerProblem(id, familyWrites)));
      if (problem) throw refused(path, problem.message);
    }
  }

  return {
    ...store,
    async set(path, value) {
      await check(path, [{ keys: splitPath(path), value }]);
      return store.set(path, value);
    },
    async update(path, values) {
      const base = splitPath(path);
      const writes = Object.entries(values).map(([relative, value]) => ({
        keys: [...base, ...splitPath(relative)],
        value,
      }));
      await check(path, writes);
      return store.update(path, values);
    },
    async push(path, value) {
      // The new key is not known yet: a new key of the same kind stands for it.
      await check(path, [{ keys: [...splitPath(path), newPushId()], value }]);
      return store.push(path, value);
    },
    async remove(path) {
      await check(path, [{ keys: splitPath(path), value: null }]);
      return store.remove(path);
    },
    async transaction(path, update: TransactionUpdate, intent?: TransactionIntent) {
      const keys = splitPath(path);
      const [familyId] = byFamily([{ keys, value: null }]).keys();
      if (familyId === undefined) return store.transaction(path, update, intent);
      const inside = keys.slice(2);
      // What lies outside the transaction's path is read first; each value it proposes is judged.
      const stored = await readStored(familyId, [{ keys: inside, value: null }]);
      const [ledger] = ledgerPlaces([{ keys: inside, value: undefined }]);
      const ledgerBefore = ledger ? await read(['families', familyId, ...ledger]) : null;
      let problem: ValueProblem | null = null;
      // The intent goes on as it came: what it means is the same, judged or not.
      const result = await store.transaction(
        path,
        (current: StoreSnapshot) => {
          const next = update(current);
          if (next === undefined) return next;
          const value = normalizeValue(next, keys);
          problem =
            judge(stored, [{ keys: inside, value }], nowSeconds()) ??
            (ledger
              ? ledgerChangeProblem(
                  ledger,
                  ledgerBefore,
                  overlay(ledger, ledgerBefore, [{ keys: inside, value }]),
                )
              : null);
          return problem === null ? next : undefined;
        },
        intent,
      );
      const refusal = problem as ValueProblem | null;
      if (refusal) throw refused(path, refusal.message);
      return result;
    },
  };
}
