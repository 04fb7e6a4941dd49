/**
 * One owner per field of the family's config (docs/design.md "Data layout"): every writer of
 * `config`, run through the app's own effects on a config with every field set, on both stores,
 * leaves each field it does not own as it was. The fields come from `CONFIG_FIELDS`, so a new
 * field must be given a value here (the typecheck asks) and an owner among the writers below.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import {
  CONFIG_FIELD_NAMES,
  CONFIG_FIELDS,
  type ConfigField,
} from '../../machines/domain/configFields';
import { parseConfig, type FamilyConfig } from '../../machines/domain/family';
import { readBackup, replaceFamily } from '../../src/app/backup/backupEffects';
import { createRestoreEffects } from '../../src/app/backup/restoreEffects';
import { createFamilyEffects } from '../../src/app/effects/familyEffects';
import { makePinRecord } from '../../src/app/kidMode/pin';
import { createFamilySettingsEffects } from '../../src/app/settings/familySettingsEffects';
import { createFirebaseStore } from '../../src/store/firebaseStore';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import type { Store } from '../../src/store/port';
import { databaseRules, startRulesHarness, type RulesHarness } from '../rules/support';
import { readValue } from './contract/support';

/** Runs one effect to its end, as its machine would. */
function run<T>(logic: AnyActorLogic, input: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const actor = createActor(logic, { input });
    actor.subscribe({
      complete: () => resolve(actor.getSnapshot().output as T),
      error: reject,
    });
    actor.start();
  });
}

/** A config with every field set, none of them to what a writer below would write. */
async function everyField(): Promise<Record<ConfigField, unknown>> {
  return {
    name: 'The Testers',
    kids: ['ada', 'bo', 'cy'],
    order: 'ada,bo,cy',
    names: { ada: 'Ada', bo: 'Bo', cy: 'Cy' },
    colors: { ada: '#e4572e', bo: '#2e86ab', cy: '#7b2cbf' },
    emojis: { ada: '🦊', bo: '🐢', cy: '🦄' },
    partStarts: { afternoon: 13 * 60, evening: 19 * 60 + 30 },
    pin: await makePinRecord('4071'),
    dayStart: 4,
  };
}

interface Family {
  store: Store;
  familyId: string;
  /** The config as the Family view holds it. */
  config: FamilyConfig;
}

/** A writer of part of the config, and the fields it owns. */
interface Writer {
  name: string;
  owns: readonly ConfigField[];
  write(family: Family): Promise<unknown>;
}

const settings = ({ store }: Family) => createFamilySettingsEffects(store);

const WRITERS: Writer[] = [
  {
    name: 'renaming the family',
    owns: ['name'],
    write: (f) => run(settings(f).saveFamilyName, { familyId: f.familyId, name: 'The Renamed' }),
  },
  {
    name: 'renaming a kid',
    owns: ['names'],
    write: (f) => run(settings(f).saveKid, { familyId: f.familyId, kidId: 'bo', name: 'Bob' }),
  },
  {
    name: 'recolouring a kid and changing their emoji',
    owns: ['colors', 'emojis'],
    write: (f) =>
      run(settings(f).saveKid, {
        familyId: f.familyId,
        kidId: 'bo',
        color: '#2a9d8f',
        emoji: '🐙',
      }),
  },
  {
    name: 'adding a kid',
    owns: ['kids', 'order', 'names', 'colors', 'emojis'],
    write: (f) => run(settings(f).addKid, { familyId: f.familyId, config: f.config, name: 'Dee' }),
  },
  {
    name: 'moving a kid',
    owns: ['kids', 'order', 'names', 'colors', 'emojis'],
    write: (f) =>
      run(settings(f).moveKid, { familyId: f.familyId, config: f.config, from: 2, to: 0 }),
  },
  {
    name: 'removing a kid',
    owns: ['kids', 'order', 'names', 'colors', 'emojis'],
    write: (f) =>
      run(settings(f).removeKid, { familyId: f.familyId, config: f.config, kidId: 'bo' }),
  },
  {
    name: 'setting the part-of-day times',
    owns: ['partStarts'],
    write: (f) =>
      run(settings(f).savePartStarts, {
        familyId: f.familyId,
        starts: { afternoon: 12 * 60, evening: 18 * 60 },
      }),
  },
  {
    name: 'setting the day start',
    owns: ['dayStart'],
    write: (f) => run(settings(f).saveDayStart, { familyId: f.familyId, dayStart: 3 }),
  },
  {
    name: 'setting the PIN',
    owns: ['pin'],
    write: (f) => run(settings(f).savePin, { familyId: f.familyId, pin: '1234' }),
  },
  {
    name: 'removing the PIN',
    owns: ['pin'],
    write: (f) => run(settings(f).savePin, { familyId: f.familyId, pin: null }),
  },
];

