// @vitest-environment jsdom
/**
 * Away days in the whole app, over a real IndexedDB store (fake-indexeddb): the Family view marks
 * a kid away, ends an entry early and removes one, saying what it did; a refused mark keeps what
 * was typed; and the Day and Week views show the same away days at once, read by the family's
 * one away machine.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarDate } from '../../machines/calendar';
import { StoreError } from '../../src/store/errors';
import { newPushId } from '../../src/store/pushId';
import { readOnce } from '../../src/store/readOnce';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

const ADA = { id: 'ada', name: 'Ada' };
const BEN = { id: 'ben', name: 'Ben' };
const AWAY = 'families/fam/away';
const day = (text: string) => text as CalendarDate;

let app: RenderedApp | null = null;

afterEach(() => {
  app?.unmount();
  app = null;
  vi.restoreAllMocks();
});

/** The Family view on Sunday 22 November 2026, with Ben away since Friday until Wednesday. */
async function openFamily(): Promise<RenderedApp> {
  const store = createTestStore();
  await seedFamily(store, 'fam', [ADA, BEN]);
  await store.set(`${AWAY}/${newPushId()}`, {
    kid: 'ben',
    from: '2026-11-20',
    to: '2026-11-25',
    made: 1_795_000_000,
  });
  app = renderApp('/fam/settings', { store, familyId: 'fam' });
  await screen.findByRole('textbox', { name: 'Family name' });
  return app;
}

const section = () => screen.getByRole('region', { name: 'Away days' });
const notice = () => section().querySelector('.away-settings__notice');
const list = () => within(section()).getByRole('list', { name: 'Away days not over yet' });
const reason = () => within(section()).getByRole('textbox', { name: 'Reason (optional)' });

