// The model walk proves every transition on the real machine; the tests after it read like the spec.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { CalendarDate } from '../../machines/calendar';
import {
  titleEditorMachine,
  type TitleEditorContext,
  type TitleEditorEvent,
  type TitleEditorInput,
  type TitleSubject,
} from '../../machines/titleEditor';
import { toShownError } from '../../machines/shared/errors';
import { createFakeActors, flushPromises } from '../support/machineModel';
import { describeModelWalk } from '../support/modelWalk';

const TITLE = 'Brush teeth';
const permissionDenied = { code: 'permission_denied', message: 'You cannot change this list.' };

const GROUP_NAME_HINT = 'A group needs a name.';
/** Ada's task, on the board's day, as the board opens its title. */
const TASK: TitleSubject = {
  kind: 'task',
  familyId: 'f1',
  date: '2026-11-22' as CalendarDate,
  kidId: 'ada',
  task: { id: 't1', title: TITLE, completed: false, order: 1 },
};
const GROUP: TitleSubject = { kind: 'group', familyId: 'f1', groupId: 'g1' };

/** What the editor tells whoever opened it, as spies (`spawnedTitleEditor` sends them). */
const walkSpies = { announceEmptied: vi.fn(), reportUnsaved: vi.fn() };
// Nothing typed is lost when a save or an add fails: the field keeps it and says why.
const keepsWhatWasTyped = ({ before, after }: TitleEditorStep) => {
  expect(after.context.draft).toBe(before.context.draft);
  expect(after.context.error).not.toBeNull();
};
interface TitleEditorStep {
  before: { context: TitleEditorContext };
  after: { context: TitleEditorContext };
}

describeModelWalk('the title editor machine, walked from its model', {
  machine: titleEditorMachine,
  walked: titleEditorMachine.provide({ actions: walkSpies }),
  // A row's title (emptied: deleted) and a group's name (emptied: refused) take different turns.
  inputs: [
    { label: 'a task', input: { title: TITLE, subject: TASK } satisfies TitleEditorInput },
    { label: 'a name', input: { title: TITLE, subject: GROUP, emptyHint: GROUP_NAME_HINT } },
  ],
  events: [
    { type: 'title.change', value: '  Brush teeth well  ' },
    { type: 'title.change', value: '   ' },
    { type: 'title.change', value: ` ${TITLE}` },
    { type: 'xstate.done.actor.saveTitle' },
    { type: 'xstate.error.actor.saveTitle', error: permissionDenied },
    { type: 'edit.addAgain' },
    { type: 'xstate.done.actor.addAgain' },
    { type: 'xstate.error.actor.addAgain', error: permissionDenied },
    { type: 'unsaved.ask' },
  ],
  // Only what the guards read tells states apart (blank / unchanged / changed draft), so titles,
  // drafts and errors do not multiply the graph; each walk still compares the whole context.
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const { title, draft } = snapshot.context as TitleEditorContext;
    const draftIs = draft.trim() === '' ? 'blank' : draft.trim() === title ? 'unchanged' : 'new';
    return JSON.stringify([snapshot.value, snapshot.status, draftIs]);
  },
  states: {
    // Only a changed, non-blank title is ever saved or added again.
    saving: ({ context }) => {
      expect(context.draft.trim()).not.toBe('');
      expect(context.draft.trim()).not.toBe(context.title);
    },
    addingAgain: ({ context }) => expect(context.draft.trim()).not.toBe(''),
  },
  steps: {
    // An emptied name is refused with its reason and the field stays open; an emptied task's
    // title closes the field and tells whoever opened it which task to delete.
    'edit.commit': ({ before, after }) => {
      const emptied = before.context.draft.trim() === '';
      if (emptied && before.context.emptyHint !== null) {
        expect(after.value).toBe('editing');
        expect(after.context.hint).toBe(before.context.emptyHint);
      } else if (emptied && before.matches('editing')) {
        expect(after.status).toBe('done');
        expect(walkSpies.announceEmptied.mock.calls.at(-1)?.[1]).toEqual({
          subject: before.context.subject,
        });
      }
    },
    // Asked, it tells what is typed and not saved: a changed, non-blank draft, or nothing.
    'unsaved.ask': ({ before, after }) => {
      const typed = before.context.draft.trim();
      const changed = typed !== '' && typed !== before.context.title;
      expect(walkSpies.reportUnsaved.mock.calls.at(-1)?.[1]).toEqual({
        texts: changed ? [typed] : [],
      });
      expect(after.context).toEqual(before.context);
    },
    'xstate.done.actor.saveTitle': ({ before, after }) =>
      expect(after.context.title).toBe(before.context.draft.trim()),
    'xstate.error.actor.saveTitle': keepsWhatWasTyped,
    'xstate.error.actor.addAgain': keepsWhatWasTyped,
  },
});

