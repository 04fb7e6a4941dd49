import { lazy, Suspense, useMemo } from 'react';
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
import { RoutineView } from './RoutineView';
import { useInKidMode } from '../app/kidMode/useKidMode';
import { KidModeBar } from './kidMode/KidModeBar';
import { KidModeHome } from './kidMode/KidModeHome';
import { KidView } from './kidMode/KidView';
import { RewardsProvider } from './rewards/RewardsProvider';

// The Week, Library, Rewards and Family pages are for parents, now and then: they load when first
// opened, so a kid's first load is only the Day view; one that cannot load says so, under the bar.
const LibraryView = lazy(() =>
  import('./library/LibraryView').then((module) => ({ default: module.LibraryView })),
);
const WeekView = lazy(() =>
  import('./week/WeekView').then((module) => ({ default: module.WeekView })),
);
const RewardsView = lazy(() =>
  import('./rewards/RewardsView').then((module) => ({ default: module.RewardsView })),
);
const FamilySettingsView = lazy(() =>
  import('./settings/FamilySettingsView').then((module) => ({
    default: module.FamilySettingsView,
  })),
);

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
  const shown = !actors || (kidMode && route.kind === 'view') ? null : route;
  // In kid mode another page's address is on its way back to kid mode's page.
  if (
    !actors ||
    shown === null ||
    (shown.kind !== 'day' && shown.kind !== 'view' && shown.kind !== 'kid' && shown.kind !== 'week')
  ) {
    return <LoadingScreen />;
  }

  const page = (
    <>
      {kidMode ? (
        <KidModeBar />
      ) : (
        <FamilyNav
          familyId={shown.familyId}
          current={shown.kind === 'view' ? shown.view : shown.kind === 'week' ? 'week' : 'day'}
          date={shown.kind === 'day' ? shown.date : null}
        />
      )}
      {shown.kind === 'day' ? (
        kidMode ? (
          <KidModeHome />
        ) : (
          <DayView />
        )
      ) : shown.kind === 'kid' ? (
        <KidView kidId={shown.kidId} />
      ) : shown.kind === 'week' ? (
        <LoadProblem key="week">
          <Suspense fallback={<LoadingScreen />}>
            <WeekView familyId={shown.familyId} date={shown.date} />
          </Suspense>
        </LoadProblem>
      ) : shown.view === 'library' ? (
        <LoadProblem key="library">
          <Suspense fallback={<LoadingScreen />}>
            <LibraryView familyId={shown.familyId} />
          </Suspense>
        </LoadProblem>
      ) : shown.view === 'rewards' ? (
        <LoadProblem key="rewards">
          <Suspense fallback={<LoadingScreen />}>
            <RewardsView />
          </Suspense>
        </LoadProblem>
      ) : shown.view === 'settings' ? (
        <LoadProblem key="settings">
          <Suspense fallback={<LoadingScreen />}>
            <FamilySettingsView familyId={shown.familyId} />
          </Suspense>
        </LoadProblem>
      ) : (
        <RoutineView />
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
