// The library reports whether a reload now would lose something typed, as the boards do: text in
// the entry box or the new group's name, or a title being edited. Its reports are what the
// Library view passes to the listeners.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { libraryMachine, type LibraryEvent, type NewItem } from '../../machines/library';
import { flushPromises } from '../support/machineModel';

function startLibrary(addItem = fromPromise<string, NewItem>(async ({ input }) => input.title)) {
  const library = createActor(
    libraryMachine.provide({
      actors: {
        addItem,
        addGroup: fromPromise(async ({ input }) => ({ groupId: 'g2', title: input.title })),
      },
    }),
    { input: { familyId: 'f1' } },
  ).start();
  const reports: boolean[] = [];
  library.on('activity.changed', (report) => reports.push(report.busy));
  return {
    send: (event: LibraryEvent) => library.send(event),
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
    const { send, busy } = startLibrary();
    send({ type: 'editor.opened', editorId: 'i1' });
    send({ type: 'editor.opened', editorId: 'g1' });
    send({ type: 'editor.closed', editorId: 'i1' });
    expect(busy()).toBe(true);
    send({ type: 'editor.closed', editorId: 'g1' });
    expect(busy()).toBe(false);
  });
});
