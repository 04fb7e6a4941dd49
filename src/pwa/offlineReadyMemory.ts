/** Whether this device has been told it works offline; storage may be unavailable. */
const OFFLINE_READY_KEY = 'kids-todo:offline-ready-shown';

export function wasOfflineReadyShown(): boolean {
  try {
    return window.localStorage.getItem(OFFLINE_READY_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberOfflineReadyShown(): void {
  try {
    window.localStorage.setItem(OFFLINE_READY_KEY, new Date().toISOString());
  } catch {
    // Not remembering only means the notice may show again.
  }
}
