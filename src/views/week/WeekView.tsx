import { useSelector } from '@xstate/react';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { dateAtAnchor, type CalendarDate } from '../../../machines/calendar';
import {
  starsOn,
  tasksForDay,
  weekDays,
  weekStart as mondayOf,
  type DayLists,
} from '../../../machines/domain/stars';
import { selectToday } from '../../../machines/dayNavigation';
import { selectFamilyName, selectKids, selectTemplates } from '../../../machines/listeners';
import {
  selectHasWeekAfter,
  selectHasWeekBefore,
  selectHistory,
  selectWeekDays,
  selectWeekError,
  selectWeekFailed,
} from '../../../machines/week';
import { selectAwayList } from '../../../machines/away';
import { isAway } from '../../../machines/domain/away';
import { useWeek, type WeekActor } from '../../app/week/useWeek';
import { useAwayActor } from '../awayActor';
import { ErrorNotice } from '../ErrorBanner';
import { useFamilyActors } from '../familyActors';
import { useFollowLink } from '../useFollowLink';
import { WeekChart } from './WeekChart';
import { WeekTable } from './WeekTable';
import { usePrinting } from './usePrinting';
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
  const awayActor = useAwayActor();
  const week = useWeek({ familyId, showsWeek: true, listeners, away: awayActor });
  const days = useSelector(week, selectWeekDays);
  // The chart to print is drawn only for printing: opening the week never waits on it.
  const { printing, print } = usePrinting();
  const history = useSelector(week, selectHistory) ?? NO_DAYS;
  const templates = useSelector(listeners, selectTemplates);
  const familyName = useSelector(listeners, selectFamilyName);
  const away = useSelector(awayActor, selectAwayList);
  const dates = useMemo(() => weekDays(start), [start]);
  const thisWeek = start === mondayOf(today);
  const heading = thisWeek ? 'This week' : `Week of ${dayjs(dateAtAnchor(start)).format('D MMMM')}`;

  return (
    <div className="page week-page">
      <header className="week-heading">
        <div className="week-heading__words">
          <p className="day-heading__family">{familyName ?? '\u00a0'}</p>
          <h1 className="day-heading__title">{heading}</h1>
          <p className="week-heading__range">
            <RangeInWords dates={dates} />
          </p>
        </div>
        <button className="button button--soft week-heading__print" type="button" onClick={print}>
          <span aria-hidden="true">🖨️</span>
          <span className="week-heading__print-label">Print chart</span>
        </button>
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
            away={away}
          />
        )}
        {/* Under the table once it is there: shown sooner, the table would push it down. */}
        {kids.length > 0 && days !== null && <AwayLink familyId={familyId} />}
      </main>
      {printing && days !== null && (
        <WeekChart
          familyName={familyName ?? ''}
          heading={`Week of ${rangeInWords(dates)}`}
          kids={kids}
          dates={dates}
          tasksOf={(kidId, day) => tasksForDay(days, templates, day, today, kidId, away)}
          awayOn={(kidId, day) => isAway(away, kidId, day)}
          starsOf={(kidId) => starsOn(days, dates, kidId)}
        />
      )}
    </div>
  );
}

/** Where a grown-up marks someone away, from the week they see: the Family view's away days. */
function AwayLink({ familyId }: { familyId: string }) {
  const follow = useFollowLink();
  const href = `/${encodeURIComponent(familyId)}/settings#away`;
  return (
    <p className="week-page__away">
      Ill, on holiday, at grandma’s?{' '}
      <a href={href} onClick={(event) => follow(event, href)}>
        Mark away days
      </a>
      : they neither count towards a streak nor break it.
    </p>
  );
}

/** The range with each date kept whole on its line. */
function RangeInWords({ dates }: { dates: readonly CalendarDate[] }) {
  const [first, last] = [dates[0], dates.at(-1)];
  if (!first || !last) return null;
  return (
    <>
      <span className="week-heading__date">{dayjs(dateAtAnchor(first)).format('D MMMM')}</span>
      {' – '}
      <span className="week-heading__date">{dayjs(dateAtAnchor(last)).format('D MMMM YYYY')}</span>
    </>
  );
}

function rangeInWords(dates: readonly CalendarDate[]): string {
  const [first, last] = [dates[0], dates.at(-1)];
  if (!first || !last) return '';
  return `${dayjs(dateAtAnchor(first)).format('D MMMM')} – ${dayjs(dateAtAnchor(last)).format('D MMMM YYYY')}`;
}

/**
 * The weeks before and after, as one set on one row: on a phone the word "week" is out of sight
 * (the names stay "Previous week" and "Next week").
 */
function WeekNav({ week, thisWeek }: { week: WeekActor; thisWeek: boolean }) {
  // The weeks holding the first and last dates kept have none beyond them.
  const hasWeekBefore = useSelector(week, selectHasWeekBefore);
  const hasWeekAfter = useSelector(week, selectHasWeekAfter);
  return (
    <nav className={`week-nav${thisWeek ? '' : ' week-nav--away'}`} aria-label="Weeks">
      <button
        className="button button--soft week-nav__step"
        type="button"
        disabled={!hasWeekBefore}
        onClick={() => week.send({ type: 'week.previous' })}
      >
        <span aria-hidden="true">←</span>
        <span>
          Previous<span className="week-nav__word"> week</span>
        </span>
      </button>
      {!thisWeek && (
        <button
          className="button button--sun week-nav__this"
          type="button"
          onClick={() => week.send({ type: 'week.thisWeek' })}
        >
          This week
        </button>
      )}
      <button
        className="button button--soft week-nav__step week-nav__step--next"
        type="button"
        disabled={!hasWeekAfter}
        onClick={() => week.send({ type: 'week.next' })}
      >
        <span>
          Next<span className="week-nav__word"> week</span>
        </span>
        <span aria-hidden="true">→</span>
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
      <button className="button" type="button" onClick={() => week.send({ type: 'week.retry' })}>
        Try again
      </button>
    </div>
  );
}
