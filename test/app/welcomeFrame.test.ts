// @vitest-environment jsdom
/**
 * The welcome frame (docs/design.md "First frame"): a new visitor's page paints the welcome
 * screen before the app's script runs, only where the app will show that screen, once its
 * stylesheet is here; its files are asked for once, from the page's first script.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  FRAME_ID,
  FRAME_SHOWN_CLASS,
  opensWelcome,
  paintLastFrame,
  startFrame,
  takeOverLastFrame,
  type PaintSettings,
} from '../../src/lastFrame/paint';
import type { PageAtStart } from '../../src/lastFrame/frame';

const VERSION = '0.1.0+abc';
const WELCOME_HTML = '<main class="page welcome"><h1 class="welcome__title">Kids To-Do</h1></main>';

const settings = (): PaintSettings => ({
  version: VERSION,
  firebase: false,
  welcome: {
    html: WELCOME_HTML,
    styles: ['/assets/welcome-1.css'],
    modules: ['/assets/Welcome-1.js', '/assets/RestoreBackup-1.js'],
  },
});

const newVisitor = (changes: Partial<PageAtStart> = {}): PageAtStart => ({
  version: VERSION,
  account: 'embedded',
  pathname: '/',
  storedFamily: null,
  storedFamilies: null,
  lock: null,
  width: 1024,
  now: new Date(),
  ...changes,
});

describe('whether the welcome screen is what the page opens', () => {
  it('is for `/` on a device that has opened no family, not in kid mode', () => {
    expect(opensWelcome(newVisitor())).toBe(true);
    expect(opensWelcome(newVisitor({ storedFamilies: '[]' }))).toBe(true);
  });

  it('is not where the app shows anything else', () => {
    const others: Partial<PageAtStart>[] = [
      // The remembered family opens, or the families this device has opened are listed.
      { storedFamily: 'fam' },
      { storedFamilies: '["fam"]' },
      { storedFamilies: 'not a list' },
      // Kid mode opens its own page.
      { lock: '{"familyId":"fam"}' },
      // A Firebase build asks a new visitor to sign in; a signed-in parent may have families.
      { account: null },
      { account: 'uid-1' },
      // Another address: a family's page, or one that says it is not there.
      { pathname: '/fam' },
      { pathname: '/fam/week' },
      { pathname: '/index.html' },
    ];
    for (const other of others) expect(opensWelcome(newVisitor(other))).toBe(false);
  });
});

describe('painting the welcome frame', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.className = '';
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  const startPage = (pathname = '/') => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', pathname);
  };
  const links = (rel: string) =>
    [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) =>
      link.getAttribute('href'),
    );
  const stylesheet = () => document.head.querySelector('link[rel="stylesheet"]') as HTMLElement;
  const frame = () => document.getElementById(FRAME_ID);

  it('asks for the screen’s files at once, and shows the frame when its stylesheet is here', () => {
    startPage();
    const page = settings();
    startFrame(window, page);
    expect(links('modulepreload')).toEqual(['/assets/Welcome-1.js', '/assets/RestoreBackup-1.js']);
    expect(links('stylesheet')).toEqual(['/assets/welcome-1.css']);

    expect(paintLastFrame(window, page)).toBe(true);
    // Asked for once: painting finds what the page's first script asked for.
    expect(links('stylesheet')).toHaveLength(1);
    expect(frame()?.style.display).toBe('none');
    expect(document.documentElement.classList.contains(FRAME_SHOWN_CLASS)).toBe(false);

    stylesheet().dispatchEvent(new Event('load'));
    expect(frame()?.style.display).toBe('');
    expect(frame()?.getAttribute('aria-hidden')).toBe('true');
    expect(frame()?.querySelector('[inert] h1.welcome__title')?.textContent).toBe('Kids To-Do');
    expect(frame()?.nextElementSibling?.id).toBe('root');
    expect(document.documentElement.classList.contains(FRAME_SHOWN_CLASS)).toBe(true);
  });

  it('shows at once when the stylesheet came before the page was parsed', () => {
    startPage();
    const page = settings();
    startFrame(window, page);
    stylesheet().dispatchEvent(new Event('load'));
    paintLastFrame(window, page);
    expect(frame()?.style.display).toBe('');
    expect(document.documentElement.classList.contains(FRAME_SHOWN_CLASS)).toBe(true);
  });

  it('goes without a trace when its stylesheet cannot load', () => {
    startPage();
    paintLastFrame(window, settings());
    stylesheet().dispatchEvent(new Event('error'));
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
    expect(document.documentElement.className).toBe('');
  });

  it('stays away once the app has taken over, whenever the stylesheet comes', () => {
    startPage();
    paintLastFrame(window, settings());
    takeOverLastFrame(window);
    stylesheet().dispatchEvent(new Event('load'));
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
    expect(document.documentElement.className).toBe('');
  });

  it('is neither painted nor asked for where the app shows something else', () => {
    const cases: [string, () => void][] = [
      ['/', () => window.localStorage.setItem('kids-todo:family', 'fam')],
      ['/', () => window.localStorage.setItem('kids-todo:families', '["fam"]')],
      ['/', () => window.localStorage.setItem('kids-todo:kid-mode', '{"familyId":"fam"}')],
      ['/fam', () => undefined],
    ];
    for (const [pathname, arrange] of cases) {
      window.localStorage.clear();
      arrange();
      startPage(pathname);
      const page = settings();
      startFrame(window, page);
      expect(paintLastFrame(window, page)).toBe(false);
      expect(document.head.innerHTML).toBe('');
      expect(document.body.innerHTML).toBe('<div id="root"></div>');
    }
  });

  it('is not painted by a Firebase build, nor by one that carries no welcome frame', () => {
    startPage();
    expect(paintLastFrame(window, { ...settings(), firebase: true })).toBe(false);
    expect(paintLastFrame(window, { version: VERSION, firebase: false })).toBe(false);
    expect(document.head.innerHTML).toBe('');
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });
});
