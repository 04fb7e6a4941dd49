// Helpers for Firebase mode against the local Firebase-protocol server (playwright.config.ts).
import {
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type WebSocketRoute,
} from '@playwright/test';
import { checkbox } from './dayBoard';

/** Where the app keeps who the development-only test parent is (src/firebase/testParentAuth.ts). */
const TEST_PARENT_KEY = 'kids-todo:test-parent';

/** The local database's port (`firebaseDatabasePort` in playwright.config.ts). */
const DATABASE_SOCKET = /:9178\//;

/** A page of its own browser context, a second device; signed in as `signedInAs` if given. */
export async function newDevice(browser: Browser, signedInAs?: string): Promise<Page> {
  const context = await browser.newContext();
  if (signedInAs) {
    await context.addInitScript(([key, uid]) => window.localStorage.setItem(key, uid), [
      TEST_PARENT_KEY,
      signedInAs,
    ] as const);
  }
  return context.newPage();
}

/** Signs in from the sign-in screen; the page reloads onto the welcome screen. */
export async function signInAsTestParent(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Kids To-Do' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in as a test parent' }).click();
  await expect(page.getByLabel('Family name')).toBeVisible();
}

export interface DatabaseSwitch {
  /** Closes the device's open connections to the database and refuses new ones. */
  goOffline(): Promise<void>;
  /** Lets the next connection through (the SDK retries on its own, with growing delays). */
  goOnline(): void;
}

/**
 * Cuts only this device's connection to the database: the app's own files still load, so the
 * page can be reloaded or opened in a new tab while "offline". Call it before the device's
 * first page opens the app.
 */
export async function cutDatabase(context: BrowserContext): Promise<DatabaseSwitch> {
  let online = true;
  let open: WebSocketRoute[] = [];
  await context.routeWebSocket(DATABASE_SOCKET, async (socket) => {
    if (!online) return socket.close();
    open.push(socket);
    socket.connectToServer();
  });
  return {
    async goOffline() {
      online = false;
      const closing = open;
      open = [];
      await Promise.all(closing.map((socket) => socket.close()));
    },
    goOnline() {
      online = true;
    },
  };
}

/**
 * Ticks a task in Firebase mode: the box shows ticked once the change is kept on the device (a
 * write to its outbox first), a moment after the press rather than within it.
 */
export async function tick(page: Page, kid: string, title: string): Promise<void> {
  const box = checkbox(page, kid, title);
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(box).toBeChecked();
}
