// The model walk proves every transition on the real machine; the tests after it read like the
// issue ("Family, routine and library"), then the writes each action makes.
import { parseConfig } from '../../machines/domain/family';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import type { FamilyConfig, Kid } from '../../machines/domain/family';
import {
  familySettingsMachine,
  type FamilySettingsContext,
  type FamilySettingsEvent,
  type KidMove,
  type SettingsField,
} from '../../machines/familySettings';
import {
  createFamilySettingsEffects,
  familyNameUpdate,
  kidChangeUpdate,
} from '../../src/app/settings/familySettingsEffects';
import {
  addingKid,
  movingKid,
  newKid,
  removingKid,
  storedKidList,
} from '../../src/app/settings/kidList';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import type { Store } from '../../src/store/port';
import { readOnce } from '../../src/store/readOnce';
import { createFakeActors, flushPromises } from '../support/machineModel';
import { describeModelWalk } from '../support/modelWalk';

const ADA: Kid = { id: 'ada', name: 'Ada', color: '#e4572e', emoji: '🦊' };
const BEN: Kid = { id: 'ben', name: 'Ben', color: '#2e86ab', emoji: '🐢' };
const CLEO: Kid = { id: 'cleo', name: 'Cleo', color: '#7b2cbf', emoji: '🦄' };
const TWO_KIDS: FamilyConfig = { name: 'The Riveras', kids: [ADA, BEN] };
const THREE_KIDS: FamilyConfig = { name: 'The Riveras', kids: [ADA, BEN, CLEO] };
const ONE_KID: FamilyConfig = { name: 'The Riveras', kids: [ADA] };
const input = { familyId: 'fam', config: TWO_KIDS };
const permissionDenied = { code: 'permission_denied', message: 'You cannot change this family.' };
const ADA_DOWN: KidMove = { familyId: 'fam', config: TWO_KIDS, from: 0, to: 1 };

/** Every save the Family view's machine starts, by its invoke id. */
const SAVES = [
  'saveFamilyName',
  'saveKid',
  'addKid',
  'moveKid',
  'removeKid',
  'savePartStarts',
  'saveDayStart',
  'savePin',
] as const;

