// What a family's screens must do on every device: measured in the page, not by eye.
import { expect, type Page } from '@playwright/test';
import dayjs from 'dayjs';

/** The devices a family holds, from the small phone to the desktop. */
export const devices = {
  'phone-360': { width: 360, height: 740 },
  'phone-390': { width: 390, height: 844 },
  'phone-landscape': { width: 844, height: 390 },
  'tablet-portrait': { width: 768, height: 1024 },
  'tablet-landscape': { width: 1024, height: 768 },
  desktop: { width: 1280, height: 800 },
} as const;

export type Device = keyof typeof devices;
export const phones: readonly Device[] = ['phone-360', 'phone-390'];

export const LONG_NAME = 'Zoe-Alexandra Maximiliana';
const KID_NAMES = [LONG_NAME, 'Ada', 'Benjamin', 'Charlotte', 'Dev', 'Mohammed-Ali'];
const COLORS = ['#e4572e', '#2e86ab', '#7a4fd6', '#1f8a4c', '#c2185b', '#b26a00'];
const EMOJIS = ['🦊', '🐢', '🦉', '🐸', '🐙', '🦁'];

/** Five tasks a kid might have, long titles among them. */
const TASKS = [
  { title: 'Brush teeth', picture: '🪥', part: 'morning' },
  { title: 'Practise the piano for twenty minutes before dinner', picture: '🎹' },
  { title: 'Homework (maths sheet)', picture: '📚', part: 'afternoon' },
  { title: 'Feed the cat', picture: '🐈' },
  { title: 'Make the bed', part: 'morning' },
] as const;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 12);

/**
 * Rewards as stored (docs/design.md "Rewards"): a long-titled one that needs a yes and a short one
 * that does not, and the first kid's ask for the long one waiting for a grown-up.
 */
function rewardsTree(firstKid: string) {
  const made = 1_790_000_000;
  const long = 'An afternoon at the adventure playground with a friend';
  return {
    catalogue: {
      '-Layoutreward000001': { title: long, picture: '🛝', cost: 12, needsYes: true, made },
      '-Layoutreward000002': {
        title: 'Pick the film',
        picture: '🎬',
        cost: 3,
        needsYes: false,
        made,
      },
    },
    ledger: {
      [firstKid]: {
        '-Layoutentry0000001': {
          type: 'bonus',
          by: 'grown-up',
          at: made,
          stars: 20,
          reason: 'Helped clear the garden after the storm without being asked',
        },
        '-Layoutentry0000002': {
          type: 'request',
          by: 'kid',
          at: made + 60,
          reward: '-Layoutreward000001',
          title: long,
          cost: 12,
          needsYes: true,
        },
      },
    },
  };
}

/**
 * The family tree as stored: `kids` kids, today seeded with five tasks each, a routine, a library,
 * and with `rewards`, a catalogue and a ledger.
 */
export function familyTree(kids: number, today: string, { rewards = false } = {}) {
  const names = KID_NAMES.slice(0, kids);
  const ids = names.map(slug);
  const byKid = <T>(make: (id: string, index: number) => T) =>
    Object.fromEntries(ids.map((id, index) => [id, make(id, index)]));
  const tasks = (prefix: string, ticked: boolean) =>
    Object.fromEntries(
      TASKS.map((task, index) => [
        `${prefix}${index}`,
        {
          title: task.title,
          order: index + 1,
          ...('picture' in task && { picture: task.picture }),
          ...('part' in task && { part: task.part }),
          ...(ticked && { completed: index < 2 ? 1_790_000_000 : false }),
        },
      ]),
    );
  const yesterday = dayjs(today).subtract(1, 'day').format('YYYY-MM-DD');
  return {
    config: {
      name: 'The Long-Named Family',
      kids: Object.fromEntries(ids.map((id, index) => [index, id])),
      order: ids.join(','),
      names: byKid((_, index) => names[index]),
      colors: byKid((_, index) => COLORS[index]),
      emojis: byKid((_, index) => EMOJIS[index]),
    },
    lists: {
      templates: byKid((id) => tasks(`r-${id}-`, false)),
      library: {
        g1: {
          title: 'Getting ready for school in the morning',
          items: {
            i1: { title: 'Put the packed lunch in the schoolbag', order: 1 },
            i2: { title: 'Shoes', order: 2 },
          },
        },
        g2: { title: 'Bedtime', items: { i3: { title: 'Pyjamas', order: 1 } } },
      },
      [yesterday]: { _seeded: 1_790_000_000, ...byKid((id) => tasks(`y-${id}-`, true)) },
      [today]: { _seeded: 1_790_000_000, ...byKid((id) => tasks(`t-${id}-`, true)) },
    },
    ...(rewards && { rewards: rewardsTree(ids[0] ?? '') }),
  };
}

