import { useSelector } from '@xstate/react';
import { useFamilyActors } from './familyActors';
import { dayInWords, dayTag, selectShownDate, selectToday } from '../../machines/dayNavigation';
import { selectFamilyName } from '../../machines/listeners';

/** The family's name, then the day in words ("Today Sunday 22 November"). */
export function DayHeading() {
  const { listeners, navigation } = useFamilyActors();
  const familyName = useSelector(listeners, selectFamilyName);
  const date = useSelector(navigation, selectShownDate);
  const today = useSelector(navigation, selectToday);
  const tag = dayTag(date, today);
  const words = dayInWords(date, today).split(' ');

  return (
    <header className="day-heading">
      <p className="day-heading__family">{familyName ?? '\u00a0'}</p>
      <h1 className="day-heading__title">
        {tag && (
          <>
            <span className={`day-tag${tag === 'Today' ? ' day-tag--today' : ''}`}>{tag}</span>{' '}
          </>
        )}
        {/* "Sunday" and "22 November" each stay on one line when a phone wraps the heading. */}
        <span className="day-heading__part">{words[0]}</span>{' '}
        <span className="day-heading__part">{words.slice(1).join(' ')}</span>
      </h1>
    </header>
  );
}
