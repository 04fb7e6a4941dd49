import { useSelector } from '@xstate/react';
import { AppActorContext } from '../app/appActorContext';
import { ReloadPrompt } from '../pwa/ReloadPrompt';
import { FamilyShell } from './FamilyShell';
import { InvalidAddress } from './InvalidAddress';
import { LoadingScreen } from './LoadingScreen';
import { Welcome } from './Welcome';

/** The screen for the app's state, with the service worker's prompt over every screen. */
export function App() {
  return (
    <>
      <CurrentScreen />
      <ReloadPrompt />
    </>
  );
}

/** Picks the screen for the app's state; every screen reads the machines it needs. */
function CurrentScreen() {
  const state = AppActorContext.useSelector((snapshot) => snapshot.value);
  const auth = AppActorContext.useSelector((snapshot) => snapshot.children.auth);
  const checkingSignIn = useSelector(auth, (snapshot) => snapshot?.matches('checking') ?? true);

  if (state === 'routing' || checkingSignIn) return <LoadingScreen />;
  if (state === 'welcome' || state === 'startingFamily') return <Welcome />;
  if (state === 'invalid') return <InvalidAddress />;
  return <FamilyShell />;
}
