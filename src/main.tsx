import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
// The shared look first, so each view's own stylesheet can refine it.
import './styles.css';
import { openBackend } from './app/backend';
import { loadFirstScreen, prefetchFirstFrame, todayAtStart } from './app/prefetch';
import { markTimeline } from './app/timeline';
import { StorageUnavailableError } from './store/storageProblem';
import { createDeviceStorage } from './app/deviceStorage';
import { createSpeech } from './app/kidMode/speech';
import { deviceName } from './app/deviceName';
import { readFirebaseSettings } from './app/firebaseSettings';
import { Root } from './Root';
import { startApp } from './app/startApp';
import { createBrowserRouter } from './app/router';
import { loadInspector } from './inspect/loadInspector';
import { startServiceWorkerSide } from './pwa/serviceWorkerSide';
import { takeOverLastFrame } from './lastFrame/paint';

markTimeline('kids-todo:script');
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no element with id "root".');
const root = createRoot(container);

// Started from a function, not awaited at the top of the module: a chunk loaded while starting
// (Firebase's) imports from this one, and would wait forever for a module still being evaluated.
void start();

async function start() {
  try {
    // `?inspect` (development builds only) connects every actor to the inspector, so it has to
    // be ready before the first actor starts; production gets `undefined` at once.
    const inspect = import.meta.env.DEV ? await loadInspector(window.location.search) : undefined;
    // Read only when the build has a database URL, so an embedded build carries none of it.
    const settings = import.meta.env.VITE_FIREBASE_DATABASE_URL
      ? readFirebaseSettings(import.meta.env)
      : null;
    const storage = createDeviceStorage();
    loadFirstScreen({
      pathname: window.location.pathname,
      storedFamilyId: storage.familyId(),
      accounts: settings !== null,
      kidLocked: storage.kidLock() !== null,
    });
    const { afterFirstScreen, ...backend } = await openBackend(settings, { inspect });
    const opening = {
      pathname: window.location.pathname,
      storedFamilyId: storage.familyId(),
      now: new Date(),
    };
    const firstRead = prefetchFirstFrame(backend.store, {
      ...opening,
      today: todayAtStart(storage, opening),
    });
    const deps = {
      ...backend,
      router: createBrowserRouter(),
      storage,
      now: () => new Date(),
      reloadPage: () => window.location.reload(),
      speech: createSpeech(window),
      device: deviceName(navigator.userAgent, navigator.maxTouchPoints),
    };
    // Started before React renders: the family's listeners begin with the script, and share
    // the first frame's reads. React renders once those are read (a painted frame shows the
    // family meanwhile): the board at once, not its loading screens first. Not for long: the
    // loading screen comes after 300 ms without them.
    const app = startApp(deps, inspect);
    await Promise.race([firstRead.places, wait(300)]);
    // Rendered in this task, not the next: in between, the browser could style, lay out and
    // paint the kept frame once more, and the board would come a frame later.
    flushSync(() =>
      root.render(
        <StrictMode>
          <Root app={app} />
        </StrictMode>,
      ),
    );
    // Once the first screen's data is read (or a second has gone by without it) and the page is
    // idle, storage is checked, or Firebase loads, and the service worker registers, so none of
    // them slows that screen down; a problem replaces the screen.
    const checked = Promise.race([firstRead.config, wait(1000)])
      .then(whenIdle)
      .then(afterFirstScreen);
    void checked.then((problem) => {
      if (problem === null) {
        startServiceWorkerSide();
        return;
      }
      // The problem's screen replaces the app's for good: the app stops with its store.
      app.actor.stop();
      backend.store.close();
      showStartupProblem(new StorageUnavailableError(problem));
    });
  } catch (error) {
    showStartupProblem(error);
  }
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Once the page is idle (the first screen drawn), or a second from now at most. */
function whenIdle(): Promise<void> {
  if (typeof window.requestIdleCallback !== 'function') return wait(0);
  return new Promise((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 1000 }));
}

/** The problem's own screen, loaded only when a start goes wrong; its words if even that fails. */
function showStartupProblem(error: unknown) {
  console.error(error);
  import('./views/StartupProblem').then(
    ({ StartupProblem }) => root.render(<StartupProblem error={error} />),
    () => {
      if (container) container.textContent = 'Kids To-Do could not start. Reload to try again.';
      takeOverLastFrame(window);
    },
  );
}