/** One row's editor, with a store the test answers. */
function startEditor(title = TITLE) {
  const fakes = createFakeActors();
  let deletes = 0;
  const machine = titleEditorMachine.provide({
    actors: { saveTitle: fakes.promise(), addAgain: fakes.promise() },
    actions: { announceEmptied: () => void deletes++ },
  });
  const actor = createActor(machine, { input: { title, subject: TASK } }).start();
  const send = (event: TitleEditorEvent) => actor.send(event);
  const editTo = (value: string) => {
    send({ type: 'title.change', value });
    send({ type: 'edit.commit' });
  };
  const answer = async (id: 'saveTitle' | 'addAgain', error?: unknown) => {
    if (error === undefined) fakes.resolve(id, undefined);
    else fakes.reject(id, error);
    await flushPromises();
  };
  const started = (id: string) => fakes.started.filter((start) => start.id === id);
  return {
    actor,
    send,
    editTo,
    answer,
    started,
    deletes: () => deletes,
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

describe('editing a task title', () => {
  it('opens with the stored title in the field', () => {
    const editor = startEditor();
    expect(editor.state()).toBe('editing');
    expect(editor.context().draft).toBe(TITLE);
  });

  it('commit saves the trimmed title, then shows it', async () => {
    const editor = startEditor();
    editor.editTo('  Brush teeth well  ');
    expect(editor.state()).toBe('saving');
    expect(editor.started('saveTitle')).toEqual([
      { id: 'saveTitle', input: { title: 'Brush teeth well', subject: TASK } },
    ]);
    await editor.answer('saveTitle');
    expect(editor.state()).toBe('closed');
    expect(editor.context()).toMatchObject({ title: 'Brush teeth well', error: null });
  });

  it('cancel leaves the title as it was and saves nothing', () => {
    const editor = startEditor();
    editor.send({ type: 'title.change', value: 'Something else' });
    editor.send({ type: 'edit.cancel' });
    expect(editor.state()).toBe('closed');
    expect(editor.context().title).toBe(TITLE);
    expect(editor.started('saveTitle')).toEqual([]);
  });

  it('a closed field is done: typing reaches it no more (the next edit is a new editor)', () => {
    const editor = startEditor();
    editor.send({ type: 'title.change', value: 'Something else' });
    editor.send({ type: 'edit.cancel' });
    expect(editor.actor.getSnapshot().status).toBe('done');
    editor.send({ type: 'title.change', value: 'Later' });
    expect(editor.context().draft).toBe('Something else');
  });

  it.each(['', '   ', '\t\n'])(
    'committing an empty title (%j) announces that the task was emptied',
    (value) => {
      const editor = startEditor();
      editor.editTo(value);
      expect(editor.state()).toBe('closed');
      expect(editor.started('saveTitle')).toEqual([]);
      expect(editor.deletes()).toBe(1);
    },
  );

  it.each([TITLE, `  ${TITLE} `])('committing an unchanged title (%j) saves nothing', (value) => {
    const editor = startEditor();
    editor.editTo(value);
    expect(editor.state()).toBe('closed');
    expect(editor.started('saveTitle')).toEqual([]);
  });

  it('a failed save returns to editing with the draft kept and the error shown', async () => {
    const editor = startEditor();
    editor.editTo('Brush teeth well');
    await editor.answer('saveTitle', permissionDenied);
    expect(editor.state()).toBe('editing');
    expect(editor.context()).toEqual({
      subject: TASK,
      title: TITLE,
      draft: 'Brush teeth well',
      error: { code: 'PERMISSION_DENIED', message: permissionDenied.message },
      emptyHint: null,
      hint: null,
    });
  });

  it('after a failed save, committing again retries and clears the error', async () => {
    const editor = startEditor();
    editor.editTo('Brush teeth well');
    await editor.answer('saveTitle', permissionDenied);
    editor.send({ type: 'edit.commit' });
    await editor.answer('saveTitle');
    expect(editor.context()).toMatchObject({ title: 'Brush teeth well', error: null });
    expect(editor.started('saveTitle')).toHaveLength(2);
  });

  it('a title typed back to what it was when opened saves nothing (a rename elsewhere stands)', () => {
    const editor = startEditor();
    editor.send({ type: 'title.change', value: 'Brush teeth well' });
    editor.send({ type: 'title.change', value: ` ${TITLE} ` });
    editor.send({ type: 'edit.commit' });
    expect(editor.state()).toBe('closed');
    expect(editor.started('saveTitle')).toEqual([]);
  });
});

describe('toShownError', () => {
  it.each([
    [
      { code: 'permission_denied', message: 'No.' },
      { code: 'PERMISSION_DENIED', message: 'No.' },
    ],
    [{ code: 'x' }, { code: 'X', message: 'Something went wrong.' }],
    [{ message: 'Odd.' }, { code: 'UNKNOWN', message: 'Odd.' }],
    ['offline', { code: 'UNKNOWN', message: 'offline' }],
    [null, { code: 'UNKNOWN', message: 'null' }],
  ])('shows %j as %j', (error, shown) => {
    expect(toShownError(error)).toEqual(shown);
  });
});

describe('an edit of a task deleted on another device', () => {
  const deleted = { code: 'TASK_DELETED', message: 'This task was deleted on another device.' };

  it('keeps the text with the message, and "Add it again" adds it as a new task, once', async () => {
    const editor = startEditor();
    editor.editTo('Brush teeth well');
    await editor.answer('saveTitle', deleted);
    expect(editor.actor.getSnapshot().context).toMatchObject({
      draft: 'Brush teeth well',
      error: { code: 'TASK_DELETED' },
    });
    editor.send({ type: 'edit.addAgain' });
    editor.send({ type: 'edit.addAgain' });
    expect(editor.started('addAgain').map((start) => start.input)).toEqual([
      { title: 'Brush teeth well', subject: TASK },
    ]);
    await editor.answer('addAgain');
    expect(editor.actor.getSnapshot().value).toBe('closed');
  });
});

describe('a group’s name, edited with the same editor', () => {
  function startNameEditor() {
    const fakes = createFakeActors();
    let emptied = 0;
    const machine = titleEditorMachine.provide({
      actors: { saveTitle: fakes.promise() },
      actions: { announceEmptied: () => void emptied++ },
    });
    const actor = createActor(machine, {
      input: { title: 'Morning', subject: GROUP, emptyHint: 'A group needs a name.' },
    }).start();
    return {
      actor,
      fakes,
      emptied: () => emptied,
      saves: () => fakes.started.filter((started) => started.id === 'saveTitle'),
      context: () => actor.getSnapshot().context,
      is: (value: string) => actor.getSnapshot().matches(value as never),
    };
  }

  it('saves the trimmed new name, then closes the field', async () => {
    const name = startNameEditor();
    name.actor.send({ type: 'title.change', value: ' Sunny morning ' });
    name.actor.send({ type: 'edit.commit' });
    expect(name.saves()).toEqual([
      { id: 'saveTitle', input: { title: 'Sunny morning', subject: GROUP } },
    ]);
    name.fakes.resolve('saveTitle', undefined);
    await flushPromises();
    expect(name.is('closed')).toBe(true);
    expect(name.context().title).toBe('Sunny morning');
  });

  it('an empty name is refused: the field stays open with a message, and nothing is deleted', () => {
    const name = startNameEditor();
    name.actor.send({ type: 'title.change', value: '  ' });
    name.actor.send({ type: 'edit.commit' });
    expect(name.is('editing')).toBe(true);
    expect(name.context().hint).toBe('A group needs a name.');
    expect(name.saves()).toEqual([]);
    expect(name.emptied()).toBe(0);
    name.actor.send({ type: 'title.change', value: 'M' });
    expect(name.context().hint).toBeNull();
  });

  it('an unchanged name closes the field without writing', () => {
    const name = startNameEditor();
    name.actor.send({ type: 'edit.commit' });
    expect(name.is('closed')).toBe(true);
    expect(name.saves()).toEqual([]);
  });

  it('a failed rename goes back to the field with the text kept and the error shown', async () => {
    const name = startNameEditor();
    name.actor.send({ type: 'title.change', value: 'Sunny morning' });
    name.actor.send({ type: 'edit.commit' });
    name.fakes.reject('saveTitle', permissionDenied);
    await flushPromises();
    expect(name.is('editing')).toBe(true);
    expect(name.context().draft).toBe('Sunny morning');
    expect(name.context().error?.code).toBe('PERMISSION_DENIED');
  });

  it('Escape cancels: nothing is written', () => {
    const name = startNameEditor();
    name.actor.send({ type: 'title.change', value: 'Evening' });
    name.actor.send({ type: 'edit.cancel' });
    expect(name.is('closed')).toBe(true);
    expect(name.saves()).toEqual([]);
  });
});
