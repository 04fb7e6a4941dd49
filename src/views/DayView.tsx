import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectBoardDate, selectFamilyId } from '../../machines/dayBoard';
import { selectToday } from '../../machines/dayNavigation';
import {
  selectConfigAndDayLoaded,
  selectDayLoaded,
  selectDayStart,
} from '../../machines/listeners';
import { usePartOfDay } from '../app/partOfDay/usePartOfDay';
import { selectNowPart } from '../../machines/partOfDay';
import { NowOnlyBar } from './NowOnlyBar';
import { Board } from './Board';
import { DayHeading } from './DayHeading';
import { DayNav } from './DayNav';
import { useFamilyActors } from './familyActors';
import { ListContext, type ListView } from './listContext';
import { EntryBox } from './EntryBox';
import { ErrorBanner } from './ErrorBanner';
import { UndoToast } from './UndoToast';
import { StarsProvider } from './week/stars';
import { useHoldLastFrame, useKeepLastFrame } from '../lastFrame/useLastFrame';

/**
 * One day of the family: the entry box, one column per kid, and the way to other days. In kid
 * mode: today's columns only, to tick.
 */
export function DayView({ kidMode = false }: { kidMode?: boolean }) {
  const { board, navigation, listeners } = useFamilyActors();
  const partOfDay = usePartOfDay(listeners);
  const date = useSelector(board, selectBoardDate);
  const familyId = useSelector(board, selectFamilyId);
  const dayShown = useSelector(listeners, selectDayLoaded);
  const today = useSelector(navigation, selectToday);
  const showsToday = date === today;
  const shownLoaded = useSelector(listeners, selectConfigAndDayLoaded);
  const dayStart = useSelector(listeners, selectDayStart);
  // A painted frame stays until the board is read; today's board, once shown, is kept as one.
  useHoldLastFrame(!shownLoaded);
  useKeepLastFrame(
    showsToday && shownLoaded ? { family: familyId, kid: null, date, dayStart } : null,
  );
  // "Now only" is about today; any other day shows whole.
  const nowPart = useSelector(partOfDay, selectNowPart);
  const shownPart = showsToday ? nowPart : null;
  // The same value while the board and the part shown are, so the rows reading it are not
  // re-rendered.
  const list = useMemo<ListView>(
    () => ({ kind: 'day', board, nowPart: shownPart, tickOnly: kidMode }),
    [board, shownPart, kidMode],
  );
  return (
    <ListContext.Provider value={list}>
      <div className="page day-page">
        <DayHeading />
        <main className="day-page__main">
          {!kidMode && <EntryBox />}
          <ErrorBanner />
          {showsToday && !kidMode && <NowOnlyBar partOfDay={partOfDay} />}
          <StarsProvider familyId={familyId} today={today} ready={dayShown}>
            <Board />
          </StarsProvider>
        </main>
        {!kidMode && <DayNav />}
        {!kidMode && <UndoToast />}
      </div>
    </ListContext.Provider>
  );
}
