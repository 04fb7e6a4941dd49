/**
 * Typed titles and names, as the app keeps them (docs/design.md "Limits"): without what shows
 * nothing at either end, so text of only zero-width or other invisible characters is empty.
 */

/**
 * What shows nothing: whitespace, format characters (zero-width space and joiners, word joiner,
 * byte-order mark, direction marks, soft hyphen, tags), variation selectors, the combining
 * grapheme joiner, and the blank letters (Hangul fillers, the blank Braille pattern).
 */
const INVISIBLE = /^[\s\p{Cf}\p{Variation_Selector}\u034F\u115F\u1160\u3164\uFFA0\u2800]$/u;

/** Marks that finish the emoji before them (❤️, a region's flag): kept at the end of a text. */
const FINISHES_EMOJI = /^[\p{Variation_Selector}\u{E0020}-\u{E007F}]$/u;

/** `text` without invisible characters at its ends; `''` when nothing in it shows. */
export function visibleTrim(text: string): string {
  const chars = Array.from(text);
  const start = chars.findIndex((char) => !INVISIBLE.test(char));
  if (start < 0) return '';
  let end = chars.length;
  while (end > start) {
    const last = chars[end - 1] ?? '';
    if (!INVISIBLE.test(last) || FINISHES_EMOJI.test(last)) break;
    end -= 1;
  }
  return chars.slice(start, end).join('');
}

/** True when nothing in `text` shows: empty, or only invisible characters. */
export const isBlank = (text: string): boolean => visibleTrim(text) === '';
