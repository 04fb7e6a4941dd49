/**
 * The Family view's writes. Adding, moving and removing kids are transactions on `config`, so
 * `kids`, `order` and the per-kid maps never go out of step, and two devices' changes to the
 * kid list both take effect; they write only those fields (`CONFIG_FIELDS`). A rename, colour or
 * emoji is one update of that kid's own keys; the name, times and PIN are each their own path.
 */
import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import {
  KID_COLORS,
  KID_EMOJIS,
  newKidId,
  parseConfig,
  type FamilyConfig,
  type Kid,
} from '../../../machines/domain/family';
import { replacingOwnFields } from '../../../machines/domain/configFields';
import type { PartStarts } from '../../../machines/domain/parts';
import { pinProblem } from '../../../machines/domain/pin';
import { makePinRecord } from '../kidMode/pin';
import { LIMIT_MESSAGES, MAX_KIDS } from '../../../machines/domain/limits';
import { moveItem } from '../../../machines/domain/reorder';
import type {
  familySettingsMachine,
  KidChange,
  KidMove,
  KidRemoval,
  NewKid,
} from '../../../machines/familySettings';
import { StoreError, toStoreError } from '../../store/errors';
import type { Store } from '../../store/port';
import { refuseLongText } from '../effects/limits';
import { writing } from '../effects/writing';
import { configPath, familyPath } from '../storePaths';

/** Paths below `families/{family}`; `null` removes. */
export type FamilyUpdate = Record<string, string | string[] | null>;

const idsOf = (config: FamilyConfig) => config.kids.map((kid) => kid.id);

/** The first of `choices` from `start` on that no kid has yet; `start`'s own when all are taken. */
function nextFree(choices: readonly string[], taken: readonly string[], start: number): string {
  const rotated = choices.map((_, offset) => choices[(start + offset) % choices.length] ?? '');
  return rotated.find((choice) => !taken.includes(choice)) ?? rotated[0] ?? '';
}

/** Four characters of [0-9a-z] from the cryptographic source, for new kids' ids. */
export function randomKidSuffix(): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  return Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) =>
    alphabet.charAt(byte % alphabet.length),
  ).join('');
}

export function familyNameUpdate(name: string): FamilyUpdate {
  return { 'config/name': name };
}

export function kidChangeUpdate({ kidId, name, color, emoji }: KidChange): FamilyUpdate {
  const update: FamilyUpdate = {};
  if (name !== undefined) update[`config/names/${kidId}`] = name;
  if (color !== undefined) update[`config/colors/${kidId}`] = color;
  if (emoji !== undefined) update[`config/emojis/${kidId}`] = emoji;
  return update;
}

/** A new kid: a never-used id, and the next colour and emoji no kid has yet. */
export function newKid(config: FamilyConfig, name: string, suffix = randomKidSuffix): Kid {
  const index = config.kids.length;
  return {
    id: newKidId(name, idsOf(config), suffix),
    name,
    color: nextFree(
      KID_COLORS,
      config.kids.map((kid) => kid.color),
      index,
    ),
    emoji: nextFree(
      KID_EMOJIS,
      config.kids.map((kid) => kid.emoji),
      index,
    ),
  };
}

/** The kid list's fields as stored: every kid in `kids`, `order` and the per-kid maps, in order. */
export function storedKidList(config: FamilyConfig) {
  const each = (pick: (kid: Kid) => string) =>
    Object.fromEntries(config.kids.map((kid) => [kid.id, pick(kid)]));
  return {
    kids: idsOf(config),
    order: idsOf(config).join(','),
    names: each((kid) => kid.name),
    colors: each((kid) => kid.color),
    emojis: each((kid) => kid.emoji),
  };
}

/**
 * A change to the kid list, made on the config as stored when it runs (a transaction may run it
 * again on a newer one): so two devices' changes both take effect. `null` leaves it as it is.
 */
export type KidListChange = (config: FamilyConfig) => FamilyConfig | null;

/**
 * The stored config after `change`, or `undefined` to leave it: only the kid list's fields are
 * written, every other field (the name, the PIN, the times, any field added later) kept as stored.
 */
export function changedKidList(current: unknown, change: KidListChange) {
  // A family with no config: there is no kid list to change.
  if (typeof current !== 'object' || current === null) return undefined;
  const next = change(parseConfig(current));
  return next === null ? undefined : replacingOwnFields(current, 'kid list', storedKidList(next));
}

export const addingKid =
  (kid: Kid): KidListChange =>
  (config) =>
    config.kids.some((each) => each.id === kid.id) || config.kids.length >= MAX_KIDS
      ? null
      : { ...config, kids: [...config.kids, kid] };

