/**
 * Away days in a backup and in the embedded store (docs/design.md "Away days"): a backup carries
 * them, a restore puts them back, whether as a new family or over the family, and both refuse
 * what the rules refuse, and the one bound the rules cannot check: at most 366 days.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { replaceFamily } from '../../src/app/backup/backupEffects';
import { backupOf, parseBackup } from '../../src/app/backup/backupFile';
import { restoreAsNewFamily } from '../../src/app/backup/restoreEffects';
import { isStoreError } from '../../src/store/errors';
import { withFamilyRules } from '../../src/store/familyRules';
import type { Store, StoreSnapshot } from '../../src/store/port';
import { newPushId } from '../../src/store/pushId';
import { readOnce } from '../../src/store/readOnce';
import { familyFixture } from '../rules/valueAttackTable';
import { freshDatabase } from '../store/indexedDbSupport';

const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

const FAMILY = 'families/fam';
const made = 1_790_000_000;
const away = {
  [newPushId()]: { kid: 'ada', from: '2026-11-24', to: '2026-11-26', reason: 'Sick', made },
  [newPushId()]: { from: '2026-12-24', to: '2027-01-01', made },
};
const tree = () => ({ ...familyFixture(newPushId()), away, members: { p: 'parent' } });
const text = (family: object) =>
  JSON.stringify(backupOf(JSON.parse(JSON.stringify(family)) as StoreSnapshot, new Date()));

async function checkedStore() {
  const store = withFamilyRules(freshDatabase().open());
  stores.push(store);
  await store.set(FAMILY, familyFixture(newPushId()));
  return store;
}

describe('a backup', () => {
  it('carries the away days, and a restore as a new family puts them back', async () => {
    const read = parseBackup(text(tree()));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.backup.family.away).toEqual(away);
    const store = withFamilyRules(freshDatabase().open());
    stores.push(store);
    const input = { family: read.backup.family, user: null };
    const id = await restoreAsNewFamily(store, () => new Date(), false, input);
    expect(await readOnce(store, `families/${id}/away`)).toEqual(away);
  });

  it('restored over the family replaces its away days with the backup’s, or none', async () => {
    const store = await checkedStore();
    await store.set(`${FAMILY}/away/${newPushId()}`, {
      from: '2026-01-05',
      to: '2026-01-06',
      made,
    });
    const read = parseBackup(text(tree()));
    if (!read.ok) throw new Error(read.problem);
    await replaceFamily(store, 'fam', read.backup);
    expect(await readOnce(store, `${FAMILY}/away`)).toEqual(away);
    const { away: _away, ...without } = tree();
    const none = parseBackup(text(without));
    if (!none.ok) throw new Error(none.problem);
    await replaceFamily(store, 'fam', none.backup);
    expect(await readOnce(store, `${FAMILY}/away`)).toBeNull();
  });

  it('is refused with away days spanning more than 366 days, naming where', () => {
    const id = newPushId();
    const long = { ...tree(), away: { [id]: { from: '2026-01-01', to: '2027-01-02', made } } };
    const read = parseBackup(text(long));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problem).toContain(`at away/${id}/to is more than 366 days from from`);
    const year = { ...tree(), away: { [id]: { from: '2026-01-01', to: '2027-01-01', made } } };
    expect(parseBackup(text(year)).ok).toBe(true);
  });
});

describe('the embedded store', () => {
  it('takes away days, an early end and a removal', async () => {
    const store = await checkedStore();
    const entry = `${FAMILY}/away/${newPushId()}`;
    await store.set(entry, { kid: 'ada', from: '2026-11-24', to: '2026-11-28', made });
    await store.set(`${entry}/to`, '2026-11-25');
    expect(await readOnce(store, `${entry}/to`)).toBe('2026-11-25');
    await store.remove(entry);
    expect(await readOnce(store, `${FAMILY}/away`)).toBeNull();
  });

  it('refuses an early end before the first day, or a range over 366 days', async () => {
    const store = await checkedStore();
    const entry = `${FAMILY}/away/${newPushId()}`;
    await store.set(entry, { kid: 'ada', from: '2026-11-24', to: '2026-11-28', made });
    for (const to of ['2026-11-23', '2027-11-28']) {
      const refused = await store.set(`${entry}/to`, to).then(
        () => null,
        (error: unknown) => (isStoreError(error) ? error.code : error),
      );
      expect(refused, to).toBe('INVALID_VALUE');
    }
    expect(await readOnce(store, `${entry}/to`)).toBe('2026-11-28');
  });
});
