// @vitest-environment jsdom
/**
 * The same limits everywhere (titles and names 1–1,000 characters, at most 20 kids), checked by
 * the app before it writes: a counter near the limit, and text over it, typed or pasted, is
 * refused with a message that names the limit and stays where it was typed. Nothing is written.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../../src/store/port';
import { nextValue } from '../store/contract/support';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  vi.restoreAllMocks();
});

async function openDay(store: Store = createTestStore()) {
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  app = renderApp('/fam', { store, familyId: 'fam' });
  return { ...app, box: await screen.findByRole('textbox', { name: 'New task' }) };
}

describe('a task title', () => {
  it('shows how much of the limit is used from 900 characters on', async () => {
    const { box, user } = await openDay();
    await user.click(box);
    await user.paste('x'.repeat(899));
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
    await user.type(box, 'y');
    expect(screen.getByText('900 / 1,000 characters')).toBeInTheDocument();
  });

  it('typed one character past 1,000, it is refused with the limit named, and stays', async () => {
    const { box, store, user } = await openDay();
    await user.click(box);
    await user.paste('x'.repeat(1000));
    await user.type(box, 'z{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Titles can be at most 1,000 characters.');
    expect(box).toHaveValue(`${'x'.repeat(1000)}z`);
    expect(await nextValue(store, 'families/fam/lists/2026-11-22')).toBeNull();

    await user.type(box, '{Backspace}{Enter}');
    // Taken at once: the box is empty while the task is saved.
    expect(box).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a pasted 100,000-character title is refused whole, not cut, and nothing is written', async () => {
    const { box, store, user } = await openDay();
    await user.click(box);
    await user.paste('p'.repeat(100_000));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Titles can be at most 1,000 characters. This one has 100,000',
    );
    expect((box as HTMLInputElement).value).toHaveLength(100_000);
    expect(await nextValue(store, 'families/fam/lists/2026-11-22')).toBeNull();
  });

  it('an edit over the limit stays open with the message, and saves nothing', async () => {
    const store = createTestStore();
    await store.set('families/fam/lists/2026-11-22/ada/t1', {
      title: 'Brush teeth',
      completed: false,
      order: 1,
    });
    const { user } = await openDay(store);
    await user.dblClick(await screen.findByText('Brush teeth'));
    const field = screen.getByRole('textbox', { name: 'Edit task' });
    fireEvent.change(field, { target: { value: 'e'.repeat(1001) } });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Titles can be at most 1,000 characters.');
    expect(field).toHaveValue('e'.repeat(1001));
    expect(await nextValue(store, 'families/fam/lists/2026-11-22/ada/t1/title')).toBe(
      'Brush teeth',
    );
  });
});

describe('names and kids', () => {
  async function openSettings(kidCount = 2) {
    const store = createTestStore();
    const kids = Array.from({ length: kidCount }, (_, index) => ({
      id: `k${index}`,
      name: `Kid ${index + 1}`,
    }));
    await seedFamily(store, 'fam', kids);
    app = renderApp('/fam/settings', { store, familyId: 'fam' });
    await screen.findByRole('textbox', { name: 'Family name' });
    return app;
  }

  it('a family name over 1,000 characters is refused with the limit named, and stays', async () => {
    const { store, user } = await openSettings();
    const field = screen.getByRole('textbox', { name: 'Family name' });
    await user.clear(field);
    await user.click(field);
    await user.paste('n'.repeat(1001));
    await user.tab();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent?.includes('Names can be at most 1,000 characters.')),
      ).toBe(true),
    );
    expect(field).toHaveValue('n'.repeat(1001));
    expect(await nextValue(store, 'families/fam/config/name')).toBe('The Riveras');
  });

  it('a kid name over 1,000 characters is refused with the limit named, and stays', async () => {
    const { store, user } = await openSettings();
    const field = screen.getByRole('textbox', { name: 'New kid’s name' });
    await user.click(field);
    await user.paste('k'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Add kid' }));
    await waitFor(() =>
      expect(screen.getByText(/Names can be at most 1,000 characters\.$/)).toBeInTheDocument(),
    );
    expect(field).toHaveValue('k'.repeat(1001));
    expect(await nextValue(store, 'families/fam/config/order')).toBe('k0,k1');
  });

  it('a 21st kid is refused with the limit named', async () => {
    const { store, user } = await openSettings(20);
    await user.type(screen.getByRole('textbox', { name: 'New kid’s name' }), 'Twenty-one{Enter}');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('A family can have at most 20 kids.')).toBeInTheDocument();
    const order = (await nextValue(store, 'families/fam/config/order')) as string;
    expect(order.split(',')).toHaveLength(20);
  });
});