/** One store to run the writers on: a family on it with `config` stored, and how to read it. */
interface Backend {
  store: Store;
  newFamily(config: Record<string, unknown>): Promise<string>;
  configOf(familyId: string): Promise<unknown>;
  restoreAsNew: ReturnType<typeof createRestoreEffects>['restoreFamily'];
  createFamily: ReturnType<typeof createFamilyEffects>['createFamily'];
  user: { uid: string; email: string | null; token: null } | null;
}

const fieldsOf = (value: unknown) => (value ?? {}) as Record<string, unknown>;

function describeWriters(
  storeName: string,
  open: () => Promise<Backend & { close(): Promise<void> }>,
) {
  describe(`every writer of the config keeps the fields it does not own (${storeName})`, () => {
    let backend: Backend & { close(): Promise<void> };
    beforeAll(async () => {
      backend = await open();
    });
    afterAll(async () => {
      await backend?.close();
    });

    async function familyWithEveryField() {
      const stored = await everyField();
      const familyId = await backend.newFamily(stored);
      const before = fieldsOf(await backend.configOf(familyId));
      expect(Object.keys(before).sort()).toEqual([...CONFIG_FIELD_NAMES].sort());
      return { familyId, before };
    }

    it.each(WRITERS.map((writer) => [writer.name, writer] as const))('%s', async (_, writer) => {
      const { familyId, before } = await familyWithEveryField();
      const config = parseConfig(before);
      await writer.write({ store: backend.store, familyId, config });
      const after = fieldsOf(await backend.configOf(familyId));
      const changed = CONFIG_FIELD_NAMES.filter(
        (field) => JSON.stringify(after[field]) !== JSON.stringify(before[field]),
      );
      expect(changed.length, `${writer.name} changed nothing`).toBeGreaterThan(0);
      const notOwned = CONFIG_FIELD_NAMES.filter((field) => !writer.owns.includes(field));
      expect(Object.fromEntries(notOwned.map((field) => [field, after[field]]))).toEqual(
        Object.fromEntries(notOwned.map((field) => [field, before[field]])),
      );
    });

    it('a backup restored in place, or as a new family, gives back every field', async () => {
      const { familyId, before } = await familyWithEveryField();
      const backup = await readBackup(backend.store, familyId, new Date());
      await run(
        settings({ store: backend.store, familyId, config: parseConfig(before) }).saveFamilyName,
        {
          familyId,
          name: 'Changed since',
        },
      );
      await replaceFamily(backend.store, familyId, backup);
      expect(fieldsOf(await backend.configOf(familyId))).toEqual(before);
      const copyId = await run<string>(backend.restoreAsNew, {
        family: backup.family,
        user: backend.user,
      });
      expect(fieldsOf(await backend.configOf(copyId))).toEqual(before);
    });

    it('a new family writes only fields of the config', async () => {
      const familyId = await run<string>(backend.createFamily, {
        name: 'The New Ones',
        kidNames: ['Ada', 'Bo'],
        user: backend.user,
      });
      const written = Object.keys(fieldsOf(await backend.configOf(familyId)));
      expect(written.filter((field) => !(field in CONFIG_FIELDS))).toEqual([]);
    });
  });
}

it('every field of the config has a writer that owns it, and the rules know each field', () => {
  const owned = new Set(WRITERS.flatMap((writer) => writer.owns));
  expect(CONFIG_FIELD_NAMES.filter((field) => !owned.has(field))).toEqual([]);
  const ruled = databaseRules.rules as {
    families: { $family: { config: Record<string, unknown> } };
  };
  const children = Object.keys(ruled.families.$family.config).filter(
    (key) => !key.startsWith('.') && !key.startsWith('$'),
  );
  expect(children.sort()).toEqual([...CONFIG_FIELD_NAMES].sort());
});

describeWriters('embedded store', async () => {
  const store = createIndexedDbStore({
    indexedDB: new IDBFactory(),
    keyRange: IDBKeyRange,
    databaseName: 'config-writers',
  });
  let families = 0;
  return {
    store,
    user: null,
    async newFamily(config) {
      const familyId = `fam${++families}`;
      await store.set(`families/${familyId}/config`, config);
      return familyId;
    },
    configOf: (familyId) => readValue(store, `families/${familyId}/config`),
    restoreAsNew: createRestoreEffects(store, () => new Date(), false).restoreFamily,
    createFamily: createFamilyEffects(store, () => new Date(), false).createFamily,
    close: async () => store.close(),
  };
});

describeWriters('Firebase, with the rules', async () => {
  const h: RulesHarness = await startRulesHarness();
  const parent = h.signedIn('parent');
  const store = createFirebaseStore(parent.db);
  return {
    store,
    user: { uid: 'parent', email: parent.email, token: null },
    async newFamily(config) {
      const family = await h.newFamily(parent);
      expect(await parent.set(`${family.path}/config`, config)).toBe('allowed');
      return family.id;
    },
    configOf: (familyId) => h.valueAt(`families/${familyId}/config`),
    restoreAsNew: createRestoreEffects(store, () => new Date(), true).restoreFamily,
    createFamily: createFamilyEffects(store, () => new Date(), true).createFamily,
    async close() {
      store.close();
      await h.close();
    },
  };
});
