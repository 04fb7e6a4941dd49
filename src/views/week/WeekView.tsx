import { useSelector } from '@xstate/react';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { dateAtAnchor, type CalendarDate } from '../../../machines/calendar';
import type { Kid, Templates } from '../../../machines/domain/family';
import {
  dayScore,
  starsOn,
  streakOf,
  tasksForDay,
  weekDays,
  weekStart as mondayOf,
  type DayLists,
} from '../../../machines/domain/stars';
import { selectToday } from '../../../machines/dayNavigation';
import { selectFamilyName, selectKids } from '../../../machines/listeners';
import {
  selectHistory,
  selectWeekDays,
  selectWeekError,
  selectWeekFailed,
} from '../../../machines/week';
import { useWeek, type WeekActor } from '../../app/week/useWeek';
import { ErrorNotice } from '../ErrorBanner';
import { useFamilyActors } from '../familyActors';
import { kidStyle } from '../kidStyle';
import { useFollowLink } from '../useFollowLink';
import { ProgressRing } from './ProgressRing';
import { WeekChart } from './WeekChart';
import './week.css';

const NO_DAYS: DayLists = {};

/**
 * `/{family}/week[/{date}]`: kids down the side, the seven days across, each day's done / total
 * as a ring that opens the day; each kid's stars this week and streak; the week before and
 * after; and a chart to print for the fridge.
 */
export function WeekView({ familyId, date }: { familyId: string; date: CalendarDate | null }) {
  const { listeners, navigation } = useFamilyActors();
  const today = useSelector(navigation, selectToday);
  const start = mondayOf(date ?? today);
  const kids = useSelector(listeners, selectKids);
  const kidIds = useMemo(() => kids.map((kid) => kid.id), [kids]);
  const week = useWeek({ familyId, weekStart: start, today, showsWeek: true, kidIds });
  const days = useSelector(week, selectWeekDays);
  const history = useSelector(week, selectHistory) ?? NO_DAYS;
  const templates = useSelector(listeners, (snapshot) => snapshot.context.templates);
  const familyName = useSelector(listeners, selectFamilyName);
  const dates = useMemo(() => weekDays(start), [start]);
  const thisWeek = start === mondayOf(today);
  const heading = thisWeek ? 'This week' : `Week of ${dayjs(dateAtAnchor(start)).format('D MMMM')}`;

  return (
    <div className="page week-page">
      <header className="week-heading">
        <p className="day-heading__family">{familyName ?? '\u00a0'}</p>
        <h1 className="day-heading__title">{heading}</h1>
        <p className="week-heading__range">{rangeInWords(dates)}</p>
      </header>
      <main className="week-page__main">
        <WeekNav week={week} thisWeek={thisWeek} />
        <WeekProblem week={week} />
        {days === null ? (
          <p className="board__message" role="status">
            Loading…
          </p>
        ) : kids.length === 0 ? (
          <p className="board__message">This family has no kids yet.</p>
        ) : (
          <WeekTable
            familyId={familyId}
            kids={kids}
            dates={dates}
            days={days}
            history={history}
            templates={templates}
            today={today}
          />
        )}
      </main>
      {days !== null && (
        <WeekChart
          familyName={familyName ?? ''}
          heading={`Week of ${rangeInWords(dates)}`}
          kids={kids}
          dates={dates}
          tasksOf={(kidId, day) => tasksForDay(days, templates, day, today, kidId)}
        />
      )}
    </div>
  );
}

function rangeInWords(dates: readonly CalendarDate[]): string {
  const [first, last] = [dates[0], dates.at(-1)];
  if (!first || !last) return '';
  return `${dayjs(dateAtAnchor(first)).format('D MMMM')} – ${dayjs(dateAtAnchor(last)).format('D MMMM YYYY')}`;
}

