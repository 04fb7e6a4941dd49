// @vitest-environment jsdom
// One meaning per emoji (docs/design.md "One look"): the bar's places, the parts of the day,
// the Library's buttons, the Week's stars and kid mode's bar never show one emoji for two
// different things.
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

const EMOJI = /^\p{Extended_Pictographic}\uFE0F?$/u;

/** What each emoji shown beside a word stands for: the words beside it, per emoji. */
function meaningsIn(root: HTMLElement, meanings: Map<string, Set<string>>): void {
  for (const icon of root.querySelectorAll<HTMLElement>('[aria-hidden="true"]')) {
    const emoji = (icon.textContent ?? '').trim();
    if (!EMOJI.test(emoji) || icon.closest('.task-row, .kid-column__header')) continue;
    const label = icon.parentElement;
    // "⭐ 3 stars" and "⭐ 1 star" say the same thing: counts and plurals aside.
    const word = (label?.textContent ?? '')
      .replace(icon.textContent ?? '', '')
      .replace(/\d+/g, '')
      .trim()
      .toLowerCase()
      .replace(/s$/, '');
    if (word === '') continue;
    meanings.set(emoji, new Set([...(meanings.get(emoji) ?? []), word]));
  }
}

it('shows each emoji for one thing only: Day, Library, Week and kid mode', async () => {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  await store.set('families/fam/lists/2026-11-22/ada', {
    t1: { title: 'Read', completed: false, order: 1 },
    t2: { title: 'Brush teeth', completed: false, order: 2, part: 'morning' },
    t3: { title: 'Homework', completed: false, order: 3, part: 'afternoon' },
    t4: { title: 'Bath', completed: false, order: 4, part: 'evening' },
  });
  await store.set('families/fam/lists/library/g1', {
    title: 'Bedtime',
    items: { i1: { title: 'Pyjamas', order: 1 } },
  });
  const meanings = new Map<string, Set<string>>();

  app = renderApp('/fam', { store, familyId: 'fam' });
  const column = await screen.findByRole('region', { name: 'Ada' });
  await within(column).findByRole('heading', { name: /Afternoon/ });
  meaningsIn(document.body, meanings);

  await app.user.click(screen.getByRole('link', { name: /Library/ }));
  const addToDay = await screen.findByRole('button', { name: 'Add Bedtime to Ada’s day' });
  meaningsIn(document.body, meanings);

  // The Library's "Day" adds to today's list, where the bar's Today leads: the same emoji.
  const today = [...meanings].find(([, words]) => words.has('today'))?.[0];
  expect(today).toBeDefined();
  expect(addToDay.textContent).toContain(today);
  meanings.get(today ?? '')?.delete('day');

  await app.user.click(screen.getByRole('link', { name: /Week/ }));
  await screen.findByRole('link', { name: /^Ada, Monday/ });
  meaningsIn(document.body, meanings);
  app.unmount();

  app = renderApp('/fam', { store, familyId: 'fam', kidLock: { familyId: 'fam', kidId: null } });
  await screen.findByRole('button', { name: 'Grown-ups' });
  meaningsIn(document.body, meanings);

  const twice = [...meanings].filter(([, words]) => words.size > 1);
  expect(twice.map(([emoji, words]) => `${emoji}: ${[...words].join(', ')}`)).toEqual([]);
  // Every part of the day has its own, any time included.
  expect(meanings.get('🌅')).toEqual(new Set(['morning']));
  expect(meanings.get('☀️')).toEqual(new Set(['afternoon']));
  expect(meanings.get('🌙')).toEqual(new Set(['evening']));
  expect(meanings.get('🕒')).toEqual(new Set(['any time']));
  expect(meanings.get('⭐')).toEqual(new Set(['star']));
}, 30_000);
