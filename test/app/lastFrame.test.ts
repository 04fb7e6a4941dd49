// @vitest-environment jsdom
/**
 * The last frame (docs/design.md "First frame"): the page's own script paints the frame this
 * device kept only when it is for this build, this account, this page, the family's today and
 * this kid-mode lock; anything else paints nothing and leaves no trace, and a record that can
 * never be painted again is removed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { toCalendarDate, type CalendarDate } from '../../machines/calendar';
import { familyDate } from '../../machines/domain/familyDay';
import type { SignInMethod } from '../../src/app/auth/deviceAuth';
import { createDeviceStorage } from '../../src/app/deviceStorage';
import { openRememberedParent } from '../../src/app/parentStore';
import { keepLastFrame } from '../../src/lastFrame/keep';
import {
  LAST_FRAME_KEY,
  LAST_FRAME_MAX_CHARS,
  decideLastFrame,
  familyDateAt,
  type LastFrame,
  type PageAtStart,
} from '../../src/lastFrame/frame';
import {
  FRAME_ID,
  FRAME_SHOWN_CLASS,
  OPENING_NOTICE,
  paintLastFrame,
  takeOverLastFrame,
} from '../../src/lastFrame/paint';

const VERSION = '0.1.0+abc';
/** Sunday 22 November 2026, 09:30 on the device's clock. */
const NOW = new Date(2026, 10, 22, 9, 30);

const frame = (changes: Partial<LastFrame> = {}): LastFrame => ({
  v: 1,
  version: VERSION,
  account: 'embedded',
  family: 'fam',
  kid: null,
  path: '/fam',
  date: '2026-11-22',
  dayStart: 0,
  lock: null,
  width: 1024,
  html: '<div class="page day-page"><section class="kid-column">Ada</section></div>',
  ...changes,
});

const page = (changes: Partial<PageAtStart> = {}): PageAtStart => ({
  version: VERSION,
  account: 'embedded',
  pathname: '/fam',
  storedFamily: 'fam',
  storedFamilies: '["fam"]',
  lock: null,
  width: 1024,
  now: NOW,
  ...changes,
});

const decide = (kept: LastFrame | string, at: Partial<PageAtStart> = {}) =>
  decideLastFrame(typeof kept === 'string' ? kept : JSON.stringify(kept), page(at));

