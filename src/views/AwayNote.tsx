import { useSelector } from '@xstate/react';
import { selectHeardAway } from '../../machines/away';
import type { CalendarDate } from '../../machines/calendar';
import { awayEntryOn, type AwayList } from '../../machines/domain/away';
import { useAwayActor, useKeptAway } from './awayActor';
import './awayNote.css';

const NOTHING_KEPT: AwayList = [];

/**
 * "Away" under a kid's name on a day they are away (docs/design.md "Away days"): a list already
 * seeded stays as it is and can still be ticked; the day just does not count for the streak.
 * Until the away days are read, as this device last heard them for today, not read out: they
 * may be out of date.
 */
export function AwayNote({ kidId, date }: { kidId: string; date: CalendarDate }) {
  const heard = useSelector(useAwayActor(), selectHeardAway);
  const kept = useKeptAway();
  const away = heard ?? (kept?.date === date ? kept.away : NOTHING_KEPT);
  const entry = awayEntryOn(away, kidId, date);
  if (!entry) return null;
  return (
    <p className="kid-column__away" aria-hidden={heard === null || undefined}>
      <span aria-hidden="true">🧳 </span>
      Away{entry.reason ? `: ${entry.reason}` : ''}
      <span className="kid-column__away-why"> · not counted for the streak</span>
    </p>
  );
}