export const removingKid =
  (kidId: string): KidListChange =>
  (config) =>
    config.kids.length > 1 && config.kids.some((kid) => kid.id === kidId)
      ? { ...config, kids: config.kids.filter((kid) => kid.id !== kidId) }
      : null;

/** Moves the kid to column `to` of the columns as they are now. */
export const movingKid =
  (kidId: string, to: number): KidListChange =>
  (config) => {
    const from = config.kids.findIndex((kid) => kid.id === kidId);
    if (from < 0) return null;
    return { ...config, kids: moveItem(config.kids, from, Math.min(to, config.kids.length - 1)) };
  };

export function createFamilySettingsEffects(store: Store) {
  /** Writes one update below the family; a failure is passed on as a StoreError. */
  async function write(familyId: string, update: FamilyUpdate): Promise<void> {
    const path = familyPath(familyId);
    await writing(path, store.update(path, update));
  }

  /** Applies `change` to the stored kid list in a transaction; false when it changed nothing. */
  async function changeKids(familyId: string, change: KidListChange): Promise<boolean> {
    const path = configPath(familyId);
    // Listening while it runs: a transaction starts from the value this device holds, and
    // Firebase holds a value only while something listens to it.
    const stopListening = await listening(path);
    try {
      const result = await writing(
        path,
        store.transaction(path, (current) => changedKidList(current, change)),
      );
      return result.committed;
    } finally {
      stopListening();
    }
  }

  /** Listens to `path`; resolves, with the way to stop, once its value is here. */
  function listening(path: string): Promise<() => void> {
    return new Promise((resolve, reject) => {
      let heard = false;
      const stop = store.subscribe(
        path,
        () => {
          if (heard) return;
          heard = true;
          // The first value may come before `subscribe` has returned `stop`.
          queueMicrotask(() => resolve(stop));
        },
        (error) => reject(toStoreError(error, path)),
      );
    });
  }

  return {
    saveFamilyName: fromPromise<string, { familyId: string; name: string }>(async ({ input }) => {
      refuseLongText(input.name, 'name', familyPath(input.familyId));
      await write(input.familyId, familyNameUpdate(input.name));
      return input.name;
    }),
    saveKid: fromPromise<KidChange, KidChange>(async ({ input }) => {
      if (input.name !== undefined) refuseLongText(input.name, 'name', familyPath(input.familyId));
      await write(input.familyId, kidChangeUpdate(input));
      return input;
    }),
    addKid: fromPromise<Kid, NewKid>(async ({ input }) => {
      const path = configPath(input.familyId);
      refuseLongText(input.name, 'name', path);
      if (input.config.kids.length >= MAX_KIDS) {
        throw new StoreError('TOO_MANY_KIDS', LIMIT_MESSAGES.kids, path);
      }
      const kid = newKid(input.config, input.name);
      let added: Kid = kid;
      const committed = await changeKids(input.familyId, (config) => {
        // Colour and emoji follow the kids as they are now, the id stays the one made here.
        added = { ...newKid(config, input.name), id: kid.id };
        return addingKid(added)(config);
      });
      if (!committed) throw new StoreError('TOO_MANY_KIDS', LIMIT_MESSAGES.kids, path);
      return added;
    }),
    moveKid: fromPromise<KidMove, KidMove>(async ({ input }) => {
      const kidId = input.config.kids[input.from]?.id ?? '';
      await changeKids(input.familyId, movingKid(kidId, input.to));
      return input;
    }),
    savePartStarts: fromPromise<void, { familyId: string; starts: PartStarts }>(
      async ({ input }) => {
        const path = `${configPath(input.familyId)}/partStarts`;
        const { afternoon, evening } = input.starts;
        await writing(path, store.set(path, { afternoon, evening }));
      },
    ),
    savePin: fromPromise<boolean, { familyId: string; pin: string | null }>(async ({ input }) => {
      const path = `${configPath(input.familyId)}/pin`;
      if (input.pin === null) {
        await writing(path, store.remove(path));
        return false;
      }
      const problem = pinProblem(input.pin);
      if (problem) throw new Error(problem);
      // Hashed before it leaves this function: the digits are never written anywhere.
      await writing(path, store.set(path, await makePinRecord(input.pin)));
      return true;
    }),
    removeKid: fromPromise<void, KidRemoval>(async ({ input }) => {
      await changeKids(input.familyId, removingKid(input.kidId));
      // The routine goes with the kid; their days stay as history under an id never reused.
      const routine = `${familyPath(input.familyId)}/lists/templates/${input.kidId}`;
      await writing(routine, store.remove(routine));
    }),
  };
}

/** Everything the Family view's machine names. */
export function createFamilySettingsImplementations(store: Store) {
  return {
    actors: createFamilySettingsEffects(store),
  } satisfies MachineImplementationsFrom<typeof familySettingsMachine>;
}