const events: AnyEventObject[] = [
  { type: 'config.heard', config: ONE_KID },
  { type: 'config.heard', config: TWO_KIDS },
  { type: 'draft.change', field: 'familyName', value: '   ' },
  { type: 'draft.change', field: 'familyName', value: ' The Rivera-Smiths ' },
  { type: 'family.rename' },
  { type: 'draft.change', field: 'kidName:ada', value: ' ' },
  { type: 'draft.change', field: 'kidName:ada', value: 'Adeline ' },
  { type: 'kid.rename', kidId: 'ada' },
  { type: 'kid.recolor', kidId: 'ada', color: '#2a9d8f' },
  { type: 'kid.changeEmoji', kidId: 'ada', emoji: '🐙' },
  { type: 'draft.change', field: 'newKid', value: ' Cleo ' },
  { type: 'kid.add' },
  { type: 'kid.move', from: 0, to: 1 },
  { type: 'kid.askRemove', kidId: 'ada' },
  // Asks about a kid another device removed, and a move nowhere.
  { type: 'kid.recolor', kidId: 'zed', color: '#2a9d8f' },
  { type: 'kid.changeEmoji', kidId: 'zed', emoji: '🐙' },
  { type: 'kid.move', from: 0, to: 0 },
  { type: 'kid.askRemove', kidId: 'zed' },
  { type: 'kid.confirmRemove' },
  { type: 'kid.cancelRemove' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.saveFamilyName', output: 'The Rivera-Smiths' },
  {
    type: 'xstate.done.actor.saveKid',
    output: { familyId: 'fam', kidId: 'ada', name: 'Adeline' },
  },
  { type: 'xstate.done.actor.addKid', output: CLEO },
  { type: 'xstate.done.actor.moveKid', output: ADA_DOWN },
  { type: 'xstate.done.actor.removeKid' },
  { type: 'parts.save', starts: { afternoon: 13 * 60, evening: 19 * 60 } },
  { type: 'xstate.done.actor.savePartStarts' },
  { type: 'dayStart.save', dayStart: 3 },
  { type: 'xstate.done.actor.saveDayStart' },
  { type: 'pin.save', pin: '4071' },
  { type: 'pin.save', pin: null },
  { type: 'xstate.done.actor.savePin', output: true },
  { type: 'xstate.done.actor.savePin', output: false },
  ...SAVES.map((id) => ({
    type: `xstate.error.actor.${id}`,
    error: permissionDenied,
  })),
];
const isDraftOrConfigEvent = (type: string) => type === 'draft.change' || type === 'config.heard';
/** The field with typed text and whether it is blank, if any (one field at a time). */
const pendingDraft = ({ drafts }: FamilySettingsContext) => {
  const [field, draft] = Object.entries(drafts)[0] ?? [];
  return field === undefined ? null : `${field} ${draft?.trim() ? 'typed' : 'blank'}`;
};
// Path names say "(Ada and Ben)" where the events carry whole configs.
const shortNames: [unknown, string][] = [
  [{ config: ONE_KID }, '(Ada only)'],
  [{ config: TWO_KIDS }, '(Ada and Ben)'],
  [ADA_DOWN, '(Ada down)'],
  [CLEO, '(Cleo)'],
];
interface SettingsStep {
  before: { context: FamilySettingsContext };
  after: { context: FamilySettingsContext };
}
// Nothing typed is lost when a save fails: every field keeps its text, and the error says why.
const keepsWhatWasTyped = ({ before, after }: SettingsStep) => {
  expect(after.context.drafts).toEqual(before.context.drafts);
  expect(after.context.error).not.toBeNull();
};

/** The writes with no fact of their own below; "Add kid" and "Remove" check `waitsItsTurn` too. */
const WAITING_WRITES = [
  'family.rename',
  'kid.rename',
  'kid.recolor',
  'kid.changeEmoji',
  'kid.move',
  'parts.save',
  'dayStart.save',
  'pin.save',
] as const;
// While a write runs (or the removal dialog is open), one asked for waits, once, in order.
const waitsItsTurn = ({
  event,
  before,
  after,
}: {
  event: AnyEventObject;
  before: SnapshotFrom<typeof familySettingsMachine>;
  after: SnapshotFrom<typeof familySettingsMachine>;
}) => {
  if (before.matches('idle')) return;
  expect(after.value).toEqual(before.value);
  const isThisAsk = (queued: AnyEventObject) => JSON.stringify(queued) === JSON.stringify(event);
  expect(after.context.queued.filter(isThisAsk)).toHaveLength(1);
  expect(after.context.queued.slice(0, before.context.queued.length)).toEqual(
    before.context.queued,
  );
};

describeModelWalk('the family settings machine, walked from its model', {
  machine: familySettingsMachine,
  input,
  events,
  // Only what the guards read tells idle states apart: the field with typed text and how many
  // kids there are. Elsewhere only the state matters. Each walk still compares whole contexts.
  serializeState: (snapshot) => {
    const context = snapshot.context as FamilySettingsContext;
    // Outside idle, whether a write waits its turn matters too.
    if (!snapshot.matches('idle')) {
      return JSON.stringify([snapshot.value, context.queued.length > 0]);
    }
    return JSON.stringify([snapshot.value, pendingDraft(context), context.config.kids.length]);
  },
  // Events the machine would ignore make no paths; typing and config changes start only
  // when no field holds typed text.
  filterEvents: (snapshot, event) =>
    snapshot.status === 'active' &&
    snapshot.can(event) &&
    (!isDraftOrConfigEvent(event.type) ||
      (snapshot.matches('idle') &&
        pendingDraft(snapshot.context as FamilySettingsContext) === null)),
  name: (description) =>
    shortNames.reduce(
      (text, [value, name]) => text.replaceAll(JSON.stringify(value), name),
      description,
    ),
  states: {
    // The dialog always names the kid it asks about; outside it, nobody is being removed.
    confirmingRemoval: ({ context }) => expect(context.removing).not.toBeNull(),
    idle: ({ context }) => expect(context.removing).toBeNull(),
  },
  steps: {
    // Typing never waits for a save, and what is typed is what is kept.
    'draft.change': ({ event, after }) =>
      expect(after.context.drafts[event.field as SettingsField]).toBe(event.value),
    'config.heard': ({ event, after }) => expect(after.context.config).toEqual(event.config),
    ...Object.fromEntries(WAITING_WRITES.map((type) => [type, waitsItsTurn])),
    // A blank new kid is refused with a reason; the box stays as it was.
    'kid.add': ({ event, before, after }) => {
      waitsItsTurn({ event, before, after });
      if (before.matches('idle') && (before.context.drafts.newKid ?? '').trim() === '') {
        expect(after.context.hints.newKid).toBeTruthy();
        expect(after.value).toBe('idle');
      }
    },
    // The only kid cannot be removed: the reason shows, no dialog opens.
    'kid.askRemove': ({ event, before, after }) => {
      waitsItsTurn({ event, before, after });
      if (before.matches('idle') && before.context.config.kids.length === 1) {
        expect(after.value).toBe('idle');
        expect(after.context.hints[`kidRemoval:${event.kidId as string}`]).toBeTruthy();
      }
    },
    'xstate.done.actor.addKid': ({ event, after }) => {
      expect(after.context.drafts.newKid).toBeUndefined();
      expect(after.context.notice).toContain((event.output as Kid).name);
    },
    'xstate.done.actor.saveDayStart': ({ after }) =>
      expect(after.context.notice).toBe('The day start was saved.'),
    // The notice says what happened to the PIN: set, or removed.
    'xstate.done.actor.savePin': ({ event, after }) =>
      expect(after.context.notice).toBe(
        event.output === true ? 'The PIN was saved.' : 'The PIN was removed.',
      ),
    ...Object.fromEntries(SAVES.map((id) => [`xstate.error.actor.${id}`, keepsWhatWasTyped])),
  },
});

type ActorId = (typeof SAVES)[number];

/** The Family view's machine, with a store the test answers. */
function startSettings(config: FamilyConfig = TWO_KIDS) {
  const fakes = createFakeActors();
  const machine = familySettingsMachine.provide({
    actors: {
      saveFamilyName: fakes.promise(),
      saveKid: fakes.promise(),
      addKid: fakes.promise(),
      moveKid: fakes.promise(),
      removeKid: fakes.promise(),
      savePartStarts: fakes.promise(),
      saveDayStart: fakes.promise(),
      savePin: fakes.promise(),
    },
  });
  const actor = createActor(machine, { input: { familyId: 'fam', config } }).start();
  const send = (event: FamilySettingsEvent) => actor.send(event);
  const answer = async (id: ActorId, result: { output?: unknown; error?: unknown } = {}) => {
    if (result.error === undefined) fakes.resolve(id, result.output);
    else fakes.reject(id, result.error);
    await flushPromises();
  };
  const started = (id: ActorId) => fakes.started.filter((start) => start.id === id);
  return {
    send,
    answer,
    started,
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

describe('the family’s name', () => {
  it('Enter saves the trimmed name, then the field shows the stored one', async () => {
    const settings = startSettings();
    settings.send({ type: 'draft.change', field: 'familyName', value: '  The Rivera-Smiths ' });
    settings.send({ type: 'family.rename' });
    expect(settings.started('saveFamilyName')).toEqual([
      { id: 'saveFamilyName', input: { familyId: 'fam', name: 'The Rivera-Smiths' } },
    ]);
    await settings.answer('saveFamilyName', { output: 'The Rivera-Smiths' });
    expect(settings.state()).toBe('idle');
    expect(settings.context().drafts).toEqual({});
  });

  it('an empty name is refused with a message, and what was typed stays', () => {
    const settings = startSettings();
    settings.send({ type: 'draft.change', field: 'familyName', value: '   ' });
    settings.send({ type: 'family.rename' });
    expect(settings.started('saveFamilyName')).toEqual([]);
    expect(settings.context()).toMatchObject({
      drafts: { familyName: '   ' },
      hints: { familyName: 'The family needs a name. Type one, then press Enter.' },
    });
  });

  it('leaving the field unchanged saves nothing', () => {
    const settings = startSettings();
    settings.send({ type: 'family.rename' });
    settings.send({ type: 'draft.change', field: 'familyName', value: 'The Riveras ' });
    settings.send({ type: 'family.rename' });
    expect(settings.started('saveFamilyName')).toEqual([]);
    expect(settings.context().drafts).toEqual({});
  });

  it('a failed save shows the error’s code and keeps the typed name', async () => {
    const settings = startSettings();
    settings.send({ type: 'draft.change', field: 'familyName', value: 'The Rivera-Smiths' });
    settings.send({ type: 'family.rename' });
    await settings.answer('saveFamilyName', { error: permissionDenied });
    expect(settings.context()).toMatchObject({
      drafts: { familyName: 'The Rivera-Smiths' },
      error: { code: 'PERMISSION_DENIED', message: permissionDenied.message },
    });
    settings.send({ type: 'error.dismiss' });
    expect(settings.context().error).toBeNull();
  });

  it('text typed while a save is under way is kept', async () => {
    const settings = startSettings();
    settings.send({ type: 'draft.change', field: 'familyName', value: 'The Rivera' });
    settings.send({ type: 'family.rename' });
    settings.send({ type: 'draft.change', field: 'familyName', value: 'The Rivera-Smiths' });
    await settings.answer('saveFamilyName', { output: 'The Rivera' });
    expect(settings.context().drafts).toEqual({ familyName: 'The Rivera-Smiths' });
  });
});

describe('when the parts of the day start', () => {
  it('saves the times given for the family, and says so', async () => {
    const settings = startSettings();
    const starts = { afternoon: 13 * 60, evening: 19 * 60 + 30 };
    settings.send({ type: 'parts.save', starts });
    expect(settings.started('savePartStarts')).toEqual([
      { id: 'savePartStarts', input: { familyId: 'fam', starts } },
    ]);
    await settings.answer('savePartStarts', { output: undefined });
    expect(settings.state()).toBe('idle');
    expect(settings.context().notice).toBe('The parts of the day were saved.');
  });

  it('a refused save says why', async () => {
    const settings = startSettings();
    settings.send({ type: 'parts.save', starts: { afternoon: 720, evening: 1080 } });
    await settings.answer('savePartStarts', { error: permissionDenied });
    expect(settings.state()).toBe('idle');
    expect(settings.context().error).not.toBeNull();
  });
});

describe('when the family’s day starts', () => {
  it('saves the hour chosen for the family, and says so', async () => {
    const settings = startSettings();
    settings.send({ type: 'dayStart.save', dayStart: 3 });
    expect(settings.started('saveDayStart')).toEqual([
      { id: 'saveDayStart', input: { familyId: 'fam', dayStart: 3 } },
    ]);
    await settings.answer('saveDayStart', { output: undefined });
    expect(settings.state()).toBe('idle');
    expect(settings.context().notice).toBe('The day start was saved.');
  });

  it('a refused save says why', async () => {
    const settings = startSettings();
    settings.send({ type: 'dayStart.save', dayStart: 5 });
    await settings.answer('saveDayStart', { error: permissionDenied });
    expect(settings.state()).toBe('idle');
    expect(settings.context().error).not.toBeNull();
  });
});

describe('a kid’s name, colour and emoji', () => {
  it('a rename saves the trimmed name and forgets the draft', async () => {
    const settings = startSettings();
    settings.send({ type: 'draft.change', field: 'kidName:ada', value: ' Adeline ' });
    settings.send({ type: 'kid.rename', kidId: 'ada' });
    const change = { familyId: 'fam', kidId: 'ada', name: 'Adeline' };
    expect(settings.started('saveKid')).toEqual([{ id: 'saveKid', input: change }]);
    await settings.answer('saveKid', { output: change });
    expect(settings.context().drafts).toEqual({});
  });

  it('an empty name is refused with a message about that kid, and the text stays', () => {
    const settings = startSettings();
    settings.send({ type: 'draft.change', field: 'kidName:ben', value: '' });
    settings.send({ type: 'kid.rename', kidId: 'ben' });
    expect(settings.started('saveKid')).toEqual([]);
    expect(settings.context()).toMatchObject({
      drafts: { 'kidName:ben': '' },
      hints: { 'kidName:ben': 'Ben needs a name. Type one, then press Enter.' },
    });
  });

  it('a failed rename keeps the typed name', async () => {
    const settings = startSettings();
    settings.send({ type: 'draft.change', field: 'kidName:ada', value: 'Adeline' });
    settings.send({ type: 'kid.rename', kidId: 'ada' });
    await settings.answer('saveKid', { error: permissionDenied });
    expect(settings.context().drafts).toEqual({ 'kidName:ada': 'Adeline' });
    expect(settings.context().error?.code).toBe('PERMISSION_DENIED');
  });

  it('picking a colour or an emoji saves just that', async () => {
    const settings = startSettings();
    settings.send({ type: 'kid.recolor', kidId: 'ben', color: '#d81b60' });
    await settings.answer('saveKid', { output: { familyId: 'fam', kidId: 'ben' } });
    settings.send({ type: 'kid.changeEmoji', kidId: 'ben', emoji: '🐧' });
    expect(settings.started('saveKid').map((start) => start.input)).toEqual([
      { familyId: 'fam', kidId: 'ben', color: '#d81b60' },
      { familyId: 'fam', kidId: 'ben', emoji: '🐧' },
    ]);
  });

  it('a kid who is no longer in the family is not changed', () => {
    const settings = startSettings();
    settings.send({ type: 'kid.recolor', kidId: 'zed', color: '#d81b60' });
    settings.send({ type: 'kid.changeEmoji', kidId: 'zed', emoji: '🐧' });
    expect(settings.started('saveKid')).toEqual([]);
  });
});

describe('adding a kid', () => {
  it('adds the trimmed name, says so, and empties the field', async () => {
    const settings = startSettings();
    settings.send({ type: 'draft.change', field: 'newKid', value: '  Cleo ' });
    settings.send({ type: 'kid.add' });
    expect(settings.started('addKid')).toEqual([
      { id: 'addKid', input: { familyId: 'fam', config: TWO_KIDS, name: 'Cleo' } },
    ]);
    await settings.answer('addKid', { output: CLEO });
    expect(settings.context()).toMatchObject({ drafts: {}, notice: 'Cleo was added.' });
  });

  it.each(['', '   '])('a blank name (%j) is refused with a message', (value) => {
    const settings = startSettings();
    settings.send({ type: 'draft.change', field: 'newKid', value });
    settings.send({ type: 'kid.add' });
    expect(settings.started('addKid')).toEqual([]);
    expect(settings.context().hints).toEqual({ newKid: 'Type the new kid’s name first.' });
  });

  it('each field keeps its own message until that field is typed in', () => {
    const settings = startSettings();
    settings.send({ type: 'kid.add' });
    settings.send({ type: 'draft.change', field: 'familyName', value: '' });
    settings.send({ type: 'family.rename' });
    expect(Object.keys(settings.context().hints)).toEqual(['newKid', 'familyName']);
    settings.send({ type: 'draft.change', field: 'newKid', value: 'C' });
    expect(Object.keys(settings.context().hints)).toEqual(['familyName']);
  });

  it('a failed add keeps the name in the field', async () => {
    const settings = startSettings();
    settings.send({ type: 'draft.change', field: 'newKid', value: 'Cleo' });
    settings.send({ type: 'kid.add' });
    await settings.answer('addKid', { error: permissionDenied });
    expect(settings.context()).toMatchObject({ drafts: { newKid: 'Cleo' }, notice: null });
  });
});

describe('moving a kid', () => {
  it('writes the move with the config it applies to, and says where the kid is now', async () => {
    const settings = startSettings();
    settings.send({ type: 'kid.move', from: 0, to: 1 });
    expect(settings.started('moveKid')).toEqual([{ id: 'moveKid', input: ADA_DOWN }]);
    await settings.answer('moveKid', { output: ADA_DOWN });
    expect(settings.context().notice).toBe('Ada is now number 2 of 2.');
  });

  it.each([
    [0, 0],
    [-1, 0],
    [1, 2],
    [0.5, 1],
  ])('a move from %d to %d is ignored', (from, to) => {
    const settings = startSettings();
    settings.send({ type: 'kid.move', from, to });
    expect(settings.state()).toBe('idle');
    expect(settings.started('moveKid')).toEqual([]);
  });

  it('uses the newest config the listeners heard', () => {
    const settings = startSettings();
    settings.send({ type: 'config.heard', config: THREE_KIDS });
    settings.send({ type: 'kid.move', from: 2, to: 0 });
    expect(settings.started('moveKid')[0]?.input).toMatchObject({ config: THREE_KIDS });
  });
});

describe('removing a kid', () => {
  it('asks first; cancel removes nothing', () => {
    const settings = startSettings();
    settings.send({ type: 'kid.askRemove', kidId: 'ben' });
    expect(settings.state()).toBe('confirmingRemoval');
    expect(settings.context().removing).toEqual(BEN);
    settings.send({ type: 'kid.cancelRemove' });
    expect(settings.state()).toBe('idle');
    expect(settings.context().removing).toBeNull();
    expect(settings.started('removeKid')).toEqual([]);
  });

  it('confirm removes the kid and says so', async () => {
    const settings = startSettings();
    settings.send({ type: 'draft.change', field: 'kidName:ben', value: 'Benjamin' });
    settings.send({ type: 'kid.askRemove', kidId: 'ben' });
    settings.send({ type: 'kid.confirmRemove' });
    expect(settings.started('removeKid')).toEqual([
      { id: 'removeKid', input: { familyId: 'fam', config: TWO_KIDS, kidId: 'ben' } },
    ]);
    await settings.answer('removeKid');
    expect(settings.context()).toMatchObject({
      removing: null,
      notice: 'Ben was removed.',
      drafts: {},
    });
  });

  it('the last kid cannot be removed, and the message says why', () => {
    const settings = startSettings(ONE_KID);
    settings.send({ type: 'kid.askRemove', kidId: 'ada' });
    expect(settings.state()).toBe('idle');
    expect(settings.context().hints).toEqual({
      'kidRemoval:ada':
        'A family needs at least one kid, so Ada can’t be removed. Add another kid first.',
    });
  });

  it('that message goes once the family has a second kid', () => {
    const settings = startSettings(ONE_KID);
    settings.send({ type: 'kid.askRemove', kidId: 'ada' });
    settings.send({ type: 'config.heard', config: TWO_KIDS });
    expect(settings.context().hints).toEqual({});
  });

  it('a failed removal closes the question and shows the error', async () => {
    const settings = startSettings();
    settings.send({ type: 'kid.askRemove', kidId: 'ben' });
    settings.send({ type: 'kid.confirmRemove' });
    await settings.answer('removeKid', { error: permissionDenied });
    expect(settings.state()).toBe('idle');
    expect(settings.context()).toMatchObject({
      removing: null,
      error: { code: 'PERMISSION_DENIED' },
    });
  });
});

describe('a write asked for while another runs', () => {
  it('a kid added while a removal is being saved is added once it ends', async () => {
    const settings = startSettings();
    settings.send({ type: 'kid.askRemove', kidId: 'ada' });
    settings.send({ type: 'kid.confirmRemove' });
    settings.send({ type: 'draft.change', field: 'newKid', value: 'ADA!' });
    settings.send({ type: 'kid.add' });
    expect(settings.started('addKid')).toEqual([]);
    await settings.answer('removeKid');
    expect(settings.state()).toBe('addingKid');
    expect(settings.started('addKid')).toMatchObject([{ input: { name: 'ADA!' } }]);
    expect(settings.context().queued).toEqual([]);
  });

  it('writes asked for in a row start in that order, one at a time', async () => {
    const settings = startSettings();
    settings.send({ type: 'kid.recolor', kidId: 'ada', color: '#2a9d8f' });
    settings.send({ type: 'kid.changeEmoji', kidId: 'ben', emoji: '🐙' });
    settings.send({ type: 'dayStart.save', dayStart: 3 });
    expect(settings.started('saveKid')).toHaveLength(1);
    await settings.answer('saveKid', { output: { familyId: 'fam', kidId: 'ada' } });
    expect(settings.started('saveKid')[1]).toMatchObject({ input: { kidId: 'ben', emoji: '🐙' } });
    expect(settings.started('saveDayStart')).toEqual([]);
    await settings.answer('saveKid', { output: { familyId: 'fam', kidId: 'ben' } });
    expect(settings.started('saveDayStart')).toMatchObject([{ input: { dayStart: 3 } }]);
  });

  it('a double tap on "Add kid" adds once, with no message about an empty name', async () => {
    const settings = startSettings();
    settings.send({ type: 'draft.change', field: 'newKid', value: 'Cleo' });
    settings.send({ type: 'kid.add' });
    settings.send({ type: 'kid.add' });
    await settings.answer('addKid', { output: CLEO });
    expect(settings.started('addKid')).toHaveLength(1);
    expect(settings.state()).toBe('idle');
    expect(settings.context().hints).toEqual({});
  });

  it('a name typed while the one before is added is added next', async () => {
    const settings = startSettings();
    settings.send({ type: 'draft.change', field: 'newKid', value: 'Cleo' });
    settings.send({ type: 'kid.add' });
    settings.send({ type: 'draft.change', field: 'newKid', value: 'Dev' });
    settings.send({ type: 'kid.add' });
    await settings.answer('addKid', { output: CLEO });
    expect(settings.started('addKid')).toMatchObject([
      { input: { name: 'Cleo' } },
      { input: { name: 'Dev' } },
    ]);
  });

  it('an ask about a kid another device removed meanwhile does nothing, and nothing waits', async () => {
    const settings = startSettings();
    settings.send({ type: 'pin.save', pin: '4071' });
    settings.send({ type: 'kid.recolor', kidId: 'zed', color: '#2a9d8f' });
    settings.send({ type: 'kid.move', from: 1, to: 1 });
    await settings.answer('savePin', { output: true });
    expect(settings.state()).toBe('idle');
    expect(settings.started('saveKid')).toEqual([]);
    expect(settings.started('moveKid')).toEqual([]);
    expect(settings.context().queued).toEqual([]);
  });
});

describe('the writes, as multi-path updates at families/{family}', () => {
  it('a family name', () => {
    expect(familyNameUpdate('The Rivera-Smiths')).toEqual({ 'config/name': 'The Rivera-Smiths' });
  });

  it('a kid’s name, colour or emoji', () => {
    expect(kidChangeUpdate({ familyId: 'fam', kidId: 'ada', name: 'Adeline' })).toEqual({
      'config/names/ada': 'Adeline',
    });
    expect(kidChangeUpdate({ familyId: 'fam', kidId: 'ada', color: '#2a9d8f' })).toEqual({
      'config/colors/ada': '#2a9d8f',
    });
    expect(kidChangeUpdate({ familyId: 'fam', kidId: 'ada', emoji: '🐙' })).toEqual({
      'config/emojis/ada': '🐙',
    });
  });

  it('a new kid goes last, with a new id from the name and the next colour and emoji', () => {
    const zoe = newKid(TWO_KIDS, 'Zoë', () => 'k3x9');
    expect(zoe).toEqual({ id: 'zoe-k3x9', name: 'Zoë', color: '#7b2cbf', emoji: '🦄' });
    expect(storedKidList(addingKid(zoe)(TWO_KIDS) ?? TWO_KIDS)).toEqual({
      kids: ['ada', 'ben', 'zoe-k3x9'],
      order: 'ada,ben,zoe-k3x9',
      names: { ada: 'Ada', ben: 'Ben', 'zoe-k3x9': 'Zoë' },
      colors: { ada: ADA.color, ben: TWO_KIDS.kids[1]?.color, 'zoe-k3x9': '#7b2cbf' },
      emojis: { ada: ADA.emoji, ben: TWO_KIDS.kids[1]?.emoji, 'zoe-k3x9': '🦄' },
    });
  });

  it('a new kid never takes an id a kid had: even named like a removed kid, it gets its own', () => {
    const suffixes = ['aaaa', 'bbbb'];
    const again = newKid(TWO_KIDS, 'ADA!', () => suffixes.shift() ?? 'zzzz');
    expect(again.id).toBe('ada-aaaa');
    const taken: FamilyConfig = {
      ...TWO_KIDS,
      kids: [...TWO_KIDS.kids, { ...ADA, id: 'ada-aaaa' }],
    };
    expect(newKid(taken, 'Ada', () => suffixes.shift() ?? 'zzzz').id).toBe('ada-bbbb');
    // Random suffixes (36⁴ of them) differ: 20 draws collide about once in 8,800 runs (200 drew
    // a collision about once in 85, which is what the check of taken ids above is for).
    expect(new Set(Array.from({ length: 20 }, () => newKid(TWO_KIDS, 'Ada').id)).size).toBe(20);
  });

  it('a family keeps at most 20 kids: a 21st is not added', () => {
    const twenty: FamilyConfig = {
      name: '',
      kids: Array.from({ length: 20 }, (_, index) => ({ ...ADA, id: `k${index}` })),
    };
    expect(addingKid(newKid(twenty, 'One more'))(twenty)).toBeNull();
  });

  it('a new kid gets the next colour and emoji that no other kid has, when there is one', () => {
    // Third in line, but the third colour and emoji are Cleo's: the fourth ones, then.
    const config: FamilyConfig = { name: '', kids: [ADA, CLEO] };
    expect(newKid(config, 'Dan')).toMatchObject({ color: '#2a9d8f', emoji: '🐙' });
    const everyColour: FamilyConfig = {
      name: '',
      kids: ['#e4572e', '#2e86ab', '#7b2cbf', '#2a9d8f', '#f4a261', '#d81b60'].map(
        (color, index) => ({ id: `k${index}`, name: `K${index}`, color, emoji: '🦊' }),
      ),
    };
    expect(newKid(everyColour, 'Dan').color).toBe('#e4572e');
  });

  it('a move puts the kid at that column of the columns as they are now', () => {
    const ids = (config: FamilyConfig | null) => config?.kids.map((kid) => kid.id);
    expect(ids(movingKid('ada', 2)(THREE_KIDS))).toEqual(['ben', 'cleo', 'ada']);
    expect(ids(movingKid('ada', 9)(THREE_KIDS))).toEqual(['ben', 'cleo', 'ada']);
    expect(movingKid('gone', 0)(THREE_KIDS)).toBeNull();
  });

  it('a removal takes the kid out of the config; the last kid stays', () => {
    expect(storedKidList(removingKid('ben')(THREE_KIDS) ?? THREE_KIDS).kids).toEqual([
      'ada',
      'cleo',
    ]);
    expect(removingKid('ada')({ name: '', kids: [ADA] })).toBeNull();
    expect(removingKid('gone')(THREE_KIDS)).toBeNull();
  });
});

let databaseNumber = 0;
function createStore(): Store {
  databaseNumber += 1;
  return createIndexedDbStore({
    indexedDB: new IDBFactory(),
    keyRange: IDBKeyRange,
    databaseName: `family-settings-${databaseNumber}`,
  });
}

describe('the effects, on the embedded store', () => {
  const stored = {
    name: 'The Riveras',
    kids: ['ada', 'ben'],
    order: 'ada,ben',
    names: { ada: 'Ada', ben: 'Ben' },
    colors: { ada: '#e4572e', ben: '#2e86ab' },
    emojis: { ada: '🦊', ben: '🐢' },
  };

  it('removing a kid leaves the other kid and the past days alone, and deletes the routine', async () => {
    const store = createStore();
    await store.set('families/fam/config', stored);
    await store.set('families/fam/lists/templates', {
      ada: { t1: { title: 'Brush teeth', order: 1 } },
      ben: { t2: { title: 'Feed the cat', order: 1 } },
    });
    await store.set('families/fam/lists/2026-11-21/ben/t3', {
      title: 'Feed the cat',
      completed: false,
      order: 1,
    });
    const effects = createFamilySettingsEffects(store);
    const actor = createActor(effects.removeKid, {
      input: { familyId: 'fam', config: TWO_KIDS, kidId: 'ben' },
    }).start();
    await new Promise((resolve) => actor.subscribe({ complete: () => resolve(undefined) }));

    expect(await readOnce(store, 'families/fam/config')).toEqual({
      name: 'The Riveras',
      kids: { 0: 'ada' },
      order: 'ada',
      names: { ada: 'Ada' },
      colors: { ada: '#e4572e' },
      emojis: { ada: '🦊' },
    });
    expect(await readOnce(store, 'families/fam/lists/templates')).toEqual({
      ada: { t1: { title: 'Brush teeth', order: 1 } },
    });
    expect(await readOnce(store, 'families/fam/lists/2026-11-21/ben/t3')).not.toBeNull();
    store.close();
  });

  it('a name over 1,000 characters is refused with the limit in words, and nothing is written', async () => {
    const store = createStore();
    await store.set('families/fam/config', stored);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const effects = createFamilySettingsEffects(store);
    const actor = createActor(effects.addKid, {
      input: { familyId: 'fam', config: TWO_KIDS, name: 'n'.repeat(1001) },
    });
    const failed = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(await failed).toMatchObject({
      code: 'TOO_LONG',
      message: 'Names can be at most 1,000 characters.',
    });
    expect(parseConfig(await readOnce(store, 'families/fam/config'))).toEqual(parseConfig(stored));
    vi.restoreAllMocks();
    store.close();
  });

  it('a refused write rejects with the store’s code, and is logged', async () => {
    const store = createStore();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const effects = createFamilySettingsEffects(store);
    const actor = createActor(effects.saveFamilyName, {
      input: { familyId: 'fa.m', name: 'The Riveras' },
    });
    const failed = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(await failed).toMatchObject({ code: 'INVALID_KEY' });
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    store.close();
  });
});
