/**
 * A task's picture (docs/design.md "Kid mode"): one emoji, shown large before its title, for
 * kids who can't read yet. Common tasks get one suggested from their title.
 */
import { MAX_PICTURE_LENGTH } from './limits';

/** The pictures offered when adding or editing a task, in the order they show, with their names. */
export const PICTURES: readonly { picture: string; name: string }[] = [
  { picture: '🪥', name: 'Toothbrush' },
  { picture: '🛏️', name: 'Bed' },
  { picture: '👕', name: 'T-shirt' },
  { picture: '🥣', name: 'Bowl' },
  { picture: '🍽️', name: 'Plate' },
  { picture: '🧼', name: 'Soap' },
  { picture: '🛁', name: 'Bath' },
  { picture: '🚽', name: 'Toilet' },
  { picture: '🎒', name: 'School bag' },
  { picture: '📚', name: 'Books' },
  { picture: '📖', name: 'Open book' },
  { picture: '✏️', name: 'Pencil' },
  { picture: '🎹', name: 'Piano' },
  { picture: '🎻', name: 'Violin' },
  { picture: '⚽', name: 'Football' },
  { picture: '🏊', name: 'Swimming' },
  { picture: '🧸', name: 'Teddy bear' },
  { picture: '🧺', name: 'Laundry basket' },
  { picture: '🧹', name: 'Broom' },
  { picture: '🪴', name: 'Plant' },
  { picture: '🐕', name: 'Dog' },
  { picture: '🐈', name: 'Cat' },
  { picture: '👟', name: 'Shoes' },
  { picture: '🧥', name: 'Coat' },
  { picture: '💧', name: 'Water' },
  { picture: '🍎', name: 'Apple' },
  { picture: '🥕', name: 'Carrot' },
  { picture: '😴', name: 'Sleep' },
  { picture: '🦷', name: 'Tooth' },
  { picture: '💊', name: 'Medicine' },
  { picture: '🪮', name: 'Comb' },
  { picture: '🙏', name: 'Thank you' },
];

/** A picture's name for screen readers ("Toothbrush"); one not offered is "Picture". */
export function pictureName(picture: string): string {
  return PICTURES.find((offered) => offered.picture === picture)?.name ?? 'Picture';
}

/**
 * A stored picture is one short emoji: every character an emoji by its Unicode properties
 * (pictographs, skin tones, flags' letters, the joiner and the emoji variation selector), so no
 * letter of any script, digit, space, markup or control. The rules hold the same in the form
 * their regular expressions allow (docs/design.md "Limits").
 */
const EMOJI_ONLY =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200D|\uFE0F)+$/u;

/** Why `value` cannot be a task's picture, or `null` when it can (kept exactly as given). */
export function pictureProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'is not text';
  if (value === '') return 'is empty';
  if (value.length > MAX_PICTURE_LENGTH) return `is longer than ${MAX_PICTURE_LENGTH} characters`;
  return EMOJI_ONLY.test(value) ? null : 'is not an emoji';
}

export function parsePicture(value: unknown): string | undefined {
  return typeof value === 'string' && pictureProblem(value) === null ? value : undefined;
}

/**
 * Words in a title, and the picture they suggest. The word found earliest in the title wins (the
 * task's own thing comes before "before dinner"); on the same word, the first listed.
 */
const SUGGESTIONS: readonly [RegExp, string][] = [
  [/\b(teeth|toothbrush)\b/, '🪥'],
  [/\b(floss)\b/, '🦷'],
  [/\b(make (the |your )?bed|bed)\b/, '🛏️'],
  [/\b(get dressed|dress|clothes|uniform)\b/, '👕'],
  [/\b(breakfast|cereal)\b/, '🥣'],
  [/\b(dinner|lunch|table|dishes|dishwasher)\b/, '🍽️'],
  [/\b(wash (your )?hands|hands|soap)\b/, '🧼'],
  [/\b(bath|shower)\b/, '🛁'],
  [/\b(toilet|potty|loo)\b/, '🚽'],
  [/\b(school ?bag|backpack|bag)\b/, '🎒'],
  [/\b(homework|study|spelling|maths?|math)\b/, '📚'],
  [/\b(read|reading|book)\b/, '📖'],
  [/\b(write|writing|draw|drawing)\b/, '✏️'],
  [/\b(piano|keyboard)\b/, '🎹'],
  [/\b(violin|cello|music)\b/, '🎻'],
  [/\b(football|soccer|sport|training)\b/, '⚽'],
  [/\b(swim|swimming|pool)\b/, '🏊'],
  [/\b(toys|clean up|room)\b/, '🧸'],
  [/\b(laundry|washing)\b/, '🧺'],
  [/\b(sweep|hoover|vacuum|chores?)\b/, '🧹'],
  [/\b(plants?|water the)\b/, '🪴'],
  [/\b(dog)\b/, '🐕'],
  [/\b(cat)\b/, '🐈'],
  [/\b(shoes|boots)\b/, '👟'],
  [/\b(coat|jacket)\b/, '🧥'],
  [/\b(drink|water)\b/, '💧'],
  [/\b(fruit|apple|snack)\b/, '🍎'],
  [/\b(vegetables|veg)\b/, '🥕'],
  [/\b(sleep|nap|bedtime)\b/, '😴'],
  [/\b(medicine|vitamins?|pills?)\b/, '💊'],
  [/\b(hair|comb)\b/, '🪮'],
  [/\b(pray|prayers|thank)\b/, '🙏'],
];

/**
 * Verbs done to many things ("Brush your hair", "Feed the dog", "Practise the piano"): their
 * picture only when the title names nothing else.
 */
const VERB_SUGGESTIONS: readonly [RegExp, string][] = [
  [/\b(brush)\b/, '🪥'],
  [/\b(practice|practise)\b/, '🎻'],
  [/\b(pack)\b/, '🎒'],
  [/\b(tidy)\b/, '🧸'],
  [/\b(walk)\b/, '🐕'],
  [/\b(feed)\b/, '🐈'],
];

/** The picture of the word found earliest in `words`; on the same word, the first listed. */
function earliest(words: string, suggestions: readonly [RegExp, string][]): string | undefined {
  let best: { at: number; picture: string } | undefined;
  for (const [pattern, picture] of suggestions) {
    const at = pattern.exec(words)?.index;
    if (at !== undefined && (best === undefined || at < best.at)) best = { at, picture };
  }
  return best?.picture;
}

/** The picture a title suggests ("Brush teeth" → 🪥), or `undefined` when none fits. */
export function suggestPicture(title: string): string | undefined {
  const words = title.toLowerCase();
  return earliest(words, SUGGESTIONS) ?? earliest(words, VERB_SUGGESTIONS);
}
