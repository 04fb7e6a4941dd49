import { useMemo } from 'react';
import { Board } from './Board';
import { EntryBox } from './EntryBox';
import { ErrorBanner } from './ErrorBanner';
import { useFamilyActors } from './familyActors';
import { ListContext, type ListView } from './listContext';
import { UndoToast } from './UndoToast';

/** Each kid's routine: the tasks copied into every new day. */
export function RoutineView() {
  const { routineBoard } = useFamilyActors();
  // The same value while the board is the same, so the rows reading it are not re-rendered.
  const list = useMemo<ListView>(() => ({ kind: 'routine', board: routineBoard }), [routineBoard]);
  return (
    <ListContext.Provider value={list}>
      <div className="page day-page">
        <header className="day-heading">
          <h1 className="day-heading__title">Routine</h1>
          <p className="routine__intro">
            These tasks are added to each kid’s list every new day. Past days stay as they were.
          </p>
        </header>
        <main className="day-page__main">
          <EntryBox />
          <ErrorBanner />
          <Board />
        </main>
        <UndoToast />
      </div>
    </ListContext.Provider>
  );
}