describe('whether the kept frame is painted', () => {
  it('paints today’s frame of the family opened, at its address, at `/` and at today’s date', () => {
    expect(decide(frame())).toMatchObject({ paint: true });
    expect(decide(frame(), { pathname: '/' })).toMatchObject({ paint: true });
    expect(decide(frame(), { pathname: '/fam/2026-11-22' })).toMatchObject({ paint: true });
  });

  it('paints a kid’s page at that kid’s address only', () => {
    const kids = frame({ kid: 'ada', path: '/fam/kid/ada' });
    expect(decide(kids, { pathname: '/fam/kid/ada' })).toMatchObject({ paint: true });
    expect(decide(kids, { pathname: '/fam/kid/bo' })).toMatchObject({ paint: false });
    expect(decide(kids, { pathname: '/fam' })).toMatchObject({ paint: false });
  });

  it('does not paint another day, and removes a day gone by', () => {
    expect(decide(frame({ date: '2026-11-21' }))).toEqual({
      paint: false,
      remove: true,
      reason: 'a day gone by',
    });
    expect(decide(frame(), { pathname: '/fam/2026-11-21' })).toMatchObject({
      paint: false,
      remove: false,
    });
  });

  it('does not paint another family, nor `/` when another family is remembered', () => {
    expect(decide(frame(), { pathname: '/other' })).toMatchObject({ paint: false, remove: false });
    expect(decide(frame(), { pathname: '/', storedFamily: 'other' })).toMatchObject({
      paint: false,
    });
    expect(decide(frame(), { pathname: '/', storedFamily: null })).toMatchObject({ paint: false });
  });

  it('does not paint other pages of the family', () => {
    for (const pathname of ['/fam/week', '/fam/settings', '/fam/join/abc', '/fam/nonsense']) {
      expect(decide(frame(), { pathname })).toMatchObject({ paint: false });
    }
  });

  it('does not paint another build’s frame, and removes it', () => {
    expect(decide(frame({ version: '0.1.0+old' }))).toEqual({
      paint: false,
      remove: true,
      reason: 'another version',
    });
  });

  it('does not paint another account’s frame, nor any when nobody is remembered', () => {
    const parents = frame({ account: 'uid-1' });
    expect(decide(parents, { account: 'uid-1' })).toMatchObject({ paint: true });
    expect(decide(parents, { account: 'uid-2' })).toMatchObject({ paint: false, remove: false });
    expect(decide(parents, { account: null })).toMatchObject({ paint: false });
    expect(decide(frame(), { account: 'uid-1' })).toMatchObject({ paint: false });
  });

  it('does not paint a frame kept under another kid-mode lock', () => {
    const lock = JSON.stringify({ familyId: 'fam', kidId: null });
    expect(decide(frame(), { lock })).toMatchObject({ paint: false, reason: 'another lock' });
    expect(decide(frame({ lock }), { lock: null })).toMatchObject({ paint: false });
    expect(decide(frame({ lock }), { lock })).toMatchObject({ paint: true });
  });

  it('paints the locked kid’s frame wherever kid mode sends the address', () => {
    const lock = JSON.stringify({ familyId: 'fam', kidId: 'ada' });
    const kids = frame({ kid: 'ada', path: '/fam/kid/ada', lock });
    expect(decide(kids, { pathname: '/', lock })).toMatchObject({ paint: true });
    expect(decide(kids, { pathname: '/fam', lock })).toMatchObject({ paint: true });
    expect(decide(kids, { pathname: '/fam/kid/bo', lock })).toMatchObject({ paint: true });
  });

  it('does not paint a frame laid out for another width', () => {
    expect(decide(frame(), { width: 390 })).toMatchObject({ paint: false, remove: false });
  });

  it('follows the family’s day start: before it, yesterday’s frame is still today’s', () => {
    // Kept at 23:00 on the 21st; opened at 02:00 on the 22nd, with the day starting at 03:00.
    const lateEvening = frame({ date: '2026-11-21', dayStart: 3 });
    expect(decide(lateEvening, { now: new Date(2026, 10, 22, 2, 0) })).toMatchObject({
      paint: true,
    });
    // Kept at 02:00 on the 22nd (still the 21st's day), opened at 04:00: a new day.
    const beforeTheStart = frame({ date: '2026-11-21', dayStart: 3 });
    expect(decide(beforeTheStart, { now: new Date(2026, 10, 22, 4, 0) })).toMatchObject({
      paint: false,
      remove: true,
    });
  });

  it('ignores a corrupt record, and removes it', () => {
    for (const corrupt of [
      '{',
      'null',
      '"frame"',
      JSON.stringify({ ...frame(), v: 2 }),
      JSON.stringify({ ...frame(), html: 42 }),
      JSON.stringify({ ...frame(), date: 'today' }),
      JSON.stringify({ ...frame(), kid: 7 }),
    ]) {
      expect(decide(corrupt)).toEqual({ paint: false, remove: true, reason: 'corrupt' });
    }
  });
});

describe('the family’s date in the page’s script', () => {
  it('is the app’s familyDate at every hour and day start, across a year', () => {
    for (let day = 0; day < 366; day += 7) {
      for (const hour of [0, 1, 2, 3, 4, 5, 6, 12, 23]) {
        const moment = new Date(2026, 0, 1 + day, hour, 30);
        for (let dayStart = 0; dayStart <= 5; dayStart++) {
          expect(familyDateAt(moment, dayStart)).toBe(familyDate(moment, dayStart));
        }
      }
    }
    expect(familyDateAt(new Date(2026, 0, 1, 1), 3)).toBe('2025-12-31');
    expect(toCalendarDate(NOW)).toBe('2026-11-22');
  });
});

