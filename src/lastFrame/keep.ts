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
 * Attributes only screen readers, focus and the browser's tooltips read. The frame is inert and
 * hidden from screen readers, so it leaves them out: about a third of a board's markup, kept in the
 * device's storage and read back at every start. The app's stylesheets select on none of them
 * (test/ui/lastFrame.test.tsx reads every one), so the frame looks as the board does.
 */
export const NOT_SEEN_ATTRIBUTES = [
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-hidden',
  'title',
  'tabindex',
  'autocomplete',
  'enterkeyhint',
] as const;

const NOT_SEEN = NOT_SEEN_ATTRIBUTES.map((name) => `[${name}]`).join(',');

/**
 * The markup below `root` as a person sees it, to paint before the app starts: without the
 * elements marked {@link NOT_IN_LAST_FRAME}, with each box's tick as shown (React sets it as a
 * property, not an attribute), with no typed text, nothing open, no ids (the frame comes before
 * `#root`, where the app looks its own elements up by id), and none of the attributes nobody sees
 * ({@link NOT_SEEN_ATTRIBUTES}).
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
  copy.querySelectorAll(NOT_SEEN).forEach((element) => {
    for (const name of NOT_SEEN_ATTRIBUTES) element.removeAttribute(name);
  });
  return copy.innerHTML;
}

function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/** A kept record without its markup: what says whether a frame still fits, without copying. */
type FrameSetting = Omit<LastFrame, 'html'>;

/**
 * Everything the record for `page` holds but its markup, as `win` is now, or `null` when there
 * is nothing to keep: the frame is still painted (the app has not taken over), or nobody is
 * signed in (Firebase mode).
 */
function frameSetting(
  win: Window,
  page: KeptPage,
  build: { version: string; firebase: boolean },
): FrameSetting | null {
  if (win.document.getElementById(FRAME_ID)) return null;
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
  };
}

/** Writes `record`; too big, or refused, and nothing is kept. The text written, or `null`. */
function writeRecord(win: Window, record: LastFrame): string | null {
  try {
    const text = JSON.stringify(record);
    if (text.length > LAST_FRAME_MAX_CHARS) {
      forgetLastFrame(win);
      return null;
    }
    const storage = storageOf(win);
    if (!storage) return null;
    storage.setItem(LAST_FRAME_KEY, text);
    return text;
  } catch {
    // A full or refusing storage: an old frame must not outlive what it showed.
    forgetLastFrame(win);
    return null;
  }
}

/**
 * Keeps the frame of `page` as shown (a keeper's first keep, which always copies the board); too
 * big, or refused, and nothing is kept. Never throws.
 */
export function keepLastFrame(
  win: Window,
  page: KeptPage,
  build: { version: string; firebase: boolean },
): boolean {
  return frameKeeper(win, page, build).keep();
}

const sameSetting = (a: FrameSetting, b: FrameSetting) =>
  (Object.keys(a) as (keyof FrameSetting)[]).every((key) => a[key] === b[key]);

/** Keeps one page's frame, and copies the board again only when it may have changed. */
export interface FrameKeeper {
  /** Keeps the frame as shown (see {@link keepLastFrame}); whether one is kept. Never throws. */
  keep(): boolean;
  /** The board may have changed: the next keep copies it. */
  changed(): void;
}

/**
 * A keeper for `page` in `win`. Copying the board costs tens of milliseconds on a cheap tablet,
 * and a reload or leaving the page keeps at once, on the way to the next page: a keep copies the
 * board only when it may have changed since this keeper last kept it, or when what was kept is
 * no longer this keeper's (another tab kept its own since, or it was forgotten), or when anything
 * else the record holds differs (the address, the width, the kid-mode lock, who is signed in).
 */
export function frameKeeper(
  win: Window,
  page: KeptPage,
  build: { version: string; firebase: boolean },
): FrameKeeper {
  let changed = true;
  let last: { setting: FrameSetting; text: string } | null = null;
  return {
    changed() {
      changed = true;
    },
    keep() {
      try {
        const setting = frameSetting(win, page, build);
        const root = win.document.getElementById('root');
        if (!setting || !root) return false;
        if (
          !changed &&
          last !== null &&
          sameSetting(last.setting, setting) &&
          storageOf(win)?.getItem(LAST_FRAME_KEY) === last.text
        ) {
          return true;
        }
        changed = false;
        const text = writeRecord(win, { ...setting, html: frameMarkup(root) });
        last = text === null ? null : { setting, text };
        return text !== null;
      } catch {
        last = null;
        forgetLastFrame(win);
        return false;
      }
    },
  };
}
