import { useSelector } from '@xstate/react';
import { selectAwayList } from '../../machines/away';
import type { CalendarDate } from '../../machines/calendar';
import { awayEntryOn } from '../../machines/domain/away';
import { useAwayActor } from './awayActor';
import './awayNote.css';

/**
 * "Away" under a kid's name on a day they are away (docs/design.md "Away days"): a list already
 * seeded stays as it is and can still be ticked; the day just does not count for the streak.
 */
export function AwayNote({ kidId, date }: { kidId: string; date: CalendarDate }) {
  const away = useSelector(useAwayActor(), selectAwayList);
  const entry = awayEntryOn(away, kidId, date);
  if (!entry) return null;
  return (
    <p className="kid-column__away">
      <span aria-hidden="true">🧳 </span>
      Away{entry.reason ? `: ${entry.reason}` : ''}
      <span className="kid-column__away-why"> · not counted for the streak</span>
    </p>
  );
}
