// @vitest-environment jsdom
/**
 * The last frame from the real Day view (docs/design.md "First frame"): what is kept is the board
 * as shown, without toasts, typed text, open editors or ids; and a painted frame stays over the
 * loading screen and gives way once the board is read.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_SEEN_ATTRIBUTES, frameMarkup } from '../../src/lastFrame/keep';
import { FRAME_ID, FRAME_SHOWN_CLASS } from '../../src/lastFrame/paint';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

const TODAY_LIST = 'families/fam/lists/2026-11-22';

let app: RenderedApp | null = null;

afterEach(() => {
  app?.unmount();
  app = null;
  document.getElementById(FRAME_ID)?.remove();
  document.documentElement.classList.remove(FRAME_SHOWN_CLASS);
});

async function seededStore() {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  const titles = ['Brush teeth', 'Feed the cat', 'Pack the bag'];
  for (const [index, title] of titles.entries()) {
    await store.set(`${TODAY_LIST}/ada/task-${index + 1}`, {
      title,
      completed: index === 1 ? 1_795_000_000 : false,
      order: index + 1,
    });
  }
  return store;
}

/** The kept markup, parsed back, as the next start paints it. */
const kept = (html: string) => {
  const frame = document.createElement('div');
  frame.innerHTML = html;
  return frame;
};

describe('the frame kept of the Day view', () => {
  it('holds the board as shown: columns, titles and ticks', async () => {
    app = renderApp('/fam', { store: await seededStore(), familyId: 'fam' });
    await screen.findByText('Brush teeth');
    const rows = screen.getAllByRole('checkbox', { name: 'Mark (in)complete' });
    fireEvent.click(rows[2] as HTMLElement);
    await waitFor(() => expect(screen.getByText('2 of 3 done')).toBeInTheDocument());

    const frame = kept(frameMarkup(document.body.firstElementChild as Element));
    expect(frame.querySelector('.kid-column h2')?.textContent).toBe('Ada');
    const ticks = [...frame.querySelectorAll<HTMLInputElement>('.task-row input[type=checkbox]')];
    expect(ticks.map((tick) => tick.hasAttribute('checked'))).toEqual([false, true, true]);
    expect(frame.textContent).toContain('2 of 3 done');
  });

  it('leaves out typed text, toasts, open editors and ids', async () => {
    app = renderApp('/fam', { store: await seededStore(), familyId: 'fam' });
    await screen.findByText('Brush teeth');
    await app.user.type(screen.getByRole('textbox', { name: 'New task' }), 'Secret birthday gift');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Brush teeth' }), { detail: 1 });
    await screen.findByRole('button', { name: 'Undo' });
    fireEvent.doubleClick(screen.getByText('Feed the cat'));
    await screen.findByRole('textbox', { name: 'Edit task' });

    const html = frameMarkup(document.body.firstElementChild as Element);
    const frame = kept(html);
    expect(html).not.toContain('Secret birthday gift');
    expect(frame.querySelector('input.entry__input')?.hasAttribute('value')).toBe(false);
    expect(frame.textContent).not.toContain('Deleted');
    expect(frame.querySelector('.toast, [role=status], dialog')).toBeNull();
    expect(frame.querySelector('.task-row__input')).toBeNull();
    expect(frame.querySelector('[id]')).toBeNull();
    // The rows still there are kept.
    expect(frame.textContent).toContain('Pack the bag');
  });

  it('leaves out what only screen readers and tooltips read, and keeps what the styles select on', async () => {
    app = renderApp('/fam', { store: await seededStore(), familyId: 'fam' });
    await screen.findByText('Brush teeth');
    const board = document.body.firstElementChild as Element;
    const frame = kept(frameMarkup(board));
    for (const name of NOT_SEEN_ATTRIBUTES) {
      expect(frame.querySelector(`[${name}]`), name).toBeNull();
    }
    // What the stylesheets select on stays: pressed kid buttons, the page in the navigation and
    // rows that can be dragged; and every box, as a checkbox.
    for (const selector of [
      '[aria-pressed="true"]',
      '[aria-current="page"]',
      '[draggable="true"]',
    ]) {
      expect(board.querySelector(selector), selector).not.toBeNull();
      expect(frame.querySelector(selector), selector).not.toBeNull();
    }
    expect(frame.querySelectorAll('input[type=checkbox]')).toHaveLength(
      board.querySelectorAll('input[type=checkbox]').length,
    );
  });

  it('leaves out no attribute a stylesheet of the app selects on or shows', () => {
    const source = join(__dirname, '../../src');
    const stylesheets = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.css'),
    );
    expect(stylesheets.length).toBeGreaterThan(5);
    const selected = new Set<string>();
    for (const file of stylesheets) {
      const css = readFileSync(join(source, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const [, name] of css.matchAll(/\[\s*([a-z-]+)\s*(?:[~|^$*]?=|\])/gi)) {
        selected.add((name as string).toLowerCase());
      }
      for (const [, name] of css.matchAll(/attr\(\s*([a-z-]+)/gi)) {
        selected.add((name as string).toLowerCase());
      }
    }
    // The check reads the selectors it means to: the kid buttons' pressed state is one.
    expect(selected).toContain('aria-pressed');
    expect(NOT_SEEN_ATTRIBUTES.filter((name) => selected.has(name))).toEqual([]);
  });
});

describe('taking over from a painted frame', () => {
  it('keeps the frame over the loading screen, and removes it once the board is read', async () => {
    const store = await seededStore();
    const painted = document.createElement('div');
    painted.id = FRAME_ID;
    painted.textContent = 'The frame';
    document.body.prepend(painted);
    document.documentElement.classList.add(FRAME_SHOWN_CLASS);

    app = renderApp('/fam', { store, familyId: 'fam' });
    // The app's first screens wait for the family: the frame stays over them.
    expect(document.getElementById(FRAME_ID)).not.toBeNull();
    await screen.findByText('Brush teeth');
    await waitFor(() => expect(document.getElementById(FRAME_ID)).toBeNull());
    expect(document.documentElement.classList.contains(FRAME_SHOWN_CLASS)).toBe(false);
  });

  it('gives way to any other screen at once', async () => {
    const painted = document.createElement('div');
    painted.id = FRAME_ID;
    document.body.prepend(painted);
    app = renderApp('/fam/settings', { store: await seededStore(), familyId: 'fam' });
    await waitFor(() => expect(document.getElementById(FRAME_ID)).toBeNull());
  });
});
