import { useEffect } from 'react';

export const offlineMessage = 'Kids To-Do is offline: changes are kept on this device.';

// Logged once per page when it starts offline, even if React runs the effect twice.
let loggedAtStart = false;

/**
 * Logs when the app runs offline (docs/design.md "Errors and logging"): at start, and each time the
 * connection drops. The embedded store keeps working offline, so there is nothing to show on
 * screen. Off (`enabled` false) when the store reports its own server connection (Firebase): the
 * connection machine logs going offline then, once.
 */
export function useOfflineLog(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    if (!navigator.onLine && !loggedAtStart) {
      loggedAtStart = true;
      console.log(offlineMessage);
    }
    const logOffline = () => console.log(offlineMessage);
    window.addEventListener('offline', logOffline);
    return () => window.removeEventListener('offline', logOffline);
  }, [enabled]);
}
