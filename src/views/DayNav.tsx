import { useSelector } from '@xstate/react';
import { useFamilyActors } from './familyActors';
import {
  selectDayPlace,
  selectHasDayAfter,
  selectHasDayBefore,
} from '../../machines/dayNavigation';

/** The arrows at the bottom: one day back, one day on, and back to today. */
export function DayNav() {
  const { navigation } = useFamilyActors();
  // The Today button points the way back: on from a past day, back from a future one.
  const place = useSelector(navigation, selectDayPlace);
  // The first and last dates the app keeps have no day beyond them.
  const hasDayBefore = useSelector(navigation, selectHasDayBefore);
  const hasDayAfter = useSelector(navigation, selectHasDayAfter);

  return (
    <nav className="day-nav" aria-label="Days">
      <button
        className="button button--soft day-nav__step"
        type="button"
        disabled={!hasDayBefore}
        onClick={() => navigation.send({ type: 'day.previous' })}
      >
        <span className="day-nav__arrow" aria-hidden="true">
          ←
        </span>
        <span className="day-nav__label">Previous day</span>
      </button>
      {place !== 'today' && (
        <button
          className="button button--sun day-nav__today"
          type="button"
          onClick={() => navigation.send({ type: 'day.today' })}
        >
          {place === 'future' && <span aria-hidden="true">← </span>}
          Today
          {place === 'past' && <span aria-hidden="true"> →</span>}
        </button>
      )}
      <button
        className="button button--soft day-nav__step day-nav__step--next"
        type="button"
        disabled={!hasDayAfter}
        onClick={() => navigation.send({ type: 'day.next' })}
      >
        <span className="day-nav__label">Next day</span>
        <span className="day-nav__arrow" aria-hidden="true">
          →
        </span>
      </button>
    </nav>
  );
}
