import { useTakeOverOnFirstScreen } from '../lastFrame/useLastFrame';
import { StorageUnavailableError, type StorageProblem } from '../store/storageProblem';
import { ReloadButton } from './ReloadButton';

/** Why this browser cannot keep the lists, and what to try, in plain words. */
const STORAGE_ADVICE: Record<StorageProblem, { why: string; tryThis: string }> = {
  missing: {
    why: 'This browser doesn’t let websites keep data, so your lists would be lost.',
    tryThis: 'Open Kids To-Do in another browser, such as Chrome, Firefox, Safari or Edge.',
  },
  blocked: {
    why: 'This browser is blocking websites from keeping data. Private or incognito windows, and some privacy settings, do that.',
    tryThis:
      'Open Kids To-Do in a normal (not private) window, or allow this site to store data in the browser’s settings.',
  },
  full: {
    why: 'This device’s storage is full, so nothing new can be saved.',
    tryThis: 'Free some space (delete photos, videos or apps you don’t need), then try again.',
  },
  silent: {
    why: 'This browser’s storage isn’t answering.',
    tryThis: 'Close other tabs of Kids To-Do, or restart the browser, then try again.',
  },
  failed: {
    why: 'This browser couldn’t save a test note, so your lists might not be kept.',
    tryThis: 'Restart the browser and try again, or open Kids To-Do in another browser.',
  },
};

/** The app could not start: the browser can't keep data, a Firebase setting is wrong… */
export function StartupProblem({ error }: { error: unknown }) {
  // Rendered in place of the app: a frame painted before it (a new visitor's welcome) goes.
  useTakeOverOnFirstScreen();
  const storage = error instanceof StorageUnavailableError ? STORAGE_ADVICE[error.problem] : null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main className="page page--narrow screen-center">
      <div className="card card--center" role="alert">
        <p className="card__emoji" aria-hidden="true">
          {storage ? '📦' : '🔧'}
        </p>
        {storage ? (
          <>
            <h1 className="card__title">This browser can’t keep your family’s lists</h1>
            <p className="card__text">{storage.why}</p>
            <p className="card__text">{storage.tryThis}</p>
          </>
        ) : (
          <>
            <h1 className="card__title">Kids To-Do couldn’t start</h1>
            <p className="card__text card__text--problem">{message}</p>
          </>
        )}
        <ReloadButton label="Try again" />
      </div>
    </main>
  );
}
