// @vitest-environment jsdom
/**
 * The Family view's "When the day starts", in the whole app over a real IndexedDB store: it shows
 * what is stored, saves the hour chosen to `config/dayStart` alone, and says so.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readOnce } from '../../src/store/readOnce';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

describe('when the family’s day starts', () => {
  it('is midnight until set; 03:00 is saved alone and shown as saved', async () => {
    const store = createTestStore();
    await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
    app = renderApp('/fam/settings', { store, familyId: 'fam' });
    const section = await screen.findByRole('region', { name: 'When the day starts' });
    const hour = within(section).getByLabelText(/New day at/);
    expect(hour).toHaveValue('0');
    const before = await readOnce(store, 'families/fam/config');
    fireEvent.change(hour, { target: { value: '3' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save day start' }));
    await waitFor(async () =>
      expect(await readOnce(store, 'families/fam/config/dayStart')).toBe(3),
    );
    expect(await readOnce(store, 'families/fam/config')).toEqual({
      ...(before as object),
      dayStart: 3,
    });
    expect(await screen.findByText('The day start was saved.')).toBeInTheDocument();
    // Shown again from what is stored.
    const shown = screen.getByRole('region', { name: 'When the day starts' });
    expect(within(shown).getByLabelText(/New day at/)).toHaveValue('3');
  });
});
