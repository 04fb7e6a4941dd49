import type { CSSProperties } from 'react';

/** A day's done / total as a ring in the kid's colour, with the numbers inside; "–" for none. */
export function ProgressRing({ done, total }: { done: number; total: number }) {
  const share = total === 0 ? 0 : done / total;
  return (
    <span
      className={`ring${total > 0 && done === total ? ' ring--full' : ''}${total === 0 ? ' ring--none' : ''}`}
      style={{ '--share': share } as CSSProperties}
      aria-hidden="true"
    >
      <span className="ring__text">{total === 0 ? '–' : `${done}/${total}`}</span>
    </span>
  );
}