function WeekNav({ week, thisWeek }: { week: WeekActor; thisWeek: boolean }) {
  return (
    <nav className="week-nav" aria-label="Weeks">
      <button
        className="button button--soft"
        type="button"
        onClick={() => week.send({ type: 'week.previous' })}
      >
        <span aria-hidden="true">← </span>Previous week
      </button>
      {!thisWeek && (
        <button
          className="button button--sun"
          type="button"
          onClick={() => week.send({ type: 'week.thisWeek' })}
        >
          This week
        </button>
      )}
      <button
        className="button button--soft"
        type="button"
        onClick={() => week.send({ type: 'week.next' })}
      >
        Next week<span aria-hidden="true"> →</span>
      </button>
      <button
        className="button button--soft week-nav__print"
        type="button"
        onClick={() => window.print()}
      >
        <span aria-hidden="true">🖨️ </span>Print chart
      </button>
    </nav>
  );
}

function WeekProblem({ week }: { week: WeekActor }) {
  const failed = useSelector(week, selectWeekFailed);
  const error = useSelector(week, selectWeekError);
  if (!failed || !error) return null;
  return (
    <div className="week-page__problem">
      <ErrorNotice error={error} />
      <button
        className="button"
        type="button"
        onClick={() => week.send({ type: 'listeners.retry' })}
      >
        Try again
      </button>
    </div>
  );
}

function WeekTable({
  familyId,
  kids,
  dates,
  days,
  history,
  templates,
  today,
}: {
  familyId: string;
  kids: readonly Kid[];
  dates: readonly CalendarDate[];
  days: DayLists;
  history: DayLists;
  templates: Templates | null;
  today: CalendarDate;
}) {
  const follow = useFollowLink();
  return (
    // Focusable so that a keyboard can scroll it sideways on a narrow screen.
    <div className="week-table__scroll" role="group" aria-label="The week, kid by kid" tabIndex={0}>
      <table className="week-table">
        <thead>
          <tr>
            <th scope="col" className="week-table__corner">
              Kid
            </th>
            {dates.map((day) => (
              <th key={day} scope="col" className={day === today ? 'week-table__today' : undefined}>
                <span className="week-table__weekday">
                  {dayjs(dateAtAnchor(day)).format('ddd')}
                </span>{' '}
                <span className="week-table__date">{dayjs(dateAtAnchor(day)).format('D')}</span>
              </th>
            ))}
            <th scope="col">Stars</th>
          </tr>
        </thead>
        <tbody>
          {kids.map((kid) => {
            const streak = streakOf(history, kid.id, today);
            const stars = starsOn(days, dates, kid.id);
            return (
              <tr key={kid.id} style={kidStyle(kid.color)}>
                <th scope="row" className="week-table__kid">
                  <span aria-hidden="true">{kid.emoji} </span>
                  {kid.name}
                  {streak > 0 && (
                    <span className="week-table__streak">
                      <span aria-hidden="true">🔥 </span>
                      {streak} {streak === 1 ? 'day' : 'days'} in a row
                    </span>
                  )}
                </th>
                {dates.map((day) => {
                  const tasks = tasksForDay(days, templates, day, today, kid.id);
                  const { done } = dayScore(days, day, kid.id);
                  const path = day === today ? `/${familyId}` : `/${familyId}/${day}`;
                  const words = dayjs(dateAtAnchor(day)).format('dddd D MMMM');
                  return (
                    <td key={day} className={day === today ? 'week-table__today' : undefined}>
                      <a
                        className="week-table__day"
                        href={path}
                        aria-label={`${kid.name}, ${words}: ${tasks.length === 0 ? 'nothing to do' : `${done} of ${tasks.length} done`}`}
                        onClick={(event) => follow(event, path)}
                      >
                        <ProgressRing done={done} total={tasks.length} />
                      </a>
                    </td>
                  );
                })}
                <td className="week-table__stars">
                  <span aria-hidden="true">⭐ </span>
                  {stars}
                  <span className="visually-hidden"> {stars === 1 ? 'star' : 'stars'}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
