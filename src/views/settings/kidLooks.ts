/** The colours and emojis a kid can pick, with the names a screen reader says. */
import { KID_COLORS, KID_EMOJIS } from '../../../machines/domain/family';

export interface LookChoice {
  value: string;
  name: string;
}

const COLOUR_NAMES: Record<string, string> = {
  '#e4572e': 'Red',
  '#2e86ab': 'Blue',
  '#7b2cbf': 'Purple',
  '#2a9d8f': 'Teal',
  '#f4a261': 'Orange',
  '#d81b60': 'Pink',
};

const EMOJI_NAMES: Record<string, string> = {
  '🦊': 'Fox',
  '🐢': 'Turtle',
  '🦄': 'Unicorn',
  '🐙': 'Octopus',
  '🐝': 'Bee',
  '🦁': 'Lion',
  '🐧': 'Penguin',
  '🐸': 'Frog',
};

export const COLOUR_CHOICES: readonly LookChoice[] = KID_COLORS.map((value) => ({
  value,
  name: COLOUR_NAMES[value] ?? value,
}));

export const EMOJI_CHOICES: readonly LookChoice[] = KID_EMOJIS.map((value) => ({
  value,
  name: EMOJI_NAMES[value] ?? value,
}));
