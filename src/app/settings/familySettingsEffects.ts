/**
 * The Family view's writes. Each is one multi-path `update` at `families/{family}`, so a
 * change to the kids never leaves `kids`, `order` and the per-kid maps out of step.
 */
import { fromPromise } from 'xstate';
import {
  KID_COLORS,
  KID_EMOJIS,
  kidIdFromName,
  type FamilyConfig,
  type Kid,
} from '../../../machines/domain/family';
import { moveItem } from '../../../machines/domain/reorder';
import type {
  KidChange,
  KidMove,
  KidRemoval,
  NewKid,
} from '../../../machines/familySettingsMachine';
import type { Store } from '../../store/port';
import { writing } from '../effects/writing';
import { familyPath } from '../storePaths';

/** Paths below `families/{family}`; `null` removes. */
export type FamilyUpdate = Record<string, string | string[] | null>;

/** `config.kids` and `config.order` for kids in this column order. */
function kidsInOrder(ids: readonly string[]): FamilyUpdate {
  return { 'config/kids': [...ids], 'config/order': ids.join(',') };
}

const idsOf = (config: FamilyConfig) => config.kids.map((kid) => kid.id);

/** The first of `choices` from `start` on that no kid has yet; `start`'s own when all are taken. */
function nextFree(choices: readonly string[], taken: readonly string[], start: number): string {
  const rotated = choices.map((_, offset) => choices[(start + offset) % choices.length] ?? '');
  return rotated.find((choice) => !taken.includes(choice)) ?? rotated[0] ?? '';
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

/** A new kid: an id made from the name, and the next colour and emoji no kid has yet. */
export function newKid(config: FamilyConfig, name: string): Kid {
  const index = config.kids.length;
  return {
    id: kidIdFromName(name, idsOf(config)),
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

/** The new kid goes last. */
export function addKidUpdate(config: FamilyConfig, name: string): FamilyUpdate {
  const kid = newKid(config, name);
  return {
    ...kidsInOrder([...idsOf(config), kid.id]),
    [`config/names/${kid.id}`]: kid.name,
    [`config/colors/${kid.id}`]: kid.color,
    [`config/emojis/${kid.id}`]: kid.emoji,
  };
}

export function moveKidUpdate(config: FamilyConfig, from: number, to: number): FamilyUpdate {
  return kidsInOrder(moveItem(idsOf(config), from, to));
}

/** The kid's column and routine go; the days already lived keep their lists. */
export function removeKidUpdate(config: FamilyConfig, kidId: string): FamilyUpdate {
  return {
    ...kidsInOrder(idsOf(config).filter((id) => id !== kidId)),
    [`config/names/${kidId}`]: null,
    [`config/colors/${kidId}`]: null,
    [`config/emojis/${kidId}`]: null,
    [`lists/templates/${kidId}`]: null,
  };
}

export function createFamilySettingsEffects(store: Store) {
  /** Writes one update below the family; a failure is logged and passed on as a StoreError. */
  async function write(familyId: string, update: FamilyUpdate): Promise<void> {
    const path = familyPath(familyId);
    await writing(path, store.update(path, update));
  }

  return {
    saveFamilyName: fromPromise<string, { familyId: string; name: string }>(async ({ input }) => {
      await write(input.familyId, familyNameUpdate(input.name));
      return input.name;
    }),
    saveKid: fromPromise<KidChange, KidChange>(async ({ input }) => {
      await write(input.familyId, kidChangeUpdate(input));
      return input;
    }),
    addKid: fromPromise<Kid, NewKid>(async ({ input }) => {
      const kid = newKid(input.config, input.name);
      await write(input.familyId, addKidUpdate(input.config, input.name));
      return kid;
    }),
    moveKid: fromPromise<KidMove, KidMove>(async ({ input }) => {
      await write(input.familyId, moveKidUpdate(input.config, input.from, input.to));
      return input;
    }),
    removeKid: fromPromise<void, KidRemoval>(async ({ input }) => {
      await write(input.familyId, removeKidUpdate(input.config, input.kidId));
    }),
  };
}
