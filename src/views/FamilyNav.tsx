import type { FamilyView } from '../../machines/route';
import { useSelector } from '@xstate/react';
import type { CalendarDate } from '../../machines/calendar';
import { selectToday } from '../../machines/dayNavigation';
import { AccountMenu } from './AccountMenu';
import { useFamilyActors } from './familyActors';
import { useFollowLink } from './useFollowLink';

type Place = 'day' | 'week' | FamilyView;

const PLACES: { place: Place; label: string; icon: string; path: (familyId: string) => string }[] =
  [
    { place: 'day', label: 'Today', icon: '🏠', path: (id) => `/${id}` },
    { place: 'week', label: 'Week', icon: '🗓️', path: (id) => `/${id}/week` },
    { place: 'templates', label: 'Routine', icon: '🔁', path: (id) => `/${id}/templates` },
    { place: 'library', label: 'Library', icon: '🗂️', path: (id) => `/${id}/library` },
    { place: 'settings', label: 'Family', icon: '👪', path: (id) => `/${id}/settings` },
  ];

/**
 * The five places of a family, always in the same spot. Real links (they work with a
 * middle click, and by keyboard); a plain click stays in the app without a reload.
 */
export function FamilyNav({
  familyId,
  current,
  date = null,
}: {
  familyId: string;
  current: Place;
  /** The Day view's date, when it shows another day than today: then Today is not marked. */
  date?: CalendarDate | null;
}) {
  const follow = useFollowLink();
  const { navigation } = useFamilyActors();
  const today = useSelector(navigation, selectToday);
  const marked = current === 'day' && date !== null && date !== today ? null : current;

  return (
    <nav className="family-nav" aria-label="Family pages">
      <ul className="family-nav__list">
        {PLACES.map(({ place, label, icon, path }) => {
          const href = path(encodeURIComponent(familyId));
          return (
            <li key={place}>
              <a
                className="family-nav__link"
                href={href}
                aria-current={place === marked ? 'page' : undefined}
                onClick={(event) => follow(event, href)}
              >
                <span className="family-nav__icon" aria-hidden="true">
                  {icon}
                </span>
                {label}
              </a>
            </li>
          );
        })}
      </ul>
      <AccountMenu />
    </nav>
  );
}