describe('the Family view’s away days', () => {
  it('marks Ada away, says so, empties the reason and lists her', async () => {
    const { store, user } = await openFamily();
    await user.selectOptions(within(section()).getByLabelText('Who is away'), 'Ada');
    await user.type(reason(), 'Sick');
    await user.click(within(section()).getByRole('button', { name: 'Mark away' }));
    await waitFor(() =>
      expect(notice()).toHaveTextContent(
        'Ada marked away from Sunday 22 November 2026 to Tuesday 24 November 2026.',
      ),
    );
    expect(reason()).toHaveValue('');
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    expect(list()).toHaveTextContent('Ada Sun 22 Nov – Tue 24 NovSickRemove');
    const stored = Object.values((await readOnce(store, AWAY)) as Record<string, object>);
    expect(stored).toContainEqual({
      kid: 'ada',
      from: '2026-11-22',
      to: '2026-11-24',
      reason: 'Sick',
      made: expect.any(Number),
    });
  });

  it('a refused mark shows why and keeps the reason, until a mark is made', async () => {
    const { store, user } = await openFamily();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(store, 'set').mockRejectedValueOnce(
      new StoreError('PERMISSION_DENIED', 'This family cannot be changed here.', AWAY),
    );
    await user.type(reason(), 'Holiday');
    const mark = within(section()).getByRole('button', { name: 'Mark away' });
    await user.click(mark);
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('PERMISSION_DENIED');
    expect(alert).toHaveTextContent('This family cannot be changed here.');
    expect(reason()).toHaveValue('Holiday');
    expect(notice()).toHaveTextContent('');
    expect(mark).toBeEnabled();

    // Another write made meanwhile leaves what was typed as it is.
    await user.click(within(list()).getByRole('button', { name: 'End early: Ben is back today' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Ben is back from today.'));
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
    expect(reason()).toHaveValue('Holiday');
    expect(within(section()).queryByRole('list')).not.toBeInTheDocument();

    await user.click(mark);
    await waitFor(() => expect(notice()).toHaveTextContent(/^The whole family marked away/));
    expect(reason()).toHaveValue('');
  });

  it('a failure is dismissed with Dismiss', async () => {
    const { store, user } = await openFamily();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(store, 'remove').mockRejectedValueOnce(
      new StoreError('PERMISSION_DENIED', 'This family cannot be changed here.', AWAY),
    );
    await user.click(within(list()).getByRole('button', { name: /^Remove Ben’s away days/ }));
    const alert = await within(section()).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(list()).getByRole('button', { name: /^Remove Ben’s away days/ }));
    await waitFor(() => expect(notice()).toHaveTextContent('Ben’s away days removed.'));
    expect(await readOnce(store, AWAY)).toBeNull();
  });
});

describe('the Day and Week views', () => {
  it('show the away days the Family view marks, from the same machine', async () => {
    const { user } = await openFamily();
    await user.selectOptions(within(section()).getByLabelText('Who is away'), 'Ada');
    await user.type(reason(), 'Sick');
    await user.click(within(section()).getByRole('button', { name: 'Mark away' }));
    await waitFor(() => expect(notice()).toHaveTextContent(/^Ada marked away/));

    await user.click(screen.getByRole('link', { name: 'Today' }));
    const adas = await screen.findByRole('region', { name: 'Ada' });
    expect(adas).toHaveTextContent('Away: Sick · not counted for the streak');
    expect(screen.getByRole('region', { name: 'Ben' })).toHaveTextContent(
      'Away · not counted for the streak',
    );

    await user.click(screen.getByRole('link', { name: 'Week' }));
    expect(
      await screen.findByRole('link', { name: /^Ada, Sunday 22 November: away/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /^Ben, Friday 20 November: away/ }),
    ).toBeInTheDocument();
  });

  it('until the away days are read, show who this device last heard is away today, not read out', async () => {
    const store = createTestStore();
    await seedFamily(store, 'fam', [ADA, BEN]);
    // Since this device last heard them, Ben's trip was removed and Ada marked away.
    await store.set(`${AWAY}/sick`, { kid: 'ada', from: '2026-11-22', to: '2026-11-22', made: 1 });
    let readAway: () => void = () => undefined;
    const awayRead = new Promise<void>((resolve) => (readAway = resolve));
    const subscribe = store.subscribe.bind(store);
    vi.spyOn(store, 'subscribe').mockImplementation((path, onValue, onError, options) => {
      if (path !== AWAY) return subscribe(path, onValue, onError, options);
      let stop: (() => void) | null = null;
      let stopped = false;
      void awayRead.then(() => {
        if (!stopped) stop = subscribe(path, onValue, onError, options);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    });
    app = renderApp('/fam', {
      store,
      familyId: 'fam',
      remembered: (device) =>
        device.rememberAway('fam', {
          date: day('2026-11-22'),
          away: [
            { id: 'trip', kid: 'ben', from: day('2026-11-20'), to: day('2026-11-25'), made: 1 },
          ],
        }),
    });
    const bens = await screen.findByRole('region', { name: 'Ben' });
    const kept = within(bens).getByText(/^Away/);
    expect(kept.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Ada' })).not.toHaveTextContent('Away');

    readAway();
    await waitFor(() => expect(bens).not.toHaveTextContent('Away'));
    const adasNote = within(screen.getByRole('region', { name: 'Ada' })).getByText(/^Away/);
    expect(adasNote.closest('[aria-hidden="true"]')).toBeNull();
    // What was heard is what the next start shows until it reads them.
    expect(
      JSON.parse(window.localStorage.getItem('kids-todo:away') ?? 'null')?.fam?.entries,
    ).toEqual({ sick: { kid: 'ada', from: '2026-11-22', to: '2026-11-22', made: 1 } });
  });

  it('the Week view links to the away days: the Family view opens at them, their heading focused', async () => {
    const store = createTestStore();
    await seedFamily(store, 'fam', [ADA, BEN]);
    app = renderApp('/fam/week', { store, familyId: 'fam' });
    const { user } = app;
    await user.click(await screen.findByRole('link', { name: 'Mark away days' }));
    const heading = await screen.findByRole('heading', { name: 'Away days' });
    expect(window.location.pathname).toBe('/fam/settings');
    expect(window.location.hash).toBe('#away');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(section().id).toBe('away');
  });
});
