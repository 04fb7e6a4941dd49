import { fromCallback } from 'xstate';
import type { ListenersEvent } from '../../../machines/listeners';

/** Tells the listeners when the page is shown again or the network comes back. */
export function createPageWatcher(win: Window = window) {
  return fromCallback<ListenersEvent>(({ sendBack }) => {
    const onVisibility = () => {
      if (win.document.visibilityState === 'visible') sendBack({ type: 'page.visible' });
    };
    const onOnline = () => sendBack({ type: 'network.online' });
    win.document.addEventListener('visibilitychange', onVisibility);
    win.addEventListener('online', onOnline);
    return () => {
      win.document.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('online', onOnline);
    };
  });
}
