/**
 * Database errors are logged. A write the app makes that fails is logged exactly once, by the
 * store, in both modes: the effects pass the error on to their machine without logging it again.
 * Firebase refuses a stranger's writes to the family; the embedded store's IndexedDB aborts its
 * saves (a full disk, say).
 */
import { IDBFactory, IDBKeyRange, IDBTransaction } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, setup, type AnyActorLogic, type AnyEventObject } from 'xstate';
import type { CalendarDate } from '../../machines/calendar';
import type { TitleSave } from '../../machines/titleEditor';
import { createBoardEffects, createTaskEditorEffects } from '../../src/app/effects/boardEffects';
import { createFamilyEffects } from '../../src/app/effects/familyEffects';
import { createLibraryEffects } from '../../src/app/library/libraryEffects';
import { createFamilySettingsEffects } from '../../src/app/settings/familySettingsEffects';
import { isStoreError } from '../../src/store/errors';
import { createFirebaseStore } from '../../src/store/firebaseStore';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import type { Store } from '../../src/store/port';
import { startRulesHarness, type RulesHarness } from '../rules/support';

const DATE = '2026-11-22' as CalendarDate;
const NOW = () => new Date(2026, 10, 22, 9, 30);

/** Runs an effect to its end, as its machine would; resolves with why it failed. */
function failureOf(logic: AnyActorLogic, input: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const actor = createActor(logic, { input });
    actor.subscribe({ complete: () => reject(new Error('The write succeeded.')), error: resolve });
    actor.start();
  });
}

/** Runs a board action; resolves with the failure it tells the board of. */
function reportedFailure(act: (self: ReturnType<typeof boardSelf>) => void): Promise<unknown> {
  return new Promise((resolve) => {
    const self = boardSelf((event) => {
      if (event.type === 'store.failed') resolve(event.error);
    });
    act(self);
  });
}

function boardSelf(hear: (event: AnyEventObject) => void) {
  return createActor(fromCallback<AnyEventObject>(({ receive }) => receive(hear))).start();
}

interface Family {
  store: Store;
  familyId: string;
  /** Firebase's rules keep tasks whole; the embedded store checks in a transaction. */
  rulesKeepTasksWhole: boolean;
}

/** Every way the app writes that the review found logged twice, or not at all. */
function describeFailedWrites(mode: string, family: () => Promise<Family>) {
  describe(`in ${mode} mode, a failed write is logged exactly once`, () => {
    const cases: Array<[string, (family: Family) => Promise<unknown>]> = [
      [
        'adding a task',
        ({ store, familyId }) =>
          failureOf(createBoardEffects(store, NOW).actors.addTasks, {
            familyId,
            date: DATE,
            title: 'Brush teeth',
            kids: [{ kidId: 'ada', order: 1 }],
          }),
      ],
      [
        'restoring a deleted task (Undo)',
        ({ store, familyId }) =>
          failureOf(createBoardEffects(store, NOW).actors.restoreTask, {
            familyId,
            date: DATE,
            kidId: 'ada',
            taskId: 't1',
            task: { id: 't1', title: 'Brush teeth', completed: false, order: 1 },
          }),
      ],
      [
        'saving a task’s title',
        ({ store, familyId, rulesKeepTasksWhole }) =>
          failureOf(createTaskEditorEffects(store, 'day', { rulesKeepTasksWhole }).saveTitle, {
            title: 'Floss',
            subject: {
              kind: 'task',
              familyId,
              date: DATE,
              kidId: 'ada',
              task: { id: 't1', title: 'Brush teeth', completed: false, order: 1 },
            },
          } satisfies TitleSave),
      ],
      [
        'deleting a task',
        ({ store, familyId }) =>
          reportedFailure((self) =>
            createBoardEffects(store, NOW).actions.deleteTask(
              { self },
              { familyId, date: DATE, kidId: 'ada', taskId: 't1' },
            ),
          ),
      ],
      [
        'adding a library item',
        ({ store, familyId }) =>
          failureOf(createLibraryEffects(store).actors.addItem, {
            familyId,
            groupId: 'g1',
            title: 'Pack the bag',
            order: 1,
          }),
      ],
      [
        'renaming the family',
        ({ store, familyId }) =>
          failureOf(createFamilySettingsEffects(store).saveFamilyName, {
            familyId,
            name: 'The Wanderers',
          }),
      ],
    ];

    for (const [name, write] of cases) {
      it(name, async () => {
        const opened = await family();
        const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const error = await write(opened);
        expect(isStoreError(error), String(error)).toBe(true);
        expect(logged).toHaveBeenCalledOnce();
        expect(logged.mock.calls[0]?.[0]).toBe(error);
      });
    }
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

let rules: RulesHarness;
let firebase: Family;
beforeAll(async () => {
  rules = await startRulesHarness();
  const created = await rules.newFamily(rules.signedIn('parent'), ['Ada']);
  // Someone who is not a member: the rules refuse every write to the family.
  const stranger = createFirebaseStore(rules.signedIn('stranger').db);
  firebase = { store: stranger, familyId: created.id, rulesKeepTasksWhole: true };
});
afterAll(async () => {
  firebase?.store.close();
  await rules?.close();
});

describeFailedWrites('Firebase', async () => firebase);

describe('in Firebase mode, a listen the rules refuse', () => {
  it('is logged once, by the store, and not again by the family’s listeners', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failures: unknown[] = [];
    // The listeners machine's place: it invokes the listeners and hears their failures.
    const parent = setup({
      actors: { listenToFamily: createFamilyEffects(firebase.store, NOW).listenToFamily },
    }).createMachine({
      invoke: {
        src: 'listenToFamily',
        input: { familyId: firebase.familyId, date: DATE },
      },
      on: {
        'listeners.failed': { actions: ({ event }) => failures.push(event.error) },
      },
    });
    const actor = createActor(parent).start();
    await vi.waitFor(() => expect(failures).toHaveLength(4));
    actor.stop();
    expect(logged.mock.calls.map(([error]) => error as unknown)).toEqual(failures);
  });
});

const embedded: Store[] = [];
afterEach(() => {
  for (const store of embedded.splice(0)) store.close();
});

describeFailedWrites('embedded', async () => {
  const store = createIndexedDbStore({
    indexedDB: new IDBFactory(),
    keyRange: IDBKeyRange,
    databaseName: `failed-writes-${embedded.length}`,
  });
  embedded.push(store);
  // The task is there, so a title edit has something to save onto.
  await store.set(`families/fam/lists/${DATE}/ada/t1`, {
    title: 'Brush teeth',
    completed: false,
    order: 1,
  });
  // From now on IndexedDB aborts each save instead of committing it.
  vi.spyOn(IDBTransaction.prototype, 'commit').mockImplementation(function (this: IDBTransaction) {
    this.abort();
  });
  return { store, familyId: 'fam', rulesKeepTasksWhole: false };
});