describe('painting and taking over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.className = '';
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  const startPage = (kept: string | null, pathname = '/fam') => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', pathname);
    window.localStorage.clear();
    window.localStorage.setItem('kids-todo:family', 'fam');
    if (kept !== null) window.localStorage.setItem(LAST_FRAME_KEY, kept);
  };
  const today = familyDateAt(new Date(), 0);
  const todays = () => frame({ date: today, width: window.innerWidth });

  it('paints the frame inert and hidden from assistive tech before #root, and hides #root', () => {
    startPage(JSON.stringify(todays()));
    expect(paintLastFrame(window, { version: VERSION, firebase: false })).toBe(true);
    const painted = document.getElementById(FRAME_ID);
    expect(painted?.nextElementSibling?.id).toBe('root');
    expect(painted?.getAttribute('aria-hidden')).toBe('true');
    expect(painted?.querySelector('[inert]')?.querySelector('.kid-column')).not.toBeNull();
    expect(document.documentElement.classList.contains(FRAME_SHOWN_CLASS)).toBe(true);
  });

  it('asks for kid mode’s screens with the app’s script when it paints kid mode or a kid’s page', () => {
    const settings = { version: VERSION, firebase: false, kidMode: { modules: ['/assets/k.js'] } };
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    const lock = JSON.stringify({ familyId: 'fam', kidId: null });
    const cases = [
      { kept: todays(), pathname: '/fam', lock: null, asked: [] },
      { kept: { ...todays(), lock }, pathname: '/fam', lock, asked: ['/assets/k.js'] },
      {
        kept: { ...todays(), kid: 'ada', path: '/fam/kid/ada' },
        pathname: '/fam/kid/ada',
        lock: null,
        asked: ['/assets/k.js'],
      },
      // Not painted (another lock): the app asks for what it needs itself.
      { kept: todays(), pathname: '/fam', lock, asked: [] },
    ];
    for (const { kept, pathname, lock: stored, asked } of cases) {
      document.head.innerHTML = '';
      startPage(JSON.stringify(kept), pathname);
      if (stored !== null) window.localStorage.setItem('kids-todo:kid-mode', stored);
      paintLastFrame(window, settings);
      expect(preloads()).toEqual(asked);
    }
    document.head.innerHTML = '';
  });

  it('paints nothing and leaves no trace for a stale or corrupt record, which it removes', () => {
    for (const kept of [JSON.stringify(frame({ date: '2000-01-01' })), '{"v":1']) {
      startPage(kept);
      expect(paintLastFrame(window, { version: VERSION, firebase: false })).toBe(false);
      expect(document.body.innerHTML).toBe('<div id="root"></div>');
      expect(document.documentElement.className).toBe('');
      expect(window.localStorage.getItem(LAST_FRAME_KEY)).toBeNull();
    }
  });

  it('keeps a record for another page, which may be opened later', () => {
    startPage(JSON.stringify(todays()), '/fam/week');
    expect(paintLastFrame(window, { version: VERSION, firebase: false })).toBe(false);
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
    expect(window.localStorage.getItem(LAST_FRAME_KEY)).not.toBeNull();
  });

  it('takes the account from the remembered parent in Firebase mode', () => {
    startPage(JSON.stringify({ ...todays(), account: 'uid-1' }));
    expect(paintLastFrame(window, { version: VERSION, firebase: true })).toBe(false);
    window.localStorage.setItem('kids-todo:parent', JSON.stringify({ uid: 'uid-1' }));
    expect(paintLastFrame(window, { version: VERSION, firebase: true })).toBe(true);
  });

  it('says “one moment” when the frame is tapped, and the tap reaches nothing else', () => {
    startPage(JSON.stringify(todays()));
    paintLastFrame(window, { version: VERSION, firebase: false });
    const painted = document.getElementById(FRAME_ID) as HTMLElement;
    painted.click();
    expect(painted.textContent).toContain(OPENING_NOTICE);
    painted.click();
    expect(painted.querySelectorAll('.last-frame__notice')).toHaveLength(1);
  });

  /**
   * The page as the frame and the take-over see it, with a scroll position of its own (jsdom
   * neither lays out nor scrolls): its scroll events, its next animation frame run by hand, and
   * where it was asked to scroll.
   */
  function scrollingWindow() {
    const position = { x: 0, y: 0 };
    const frames: FrameRequestCallback[] = [];
    const asked: ScrollToOptions[] = [];
    const page = Object.create(window, {
      scrollX: { get: () => position.x },
      scrollY: { get: () => position.y },
      scrollTo: { value: (options: ScrollToOptions) => asked.push(options) },
      requestAnimationFrame: {
        value: (callback: FrameRequestCallback) => frames.push(callback),
      },
    }) as Window;
    const scrollTo = (y: number) => {
      position.y = y;
      window.dispatchEvent(new Event('scroll'));
    };
    const drawFrame = () => frames.splice(0).forEach((callback) => callback(0));
    return { page, position, asked, scrollTo, drawFrame };
  }

  it('puts the page back where the frame was scrolled if the take-over moved it, as it draws', () => {
    startPage(JSON.stringify(todays()));
    const { page, position, asked, scrollTo, drawFrame } = scrollingWindow();
    expect(paintLastFrame(page, { version: VERSION, firebase: false })).toBe(true);
    scrollTo(400);
    expect(takeOverLastFrame(page)).toBe(true);
    // Nothing is asked of the page as it takes over: only when its next frame is drawn.
    expect(asked).toEqual([]);
    position.y = 380;
    drawFrame();
    expect(asked).toEqual([{ left: 0, top: 400, behavior: 'instant' }]);
  });

  it('leaves a scroll made after the take-over, before the next frame, as it is', () => {
    startPage(JSON.stringify(todays()));
    const { page, asked, scrollTo, drawFrame } = scrollingWindow();
    paintLastFrame(page, { version: VERSION, firebase: false });
    scrollTo(400);
    takeOverLastFrame(page);
    // A finger, or the app bringing a row into view.
    scrollTo(150);
    drawFrame();
    expect(asked).toEqual([]);
  });

  it('takes over once: the frame goes and #root shows', () => {
    startPage(JSON.stringify(todays()));
    paintLastFrame(window, { version: VERSION, firebase: false });
    expect(takeOverLastFrame(window)).toBe(true);
    expect(document.getElementById(FRAME_ID)).toBeNull();
    expect(document.documentElement.classList.contains(FRAME_SHOWN_CLASS)).toBe(false);
    expect(takeOverLastFrame(window)).toBe(false);
  });
});

