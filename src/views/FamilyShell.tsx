import { lazy, Suspense, useMemo } from 'react';
import { AppActorContext } from '../app/appActorContext';
import { DayView } from './DayView';
import { FamilyActorsContext, type FamilyActors } from './familyActors';
import { FamilyNav } from './FamilyNav';
import { LoadingScreen } from './LoadingScreen';
import { RoutineView } from './RoutineView';

// The Library and Family pages are for parents, now and then: they load when first opened,
// so a kid's first load is only the Day view.
const LibraryView = lazy(() =>
  import('./library/LibraryView').then((module) => ({ default: module.LibraryView })),
);
const FamilySettingsView = lazy(() =>
  import('./settings/FamilySettingsView').then((module) => ({
    default: module.FamilySettingsView,
  })),
);

/** A family's screens: the navigation bar, then the Day, Routine, Library or Family view. */
export function FamilyShell() {
  const route = AppActorContext.useSelector((snapshot) => snapshot.context.route);
  const board = AppActorContext.useSelector((snapshot) => snapshot.children.dayBoard);
  const routineBoard = AppActorContext.useSelector((snapshot) => snapshot.children.routineBoard);
  const listeners = AppActorContext.useSelector((snapshot) => snapshot.children.listeners);
  const navigation = AppActorContext.useSelector((snapshot) => snapshot.children.dayNavigation);
  // The children's types are a union of every actor the app may invoke; their ids say which.
  const actors = useMemo(
    () =>
      board && routineBoard && listeners && navigation
        ? ({ board, routineBoard, listeners, navigation } as unknown as FamilyActors)
        : null,
    [board, routineBoard, listeners, navigation],
  );
  if (!actors || (route.kind !== 'day' && route.kind !== 'view')) return <LoadingScreen />;

  return (
    <FamilyActorsContext.Provider value={actors}>
      <FamilyNav familyId={route.familyId} current={route.kind === 'day' ? 'day' : route.view} />
      {route.kind === 'day' ? (
        <DayView />
      ) : route.view === 'library' ? (
        <Suspense fallback={<LoadingScreen />}>
          <LibraryView familyId={route.familyId} />
        </Suspense>
      ) : route.view === 'settings' ? (
        <Suspense fallback={<LoadingScreen />}>
          <FamilySettingsView familyId={route.familyId} />
        </Suspense>
      ) : (
        <RoutineView />
      )}
    </FamilyActorsContext.Provider>
  );
}
