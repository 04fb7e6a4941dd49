// @vitest-environment jsdom
/**
 * The Family view (`/{family}/settings`) in the whole app, over a real IndexedDB store
 * (fake-indexeddb): the family's name, adding, renaming, recolouring, reordering (by buttons
 * and by dragging) and removing kids, what is refused and why, and a write the store refuses.
 */
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreError } from '../../src/store/errors';
import type { Store } from '../../src/store/port';
import { readOnce } from '../../src/store/readOnce';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

const ADA = { id: 'ada', name: 'Ada' };
const BEN = { id: 'ben', name: 'Ben' };
const CLEO = { id: 'cleo', name: 'Cleo' };
const CONFIG = 'families/fam/config';

let app: RenderedApp | null = null;

afterEach(() => {
  app?.unmount();
  app = null;
  vi.restoreAllMocks();
});

/** What the store holds at a path now (a subscription fires once with the current value). */
async function openFamily(
  kids: { id: string; name: string }[] = [ADA, BEN, CLEO],
  store: Store = createTestStore(),
): Promise<RenderedApp> {
  await seedFamily(store, 'fam', kids);
  app = renderApp('/fam/settings', { store, familyId: 'fam' });
  await screen.findByRole('textbox', { name: 'Family name' });
  return app;
}

const kidsSection = () => screen.getByRole('region', { name: 'Kids' });
/** The kids' names as the Family view lists them, top to bottom. */
const listedKids = () =>
  within(kidsSection())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const card = (name: string) =>
  within(kidsSection())
    .getAllByRole('listitem')
    .find(
      (item) => within(item).queryByRole('heading', { level: 3, name }) !== null,
    ) as HTMLElement;

