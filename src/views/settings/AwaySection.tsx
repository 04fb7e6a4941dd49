import { useSelector } from '@xstate/react';
import dayjs from 'dayjs';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  selectAwayBusy,
  selectAwayFailure,
  selectAwayList,
  selectAwayNotice,
  selectAwayReadError,
  selectAwayWritten,
  type AwayEvent,
} from '../../../machines/away';
import {
  addDays,
  dateAtAnchor,
  FIRST_DATE,
  LAST_DATE,
  type CalendarDate,
} from '../../../machines/calendar';
import {
  awayRangeProblem,
  awayReasonProblem,
  canEndEarly,
  currentAway,
  MAX_AWAY_REASON_LENGTH,
  type AwayEntry,
} from '../../../machines/domain/away';
import type { Kid } from '../../../machines/domain/family';
import { useAwayActor } from '../awayActor';
import { ErrorNotice } from '../ErrorBanner';
import './away.css';

const WHOLE_FAMILY = '';

/** What the list's buttons send. */
type AwayChange = Extract<AwayEvent, { type: 'away.endEarly' | 'away.remove' }>;

/** "Tue 24 Nov" */
const shortDate = (date: CalendarDate) => dayjs(dateAtAnchor(date)).format('ddd D MMM');
/** "Tuesday 24 November 2026" */
const longDate = (date: CalendarDate) => dayjs(dateAtAnchor(date)).format('dddd D MMMM YYYY');

/** Who an entry is for, in words: a kid's name, or the whole family. */
/** The Family view's away days, as a link names them (`/{family}/settings#away`). */
const AWAY_ANCHOR = 'away';

/**
 * The heading, brought into view and given focus when the page was opened by a link to the away
 * days (the Week view's "Mark away days"), so a keyboard or screen reader starts there too.
 */
function useShownFromLink() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (window.location.hash !== `#${AWAY_ANCHOR}`) return;
    // Focus brings it into view.
    heading.current?.focus();
  }, []);
  return heading;
}

export function awayWho(entry: AwayEntry, kids: readonly Kid[]): string | null {
  if (entry.kid === undefined) return 'The whole family';
  return kids.find((kid) => kid.id === entry.kid)?.name ?? null;
}

/**
 * The Family view's away days (docs/design.md "Away days"): mark a kid, or the whole family,
 * away from one day to another with an optional reason; the entries not over yet are listed,
 * each with End early (once it has begun) and Remove. The family's away machine reads them and
 * makes each write; the form keeps what is typed, and empties the reason once a mark is made.
 */
