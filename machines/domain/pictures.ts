/**
 * A task's picture (docs/design.md "Kid mode"): one emoji, shown large before its title, for
 * kids who can't read yet. Common tasks get one suggested from their title.
 */

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

/** A stored picture is short text with no letters, digits or markup in it: an emoji. */
const MAX_PICTURE_LENGTH = 16;

export function parsePicture(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const picture = value.trim();
  if (picture === '' || picture.length > MAX_PICTURE_LENGTH) return undefined;
  return /[\p{L}\p{N}<>&\s]/u.test(picture) ? undefined : picture;
}

/** Words in a title, and the picture they suggest; the first match wins. */
const SUGGESTIONS: readonly [RegExp, string][] = [
  [/\b(brush|teeth|toothbrush)\b/, '🪥'],
  [/\b(floss)\b/, '🦷'],
  [/\b(make (the |your )?bed|bed)\b/, '🛏️'],
  [/\b(get dressed|dress|clothes|uniform)\b/, '👕'],
  [/\b(breakfast|cereal)\b/, '🥣'],
  [/\b(dinner|lunch|table|dishes|dishwasher)\b/, '🍽️'],
  [/\b(wash (your )?hands|hands|soap)\b/, '🧼'],
  [/\b(bath|shower)\b/, '🛁'],
  [/\b(toilet|potty|loo)\b/, '🚽'],
  [/\b(school ?bag|backpack|pack|bag)\b/, '🎒'],
  [/\b(homework|study|spelling|maths?|math)\b/, '📚'],
  [/\b(read|reading|book)\b/, '📖'],
  [/\b(write|writing|draw|drawing)\b/, '✏️'],
  [/\b(piano|keyboard)\b/, '🎹'],
  [/\b(violin|cello|music|practice|practise)\b/, '🎻'],
  [/\b(football|soccer|sport|training)\b/, '⚽'],
  [/\b(swim|swimming|pool)\b/, '🏊'],
  [/\b(toys|tidy|clean up|room)\b/, '🧸'],
  [/\b(laundry|washing)\b/, '🧺'],
  [/\b(sweep|hoover|vacuum|chores?)\b/, '🧹'],
  [/\b(plants?|water the)\b/, '🪴'],
  [/\b(dog|walk)\b/, '🐕'],
  [/\b(cat|feed)\b/, '🐈'],
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

/** The picture a title suggests ("Brush teeth" → 🪥), or `undefined` when none fits. */
export function suggestPicture(title: string): string | undefined {
  const words = title.toLowerCase();
  return SUGGESTIONS.find(([pattern]) => pattern.test(words))?.[1];
}
