// The dev server reloads every open page when a file of the app changes. A test that keeps
// something only on screen (a choice not yet saved, a press being held) would lose it to an
// edit made elsewhere meanwhile, so its pages may be kept from hearing of edits.
import type { BrowserContext } from '@playwright/test';

/**
 * Answers the dev server's live-reload socket (its address carries a `token`) on the server's
 * behalf, open and silent: the context's pages load the app's files as they are when opened and
 * are never reloaded by an edit. Call it before the context's first page opens the app.
 */
export async function withoutLiveReload(context: BrowserContext): Promise<void> {
  await context.routeWebSocket(
    (url) => url.searchParams.has('token'),
    () => {
      // Not connected to the server: the page's socket is open and hears nothing.
    },
  );
}
