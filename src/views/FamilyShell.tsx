import { useEffect, useMemo } from 'react';
import {
  selectDayBoardActor,
  selectDayNavigationActor,
  selectListenersActor,
  selectRoute,
  selectRoutineBoardActor,
} from '../../machines/app';
import { AppActorContext } from '../app/appActorContext';
import { AwayProvider } from './AwayProvider';
import { DayView } from './DayView';
import { FamilyActorsContext, type FamilyActors } from './familyActors';
import { FamilyNav } from './FamilyNav';
import { LoadingScreen } from './LoadingScreen';
import { LoadProblem } from './LoadProblem';
import { useInKidMode } from '../app/kidMode/useKidMode';
import { kidModeScreens, preloadKidModeWhenIdle } from './kidModeScreens';
import { useLazyModule } from './lazyPage';
import { RewardsProvider } from './rewards/RewardsProvider';

import { familySettingsPage, libraryPage, rewardsPage, routinePage, weekPage } from './lazyPages';

// The parents' pages load when first opened (`lazyPages.ts`); one that cannot load says so, under
// the bar.
const { Page: LibraryView } = libraryPage;
const { Page: WeekView } = weekPage;
const { Page: RoutineView } = routinePage;
const { Page: RewardsView } = rewardsPage;
const { Page: FamilySettingsView } = familySettingsPage;

/**
 * A family's screens: the navigation bar, then the Day, Routine, Library, Rewards or Family view,
 * or one kid's page. In kid mode, the kid mode bar instead of the navigation, and only today's
 * pages.
 */
export function FamilyShell() {
  const route = AppActorContext.useSelector(selectRoute);
  const board = AppActorContext.useSelector(selectDayBoardActor);
  const routineBoard = AppActorContext.useSelector(selectRoutineBoardActor);
  const listeners = AppActorContext.useSelector(selectListenersActor);
  const navigation = AppActorContext.useSelector(selectDayNavigationActor);
  // The children's types are a union of every actor the app may invoke; their ids say which.
  const actors = useMemo(
    () =>
      board && routineBoard && listeners && navigation
        ? ({ board, routineBoard, listeners, navigation } as unknown as FamilyActors)
        : null,
    [board, routineBoard, listeners, navigation],
  );
  const kidMode = useInKidMode();
  // Kid mode's screens and a kid's page load apart (`kidModeScreens`): here already on a device
  // started in kid mode or on a kid's page, and asked for once a grown-up's first screen is idle.
  const kidScreens = useLazyModule(kidModeScreens, kidMode || route.kind === 'kid');
  useEffect(() => (kidMode ? undefined : preloadKidModeWhenIdle()), [kidMode]);
  const shown = !actors || (kidMode && route.kind === 'view') ? null : route;
  // In kid mode another page's address is on its way back to kid mode's page.
  if (
    !actors ||
    shown === null ||
    ((kidMode || shown.kind === 'kid') && kidScreens === null) ||
    (shown.kind !== 'day' && shown.kind !== 'view' && shown.kind !== 'kid' && shown.kind !== 'week')
  ) {
    return <LoadingScreen />;
  }

  const page = (
    <>
      {kidMode && kidScreens ? (
        <kidScreens.KidModeBar />
      ) : (
        <FamilyNav
          familyId={shown.familyId}
          current={shown.kind === 'view' ? shown.view : shown.kind === 'week' ? 'week' : 'day'}
          date={shown.kind === 'day' ? shown.date : null}
        />
      )}
      {shown.kind === 'day' ? (
        kidMode && kidScreens ? (
          <kidScreens.KidModeHome />
        ) : (
          <DayView />
        )
      ) : shown.kind === 'kid' ? (
        kidScreens && <kidScreens.KidView kidId={shown.kidId} />
      ) : shown.kind === 'week' ? (
        <LoadProblem key="week">
          <WeekView fallback={<LoadingScreen />} familyId={shown.familyId} date={shown.date} />
        </LoadProblem>
      ) : shown.view === 'library' ? (
        <LoadProblem key="library">
          <LibraryView fallback={<LoadingScreen />} familyId={shown.familyId} />
        </LoadProblem>
      ) : shown.view === 'rewards' ? (
        <LoadProblem key="rewards">
          <RewardsView fallback={<LoadingScreen />} />
        </LoadProblem>
      ) : shown.view === 'settings' ? (
        <LoadProblem key="settings">
          <FamilySettingsView fallback={<LoadingScreen />} familyId={shown.familyId} />
        </LoadProblem>
      ) : (
        <LoadProblem key="routine">
          <RoutineView fallback={<LoadingScreen />} />
        </LoadProblem>
      )}
    </>
  );
  return (
    <FamilyActorsContext.Provider value={actors}>
      {/* One away machine for the family's pages: the Day, Week and Family views read it. */}
      <AwayProvider key={shown.familyId} familyId={shown.familyId}>
        <RewardsProvider key={shown.familyId} familyId={shown.familyId}>
          {/* Kid mode: the same pages, with bigger targets for small fingers. */}
          {kidMode ? <div className="kid-mode">{page}</div> : page}
        </RewardsProvider>
      </AwayProvider>
    </FamilyActorsContext.Provider>
  );
}
