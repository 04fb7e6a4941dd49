/**
 * The embedded store as the app opens it keeps the rules Firebase keeps: every value the rules
 * suite attacks with (`test/rules/valueAttackTable.ts`) is refused with nothing written, and it
 * counts what the rules cannot (tasks per kid per day, library groups, items, open invites).
 * The app's own writes still go through.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../machines/calendar';
import { parseTemplates } from '../../machines/domain/family';
import { seedDay } from '../../machines/domain/seeding';
import {
  MAX_GROUP_ITEMS,
  MAX_LIBRARY_GROUPS,
  MAX_OPEN_INVITES,
  MAX_TASKS_PER_LIST,
} from '../../machines/domain/limits';
import { replaceFamily } from '../../src/app/backup/backupEffects';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from '../../src/app/backup/backupFile';
import { isStoreError } from '../../src/store/errors';
import { withFamilyRules } from '../../src/store/familyRules';
import type { Store } from '../../src/store/port';
import { newPushId } from '../../src/store/pushId';
import { readOnce } from '../../src/store/readOnce';
import {
  ATTACK_DAY,
  FIXTURE_REQUEST,
  FIXTURE_REWARD,
  TASK,
  VALUE_ATTACKS,
  familyFixture,
  fixtureRequest,
} from '../rules/valueAttackTable';
import { freshDatabase } from './indexedDbSupport';

const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

const FAMILY = 'families/fam';
const taskId = newPushId();

async function checkedStore() {
  const store = withFamilyRules(freshDatabase().open());
  stores.push(store);
  await store.set(FAMILY, familyFixture(taskId));
  return store;
}

async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    if (isStoreError(error) && error.code === 'INVALID_VALUE') return error.message;
    throw error;
  }
  throw new Error('The write was made.');
}

describe('the embedded store refuses what the rules refuse', () => {
  it.each(VALUE_ATTACKS.map((attack) => [attack.name, attack] as const))(
    '%s is refused, and nothing changes',
    async (_name, attack) => {
      const store = await checkedStore();
      const before = await readOnce(store, FAMILY);
      const path = `${FAMILY}/${attack.path.replace(TASK, taskId)}`;
      expect(await refusal(store.set(path, attack.value))).toMatch(/^This can’t be saved: .+ at /);
      expect(await readOnce(store, FAMILY)).toEqual(before);
    },
  );
});

describe('the embedded store counts what the rules cannot', () => {
  it('a kid’s day holds at most 200 tasks', async () => {
    const store = await checkedStore();
    const kid = `${FAMILY}/lists/${ATTACK_DAY}/bo`;
    const tasks = Object.fromEntries(
      Array.from({ length: MAX_TASKS_PER_LIST }, (_, index) => [
        `t${index}`,
        { title: 'Tidy up', completed: false, order: index },
      ]),
    );
    await store.set(kid, tasks);
    const one = { title: 'One more', completed: false, order: 999 };
    expect(await refusal(store.push(kid, one))).toContain(
      `at lists/${ATTACK_DAY}/bo holds more than ${MAX_TASKS_PER_LIST} tasks`,
    );
    await store.remove(`${kid}/t0`);
    await store.push(kid, one);
    expect(Object.keys((await readOnce(store, kid)) as object)).toHaveLength(MAX_TASKS_PER_LIST);
  });

  it.each<[string, string, number, (index: number) => unknown]>([
    ['library groups', 'lists/library', MAX_LIBRARY_GROUPS, () => ({ title: 'Bedtime', items: 0 })],
    [
      'items in a group',
      'lists/library/g/items',
      MAX_GROUP_ITEMS,
      (index) => ({ title: 'Pyjamas', order: index }),
    ],
    [
      'open invites',
      'invites',
      MAX_OPEN_INVITES,
      () => ({ by: 'parent-1', expires: Math.floor(Date.now() / 1000) + 3600 }),
    ],
  ])('%s: the most are kept, one more is refused', async (_what, path, most, value) => {
    const store = await checkedStore();
    if (path.startsWith('lists/library/g')) {
      await store.set(`${FAMILY}/lists/library/g`, { title: 'Bedtime', items: 0 });
    }
    const many = Object.fromEntries(
      Array.from({ length: most }, (_, index) => [newPushId(), value(index)]),
    );
    await store.update(`${FAMILY}/${path}`, many);
    expect(await refusal(store.set(`${FAMILY}/${path}/${newPushId()}`, value(0)))).toContain(
      `at ${path} holds more than ${most}`,
    );
  });
});

describe('the app’s own writes go through', () => {
  it('a tick, a title, a moved task, a picture, a removal and the part-of-day times', async () => {
    const store = await checkedStore();
    const task = `${FAMILY}/lists/${ATTACK_DAY}/ada/${taskId}`;
    await store.set(`${task}/completed`, Math.floor(Date.now() / 1000));
    await store.update(task, { title: 'Brush your teeth', order: 2, picture: '🪥' });
    await store.set(`${FAMILY}/config/partStarts/evening`, 1100);
    await store.set(`${FAMILY}/config/partStarts/afternoon`, 700);
    await store.remove(`${task}/picture`);
    expect(await readOnce(store, task)).toMatchObject({ title: 'Brush your teeth', order: 2 });
    // A whole task without a title is refused; a tick is judged by its own rule alone, so it
    // shows at once (a tick on a task deleted in another tab is undone by the board).
    const untitled = { completed: false, order: 3 };
    expect(await refusal(store.set(`${FAMILY}/lists/${ATTACK_DAY}/ada/new`, untitled))).toMatch(
      /has no title/,
    );
    expect(await refusal(store.set(`${task}/completed`, 'yes'))).toMatch(/completed is neither/);
  });

  const seeding = (templates: unknown, kidIds: string[]) => ({
    date: '2026-11-23' as CalendarDate,
    today: '2026-11-23' as CalendarDate,
    templates: parseTemplates(templates),
    kidIds,
  });

  it('seeding a day from the routine, in its transaction', async () => {
    const store = await checkedStore();
    const routine = { ada: { r1: { title: 'Piano', order: 1, days: '12345' } } };
    await store.set(`${FAMILY}/lists/templates`, routine);
    const result = await store.transaction(`${FAMILY}/lists/2026-11-23`, (current) =>
      seedDay(current, seeding(routine, ['ada', 'bo']), Math.floor(Date.now() / 1000)),
    );
    expect(result.committed).toBe(true);
    const seeded = (await readOnce(store, `${FAMILY}/lists/2026-11-23/ada`)) as object;
    expect(Object.values(seeded)).toMatchObject([{ title: 'Piano', completed: false }]);
  });

  it('a seeding that would copy a routine for a kid not in the family is refused', async () => {
    const store = await checkedStore();
    const input = seeding({ ghost: { r1: { title: 'Piano', order: 1 } } }, ['ghost']);
    const seeded = store.transaction(`${FAMILY}/lists/2026-11-23`, (current) =>
      seedDay(current, input, Math.floor(Date.now() / 1000)),
    );
    expect(await refusal(seeded)).toContain('"ghost" at lists/2026-11-23/ghost is not a kid');
    expect(await readOnce(store, `${FAMILY}/lists/2026-11-23`)).toBeNull();
  });
});

describe('removals', () => {
  it('removing the last task of a kid’s day, and the last group, goes through', async () => {
    const store = await checkedStore();
    await store.remove(`${FAMILY}/lists/${ATTACK_DAY}/ada/${taskId}`);
    expect(await readOnce(store, `${FAMILY}/lists/${ATTACK_DAY}`)).toBeNull();
    await store.set(`${FAMILY}/lists/library/g`, {
      title: 'Bedtime',
      items: { i: { title: 'Pyjamas', order: 1 } },
    });
    await store.update(`${FAMILY}/lists/library/g`, { 'items/i': null });
    await store.update(`${FAMILY}/lists/library`, { g: null });
    expect(await readOnce(store, `${FAMILY}/lists/library`)).toBeNull();
  });
});

describe('a kid’s rewards ledger takes new entries only', () => {
  const ledger = `${FAMILY}/rewards/ledger/ada`;
  const entry = `${ledger}/${FIXTURE_REQUEST}`;
  const at = () => Math.floor(Date.now() / 1000);
  const grant = () => ({ type: 'grant', by: 'grown-up', at: at(), request: FIXTURE_REQUEST });
  const NEVER_CHANGED =
    /at rewards\/ledger\/ada\/-Request0+ is a ledger entry, which is never changed or removed/;

  it('new entries, a reward changed and archived, and a week settled again go through', async () => {
    const store = await checkedStore();
    const bonus = { type: 'bonus', by: 'grown-up', at: at(), stars: 2, reason: 'Helped' };
    await store.push(ledger, grant());
    await store.set(`${ledger}/${newPushId()}`, bonus);
    await store.update(`${FAMILY}/rewards/catalogue/${FIXTURE_REWARD}`, {
      cost: 8,
      archived: true,
    });
    await store.set(`${FAMILY}/rewards/settled/ada/2026-11-16`, 9);
    expect(Object.keys((await readOnce(store, ledger)) as object)).toHaveLength(3);
    expect(await readOnce(store, `${FAMILY}/rewards/settled/ada/2026-11-16`)).toBe(9);
  });

  it('an entry sent again exactly as it is changes nothing, and goes through', async () => {
    const store = await checkedStore();
    await store.set(entry, { ...fixtureRequest });
    expect(await readOnce(store, entry)).toEqual(fixtureRequest);
  });

  it('a restore over the family takes the backup’s catalogue and settled weeks, and leaves the ledger', async () => {
    const store = await checkedStore();
    const { config, lists } = familyFixture(taskId);
    const catalogue = { [newPushId()]: { title: 'Park', cost: 20, needsYes: true, made: at() } };
    const settled = { bo: { '2026-11-09': 2 } };
    const ledger = { ada: { [newPushId()]: grant() } };
    const family = { config, lists, rewards: { catalogue, ledger, settled } } as object;
    await replaceFamily(store, 'fam', {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exported: '',
      family: family as Backup['family'],
    });
    expect(await readOnce(store, `${FAMILY}/rewards`)).toEqual({
      catalogue,
      ledger: { ada: { [FIXTURE_REQUEST]: fixtureRequest } },
      settled,
    });
  });

  it.each<[string, (store: Store) => Promise<unknown>]>([
    ['a field of it changed', (store) => store.set(`${entry}/cost`, 1)],
    ['it overwritten with another entry', (store) => store.set(entry, grant())],
    ['it removed', (store) => store.remove(entry)],
    [
      'it removed in an update of the kid’s ledger',
      (store) => store.update(ledger, { [FIXTURE_REQUEST]: null }),
    ],
    ['the kid’s ledger removed', (store) => store.remove(ledger)],
    [
      'the kid’s ledger written whole without it',
      (store) => store.set(ledger, { [newPushId()]: grant() }),
    ],
    ['all the rewards removed', (store) => store.remove(`${FAMILY}/rewards`)],
    [
      'the whole family written again without it',
      (store) => store.set(FAMILY, { ...familyFixture(taskId), rewards: null }),
    ],
    [
      'it changed in a transaction',
      (store) => store.transaction(entry, (current) => ({ ...(current as object), cost: 1 })),
    ],
  ])('%s is refused, and nothing changes', async (_what, write) => {
    const store = await checkedStore();
    const before = await readOnce(store, FAMILY);
    expect(await refusal(write(store))).toMatch(NEVER_CHANGED);
    expect(await readOnce(store, FAMILY)).toEqual(before);
  });
});
