import dayjs from 'dayjs';
import { memo, useMemo } from 'react';
import { dateAtAnchor, type CalendarDate } from '../../../machines/calendar';
import { isAway, type AwayList } from '../../../machines/domain/away';
import type { Kid, Templates } from '../../../machines/domain/family';
import {
  dayScore,
  starsOn,
  streakOf,
  tasksForDay,
  type DayLists,
} from '../../../machines/domain/stars';
import { kidStyle } from '../kidStyle';
import { Spendable } from '../rewards/Spendable';
import { useFollowLink } from '../useFollowLink';
import { ProgressRing } from './ProgressRing';

/**
 * Kids down the side, the seven days across. On a phone each kid's row is laid out as a card
 * (name, streak and stars on top, the seven days below); the explicit roles keep it a table for
 * screen readers whatever the layout.
 */
export function WeekTable({
  familyId,
  kids,
  dates,
  days,
  history,
  templates,
  today,
  away,
}: {
  familyId: string;
  kids: readonly Kid[];
  dates: readonly CalendarDate[];
  days: DayLists;
  history: DayLists;
  templates: Templates | null;
  today: CalendarDate;
  /** The family's away days: shown as "away", and skipped by the streaks. */
  away: AwayList;
}) {
  const follow = useFollowLink();
  const labels = useMemo(() => dates.map(dateLabels), [dates]);
  return (
    // It fits every screen; should a very long name not fit, it scrolls, its links in reach of
    // the keyboard.
    <div className="week-table__scroll" role="group" aria-label="The week, kid by kid">
      <table className="week-table" role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className="week-table__corner">
              Kid
            </th>
            {labels.map(({ day, weekday, dayOfMonth }) => (
              <th
                key={day}
                scope="col"
                role="columnheader"
                className={day === today ? 'week-table__today' : undefined}
              >
                <span className="week-table__weekday">{weekday}</span>{' '}
                <span className="week-table__date">{dayOfMonth}</span>
              </th>
            ))}
            <th scope="col" role="columnheader" className="week-table__stars-heading">
              Stars
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {kids.map((kid) => {
            const streak = streakOf(history, kid.id, today, away);
            const stars = starsOn(days, dates, kid.id);
            return (
              <tr key={kid.id} role="row" className="week-table__row" style={kidStyle(kid.color)}>
                <th scope="row" role="rowheader" className="week-table__kid">
                  <span className="week-table__name">
                    <span aria-hidden="true">{kid.emoji} </span>
                    <Words text={kid.name} />
                  </span>{' '}
                  {streak > 0 && (
                    <span className="week-table__streak">
                      <span aria-hidden="true">🔥 </span>
                      {streak} {streak === 1 ? 'day' : 'days'} in a row
                    </span>
                  )}
                </th>
                <KidDays
                  familyId={familyId}
                  kid={kid}
                  labels={labels}
                  days={days}
                  templates={templates}
                  today={today}
                  away={away}
                  follow={follow}
                />
                <td role="cell" className="week-table__stars">
                  <span aria-hidden="true">⭐ </span>
                  {stars}
                  <span className="visually-hidden"> {stars === 1 ? 'star' : 'stars'}</span>
                  <Spendable kidId={kid.id} variant="words" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

interface DateLabels {
  day: CalendarDate;
  weekday: string;
  dayOfMonth: string;
  /** The day in full, for each ring's name. */
  long: string;
  /** Two letters, for a phone's card, where the column headers are out of sight. */
  initial: string;
}

function dateLabels(day: CalendarDate): DateLabels {
  const date = dayjs(dateAtAnchor(day));
  return {
    day,
    weekday: date.format('ddd'),
    dayOfMonth: date.format('D'),
    long: date.format('dddd D MMMM'),
    initial: date.format('dd'),
  };
}

/**
 * A kid's seven rings. Drawn again only when the week's lists, the routine or the away days
 * change: the streaks, read after the week, change only the kid's name cell.
 */
const KidDays = memo(function KidDays({
  familyId,
  kid,
  labels,
  days,
  templates,
  today,
  away,
  follow,
}: {
  familyId: string;
  kid: Kid;
  labels: readonly DateLabels[];
  days: DayLists;
  templates: Templates | null;
  today: CalendarDate;
  away: AwayList;
  follow: ReturnType<typeof useFollowLink>;
}) {
  return labels.map(({ day, long, initial }) => {
    const tasks = tasksForDay(days, templates, day, today, kid.id, away);
    const { done } = dayScore(days, day, kid.id);
    const isAwayDay = isAway(away, kid.id, day);
    const score = tasks.length === 0 ? 'nothing to do' : `${done} of ${tasks.length} done`;
    const path = day === today ? `/${familyId}` : `/${familyId}/${day}`;
    return (
      <td
        key={day}
        role="cell"
        className={`week-table__cell${day === today ? ' week-table__today' : ''}${isAwayDay ? ' week-table__cell--away' : ''}`}
      >
        <a
          className="week-table__day"
          href={path}
          aria-label={`${kid.name}, ${long}: ${isAwayDay ? (tasks.length === 0 ? 'away' : `away, ${score}`) : score}`}
          onClick={(event) => follow(event, path)}
        >
          {/* The column headers are out of sight on a phone: each day says which. */}
          <span className="week-table__initial" aria-hidden="true">
            {initial}
          </span>
          {isAwayDay && tasks.length === 0 ? (
            <span className="week-table__away" aria-hidden="true">
              away
            </span>
          ) : (
            <ProgressRing done={done} total={tasks.length} />
          )}
          {isAwayDay && tasks.length > 0 && (
            <span className="week-table__away" aria-hidden="true">
              away
            </span>
          )}
        </a>
      </td>
    );
  });
});

/** A name that breaks only between its words, never at a hyphen inside one. */
function Words({ text }: { text: string }) {
  const words = text.split(' ');
  return words.map((word, index) => (
    <span key={index}>
      <span className="week-table__word">{word}</span>
      {index < words.length - 1 && ' '}
    </span>
  ));
}
