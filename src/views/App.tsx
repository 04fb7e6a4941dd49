import { lazy, Suspense } from 'react';
import { selectAppState, selectInKidMode } from '../../machines/app';
import { AppActorContext } from '../app/appActorContext';
import { useAppServices } from '../app/appServices';
import { useInKidMode } from '../app/kidMode/useKidMode';
import { ReloadPrompt } from '../pwa/ReloadPrompt';
import { FamilyShell } from './FamilyShell';
import { KidModeExit } from './kidMode/KidModeBar';
import { LoadingScreen } from './LoadingScreen';
import { LoadProblem } from './LoadProblem';
import { OfflineBanner } from './OfflineBanner';
import { useTakeOverOnFirstScreen } from '../lastFrame/useLastFrame';

// A returning family's first screen is its day: the other screens load when first needed, so
// its first load carries none of them. (The service worker's prompt registers the worker as it
// renders, so it is never rendered in a pass that may be thrown away: it stays in the app.)
const Welcome = lazy(() => import('./Welcome').then((module) => ({ default: module.Welcome })));
const SignIn = lazy(() => import('./SignIn').then((module) => ({ default: module.SignIn })));
const JoinFailed = lazy(() =>
  import('./JoinFailed').then((module) => ({ default: module.JoinFailed })),
);
const InvalidAddress = lazy(() =>
  import('./InvalidAddress').then((module) => ({ default: module.InvalidAddress })),
);
const LostFamily = lazy(() =>
  import('./LostFamily').then((module) => ({ default: module.LostFamily })),
);
const NotOnDevice = lazy(() =>
  import('./NotOnDevice').then((module) => ({ default: module.NotOnDevice })),
);

/** The screen for the app's state, with the offline banner and the service worker's prompt. */
export function App() {
  // With a server (Firebase), the connection machine logs going offline; the browser's own
  // offline events would log it a second time.
  const { watchesConnection } = useAppServices();
  // A kid in kid mode has nothing to do with "works offline": only a grown-up is told.
  const kidMode = useInKidMode();
  // A painted frame gives way to the first screen that is not waiting for its data.
  useTakeOverOnFirstScreen();
  return (
    <>
      <OfflineBanner />
      <LoadProblem>
        <Suspense fallback={<LoadingScreen />}>
          <CurrentScreen />
        </Suspense>
      </LoadProblem>
      <ReloadPrompt logOffline={!watchesConnection} offlineNotice={!kidMode} />
    </>
  );
}

/** Picks the screen for the app's state; every screen reads the machines it needs. */
function CurrentScreen() {
  const state = AppActorContext.useSelector(selectAppState);
  // A device in kid mode whose family cannot be opened here keeps its way out.
  const kidMode = AppActorContext.useSelector(selectInKidMode);

  switch (state) {
    case 'checkingSession':
    case 'routing':
      return <LoadingScreen />;
    case 'signedOut':
      return <SignIn />;
    case 'welcome':
    case 'startingFamily':
    case 'restoringFamily':
      return <Welcome />;
    case 'joining':
      return <LoadingScreen label="Joining the family…" />;
    case 'joinFailed':
      return <JoinFailed />;
    case 'invalid':
      return <InvalidAddress />;
    case 'lostAccess':
      return (
        <>
          {kidMode && <KidModeExit />}
          <LostFamily />
        </>
      );
    case 'notOnDevice':
      return (
        <>
          {kidMode && <KidModeExit />}
          <NotOnDevice />
        </>
      );
    default:
      return <FamilyShell />;
  }
}
