// The Family view's fields, messages and the writes they make, shared by its setup and config.

import type { FamilyConfig } from '../domain/family';
import { visibleTrim } from '../domain/text';
import type {
  SettingsField,
  KidChange,
  KidMove,
  FamilySettingsContext,
  FamilySettingsEvent,
} from './types';

export const kidNameField = (kidId: string): SettingsField => `kidName:${kidId}`;

export const kidRemovalField = (kidId: string): SettingsField => `kidRemoval:${kidId}`;

/** The inline messages, in plain words. */
export const HINTS = {
  familyNameBlank: 'The family needs a name. Type one, then press Enter.',
  kidNameBlank: (name: string) => `${name} needs a name. Type one, then press Enter.`,
  newKidNameBlank: 'Type the new kid’s name first.',
  onlyKid: (name: string) =>
    `A family needs at least one kid, so ${name} can’t be removed. Add another kid first.`,
};

export const findKid = (config: FamilyConfig, kidId: string) =>
  config.kids.find((kid) => kid.id === kidId);

export const nameOf = (config: FamilyConfig, kidId: string) =>
  findKid(config, kidId)?.name ?? 'This kid';

export const typed = (context: FamilySettingsContext, field: SettingsField) =>
  visibleTrim(context.drafts[field] ?? '');

/** `record` without `key`. */
export function without<R extends Record<string, unknown>>(record: R, key: string): R {
  const { [key]: _dropped, ...others } = record;
  return others as R;
}

/** What a rename, recolour or new emoji writes. */
export function kidChangeFor(
  context: FamilySettingsContext,
  event: FamilySettingsEvent,
): KidChange {
  const { familyId } = context;
  switch (event.type) {
    case 'kid.rename':
      return { familyId, kidId: event.kidId, name: typed(context, kidNameField(event.kidId)) };
    case 'kid.recolor':
      return { familyId, kidId: event.kidId, color: event.color };
    case 'kid.changeEmoji':
      return { familyId, kidId: event.kidId, emoji: event.emoji };
    default:
      throw new Error(`${event.type} changes no kid`);
  }
}

/** "Ada is now number 2 of 3." */
export function moveNotice({ config, from, to }: KidMove): string {
  const name = config.kids[from]?.name ?? 'The kid';
  return `${name} is now number ${to + 1} of ${config.kids.length}.`;
}

export const writeFrom = ({ familyId, config }: FamilySettingsContext) => ({ familyId, config });

/** A failed write shows the store's error; what was typed stays where it was. */
export const showFailure = {
  target: 'idle',
  actions: {
    type: 'showError',
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
} as const;