export function AwaySection({ kids, today }: { kids: readonly Kid[]; today: CalendarDate }) {
  const actor = useAwayActor();
  const away = useSelector(actor, selectAwayList);
  const readError = useSelector(actor, selectAwayReadError);
  const failure = useSelector(actor, selectAwayFailure);
  const busy = useSelector(actor, selectAwayBusy);
  const notice = useSelector(actor, selectAwayNotice);
  const written = useSelector(actor, selectAwayWritten);
  const [who, setWho] = useState(WHOLE_FAMILY);
  const [from, setFrom] = useState<string>(today);
  const [to, setTo] = useState<string>(addDays(today, 2));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: 'from' | 'to' | 'reason'; text: string } | null>(
    null,
  );
  // The machine's count of writes made when this form's mark was sent: once it grows, the mark
  // is made and the reason is emptied. Any other write sent since forgets it.
  const [markSentAt, setMarkSentAt] = useState<number | null>(null);
  if (markSentAt !== null && written > markSentAt) {
    setMarkSentAt(null);
    setReason('');
  }
  const heading = useShownFromLink();
  const ids = {
    heading: useId(),
    who: useId(),
    from: useId(),
    to: useId(),
    reason: useId(),
    problem: useId(),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const range = awayRangeProblem(from, to);
    const tooLong = awayReasonProblem(reason);
    const found = range
      ? {
          field:
            range.includes('last') || range.includes('span') ? ('to' as const) : ('from' as const),
          text: range,
        }
      : tooLong
        ? { field: 'reason' as const, text: tooLong }
        : null;
    setProblem(found);
    if (found) return;
    const kid = who === WHOLE_FAMILY ? null : who;
    const name = kid === null ? 'The whole family' : (kids.find((k) => k.id === kid)?.name ?? kid);
    setMarkSentAt(written);
    actor.send({
      type: 'away.mark',
      mark: { kid, from: from as CalendarDate, to: to as CalendarDate, reason },
      done: `${name} marked away from ${longDate(from as CalendarDate)} to ${longDate(to as CalendarDate)}.`,
    });
  };

  /** End early or Remove: the reason typed stays, whatever a mark sent before did. */
  const change = (event: AwayChange) => {
    setMarkSentAt(null);
    actor.send(event);
  };

  const invalid = (field: 'from' | 'to' | 'reason') =>
    problem?.field === field
      ? { 'aria-invalid': true as const, 'aria-describedby': ids.problem }
      : {};
  const listed = currentAway(away, today).filter((entry) => awayWho(entry, kids) !== null);

  return (
    <section
      id={AWAY_ANCHOR}
      className="card settings-card away-settings"
      aria-labelledby={ids.heading}
    >
      <h2 id={ids.heading} ref={heading} tabIndex={-1} className="settings-page__heading">
        Away days
      </h2>
      <p className="away-settings__intro">
        Sick, on holiday, at grandma’s: away days get no routine, and neither count towards a streak
        nor break it. A day already started keeps its ticks.
      </p>
      {failure ? (
        <ErrorNotice error={failure} onDismiss={() => actor.send({ type: 'error.dismiss' })} />
      ) : (
        readError && <ErrorNotice error={readError} />
      )}
      <form className="away-settings__form" onSubmit={submit} noValidate>
        <label htmlFor={ids.who}>Who is away</label>
        <select
          id={ids.who}
          className="choice-select away-settings__who"
          value={who}
          onChange={(event) => setWho(event.target.value)}
        >
          <option value={WHOLE_FAMILY}>The whole family</option>
          {kids.map((kid) => (
            <option key={kid.id} value={kid.id}>
              {kid.name}
            </option>
          ))}
        </select>
        <label htmlFor={ids.from}>First day away</label>
        <input
          id={ids.from}
          className="text-input"
          type="date"
          value={from}
          min={FIRST_DATE}
          max={LAST_DATE}
          onChange={(event) => setFrom(event.target.value)}
          {...invalid('from')}
        />
        <label htmlFor={ids.to}>Last day away</label>
        <input
          id={ids.to}
          className="text-input"
          type="date"
          value={to}
          min={FIRST_DATE}
          max={LAST_DATE}
          onChange={(event) => setTo(event.target.value)}
          {...invalid('to')}
        />
        <label htmlFor={ids.reason}>
          Reason <span className="away-settings__optional">(optional)</span>
        </label>
        <input
          id={ids.reason}
          className="text-input"
          type="text"
          value={reason}
          placeholder="At grandma’s"
          autoComplete="off"
          onChange={(event) => setReason(event.target.value)}
          {...invalid('reason')}
        />
        {reason.length > MAX_AWAY_REASON_LENGTH - 20 && (
          <p className="away-settings__count" aria-live="polite">
            {MAX_AWAY_REASON_LENGTH - reason.trim().length} characters left
          </p>
        )}
        {problem && (
          <p id={ids.problem} className="field__error away-settings__problem" role="alert">
            {problem.text}
          </p>
        )}
        <button
          className="button button--primary away-settings__mark"
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          Mark away
        </button>
      </form>
      {listed.length > 0 && (
        <ul className="away-settings__list" aria-label="Away days not over yet">
          {listed.map((entry) => {
            const name = awayWho(entry, kids) ?? '';
            const range =
              entry.from === entry.to
                ? shortDate(entry.from)
                : `${shortDate(entry.from)} – ${shortDate(entry.to)}`;
            return (
              <li key={entry.id} className="away-settings__entry">
                <p className="away-settings__what">
                  <span className="away-settings__name">{name}</span>{' '}
                  <span className="away-settings__range">{range}</span>
                  {entry.reason && <span className="away-settings__reason">{entry.reason}</span>}
                </p>
                <div className="away-settings__actions">
                  {canEndEarly(entry, today) && (
                    <button
                      className="button button--soft"
                      type="button"
                      disabled={busy}
                      aria-label={`End early: ${name} is back today`}
                      onClick={() =>
                        change({
                          type: 'away.endEarly',
                          entry,
                          today,
                          done: `${name} is back from today.`,
                        })
                      }
                    >
                      End early
                    </button>
                  )}
                  <button
                    className="button button--soft"
                    type="button"
                    disabled={busy}
                    aria-label={`Remove ${name}’s away days ${range}`}
                    onClick={() =>
                      change({ type: 'away.remove', entry, done: `${name}’s away days removed.` })
                    }
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {/* Polite, not a second status on the page: the Family view has its own. */}
      <p className="visually-hidden away-settings__notice" aria-live="polite">
        {notice}
      </p>
    </section>
  );
}
