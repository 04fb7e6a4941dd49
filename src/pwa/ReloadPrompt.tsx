import { useRef, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { rememberOfflineReadyShown, wasOfflineReadyShown } from './offlineReadyMemory';
import './reloadPrompt.css';

export const newContentMessage = 'New content is available; please refresh.';

/** A tab left open (a kitchen tablet) still hears of a new version. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The service worker's side of the app: "a new version is ready" with Refresh and Later, a one-time
 * "works offline" notice, and the worker's logs of docs/design.md "Errors and logging".
 * `offlineNotice` is false in kid mode and before a family is shown (on the welcome or sign-in
 * form it would cover the form's buttons): the notice waits for a grown-up's family screen on this
 * page (it is shown on one visit only).
 */
export function ReloadPrompt({ offlineNotice = true }: { offlineNotice?: boolean }) {
  // Read before this visit remembers it, so the first visit still shows the notice.
  const [offlineNoticeWanted] = useState(() => !wasOfflineReadyShown());
  const newContentLogged = useRef(false);
  // "Later" holds for this page even if the waiting worker is announced again; a reload asks anew.
  const [later, setLater] = useState(false);

  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onNeedRefresh() {
      if (newContentLogged.current) return;
      newContentLogged.current = true;
      console.log(newContentMessage);
    },
    onOfflineReady() {
      rememberOfflineReadyShown();
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && !registration.installing) void registration.update().catch(noop);
      }, UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError(error: unknown) {
      console.error('The service worker could not be registered, so offline use is off.', error);
    },
  });

  if (needRefresh && !later) {
    return (
      <div className="reload-prompt" role="status" data-no-last-frame>
        <p className="reload-prompt__icon" aria-hidden="true">
          ✨
        </p>
        <p className="reload-prompt__text">A new version of Kids To-Do is ready.</p>
        <div className="reload-prompt__actions">
          <button
            className="button button--primary"
            type="button"
            onClick={() => void updateServiceWorker(true)}
          >
            Refresh
          </button>
          <button
            className="button button--soft"
            type="button"
            onClick={() => {
              setLater(true);
              setNeedRefresh(false);
            }}
          >
            Later
          </button>
        </div>
      </div>
    );
  }

  if (offlineReady && offlineNoticeWanted && offlineNotice) {
    return (
      <div className="reload-prompt" role="status" data-no-last-frame>
        <p className="reload-prompt__icon" aria-hidden="true">
          ✅
        </p>
        <p className="reload-prompt__text">Kids To-Do now works offline.</p>
        <div className="reload-prompt__actions">
          <button
            className="button button--soft"
            type="button"
            onClick={() => setOfflineReady(false)}
          >
            Got it
          </button>
        </div>
      </div>
    );
  }

  return null;
}

function noop(): void {}