describe('the Family view', () => {
  it('shows the family’s name and the kids in column order', async () => {
    const { store } = await openFamily();
    await store.update(CONFIG, { order: 'cleo,ada,ben' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Family');
    expect(screen.getByRole('textbox', { name: 'Family name' })).toHaveValue('The Riveras');
    await waitFor(() => expect(listedKids()).toEqual(['Cleo', 'Ada', 'Ben']));
    expect(screen.getByRole('textbox', { name: 'Name of Ada' })).toHaveValue('Ada');
    expect(screen.getByRole('link', { name: 'Family' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the family’s name', () => {
  it('is saved on Enter', async () => {
    const { store, user } = await openFamily();
    const field = screen.getByRole('textbox', { name: 'Family name' });
    await user.clear(field);
    await user.type(field, '  The Rivera-Smiths {Enter}');
    await waitFor(async () =>
      expect(await readOnce(store, `${CONFIG}/name`)).toBe('The Rivera-Smiths'),
    );
    await waitFor(() => expect(field).toHaveValue('The Rivera-Smiths'));
  });

  it('is saved when the field is left', async () => {
    const { store, user } = await openFamily();
    const field = screen.getByRole('textbox', { name: 'Family name' });
    await user.type(field, ' family');
    await user.tab();
    await waitFor(async () =>
      expect(await readOnce(store, `${CONFIG}/name`)).toBe('The Riveras family'),
    );
  });

  it('an empty name is refused with a message, and the field keeps what was typed', async () => {
    const { store, user } = await openFamily();
    const field = screen.getByRole('textbox', { name: 'Family name' });
    await user.clear(field);
    await user.type(field, '   {Enter}');
    expect(await screen.findByText('The family needs a name. Type one, then press Enter.'));
    expect(field).toHaveValue('   ');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await readOnce(store, `${CONFIG}/name`)).toBe('The Riveras');
  });

  it('its message stays while other fields are used, and goes once it is typed in', async () => {
    const { user } = await openFamily();
    const field = screen.getByRole('textbox', { name: 'Family name' });
    await user.clear(field);
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'New kid’s name' }), 'Dan');
    expect(field).toHaveAccessibleDescription(
      'The family needs a name. Type one, then press Enter.',
    );
    await user.type(field, 'The Riveras');
    expect(field).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('adding a kid', () => {
  it('adds the kid last, with a new id, a colour and an emoji, in one transaction', async () => {
    const { store, user } = await openFamily([ADA, BEN]);
    const transaction = vi.spyOn(store, 'transaction');
    const field = screen.getByRole('textbox', { name: 'New kid’s name' });
    await user.type(field, '  Zoë ');
    await user.click(screen.getByRole('button', { name: 'Add kid' }));
    await waitFor(() => expect(listedKids()).toEqual(['Ada', 'Ben', 'Zoë']));
    expect(field).toHaveValue('');
    expect(transaction.mock.calls.map(([path]) => path)).toEqual([CONFIG]);
    const config = (await readOnce(store, CONFIG)) as { order: string; kids: object };
    const zoe = config.order.split(',')[2] ?? '';
    expect(zoe).toMatch(/^zoe-[0-9a-z]{4}$/);
    expect(config).toMatchObject({
      kids: { 0: 'ada', 1: 'ben', 2: zoe },
      order: `ada,ben,${zoe}`,
      names: { [zoe]: 'Zoë' },
      colors: { [zoe]: '#7b2cbf' },
      emojis: { [zoe]: '🦄' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Zoë was added.');
  });

  it('Enter in the field adds too', async () => {
    const { store, user } = await openFamily([ADA]);
    await user.type(screen.getByRole('textbox', { name: 'New kid’s name' }), 'Ben{Enter}');
    await waitFor(async () =>
      expect(await readOnce(store, `${CONFIG}/order`)).toMatch(/^ada,ben-[0-9a-z]{4}$/),
    );
  });

  it('a blank name adds nobody and says why', async () => {
    const { store, user } = await openFamily([ADA]);
    await user.type(screen.getByRole('textbox', { name: 'New kid’s name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add kid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type the new kid’s name first.');
    expect(await readOnce(store, `${CONFIG}/order`)).toBe('ada');
  });
});

describe('a kid’s name, colour and emoji', () => {
  it('a new name is saved when the field is left, and shows everywhere', async () => {
    const { store, user } = await openFamily();
    const field = screen.getByRole('textbox', { name: 'Name of Ada' });
    await user.clear(field);
    await user.type(field, 'Adeline');
    await user.tab();
    await waitFor(async () => expect(await readOnce(store, `${CONFIG}/names/ada`)).toBe('Adeline'));
    await waitFor(() => expect(listedKids()).toEqual(['Adeline', 'Ben', 'Cleo']));
    expect(screen.getByRole('button', { name: 'Remove Adeline' })).toBeInTheDocument();
  });

  it('an empty name is refused with a message, and the field keeps what was typed', async () => {
    const { store, user } = await openFamily();
    const field = screen.getByRole('textbox', { name: 'Name of Ben' });
    await user.clear(field);
    await user.keyboard('{Enter}');
    const message = await within(card('Ben')).findByRole('alert');
    expect(message).toHaveTextContent('Ben needs a name. Type one, then press Enter.');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription('Ben needs a name. Type one, then press Enter.');
    expect(await readOnce(store, `${CONFIG}/names/ben`)).toBe('Ben');
  });

  it('a colour and an emoji are picked by name', async () => {
    const { store, user } = await openFamily();
    const colours = within(card('Ben')).getByRole('group', { name: 'Colour for Ben' });
    expect(within(colours).getByRole('radio', { name: 'Blue' })).toBeChecked();
    await user.click(within(colours).getByRole('radio', { name: 'Orange' }));
    await waitFor(async () =>
      expect(await readOnce(store, `${CONFIG}/colors/ben`)).toBe('#f4a261'),
    );
    await waitFor(() =>
      expect(within(colours).getByRole('radio', { name: 'Orange' })).toBeChecked(),
    );

    const emojis = within(card('Ben')).getByRole('group', { name: 'Emoji for Ben' });
    await user.click(within(emojis).getByRole('radio', { name: 'Penguin' }));
    await waitFor(async () => expect(await readOnce(store, `${CONFIG}/emojis/ben`)).toBe('🐧'));
  });
});

describe('the order of the kids', () => {
  it('"Move down" and "Move up" change the order, and the Day view follows', async () => {
    const { store, user } = await openFamily();
    expect(screen.getByRole('button', { name: 'Move Ada up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Cleo down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Ada down' }));
    await waitFor(() => expect(listedKids()).toEqual(['Ben', 'Ada', 'Cleo']));
    expect(await readOnce(store, CONFIG)).toMatchObject({
      kids: { 0: 'ben', 1: 'ada', 2: 'cleo' },
      order: 'ben,ada,cleo',
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Ada down' })).toHaveFocus(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Ada is now number 2 of 3.');

    await user.click(screen.getByRole('button', { name: 'Move Cleo up' }));
    await waitFor(() => expect(listedKids()).toEqual(['Ben', 'Cleo', 'Ada']));

    await user.click(screen.getByRole('link', { name: 'Today' }));
    const board = await screen.findByRole('group', { name: 'Each kid’s tasks' });
    expect(
      within(board)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Ben', 'Cleo', 'Ada']);
  });

  /** What a drag carries, as the cards use it (jsdom has no DataTransfer). */
  const dragData = () => ({
    setData: vi.fn(),
    setDragImage: vi.fn(),
    effectAllowed: '',
    dropEffect: '',
  });

  it('dragging a card onto another moves it there', async () => {
    const { store } = await openFamily();
    const dataTransfer = dragData();
    const header = within(card('Cleo')).getByRole('heading', { name: 'Cleo' }).parentElement;
    fireEvent.dragStart(header as HTMLElement, { dataTransfer });
    fireEvent.dragOver(card('Ada'), { dataTransfer });
    fireEvent.drop(card('Ada'), { dataTransfer });
    await waitFor(() => expect(listedKids()).toEqual(['Cleo', 'Ada', 'Ben']));
    expect(await readOnce(store, `${CONFIG}/order`)).toBe('cleo,ada,ben');
  });

  it('a card lights up as a drag enters it, and stays lit while the pointer moves within it', async () => {
    await openFamily();
    const dataTransfer = dragData();
    const header = within(card('Cleo')).getByRole('heading', { name: 'Cleo' }).parentElement;
    fireEvent.dragStart(header as HTMLElement, { dataTransfer });
    /** "dragleave" from one element to the next, as the browser says it (jsdom has no DragEvent). */
    const leave = (from: HTMLElement, to: HTMLElement) => {
      const event = createEvent.dragLeave(from, { dataTransfer });
      Object.defineProperty(event, 'relatedTarget', { value: to });
      fireEvent(from, event);
    };

    // The browser says "entered" at once, and "over" only at the pointer's next move.
    const adaHeading = within(card('Ada')).getByRole('heading', { name: 'Ada' });
    fireEvent.dragEnter(adaHeading, { dataTransfer });
    await waitFor(() => expect(card('Ada')).toHaveAttribute('data-drop-target', 'true'));

    // From the heading to the name field, both in Ada's card: still the place to drop.
    const adaName = within(card('Ada')).getByRole('textbox', { name: 'Name of Ada' });
    fireEvent.dragEnter(adaName, { dataTransfer });
    leave(adaHeading, adaName);
    expect(card('Ada')).toHaveAttribute('data-drop-target', 'true');

    // Out of Ada's card onto Ben's: only Ben's is lit.
    const benHeading = within(card('Ben')).getByRole('heading', { name: 'Ben' });
    fireEvent.dragEnter(benHeading, { dataTransfer });
    leave(adaName, benHeading);
    await waitFor(() => expect(card('Ben')).toHaveAttribute('data-drop-target', 'true'));
    expect(card('Ada')).not.toHaveAttribute('data-drop-target');
  });
});

describe('removing a kid', () => {
  async function seedRoutines(store: Store) {
    await store.set('families/fam/lists/templates', {
      ada: { t1: { title: 'Brush teeth', order: 1 } },
      ben: { t2: { title: 'Feed the cat', order: 1 } },
    });
    await store.set('families/fam/lists/2026-11-21/ben/t3', {
      title: 'Feed the cat',
      completed: false,
      order: 1,
    });
  }

  it('asks first and says what happens; Cancel and Escape keep the kid', async () => {
    const store = createTestStore();
    await seedRoutines(store);
    const { user } = await openFamily([ADA, BEN, CLEO], store);
    const remove = screen.getByRole('button', { name: 'Remove Ben' });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Ben?' });
    expect(dialog).toHaveAccessibleDescription(
      'Ben’s column and routine will be removed. Ben’s past days stay in the family’s history.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(remove).toHaveFocus());

    await user.click(remove);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(listedKids()).toEqual(['Ada', 'Ben', 'Cleo']);
    expect(await readOnce(store, 'families/fam/lists/templates/ben')).not.toBeNull();
  });

  it('confirming removes the kid from the config and deletes the routine', async () => {
    const store = createTestStore();
    await seedRoutines(store);
    const { user } = await openFamily([ADA, BEN, CLEO], store);
    const transaction = vi.spyOn(store, 'transaction');
    await user.click(screen.getByRole('button', { name: 'Remove Ben' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Ben?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove Ben' }));

    // The list changes as soon as the store shows it; the dialog closes once the write is saved.
    await waitFor(() => {
      expect(listedKids()).toEqual(['Ada', 'Cleo']);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(transaction.mock.calls.map(([path]) => path)).toEqual([CONFIG]);
    const config = await readOnce(store, CONFIG);
    expect(config).toMatchObject({ kids: { 0: 'ada', 1: 'cleo' }, order: 'ada,cleo' });
    for (const map of ['names', 'colors', 'emojis']) {
      expect(config).not.toHaveProperty([map, 'ben']);
      expect(config).toHaveProperty([map, 'ada']);
    }
    expect(await readOnce(store, 'families/fam/lists/templates')).toEqual({
      ada: { t1: { title: 'Brush teeth', order: 1 } },
    });
    expect(await readOnce(store, 'families/fam/lists/2026-11-21/ben/t3')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Ben was removed.');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Kids' })).toHaveFocus());
  });

  it('the last kid cannot be removed, and the message says why', async () => {
    const { store, user } = await openFamily([ADA]);
    await user.click(screen.getByRole('button', { name: 'Remove Ada' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A family needs at least one kid, so Ada can’t be removed. Add another kid first.',
    );
    expect(await readOnce(store, `${CONFIG}/order`)).toBe('ada');
  });
});

describe('a write the store refuses', () => {
  const refused = () =>
    new StoreError('PERMISSION_DENIED', 'This family cannot be changed here.', 'families/fam');

  it('shows its code and message, and keeps what was typed', async () => {
    const { store, user } = await openFamily([ADA, BEN]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(store, 'update').mockRejectedValue(refused());
    vi.spyOn(store, 'transaction').mockRejectedValue(refused());

    const newKid = screen.getByRole('textbox', { name: 'New kid’s name' });
    await user.type(newKid, 'Cleo{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('PERMISSION_DENIED');
    expect(alert).toHaveTextContent('This family cannot be changed here.');
    expect(newKid).toHaveValue('Cleo');

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const adaName = screen.getByRole('textbox', { name: 'Name of Ada' });
    await user.clear(adaName);
    await user.type(adaName, 'Adeline{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('PERMISSION_DENIED');
    expect(adaName).toHaveValue('Adeline');
    expect(listedKids()).toEqual(['Ada', 'Ben']);
  });

  it('a refused removal closes the question, shows the error and keeps the kid', async () => {
    const { store, user } = await openFamily([ADA, BEN]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(store, 'transaction').mockRejectedValue(refused());
    await user.click(screen.getByRole('button', { name: 'Remove Ben' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove Ben' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PERMISSION_DENIED');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(listedKids()).toEqual(['Ada', 'Ben']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Ben' })).toHaveFocus());
  });
});