describe('keeping the frame', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.localStorage.clear();
  });
  const build = { version: VERSION, firebase: false };
  const shown = { family: 'fam', kid: null, date: '2026-11-22', dayStart: 3 };

  it('keeps the record the page’s script reads', () => {
    document.body.innerHTML = '<div id="root"><main><p>Ada</p></main></div>';
    window.localStorage.setItem('kids-todo:kid-mode', '{"familyId":"fam","kidId":null}');
    expect(keepLastFrame(window, shown, build)).toBe(true);
    const kept = JSON.parse(window.localStorage.getItem(LAST_FRAME_KEY) ?? 'null') as LastFrame;
    expect(kept).toMatchObject({
      v: 1,
      version: VERSION,
      account: 'embedded',
      family: 'fam',
      kid: null,
      date: '2026-11-22',
      dayStart: 3,
      lock: '{"familyId":"fam","kidId":null}',
      width: window.innerWidth,
      html: '<main><p>Ada</p></main>',
    });
  });

  it('keeps nothing while a frame is still painted, nor in Firebase mode with nobody remembered', () => {
    document.body.innerHTML = `<div id="${FRAME_ID}"></div><div id="root"><p>Ada</p></div>`;
    expect(keepLastFrame(window, shown, build)).toBe(false);
    document.body.innerHTML = '<div id="root"><p>Ada</p></div>';
    expect(keepLastFrame(window, shown, { ...build, firebase: true })).toBe(false);
    expect(window.localStorage.getItem(LAST_FRAME_KEY)).toBeNull();
  });

  it('keeps nothing above the size cap, and drops what it kept before', () => {
    document.body.innerHTML = '<div id="root"><p>Ada</p></div>';
    keepLastFrame(window, shown, build);
    document.body.innerHTML = `<div id="root"><p>${'x'.repeat(LAST_FRAME_MAX_CHARS)}</p></div>`;
    expect(keepLastFrame(window, shown, build)).toBe(false);
    expect(window.localStorage.getItem(LAST_FRAME_KEY)).toBeNull();
  });

  it('never throws when storage refuses (private mode, a full quota)', () => {
    document.body.innerHTML = '<div id="root"><p>Ada</p></div>';
    const withStorage = (localStorage: () => Storage) => {
      const refusing = Object.create(window) as Window;
      Object.defineProperty(refusing, 'localStorage', { get: localStorage });
      Object.defineProperty(refusing, 'document', { value: document });
      Object.defineProperty(refusing, 'location', { value: window.location });
      return refusing;
    };
    const privateMode = withStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(keepLastFrame(privateMode, shown, build)).toBe(false);
    const full = withStorage(() => ({
      ...window.localStorage,
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    }));
    expect(keepLastFrame(full, shown, build)).toBe(false);
  });
});

