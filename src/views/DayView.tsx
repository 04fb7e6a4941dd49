import { useMemo } from 'react';
import { Board } from './Board';
import { DayHeading } from './DayHeading';
import { DayNav } from './DayNav';
import { useFamilyActors } from './familyActors';
import { ListContext, type ListView } from './listContext';
import { EntryBox } from './EntryBox';
import { ErrorBanner } from './ErrorBanner';
import { UndoToast } from './UndoToast';

/** One day of the family: the entry box, one column per kid, and the way to other days. */
export function DayView() {
  const { board } = useFamilyActors();
  // The same value while the board is the same, so the rows reading it are not re-rendered.
  const list = useMemo<ListView>(() => ({ kind: 'day', board }), [board]);
  return (
    <ListContext.Provider value={list}>
      <div className="page day-page">
        <DayHeading />
        <main className="day-page__main">
          <EntryBox />
          <ErrorBanner />
          <Board />
        </main>
        <DayNav />
        <UndoToast />
      </div>
    </ListContext.Provider>
  );
}
