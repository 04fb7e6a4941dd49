import { useMemo } from 'react';
import { AppActorContext } from '../app/appActorContext';
import { DayView } from './DayView';
import { FamilyActorsContext, type FamilyActors } from './familyActors';
import { FamilyNav } from './FamilyNav';
import { LoadingScreen } from './LoadingScreen';
import { RoutineView } from './RoutineView';
import { LibraryView } from './library/LibraryView';
import { FamilySettingsView } from './settings/FamilySettingsView';

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
        <LibraryView familyId={route.familyId} />
      ) : route.view === 'settings' ? (
        <FamilySettingsView familyId={route.familyId} />
      ) : (
        <RoutineView />
      )}
    </FamilyActorsContext.Provider>
  );
}
