/**
 * Changes to the kid list from two devices at once both take effect (docs/design.md "Nothing a
 * family does is lost"): each is a transaction on the config as stored, never a rewrite of the
 * whole list as one device saw it. Run through the Family view's own effects, on both stores.
 */
import { goOffline, goOnline } from 'firebase/database';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import { parseConfig, type FamilyConfig } from '../../machines/domain/family';
import { createFamilySettingsEffects } from '../../src/app/settings/familySettingsEffects';
import { createFirebaseStore } from '../../src/store/firebaseStore';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import type { Store } from '../../src/store/port';
import { newFamilyConfig } from '../../src/app/effects/familyEffects';
import { startRulesHarness, type RulesHarness } from '../rules/support';
import { nextValue } from './contract/support';

/** Runs one of the Family view's effects to its end, as its machine would. */
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

/** A device with the family's config open, as the Family view has it. */
async function device(store: Store, familyId: string) {
  const path = `families/${familyId}/config`;
  let config: FamilyConfig = parseConfig(await nextValue(store, path));
  const stop = store.subscribe(
    path,
    (value) => (config = parseConfig(value)),
    () => undefined,
  );
  const effects = createFamilySettingsEffects(store);
  return {
    stop,
    addKid: (name: string) => run(effects.addKid, { familyId, config, name }),
    removeKid: (kidId: string) => run(effects.removeKid, { familyId, config, kidId }),
  };
}

const namesOf = (config: FamilyConfig) => config.kids.map((kid) => kid.name);

describe('two devices change the kid list at once (Firebase, one device offline)', () => {
  let h: RulesHarness;
  beforeAll(async () => {
    h = await startRulesHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('ends with every added kid present and every removed kid gone', async () => {
    const phone = h.signedIn('parent');
    const tablet = h.signedIn('parent');
    const family = await h.newFamily(phone, ['Ada', 'Bo']);
    const onPhone = await device(createFirebaseStore(phone.db), family.id);
    const onTablet = await device(createFirebaseStore(tablet.db), family.id);

    goOffline(tablet.db);
    const deeAdded = onTablet.addKid('Dee');
    await onPhone.removeKid('bo');
    await onPhone.addKid('Cy');
    goOnline(tablet.db);
    await deeAdded;

    const stored = parseConfig(await h.valueAt(`${family.path}/config`));
    expect(namesOf(stored)).toEqual(['Ada', 'Cy', 'Dee']);
    expect(stored.kids.map((kid) => kid.id)).not.toContain('bo');
    const raw = (await h.valueAt(`${family.path}/config`)) as { names: Record<string, string> };
    expect(Object.keys(raw.names).sort()).toEqual(stored.kids.map((kid) => kid.id).sort());
    onPhone.stop();
    onTablet.stop();
  });
});

describe('two tabs change the kid list at once (embedded store)', () => {
  it('ends with every added kid present and every removed kid gone', async () => {
    const indexedDB = new IDBFactory();
    const open = () =>
      createIndexedDbStore({ indexedDB, keyRange: IDBKeyRange, databaseName: 'kid-edits' });
    const first = open();
    const second = open();
    await first.set('families/fam/config', newFamilyConfig({ name: 'F', kidNames: ['Ada', 'Bo'] }));
    const one = await device(first, 'fam');
    const two = await device(second, 'fam');

    await Promise.all([
      one.removeKid('bo').then(() => one.addKid('Cy')),
      two.addKid('Dee'),
      two.addKid('Eli'),
    ]);

    const stored = parseConfig(await nextValue(first, 'families/fam/config'));
    expect(namesOf(stored).sort()).toEqual(['Ada', 'Cy', 'Dee', 'Eli']);
    one.stop();
    two.stop();
    first.close();
    second.close();
  });
});
