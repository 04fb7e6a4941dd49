import { useId, useMemo, useState } from 'react';
import { WEEKDAYS, weekdayName, type Weekday } from '../../machines/domain/schedule';
import { Board } from './Board';
import { DaysPicker } from './DaysPicker';
import { EntryBox } from './EntryBox';
import { ErrorBanner } from './ErrorBanner';
import { useFamilyActors } from './familyActors';
import { ListContext, type ListView } from './listContext';
import { TodayOffer } from './TodayOffer';
import { UndoToast } from './UndoToast';

/**
 * Each kid's routine: the tasks copied into every new day. Loaded when first opened, as the
 * other parents' pages are (`lazyPages.ts`).
 */
export function RoutineView() {
  const { routineBoard } = useFamilyActors();
  const [weekday, setWeekday] = useState<Weekday | null>(null);
  const showId = useId();
  // The same value while the board and the day shown are, so the rows reading it are not
  // re-rendered.
  const list = useMemo<ListView>(
    () => ({ kind: 'routine', board: routineBoard, weekday }),
    [routineBoard, weekday],
  );
  return (
    <ListContext.Provider value={list}>
      <div className="page day-page">
        <header className="day-heading">
          <h1 className="day-heading__title">Routine</h1>
          <p className="routine__intro">
            Each day gets the tasks for its weekday when it is first opened. Once today’s list is
            made, a task added for today asks whether today gets it too. Past days stay as they
            were.
          </p>
          <p className="routine__show">
            <label htmlFor={showId}>Show</label>
            <select
              className="choice-select"
              id={showId}
              value={weekday ?? ''}
              onChange={(event) =>
                setWeekday(
                  event.target.value === '' ? null : (Number(event.target.value) as Weekday),
                )
              }
            >
              <option value="">Every day’s tasks</option>
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  What {weekdayName(day)} looks like
                </option>
              ))}
            </select>
          </p>
        </header>
        <main className="day-page__main">
          <EntryBox extraChoice={<DaysPicker />} />
          <TodayOffer />
          <ErrorBanner />
          <Board />
        </main>
        <UndoToast />
      </div>
    </ListContext.Provider>
  );
}
