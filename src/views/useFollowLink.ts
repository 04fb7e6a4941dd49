import { useCallback, type MouseEvent } from 'react';
import { AppActorContext } from '../app/appActorContext';

/**
 * A real link's click, kept in the app: a plain click goes to its address without a reload; a
 * click with a modifier key or another button is the browser's (a new tab, say).
 */
export function useFollowLink(): (event: MouseEvent<HTMLAnchorElement>, path: string) => void {
  const app = AppActorContext.useActorRef();
  // The same function from render to render, so a row drawn only when its data changes stays so.
  return useCallback(
    (event, path) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
        return;
      }
      event.preventDefault();
      app.send({ type: 'route.go', path });
    },
    [app],
  );
}