describe('forgetting the frame', () => {
  afterEach(() => window.localStorage.clear());

  it('goes with a family the device stops opening (a family lost), and only with that one', () => {
    const storage = createDeviceStorage(window.localStorage);
    window.localStorage.setItem(LAST_FRAME_KEY, JSON.stringify(frame({ family: 'fam' })));
    storage.forgetFamilyId('other');
    expect(window.localStorage.getItem(LAST_FRAME_KEY)).not.toBeNull();
    storage.forgetFamilyId('fam');
    expect(window.localStorage.getItem(LAST_FRAME_KEY)).toBeNull();
  });

  it('goes when the parent signs out (Firebase mode), with the numbers and notes kept of their families', () => {
    window.localStorage.setItem('kids-todo:parent', JSON.stringify({ uid: 'uid-1' }));
    window.localStorage.setItem(LAST_FRAME_KEY, JSON.stringify(frame({ account: 'uid-1' })));
    const device = createDeviceStorage(window.localStorage);
    device.rememberSpenders('fam', { ada: 3 });
    device.rememberStars('fam', { date: '2026-11-28', kids: { ada: { stars: 4, streak: 1 } } });
    const today = '2026-11-28' as CalendarDate;
    const trip = { id: 'trip', kid: 'ada', from: today, to: today, made: 1 };
    device.rememberAway('fam', { date: today, away: [trip] });
    expect(device.keptAway('fam')).not.toBeNull();
    const backend = openRememberedParent(
      { uid: 'uid-1', email: null, token: null },
      'google' as SignInMethod,
      { connection: new Promise(() => undefined), start: () => undefined },
      { storage: window.localStorage, reload: () => undefined },
    );
    void backend.auth.signOut();
    expect(window.localStorage.getItem(LAST_FRAME_KEY)).toBeNull();
    expect(device.spenders('fam')).toEqual({});
    expect(device.keptStars('fam')).toBeNull();
    expect(device.keptAway('fam')).toBeNull();
    backend.store.close();
  });
});
