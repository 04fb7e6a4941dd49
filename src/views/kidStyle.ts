import type { CSSProperties } from 'react';

/** Hands a kid's colour to the CSS, which only ever uses it for tints and borders. */
export function kidStyle(color: string): CSSProperties {
  return { '--kid-color': color } as CSSProperties;
}