/** Writes the family into the page's embedded store as the app keeps it, and remembers it. */
export async function seedFamily(page: Page, familyId: string, tree: object): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    async ({ familyId, tree }) => {
      const leaves: { path: string[]; value: unknown }[] = [];
      const walk = (value: unknown, path: string[]) => {
        if (typeof value === 'object' && value !== null) {
          for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
        } else leaves.push({ path, value });
      };
      walk(tree, ['families', familyId]);
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('kids-todo', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('nodes', { keyPath: 'path' });
        open.onerror = () => reject(open.error ?? new Error('no database'));
        open.onsuccess = () => {
          const writing = open.result.transaction('nodes', 'readwrite');
          for (const leaf of leaves) writing.objectStore('nodes').put(leaf);
          writing.oncomplete = () => {
            open.result.close();
            resolve();
          };
          writing.onerror = () => reject(writing.error ?? new Error('not written'));
        };
      });
      localStorage.setItem('kids-todo:family', familyId);
      localStorage.setItem('kids-todo:families', JSON.stringify([familyId]));
    },
    { familyId, tree },
  );
}

/**
 * Every word of visible text that the browser broke across lines, as "word (n lines)". A word
 * is a run of characters between spaces or hyphens (a line may break after a hyphen); each is
 * measured with a DOM `Range`: its client rects must lie on one line.
 */
export function brokenWords(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const broken: string[] = [];
    const scope = document.querySelector(rootSelector) ?? document.body;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, select, .visually-hidden, [hidden]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s\-‐–—/]+/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set<number>();
        for (const rect of range.getClientRects()) {
          if (rect.width > 0 && rect.height > 0) lines.add(Math.round(rect.top + rect.height / 2));
        }
        // Rects of one line share (within a pixel or two) their middle.
        const tops = [...lines].sort((a, b) => a - b);
        const distinct = tops.filter(
          (top, index) => index === 0 || top - (tops[index - 1] ?? top) > 4,
        );
        if (distinct.length > 1) broken.push(`${match[0]} (${distinct.length} lines)`);
      }
    }
    return broken;
  }, root);
}

export async function expectNoBrokenWords(page: Page, where: string): Promise<void> {
  expect(await brokenWords(page), `words broken across lines on ${where}`).toEqual([]);
}

/** The element's box lies within the first screen (the viewport at the top of the page). */
export async function expectOnFirstScreen(page: Page, selector: string, what: string) {
  const box = await page.locator(selector).first().boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.y + box.height, `${what} ends within the first screen`).toBeLessThanOrEqual(
    viewport.height,
  );
  expect(box.y, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
}

/** Nothing on the page is wider than the screen, and no box inside scrolls sideways. */
export function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const page = document.scrollingElement;
    if (page && page.scrollWidth > page.clientWidth + 1) found.push('the page');
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      const style = getComputedStyle(element);
      if (!/auto|scroll/.test(style.overflowX)) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        found.push(`${element.tagName.toLowerCase()}.${element.className}`);
      }
    }
    return found;
  });
}
