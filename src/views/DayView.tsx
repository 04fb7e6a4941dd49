import { Board } from './Board';
import { DayHeading } from './DayHeading';
import { DayNav } from './DayNav';
import { EntryBox } from './EntryBox';
import { ErrorBanner } from './ErrorBanner';
import { UndoToast } from './UndoToast';

/** One day of the family: the entry box, one column per kid, and the way to other days. */
export function DayView() {
  return (
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
  );
}
