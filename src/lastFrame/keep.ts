/**
 * Keeping the last frame (docs/design.md "First frame"): the markup of today's board as shown,
 * with what must not be copied left out, written where the page's own script finds it at the next
 * start (src/lastFrame/paint.ts). Storage may refuse (quota, private mode): then nothing is kept,
 * and nothing breaks.
 */
import { LAST_FRAME_KEY, LAST_FRAME_MAX_CHARS, rememberedAccount, type LastFrame } from './frame';
import { FRAME_ID, forgetLastFrame } from './paint';

/** The attribute that keeps an element (a toast, a dialog, an open editor…) out of the frame. */
export const NOT_IN_LAST_FRAME = 'data-no-last-frame';

const KID_MODE_KEY = 'kids-todo:kid-mode';

/** What the board shown is: the family's today, or one kid's. */
export interface KeptPage {
  family: string;
  kid: string | null;
  date: string;
  dayStart: number;
}

/**
 * The markup below `root` as a person sees it, to paint before the app starts: without the
 * elements marked {@link NOT_IN_LAST_FRAME}, with each box's tick as shown (React sets it as a
 * property, not an attribute), with no typed text, nothing open, and no ids (the frame comes
 * before `#root`, where the app looks its own elements up by id).
 */
export function frameMarkup(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  const fields = root.querySelectorAll('input, textarea');
  const copiedFields = copy.querySelectorAll('input, textarea');
  fields.forEach((field, index) => {
    const copied = copiedFields[index];
    if (!copied) return;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      copied.toggleAttribute('checked', field.checked);
    } else {
      copied.removeAttribute('value');
      copied.textContent = '';
    }
  });
  copy.querySelectorAll(`[${NOT_IN_LAST_FRAME}]`).forEach((element) => element.remove());
  copy.querySelectorAll('details[open], dialog[open]').forEach((element) => {
    element.removeAttribute('open');
  });
  copy.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
  copy.querySelectorAll('[autofocus]').forEach((element) => element.removeAttribute('autofocus'));
  return copy.innerHTML;
}

function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/**
 * The record for `page` as `win` shows it now, or `null` when there is nothing to keep: the
 * frame is still painted (the app has not taken over), or nobody is signed in (Firebase mode).
 */
export function lastFrameRecord(
  win: Window,
  page: KeptPage,
  build: { version: string; firebase: boolean },
): LastFrame | null {
  const doc = win.document;
  const root = doc.getElementById('root');
  if (!root || doc.getElementById(FRAME_ID)) return null;
  const storage = storageOf(win);
  const account = rememberedAccount(storage, build.firebase);
  if (account === null) return null;
  let lock: string | null = null;
  try {
    lock = storage?.getItem(KID_MODE_KEY) ?? null;
  } catch {
    lock = null;
  }
  return {
    v: 1,
    version: build.version,
    account,
    family: page.family,
    kid: page.kid,
    path: win.location.pathname,
    date: page.date,
    dayStart: page.dayStart,
    lock,
    width: win.innerWidth,
    html: frameMarkup(root),
  };
}

/** Keeps the frame of `page` as shown; too big, or refused, and nothing is kept. Never throws. */
export function keepLastFrame(
  win: Window,
  page: KeptPage,
  build: { version: string; firebase: boolean },
): boolean {
  try {
    const record = lastFrameRecord(win, page, build);
    if (!record) return false;
    const text = JSON.stringify(record);
    if (text.length > LAST_FRAME_MAX_CHARS) {
      forgetLastFrame(win);
      return false;
    }
    const storage = storageOf(win);
    if (!storage) return false;
    storage.setItem(LAST_FRAME_KEY, text);
    return true;
  } catch {
    // A full or refusing storage: an old frame must not outlive what it showed.
    forgetLastFrame(win);
    return false;
  }
}
