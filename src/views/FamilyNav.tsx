import type { FamilyView } from '../../machines/route';
import { useSelector } from '@xstate/react';
import type { CalendarDate } from '../../machines/calendar';
import { selectToday } from '../../machines/dayNavigation';
import { selectWaitingCount } from '../../machines/rewards/selectors';
import { untilStarted } from '../../machines/shared/selectors';
import { AccountMenu } from './AccountMenu';
import { useFamilyActors } from './familyActors';
import { useFollowLink } from './useFollowLink';
import { useRewardsActor } from './rewards/rewardsActor';

type Place = 'day' | 'week' | FamilyView;

const PLACES: { place: Place; label: string; icon: string; path: (familyId: string) => string }[] =
  [
    { place: 'day', label: 'Today', icon: '🏠', path: (id) => `/${id}` },
    { place: 'week', label: 'Week', icon: '🗓️', path: (id) => `/${id}/week` },
    { place: 'templates', label: 'Routine', icon: '🔁', path: (id) => `/${id}/templates` },
    { place: 'library', label: 'Library', icon: '🗂️', path: (id) => `/${id}/library` },
    { place: 'rewards', label: 'Rewards', icon: '🎁', path: (id) => `/${id}/rewards` },
    { place: 'settings', label: 'Family', icon: '👪', path: (id) => `/${id}/settings` },
  ];

/**
 * The six places of a family, always in the same spot. Real links (they work with a
 * middle click, and by keyboard); a plain click stays in the app without a reload. Rewards
 * says how many requests wait for a grown-up.
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
  const waiting = useWaitingCount();

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
                // "Rewards, 2 waiting": the count is part of the link's name.
                aria-label={
                  place === 'rewards' && waiting > 0 ? `${label}, ${waiting} waiting` : undefined
                }
                aria-current={place === marked ? 'page' : undefined}
                onClick={(event) => follow(event, href)}
              >
                <span className="family-nav__icon" aria-hidden="true">
                  {icon}
                </span>
                {label}
                {place === 'rewards' && waiting > 0 && (
                  <span className="family-nav__badge" aria-hidden="true">
                    {waiting}
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
      {__FIREBASE_MODE__ && <AccountMenu />}
    </nav>
  );
}

/** How many requests wait for a grown-up: 0 until the family's rewards are heard. */
function useWaitingCount(): number {
  const rewards = useRewardsActor();
  return useSelector(rewards ?? undefined, untilStarted(selectWaitingCount, 0));
}
