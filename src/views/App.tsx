import { Suspense } from 'react';
import { selectAppState, selectInKidMode, selectShowsFamily } from '../../machines/app';
import { AppActorContext } from '../app/appActorContext';
import { useAppServices } from '../app/appServices';
import { useInKidMode } from '../app/kidMode/useKidMode';
import { useBuildMarker } from '../pwa/buildMarker';
import { useOfflineLog } from '../pwa/offlineLog';
import { ServiceWorkerSide } from '../pwa/serviceWorkerSide';
import { FamilyShell } from './FamilyShell';
import { kidModeScreens } from './kidModeScreens';
import { LoadingScreen } from './LoadingScreen';
import { lazyPage, useLazyModule } from './lazyPage';
import { signInPage, welcomePage } from './lazyPages';
import { LoadProblem } from './LoadProblem';
import { OfflineBanner } from './OfflineBanner';
import { useTakeOverOnFirstScreen } from '../lastFrame/useLastFrame';

// A returning family's first screen is its day: the other screens load when first needed, so
// its first load carries none of them, nor the service worker's side (`ServiceWorkerSide`). Each
// shows "Loading…" until its module is here, then itself at once (`lazyPage`).
const { Page: Welcome } = welcomePage;
const { Page: SignIn } = signInPage;
const { Page: JoinFailed } = lazyPage(() =>
  import('./JoinFailed').then((module) => module.JoinFailed),
);
const { Page: InvalidAddress } = lazyPage(() =>
  import('./InvalidAddress').then((module) => module.InvalidAddress),
);
const { Page: LostFamily } = lazyPage(() =>
  import('./LostFamily').then((module) => module.LostFamily),
);
const { Page: NotOnDevice } = lazyPage(() =>
  import('./NotOnDevice').then((module) => module.NotOnDevice),
);
const loading = <LoadingScreen />;

/** The screen for the app's state, with the offline banner and the service worker's prompt. */
export function App() {
  // With a server (Firebase), the connection machine logs going offline; the browser's own
  // offline events would log it a second time.
  const { watchesConnection } = useAppServices();
  // A kid in kid mode has nothing to do with "works offline": only a grown-up is told, once a
  // family is shown; on the welcome or sign-in form it would cover the form's buttons.
  const kidMode = useInKidMode();
  const showsFamily = AppActorContext.useSelector(selectShowsFamily);
  useBuildMarker();
  useOfflineLog(!watchesConnection);
  // A painted frame gives way to the first screen that is not waiting for its data.
  useTakeOverOnFirstScreen();
  return (
    <>
      {__FIREBASE_MODE__ && <OfflineBanner />}
      <LoadProblem>
        {/* The screens do not suspend (`lazyPage`); this only keeps a stray one from blanking. */}
        <Suspense fallback={<LoadingScreen />}>
          <CurrentScreen />
        </Suspense>
      </LoadProblem>
      <ServiceWorkerSide offlineNotice={!kidMode && showsFamily} />
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
      return <SignIn fallback={loading} />;
    case 'welcome':
    case 'startingFamily':
    case 'restoringFamily':
      return <Welcome fallback={loading} />;
    case 'joining':
      return <LoadingScreen label="Joining the family…" />;
    case 'joinFailed':
      return <JoinFailed fallback={loading} />;
    case 'invalid':
      return <InvalidAddress fallback={loading} />;
    case 'lostAccess':
      return (
        <>
          {kidMode && <KidModeExit />}
          <LostFamily fallback={loading} />
        </>
      );
    case 'notOnDevice':
      return (
        <>
          {kidMode && <KidModeExit />}
          <NotOnDevice fallback={loading} />
        </>
      );
    default:
      return <FamilyShell />;
  }
}

/** Kid mode's way out (in kid mode's own chunk), once it is here. */
function KidModeExit() {
  const screens = useLazyModule(kidModeScreens);
  return screens && <screens.KidModeExit />;
}
