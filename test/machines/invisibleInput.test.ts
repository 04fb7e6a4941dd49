/**
 * Text of only invisible characters (zero-width spaces and joiners, the word joiner, a byte-order
 * mark, other format characters, whitespace) counts as empty wherever the app takes a title or a
 * name (docs/design.md "Limits"): the entry boxes, title edits, kid names, the family's name and
 * library groups' names. One rule, `visibleTrim`, in machines/domain/text.ts.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import type { CalendarDate } from '../../machines/calendar';
import { dayBoardMachine } from '../../machines/dayBoard';
import { parseConfig } from '../../machines/domain/family';
import { isBlank, visibleTrim } from '../../machines/domain/text';
import { familySettingsMachine } from '../../machines/familySettings';
import { libraryMachine } from '../../machines/library';
import { titleEditorMachine } from '../../machines/titleEditor';
import { newFamilyConfig } from '../../src/app/effects/familyEffects';

/** Each is nothing to see: zero-width space, non-joiner, joiner, word joiner, BOM, and more. */
const INVISIBLES = [
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u200E\u200F',
  '\u202E',
  '\u00AD',
  '\u180E',
  '\u3000',
  ' \u200B\t\u200D\n',
  '\u2800',
  '\u3164',
  '\uFE0F',
];

describe('visible text', () => {
  it.each(INVISIBLES.map((text) => [JSON.stringify(text), text]))(
    '%s alone is blank',
    (_, text) => {
      expect(isBlank(text)).toBe(true);
      expect(visibleTrim(text)).toBe('');
    },
  );

  it('trims invisible characters at both ends and keeps everything between', () => {
    expect(visibleTrim('\u200B  Brush teeth \uFEFF\u2060')).toBe('Brush teeth');
    expect(visibleTrim('Zoë')).toBe('Zoë');
    expect(isBlank('a')).toBe(false);
  });

  it('keeps emoji whole: joiners inside, and the marks that finish an emoji at the end', () => {
    const family = '👨‍👩‍👧';
    const heart = '❤️';
    const scotland = '🏴󠁧󠁢󠁳󠁣󠁴󠁿';
    expect(visibleTrim(` ${family} `)).toBe(family);
    expect(visibleTrim(`Love ${heart}\u200B`)).toBe(`Love ${heart}`);
    expect(visibleTrim(`Go ${scotland}`)).toBe(`Go ${scotland}`);
  });
});

const ZERO_WIDTH = '\u200B\u200D\uFEFF';

/** A machine with each named promise actor never settling, and what they were started with. */
function start(
  machine: AnyActorLogic & { provide: (i: object) => AnyActorLogic },
  input: object,
  actors: string[],
) {
  const started: { src: string; input: unknown }[] = [];
  const provided = Object.fromEntries(
    actors.map((src) => [
      src,
      fromPromise(async ({ input: given }) => {
        started.push({ src, input: given });
        return new Promise(() => undefined);
      }),
    ]),
  );
  const actor = createActor(machine.provide({ actors: provided }), { input }).start();
  return { actor, started };
}

describe('invisible-only input counts as empty', () => {
  it('the day board’s entry box adds nothing and says the box is empty', async () => {
    const { actor, started } = start(dayBoardMachine, { familyId: 'f', date: '2026-11-22' }, [
      'addTasks',
    ]);
    actor.send({ type: 'entry.change', value: ZERO_WIDTH });
    actor.send({ type: 'entry.commit', to: [{ kidId: 'ada', order: 1 }] });
    await Promise.resolve();
    expect(started).toEqual([]);
    expect(actor.getSnapshot().context.hint).toMatch(/box is empty/);
  });

  it('the day board saves a title without the invisible characters around it', async () => {
    const { actor, started } = start(dayBoardMachine, { familyId: 'f', date: '2026-11-22' }, [
      'addTasks',
    ]);
    actor.send({ type: 'entry.change', value: '\u200BFeed the cat\uFEFF' });
    actor.send({ type: 'entry.commit', to: [{ kidId: 'ada', order: 1 }] });
    await Promise.resolve();
    expect(started[0]?.input).toMatchObject({ title: 'Feed the cat' });
  });

  it('a task title edited to invisible characters is emptied (the board deletes it)', () => {
    const deleted: unknown[] = [];
    const board = createActor(
      dayBoardMachine.provide({
        actions: {
          deleteTask: (_, params) => void deleted.push(params),
          reportActivity: () => undefined,
        },
      }),
      { input: { familyId: 'f', date: '2026-11-22' as CalendarDate } },
    ).start();
    const task = { id: 't1', title: 'Brush teeth', completed: false as const, order: 1 };
    board.send({ type: 'editor.open', kidId: 'ada', task });
    const editor = board.getSnapshot().context.editors.t1;
    editor?.send({ type: 'title.change', value: ZERO_WIDTH });
    editor?.send({ type: 'edit.commit' });
    expect(deleted).toEqual([expect.objectContaining({ kidId: 'ada', taskId: 't1' })]);
    expect(board.getSnapshot().context.editors).toEqual({});
  });

  it('a group’s name edited to invisible characters is refused', () => {
    const { actor, started } = start(
      titleEditorMachine,
      {
        title: 'Bedtime',
        subject: { kind: 'group', familyId: 'f', groupId: 'g1' },
        emptyHint: 'A group needs a name.',
      },
      ['saveTitle', 'addAgain'],
    );
    actor.send({ type: 'title.change', value: ZERO_WIDTH });
    actor.send({ type: 'edit.commit' });
    expect(started).toEqual([]);
    expect(actor.getSnapshot().context.hint).toBe('A group needs a name.');
  });

  const family = {
    familyId: 'f',
    config: parseConfig({ name: 'The Testers', kids: ['ada'], names: { ada: 'Ada' } }),
  };
  const settingsActors = ['saveFamilyName', 'saveKid', 'addKid', 'moveKid', 'removeKid'];

  it('a new kid named with invisible characters is not added', () => {
    const { actor, started } = start(familySettingsMachine, family, settingsActors);
    actor.send({ type: 'draft.change', field: 'newKid', value: ZERO_WIDTH });
    actor.send({ type: 'kid.add' });
    expect(started).toEqual([]);
    expect(actor.getSnapshot().context.hints.newKid).toMatch(/Type the new kid’s name first/);
  });

  it('a kid renamed to invisible characters keeps their name', () => {
    const { actor, started } = start(familySettingsMachine, family, settingsActors);
    actor.send({ type: 'draft.change', field: 'kidName:ada', value: ZERO_WIDTH });
    actor.send({ type: 'kid.rename', kidId: 'ada' });
    expect(started).toEqual([]);
  });

  it('the family renamed to invisible characters keeps its name', () => {
    const { actor, started } = start(familySettingsMachine, family, settingsActors);
    actor.send({ type: 'draft.change', field: 'familyName', value: ZERO_WIDTH });
    actor.send({ type: 'family.rename' });
    expect(started).toEqual([]);
  });

  it('a library group named with invisible characters is not added', () => {
    const { actor, started } = start(libraryMachine, { familyId: 'f' }, ['addGroup', 'addItem']);
    actor.send({ type: 'groupName.change', value: ZERO_WIDTH });
    actor.send({ type: 'library.addGroup' });
    expect(started).toEqual([]);
  });

  it('a new family leaves out kids named with invisible characters, and names itself', () => {
    const config = newFamilyConfig({ name: ZERO_WIDTH, kidNames: [ZERO_WIDTH, '\u200BAda\u200B'] });
    expect(config.name).toBe('Our family');
    expect(Object.values(config.names)).toEqual(['Ada']);
  });
});
