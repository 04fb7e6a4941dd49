/** What the Family view reads from its machine's snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { Kid } from '../domain/family';
import { kidNameField } from './fields';
import type { familySettingsMachine } from './familySettingsMachine';
import type { SettingsField } from './types';

type SettingsSnapshot = SnapshotFrom<typeof familySettingsMachine>;

export const selectKids = (snapshot: SettingsSnapshot): readonly Kid[] =>
  snapshot.context.config.kids;
export const selectFamilyName = (snapshot: SettingsSnapshot): string =>
  snapshot.context.config.name;
/** What the "Family name" field shows: what is typed, else the stored name. */
export const selectFamilyNameField = (snapshot: SettingsSnapshot): string =>
  snapshot.context.drafts.familyName ?? snapshot.context.config.name;
/** What a kid's name field shows: what is typed, else the kid's stored name. */
export const selectKidNameField =
  (kid: Kid) =>
  (snapshot: SettingsSnapshot): string =>
    snapshot.context.drafts[kidNameField(kid.id)] ?? kid.name;
export const selectNewKidName = (snapshot: SettingsSnapshot): string =>
  snapshot.context.drafts.newKid ?? '';
/** Why what is typed in a field was refused; `null` when it was not. */
export const selectHintFor =
  (field: SettingsField) =>
  (snapshot: SettingsSnapshot): string | null =>
    snapshot.context.hints[field] ?? null;
/** The kid the removal dialog asks about, while it is open. */
export const selectRemoving = (snapshot: SettingsSnapshot): Kid | null => snapshot.context.removing;
export const selectIsRemoving = (snapshot: SettingsSnapshot): boolean =>
  snapshot.matches('removingKid');
export const selectError = (snapshot: SettingsSnapshot) => snapshot.context.error;
export const selectNotice = (snapshot: SettingsSnapshot): string | null => snapshot.context.notice;
/** The family's PIN is being saved. */
export const selectIsSavingPin = (snapshot: SettingsSnapshot): boolean =>
  snapshot.matches('savingPin');
/** When the afternoon and evening start is being saved. */
export const selectIsSavingPartStarts = (snapshot: SettingsSnapshot): boolean =>
  snapshot.matches('savingPartStarts');
/** The hour the family's day starts is being saved. */
export const selectIsSavingDayStart = (snapshot: SettingsSnapshot): boolean =>
  snapshot.matches('savingDayStart');
