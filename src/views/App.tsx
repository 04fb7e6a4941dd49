import { AppActorContext } from '../app/appActorContext';
import { useAppServices } from '../app/appServices';
import { ReloadPrompt } from '../pwa/ReloadPrompt';
import { FamilyShell } from './FamilyShell';
import { InvalidAddress } from './InvalidAddress';
import { JoinFailed } from './JoinFailed';
import { KidModeExit } from './kidMode/KidModeBar';
import { LoadingScreen } from './LoadingScreen';
import { LostFamily } from './LostFamily';
import { NotOnDevice } from './NotOnDevice';
import { OfflineBanner } from './OfflineBanner';
import { SignIn } from './SignIn';
import { Welcome } from './Welcome';

/** The screen for the app's state, with the offline banner and the service worker's prompt. */
export function App() {
  // With a server (Firebase), the connection machine logs going offline; the browser's own
  // offline events would log it a second time.
  const { watchesConnection } = useAppServices();
  return (
    <>
      <OfflineBanner />
      <CurrentScreen />
      <ReloadPrompt logOffline={!watchesConnection} />
    </>
  );
}

/** Picks the screen for the app's state; every screen reads the machines it needs. */
function CurrentScreen() {
  const state = AppActorContext.useSelector((snapshot) => snapshot.value);
  // A device in kid mode whose family cannot be opened here keeps its way out.
  const kidMode = AppActorContext.useSelector((snapshot) => snapshot.context.kidLock !== null);

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
