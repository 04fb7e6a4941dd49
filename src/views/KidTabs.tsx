import type { Kid } from '../../machines/domain/family';
import { kidStyle } from './kidStyle';

/**
 * When not every kid's column fits: one button per kid, in column order, the kids shown marked;
 * pressing one brings that kid's column into view.
 */
export function KidTabs({
  kids,
  shown,
  onShow,
}: {
  kids: readonly Kid[];
  /** The kids whose columns are on screen. */
  shown: readonly string[];
  onShow: (kidId: string) => void;
}) {
  return (
    <div className="kid-tabs" role="group" aria-label="Show a kid’s tasks">
      {kids.map((kid) => {
        const on = shown.includes(kid.id);
        return (
          <button
            key={kid.id}
            className="kid-tabs__kid"
            type="button"
            aria-pressed={on}
            style={kidStyle(kid.color)}
            onClick={() => onShow(kid.id)}
          >
            <span className="kid-tabs__emoji" aria-hidden="true">
              {kid.emoji}
            </span>
            <span className="kid-tabs__name">{kid.name}</span>
          </button>
        );
      })}
    </div>
  );
}
