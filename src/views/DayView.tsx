import { useMemo } from 'react';
import { AppActorContext } from '../app/appActorContext';
import { Board } from './Board';
import { DayHeading } from './DayHeading';
import { DayNav } from './DayNav';
import { EntryBox } from './EntryBox';
import { ErrorBanner } from './ErrorBanner';
import { FamilyActorsContext, type FamilyActors } from './familyActors';
import { LoadingScreen } from './LoadingScreen';
import { UndoToast } from './UndoToast';

/** One day of the family: the entry box, one column per kid, and the way to other days. */
export function DayView() {
  const board = AppActorContext.useSelector((snapshot) => snapshot.children.dayBoard);
  const listeners = AppActorContext.useSelector((snapshot) => snapshot.children.listeners);
  const navigation = AppActorContext.useSelector((snapshot) => snapshot.children.dayNavigation);
  // The children's types are a union of every actor the app may invoke; their ids say which.
  const actors = useMemo(
    () =>
      board && listeners && navigation
        ? ({ board, listeners, navigation } as unknown as FamilyActors)
        : null,
    [board, listeners, navigation],
  );
  if (!actors) return <LoadingScreen />;

  return (
    <FamilyActorsContext.Provider value={actors}>
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
    </FamilyActorsContext.Provider>
  );
}
