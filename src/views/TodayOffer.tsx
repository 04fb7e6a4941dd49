import { useSelector } from '@xstate/react';
import type { CalendarDate } from '../../machines/calendar';
import type { DayList } from '../../machines/domain/family';
import { runsOn, weekdayOf } from '../../machines/domain/schedule';
import { selectTodayOffer } from '../../machines/dayBoard';
import { selectKids } from '../../machines/listeners';
import { useFamilyActors } from './familyActors';
import { useList } from './listContext';
import { namesInWords } from './useAddedTask';

/**
 * Whether a routine task on `days` would reach `today` (the routine board's date) only if the
 * parent says so: it is for today's weekday and today, `day`, already holds its routine.
 */
export function reachesTodayOnlyOnYes(
  day: DayList | null,
  today: CalendarDate,
  days: string | undefined,
): boolean {
  return day !== null && day.seeded !== null && runsOn(days, weekdayOf(today));
}

/**
 * "Add to today as well?": a routine task just added for today's weekday, after today already got
 * its routine. Today changes only on Yes.
 */
export function TodayOffer() {
  const { listeners } = useFamilyActors();
  const { board } = useList();
  const offer = useSelector(board, selectTodayOffer);
  const kids = useSelector(listeners, selectKids);
  const titles = [...new Set(offer.map((task) => `“${task.title}”`))];
  const names = kids.filter((kid) => offer.some((task) => task.kidId === kid.id));
  return (
    <div aria-live="polite">
      {offer.length > 0 && (
        <div className="today-offer card" role="group" aria-label="Add to today as well?">
          <p className="today-offer__text">
            {namesInWords(titles)} {titles.length > 1 ? 'are' : 'is'} for today too. Today’s list
            for {namesInWords(names.map((kid) => kid.name))} is already made:{' '}
            <strong>add to today as well?</strong>
          </p>
          <div className="today-offer__answers">
            <button
              className="button button--primary"
              type="button"
              onClick={() => board.send({ type: 'today.add' })}
            >
              Yes
            </button>
            <button
              className="button"
              type="button"
              onClick={() => board.send({ type: 'today.decline' })}
            >
              No
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
