import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The shared look first, so each view's own stylesheet can refine it.
import './styles.css';
import { openBackend } from './app/backend';
import { createDeviceStorage } from './app/deviceStorage';
import { createSpeech } from './app/kidMode/speech';
import { readFirebaseSettings } from './app/firebaseSettings';
import { Root } from './app/Root';
import { createBrowserRouter } from './app/router';
import { loadInspector } from './inspect/loadInspector';
import { StartupProblem } from './views/StartupProblem';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no element with id "root".');
const root = createRoot(container);

try {
  // `?inspect` (development builds only) connects every actor to the inspector, so it has to
  // be ready before the first actor starts; production gets `undefined` at once.
  const inspect = import.meta.env.DEV ? await loadInspector(window.location.search) : undefined;
  // Read only when the build has a database URL, so an embedded build carries none of it.
  const settings = import.meta.env.VITE_FIREBASE_DATABASE_URL
    ? readFirebaseSettings(import.meta.env)
    : null;
  const backend = await openBackend(settings, { inspect });
  const deps = {
    ...backend,
    router: createBrowserRouter(),
    storage: createDeviceStorage(),
    now: () => new Date(),
    reloadPage: () => window.location.reload(),
    speech: createSpeech(window),
  };
  root.render(
    <StrictMode>
      <Root deps={deps} inspect={inspect} />
    </StrictMode>,
  );
} catch (error) {
  console.error(error);
  root.render(<StartupProblem error={error} />);
}
