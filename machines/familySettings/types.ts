// The familySettings machine's context, input and events, and what its actors take and give.

import type { FamilyConfig, Kid } from '../domain/family';
import type { PartStarts } from '../domain/parts';
import type { ShownError } from '../shared/errors';

/** The places a draft or an inline message belongs to. */
export type SettingsField = 'familyName' | 'newKid' | `kidName:${string}` | `kidRemoval:${string}`;

/** A write to the family starts from the config as last heard. */
export interface FamilySettingsInput {
  familyId: string;
  config: FamilyConfig;
}

/** One change to one kid: a new name, colour or emoji. */
export interface KidChange {
  familyId: string;
  kidId: string;
  name?: string;
  color?: string;
  emoji?: string;
}

export type NewKid = FamilySettingsInput & { name: string };

/** Moving the kid at column `from` to column `to` (both counted from 0). */
export type KidMove = FamilySettingsInput & { from: number; to: number };

export type KidRemoval = FamilySettingsInput & { kidId: string };

export interface FamilySettingsContext extends FamilySettingsInput {
  /** What is typed in a field, while it differs from what is stored; kept when a save fails. */
  drafts: Partial<Record<SettingsField, string>>;
  /** Inline messages; a field's message goes once that field is typed in. */
  hints: Partial<Record<SettingsField, string>>;
  /** The kid the removal dialog asks about. */
  removing: Kid | null;
  error: ShownError | null;
  /** What just changed, for screen readers ("Cleo was added."). */
  notice: string | null;
  /** Writes asked for while another was under way, in order: each starts once the one before ends. */
  queued: QueuedWrite[];
}

export type FamilySettingsEvent =
  /** The listeners heard a new config (this device's write, or another device's). */
  | { type: 'config.heard'; config: FamilyConfig }
  | { type: 'draft.change'; field: SettingsField; value: string }
  | { type: 'family.rename' }
  | { type: 'kid.rename'; kidId: string }
  | { type: 'kid.recolor'; kidId: string; color: string }
  | { type: 'kid.changeEmoji'; kidId: string; emoji: string }
  | { type: 'kid.add' }
  | { type: 'kid.move'; from: number; to: number }
  | { type: 'kid.askRemove'; kidId: string }
  | { type: 'kid.confirmRemove' }
  | { type: 'kid.cancelRemove' }
  | { type: 'error.dismiss' }
  /** When the afternoon and the evening start for the family, in minutes after midnight. */
  | { type: 'parts.save'; starts: PartStarts }
  /** The hour the family's day starts at, 0 (midnight) to 5: before it, it is still yesterday. */
  | { type: 'dayStart.save'; dayStart: number }
  /** Sets the grown-ups' PIN (four digits, checked by the view); `null` removes it. */
  | { type: 'pin.save'; pin: string | null };

/** What a grown-up asks the Family view to write (or to ask about): none is dropped while another runs. */
export type QueuedWrite = Extract<
  FamilySettingsEvent,
  {
    type:
      | 'family.rename'
      | 'kid.rename'
      | 'kid.recolor'
      | 'kid.changeEmoji'
      | 'kid.add'
      | 'kid.move'
      | 'kid.askRemove'
      | 'parts.save'
      | 'dayStart.save'
      | 'pin.save';
  }
>;
