/**
 * Changes to a family's kid list, made on the config as stored (docs/design.md "Nothing a family
 * does is lost"): pure, so a transaction can run them again on a newer config, and each named by
 * plain data (`KidListEdit`) so a change kept on the device is the same change after a reload.
 */
import {
  KID_COLORS,
  KID_EMOJIS,
  newKidId,
  parseConfig,
  type FamilyConfig,
  type Kid,
} from '../../../machines/domain/family';
import { replacingOwnFields } from '../../../machines/domain/configFields';
import { MAX_KIDS } from '../../../machines/domain/limits';
import { moveItem } from '../../../machines/domain/reorder';

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

/** The next colour and emoji no kid has yet. */
function nextLook(config: FamilyConfig): Pick<Kid, 'color' | 'emoji'> {
  const index = config.kids.length;
  return {
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

/** A new kid: a never-used id, and the next colour and emoji no kid has yet. */
export function newKid(config: FamilyConfig, name: string, suffix = randomKidSuffix): Kid {
  return { id: newKidId(name, idsOf(config), suffix), name, ...nextLook(config) };
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

/**
 * A change to the kid list as plain data. An added kid's id is chosen once, where it is asked
 * for; its colour and emoji follow the kids as they are when it is saved.
 */
export type KidListEdit =
  | { op: 'add'; kidId: string; name: string }
  | { op: 'move'; kidId: string; to: number }
  | { op: 'remove'; kidId: string };

/** The kid added by an `add` edit onto `config`. */
export function addedKid(config: FamilyConfig, kidId: string, name: string): Kid {
  return { id: kidId, name, ...nextLook(config) };
}

/** What an edit does to the kid list as stored. */
export function kidListChangeFor(edit: KidListEdit): KidListChange {
  switch (edit.op) {
    case 'add':
      return (config) => addingKid(addedKid(config, edit.kidId, edit.name))(config);
    case 'move':
      return movingKid(edit.kidId, edit.to);
    case 'remove':
      return removingKid(edit.kidId);
  }
}
