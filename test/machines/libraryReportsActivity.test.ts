// The library reports whether a reload now would lose something typed, as the boards do: text in
// the entry box or the new group's name, or a title being edited. Its reports are what the
// Library view passes to the listeners.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { libraryMachine, type LibraryEvent, type NewItem } from '../../machines/library';
import { spawnedTitleEditor, type TitleEditorEvent } from '../../machines/titleEditor';
import { flushPromises } from '../support/machineModel';

function startLibrary(addItem = fromPromise<string, NewItem>(async ({ input }) => input.title)) {
  const library = createActor(
    libraryMachine.provide({
      actors: {
        addItem,
        addGroup: fromPromise(async ({ input }) => ({ groupId: 'g2', title: input.title })),
        titleEditor: spawnedTitleEditor.provide({
          actors: { saveTitle: fromPromise(async () => {}) },
        }),
      },
    }),
    { input: { familyId: 'f1' } },
  ).start();
  const reports: boolean[] = [];
  library.on('activity.changed', (report) => reports.push(report.busy));
  return {
    send: (event: LibraryEvent) => library.send(event),
    /** Sends to the editor open on a title (an item's or a group's), as its field does. */
    edit: (titleId: string, event: TitleEditorEvent) => {
      const editor = library.getSnapshot().context.editors[titleId];
      if (!editor) throw new Error(`No editor is open on ${titleId}`);
      editor.send(event);
    },
    /** Whether the last report said busy; `undefined` before any report. */
    busy: () => reports.at(-1),
  };
}

describe('the library tells whether something would be lost', () => {
  it('text in the entry box is busy; once added, it is not', async () => {
    const { send, busy } = startLibrary();
    send({ type: 'entry.change', value: 'Brush teeth' });
    expect(busy()).toBe(true);
    send({ type: 'entry.commit', to: { groupId: 'g1', order: 1 } });
    await flushPromises();
    expect(busy()).toBe(false);
  });

  it('a refused task back in the box is busy again', async () => {
    const refusing = fromPromise<string, NewItem>(async () => {
      throw new Error('refused');
    });
    const { send, busy } = startLibrary(refusing);
    send({ type: 'entry.change', value: 'Brush teeth' });
    send({ type: 'entry.commit', to: { groupId: 'g1', order: 1 } });
    await flushPromises();
    expect(busy()).toBe(true);
  });

  it('a new group’s name is busy until the group is added', async () => {
    const { send, busy } = startLibrary();
    send({ type: 'groupName.change', value: 'Bedtime' });
    expect(busy()).toBe(true);
    send({ type: 'library.addGroup' });
    await flushPromises();
    expect(busy()).toBe(false);
  });

  it('an open title editor is busy until every open one is closed', () => {
    const { send, edit, busy } = startLibrary();
    send({ type: 'editor.open', groupId: 'g1', itemId: 'i1', title: 'Brush teeth' });
    expect(busy()).toBe(true);
    send({ type: 'editor.open', groupId: 'g1', title: 'Morning' });
    edit('i1', { type: 'edit.cancel' });
    expect(busy()).toBe(true);
    edit('g1', { type: 'edit.cancel' });
    expect(busy()).toBe(false);
  });

  it('a saved title, or an emptied item’s title, closes its editor: no longer busy', async () => {
    const { send, edit, busy } = startLibrary();
    send({ type: 'editor.open', groupId: 'g1', itemId: 'i1', title: 'Brush teeth' });
    edit('i1', { type: 'title.change', value: 'Brush teeth well' });
    edit('i1', { type: 'edit.commit' });
    expect(busy()).toBe(true);
    await flushPromises();
    expect(busy()).toBe(false);
    send({ type: 'editor.open', groupId: 'g1', itemId: 'i2', title: 'Get dressed' });
    edit('i2', { type: 'title.change', value: '' });
    edit('i2', { type: 'edit.commit' });
    expect(busy()).toBe(false);
  });

  it('a group’s name emptied is refused: its editor stays open, and busy', () => {
    const { send, edit, busy } = startLibrary();
    send({ type: 'editor.open', groupId: 'g1', title: 'Morning' });
    edit('g1', { type: 'title.change', value: '' });
    edit('g1', { type: 'edit.commit' });
    expect(busy()).toBe(true);
  });
});
