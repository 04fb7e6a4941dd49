/**
 * The Realtime Database security rules (`database.rules.json`), case by case, against a local
 * Firebase-protocol server that enforces them, with real SDK clients. Each case has its own
 * family, so the cases share one server and stay independent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCalendarDate, type CalendarDate } from '../../machines/calendar';
import { parseConfig, type Task } from '../../machines/domain/family';
import { orderUpdate } from '../../machines/domain/reorder';
import { seedDay } from '../../machines/domain/seeding';
import { toggleAllUpdate } from '../../src/app/effects/boardEffects';
import { membershipUpdate, removalUpdate } from '../../src/app/effects/membershipEffects';
import { copyGroupUpdate, newGroupValue } from '../../src/app/library/libraryEffects';
import { kidChangeUpdate } from '../../src/app/settings/familySettingsEffects';
import {
  addingKid,
  movingKid,
  newKid,
  removingKid,
  changedKidList,
  type KidListChange,
} from '../../src/app/settings/kidList';
import { newPushId } from '../../src/store/pushId';
import {
  DAYS,
  emailOf,
  invite,
  joining,
  nowSeconds,
  startRulesHarness,
  type Client,
  type CreatedFamily,
  type RulesHarness,
} from './support';
import {
  ATTACK_DAY,
  TASK,
  VALUE_ATTACKS,
  fixturePartStarts,
  fixtureTask,
} from './valueAttackTable';

const DAY = '2026-11-22' as CalendarDate;

let h: RulesHarness;

beforeAll(async () => {
  h = await startRulesHarness();
});

afterAll(async () => {
  await h?.close();
});

/** A task in a kid's day, written by a member as the board's "add" does. */
async function addDayTask(
  member: Client,
  family: CreatedFamily,
  kid: string,
  title = 'Brush teeth',
  day: string = DAY,
) {
  const taskId = newPushId();
  const outcome = await member.update(`${family.path}/lists/${day}`, {
    [`${kid}/${taskId}`]: { title, completed: false, order: 1 },
  });
  expect(outcome).toBe('allowed');
  return { taskId, path: `${family.path}/lists/${day}/${kid}/${taskId}` };
}

describe('people who are not members', () => {
  it('a signed-out visitor cannot read a family', async () => {
    const family = await h.newFamily(h.signedIn('alice'));
    expect(await h.signedOut().read(family.path)).toBe('denied');
    expect(await h.signedOut().read(`${family.path}/config`)).toBe('denied');
  });

  it('a signed-out visitor cannot write to a family, and nothing changes', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const task = await addDayTask(alice, family, 'ada');
    const before = await h.valueAt(family.path);
    const visitor = h.signedOut();
    expect(await visitor.set(`${task.path}/completed`, nowSeconds())).toBe('denied');
    expect(await visitor.set(`${family.path}/config/name`, 'Ours now')).toBe('denied');
    expect(await h.valueAt(family.path)).toEqual(before);
  });

  it('a signed-in stranger cannot read a family', async () => {
    const family = await h.newFamily(h.signedIn('alice'));
    expect(await h.signedIn('mallory').read(family.path)).toBe('denied');
    expect(await h.signedIn('mallory').read(`${family.path}/lists/${DAY}`)).toBe('denied');
  });

  it('a signed-in stranger cannot write to a family, and nothing changes', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const task = await addDayTask(alice, family, 'ada');
    const before = await h.valueAt(family.path);
    const mallory = h.signedIn('mallory');
    expect(await mallory.set(`${task.path}/completed`, nowSeconds())).toBe('denied');
    expect(await mallory.set(`${family.path}/config/name`, 'Ours now')).toBe('denied');
    expect(await mallory.remove(`${family.path}/lists`)).toBe('denied');
    expect(
      await mallory.set(`${family.path}/invites/${newPushId()}`, {
        by: 'mallory',
        expires: nowSeconds() + DAYS,
      }),
    ).toBe('denied');
    expect(await h.valueAt(family.path)).toEqual(before);
  });

  it('nothing outside a family can be read or written, even by a member', async () => {
    const alice = h.signedIn('alice');
    await h.newFamily(alice);
    expect(await alice.read('/')).toBe('denied');
    expect(await alice.read('families')).toBe('denied');
    expect(await alice.set('notes/x', 'hello')).toBe('denied');
    expect(await h.signedOut().set('notes/x', 'hello')).toBe('denied');
  });
});

describe('a member at work', () => {
  it('a member can read their family', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    expect(await alice.read(family.path)).toBe('allowed');
    expect(await alice.read(`${family.path}/lists/templates`)).toBe('allowed');
  });

  it('a member can tick a task, untick it and tick all of a kid’s tasks at once', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const first = await addDayTask(alice, family, 'ada');
    const second = await addDayTask(alice, family, 'ada', 'Feed the cat');
    const ticked = nowSeconds();
    expect(await alice.set(`${first.path}/completed`, ticked)).toBe('allowed');
    expect(await h.valueAt(`${first.path}/completed`)).toBe(ticked);
    expect(await alice.set(`${first.path}/completed`, false)).toBe('allowed');
    const tasks: Task[] = [first, second].map(({ taskId }) => ({
      id: taskId,
      title: 'x',
      completed: false,
      order: 1,
    }));
    const all = toggleAllUpdate(tasks, nowSeconds());
    expect(await alice.update(`${family.path}/lists/${DAY}/ada`, all)).toBe('allowed');
  });

  it('a member can add a task for several kids, rename it, reorder and delete tasks', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const [ada, bo] = [newPushId(), newPushId()];
    expect(
      await alice.update(`${family.path}/lists/${DAY}`, {
        [`ada/${ada}`]: { title: 'Tidy up', completed: false, order: 1 },
        [`bo/${bo}`]: { title: 'Tidy up', completed: false, order: 1 },
      }),
    ).toBe('allowed');
    const adaPath = `${family.path}/lists/${DAY}/ada/${ada}`;
    expect(await alice.set(`${adaPath}/title`, 'Tidy the bedroom')).toBe('allowed');
    const second = await addDayTask(alice, family, 'ada', 'Read');
    const rows = [
      { id: ada, order: 1 },
      { id: second.taskId, order: 1 },
    ];
    expect(await alice.update(`${family.path}/lists/${DAY}/ada`, orderUpdate(rows, 1, 0))).toBe(
      'allowed',
    );
    expect(await alice.remove(adaPath)).toBe('allowed');
    expect(await h.valueAt(adaPath)).toBeNull();
  });

  it('a member can run the seeding transaction on a new day', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const routineTask = newPushId();
    expect(
      await alice.update(`${family.path}/lists/templates`, {
        [`ada/${routineTask}`]: { title: 'Make the bed', order: 1 },
      }),
    ).toBe('allowed');
    const today = toCalendarDate(new Date());
    const templates = {
      ada: [{ id: routineTask, title: 'Make the bed', completed: false as const, order: 1 }],
    };
    const input = { date: today, today, templates, kidIds: family.kids };
    expect(
      await alice.transaction(`${family.path}/lists/${today}`, (current) =>
        seedDay(current, input, nowSeconds()),
      ),
    ).toBe('allowed');
    const day = (await h.valueAt(`${family.path}/lists/${today}`)) as Record<string, unknown>;
    expect(typeof day._seeded).toBe('number');
    expect(day.ada).toEqual({
      [routineTask]: { title: 'Make the bed', completed: false, order: 1 },
    });
  });

  it('a member can rename a kid, add one, move one and remove one with its routine', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice, ['Ada', 'Bo']);
    const rename = kidChangeUpdate({ familyId: family.id, kidId: 'ada', name: 'Adeline' });
    expect(await alice.update(family.path, rename)).toBe('allowed');
    expect(await h.valueAt(`${family.path}/config/names/ada`)).toBe('Adeline');
    const recolor = kidChangeUpdate({
      familyId: family.id,
      kidId: 'bo',
      color: '#2a9d8f',
      emoji: '🐙',
    });
    expect(await alice.update(family.path, recolor)).toBe('allowed');
    const config = () => h.valueAt(`${family.path}/config`).then(parseConfig);
    // As the Family view does, while it listens to the config: a transaction on it as stored.
    const listening = await alice.listen(`${family.path}/config`);
    const changeKids = (change: KidListChange) =>
      alice.transaction(`${family.path}/config`, (current) => changedKidList(current, change));
    const cy = newKid(await config(), 'Cy', () => 'x1y2');
    expect(await changeKids(addingKid(cy))).toBe('allowed');
    expect(await changeKids(movingKid(cy.id, 0))).toBe('allowed');
    await alice.update(`${family.path}/lists/templates`, {
      [`bo/${newPushId()}`]: { title: 'Walk the dog', order: 1 },
    });
    expect(await changeKids(removingKid('bo'))).toBe('allowed');
    expect(await alice.remove(`${family.path}/lists/templates/bo`)).toBe('allowed');
    expect((await config()).kids.map((kid) => kid.id)).toEqual(['cy-x1y2', 'ada']);
    listening.stop();
  });

  it('a member can add a library group, fill it and copy it into a day and the routine', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const library = `${family.path}/lists/library`;
    const group = await alice.push(library, newGroupValue('Bedtime'));
    expect(group.outcome).toBe('allowed');
    expect(await h.valueAt(`${library}/${group.key}/items`)).toBe(0);
    const item = newPushId();
    const items = `${library}/${group.key}/items`;
    expect(await alice.set(`${items}/${item}`, { title: 'Pyjamas', order: 1 })).toBe('allowed');
    expect(await alice.set(`${library}/${group.key}/title`, 'Bedtime routine')).toBe('allowed');
    const stored = {
      id: group.key,
      title: 'Bedtime',
      items: [{ id: item, title: 'Pyjamas', completed: false as const, order: 1 }],
    };
    for (const target of [{ kind: 'day', date: DAY } as const, { kind: 'templates' } as const]) {
      const copy = copyGroupUpdate(stored, 'ada', target, [], newPushId);
      expect(await alice.update(`${family.path}/lists`, copy)).toBe('allowed');
    }
    expect(await alice.remove(`${items}/${item}`)).toBe('allowed');
    expect(await alice.remove(`${library}/${group.key}`)).toBe('allowed');
  });
});

describe('a signed-out request right after a member’s write', () => {
  // The server keeps the auth of the last writer with its data; a signed-out caller must
  // still be judged as nobody, not as that member.
  it('a signed-out visitor’s write is denied right after a member wrote to the family', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const task = await addDayTask(alice, family, 'ada');
    const visitor = h.signedOut();
    expect(await alice.set(`${task.path}/completed`, nowSeconds())).toBe('allowed');
    expect(await visitor.set(`${task.path}/completed`, false)).toBe('denied');
    expect(await h.valueAt(`${task.path}/completed`)).not.toBe(false);
  });
});

describe('creating a family', () => {
  it('a signed-in user can create a family as its first member, then read it', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    expect(await h.valueAt(`${family.path}/members`)).toEqual({ alice: 'parent' });
    expect(await alice.read(family.path)).toBe('allowed');
  });

  it('creating a family that lists another uid as a member is denied', async () => {
    const alice = h.signedIn('alice');
    const path = `families/${newPushId()}`;
    const config = { name: 'F', kids: ['ada'], order: 'ada', names: { ada: 'Ada' } };
    const person = { email: emailOf('alice'), joined: nowSeconds() };
    expect(
      await alice.update(path, {
        config,
        'members/alice': 'parent',
        'people/alice': person,
        'members/bob': 'parent',
        'people/bob': { joined: nowSeconds() },
      }),
    ).toBe('denied');
    expect(
      await alice.update(path, { config, 'members/bob': 'parent', 'people/bob': person }),
    ).toBe('denied');
    expect(await h.valueAt(path)).toBeNull();
  });

  it('a family cannot be created without its config or by someone signed out', async () => {
    const alice = h.signedIn('alice');
    const path = `families/${newPushId()}`;
    const person = { email: emailOf('alice'), joined: nowSeconds() };
    expect(await alice.update(path, { 'members/alice': 'parent', 'people/alice': person })).toBe(
      'denied',
    );
    const config = { name: 'F', kids: ['ada'], order: 'ada' };
    expect(await h.signedOut().update(path, { config })).toBe('denied');
    expect(await h.valueAt(path)).toBeNull();
  });

  it('a non-member cannot overwrite an existing family by “creating” it again', async () => {
    const family = await h.newFamily(h.signedIn('alice'));
    const before = await h.valueAt(family.path);
    const mallory = h.signedIn('mallory');
    const config = { name: 'Mine', kids: ['eve'], order: 'eve', names: { eve: 'Eve' } };
    expect(
      await mallory.update(family.path, {
        config,
        'members/mallory': 'parent',
        'people/mallory': { email: emailOf('mallory'), joined: nowSeconds() },
      }),
    ).toBe('denied');
    expect(await mallory.set(family.path, { config })).toBe('denied');
    expect(await h.valueAt(family.path)).toEqual(before);
  });
});

describe('joining with an invite', () => {
  it('a signed-in user can join with a valid invite, and can then read the family', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const code = await invite(alice, family);
    const bob = h.signedIn('bob');
    expect(await bob.read(family.path)).toBe('denied');
    expect(await bob.update(family.path, joining(bob, code))).toBe('allowed');
    expect(await bob.read(family.path)).toBe('allowed');
    expect(await h.valueAt(`${family.path}/people/bob/invite`)).toBe(code);
  });

  it('joining with an expired invite is denied', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    // No rule-abiding client can write an invite that has already expired.
    const code = newPushId();
    await h.withoutRules(() =>
      alice.set(`${family.path}/invites/${code}`, { by: 'alice', expires: nowSeconds() - 60 }),
    );
    const bob = h.signedIn('bob');
    expect(await bob.update(family.path, joining(bob, code))).toBe('denied');
    expect(await h.valueAt(`${family.path}/members/bob`)).toBeNull();
  });

  it('joining with a made-up code is denied', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    await invite(alice, family);
    const bob = h.signedIn('bob');
    expect(await bob.update(family.path, joining(bob, newPushId()))).toBe('denied');
    const withoutCode = { email: emailOf('bob'), joined: nowSeconds() };
    expect(
      await bob.update(family.path, { 'members/bob': 'parent', 'people/bob': withoutCode }),
    ).toBe('denied');
    expect(await h.valueAt(`${family.path}/members/bob`)).toBeNull();
  });

  it('a joiner cannot add someone else as a member, nor change the family as they join', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const code = await invite(alice, family);
    const bob = h.signedIn('bob');
    expect(
      await bob.update(family.path, {
        ...joining(bob, code),
        'members/mallory': 'parent',
        'people/mallory': { joined: nowSeconds(), invite: code },
      }),
    ).toBe('denied');
    expect(await bob.update(family.path, { ...joining(bob, code), 'config/name': 'Bob’s' })).toBe(
      'denied',
    );
    expect(
      await bob.update(family.path, {
        ...joining(bob, code),
        'people/bob': { email: emailOf('alice'), joined: nowSeconds(), invite: code },
      }),
    ).toBe('denied');
    expect(await h.valueAt(`${family.path}/members`)).toEqual({ alice: 'parent' });
  });
});

describe('following an invite link again', () => {
  // The app's join treats a refused write as fine when it can then read its own membership.
  it('a member who follows an invite link again is refused, and can still read their membership', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const code = await invite(alice, family);
    expect(await alice.update(family.path, joining(alice, code))).toBe('denied');
    expect(await alice.read(`${family.path}/members/alice`)).toBe('allowed');
    expect(await h.signedIn('bob').read(`${family.path}/members/bob`)).toBe('denied');
  });
});

describe('managing members', () => {
  it('a member can remove a member, who can then no longer read the family', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const bob = h.signedIn('bob');
    expect(await bob.update(family.path, joining(bob, await invite(alice, family)))).toBe(
      'allowed',
    );
    expect(await bob.read(family.path)).toBe('allowed');
    expect(await alice.update(family.path, { 'members/bob': null, 'people/bob': null })).toBe(
      'allowed',
    );
    expect(await bob.read(family.path)).toBe('denied');
    expect(await h.valueAt(`${family.path}/people/bob`)).toBeNull();
  });

  it('a member can leave the family', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const bob = h.signedIn('bob');
    await bob.update(family.path, joining(bob, await invite(alice, family)));
    expect(await bob.update(family.path, { 'members/bob': null, 'people/bob': null })).toBe(
      'allowed',
    );
    expect(await h.valueAt(`${family.path}/members`)).toEqual({ alice: 'parent' });
  });

  it('a member cannot add someone else, change a member’s value or write their record', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const bob = h.signedIn('bob');
    await bob.update(family.path, joining(bob, await invite(alice, family)));
    const before = await h.valueAt(family.path);
    expect(await alice.set(`${family.path}/members/carol`, 'parent')).toBe('denied');
    expect(await alice.set(`${family.path}/members/bob`, 'admin')).toBe('denied');
    expect(await alice.set(`${family.path}/people/bob/email`, 'eve@example.com')).toBe('denied');
    expect(await alice.set(`${family.path}/people/carol`, { joined: nowSeconds() })).toBe('denied');
    expect(await alice.remove(`${family.path}/members`)).toBe('denied');
    expect(await h.signedIn('mallory').remove(`${family.path}/members/bob`)).toBe('denied');
    expect(await h.valueAt(family.path)).toEqual(before);
  });
});

describe('invites', () => {
  it('a member can create an invite that expires within 7 days, and delete it', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const code = await invite(alice, family, nowSeconds() + 7 * DAYS);
    expect(await alice.remove(`${family.path}/invites/${code}`)).toBe('allowed');
    expect(await h.valueAt(`${family.path}/invites/${code}`)).toBeNull();
  });

  it.each([
    ['that has already expired', { by: 'alice', expires: -60 }],
    ['more than 7 days ahead', { by: 'alice', expires: 7 * DAYS + 3600 }],
    ['30 days ahead', { by: 'alice', expires: 30 * DAYS }],
    ['with an expiry that is not a number', { by: 'alice', expires: 'next week' }],
    ['made by someone else', { by: 'bob', expires: DAYS }],
    ['with an unknown field', { by: 'alice', expires: DAYS, uses: 3 }],
  ])('an invite %s is rejected', async (_case, { expires, ...rest }) => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const path = `${family.path}/invites/${newPushId()}`;
    const value = {
      ...rest,
      expires: typeof expires === 'number' ? nowSeconds() + expires : expires,
    };
    expect(await alice.set(path, value)).toBe('denied');
    expect(await h.valueAt(path)).toBeNull();
  });

  it('an invite code must look like a push id, and an invite cannot be changed', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const valid = { by: 'alice', expires: nowSeconds() + DAYS };
    expect(await alice.set(`${family.path}/invites/letmein`, valid)).toBe('denied');
    const code = await invite(alice, family);
    expect(await alice.set(`${family.path}/invites/${code}/expires`, nowSeconds() + 2 * DAYS)).toBe(
      'denied',
    );
  });
});

describe('shapes', () => {
  const ok = { title: 'Brush teeth', completed: false, order: 1 };

  it('a task title of 1,000 characters is accepted', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const path = `${family.path}/lists/${DAY}/ada/${newPushId()}`;
    expect(await alice.set(path, { ...ok, title: 'x'.repeat(1000) })).toBe('allowed');
  });

  // The one table of attacks on stored values, which the restore is fed too
  // (test/app/restoreAttacks.test.ts): each is denied, and nothing changes.
  const onTheServer = VALUE_ATTACKS.filter((attack) => attack.localServer !== false);
  it.each(onTheServer.map((attack) => [attack.name, attack] as const))(
    '%s is rejected',
    async (_name, attack) => {
      const alice = h.signedIn('alice');
      const family = await h.newFamily(alice);
      const existing = await addDayTask(alice, family, 'ada', fixtureTask.title, ATTACK_DAY);
      const starts = `${family.path}/config/partStarts`;
      expect(await alice.set(starts, fixturePartStarts)).toBe('allowed');
      const before = await h.valueAt(family.path);
      const path = `${family.path}/${attack.path.replace(TASK, existing.taskId)}`;
      expect(await alice.set(path, attack.value)).toBe('denied');
      expect(await h.valueAt(family.path)).toEqual(before);
    },
  );

  it('a tick on a task deleted meanwhile does not bring back half a task', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const gone = await addDayTask(alice, family, 'ada');
    expect(await alice.remove(gone.path)).toBe('allowed');
    expect(await alice.set(`${gone.path}/completed`, nowSeconds())).toBe('denied');
    expect(await h.valueAt(gone.path)).toBeNull();
  });
});

describe('each parent’s list of families', () => {
  const user = (client: Client) => ({ uid: client.uid ?? '', email: client.email, token: null });

  it('creating a family lists it for its creator, who alone can read the list', async () => {
    const lena = h.signedIn('lena');
    const family = await h.newFamily(lena);
    expect(await h.valueAt('users/lena/families')).toEqual({ [family.id]: true });
    expect(await lena.read('users/lena/families')).toBe('allowed');
    expect(await h.signedIn('mallory').read('users/lena/families')).toBe('denied');
    expect(await h.signedOut().read('users/lena')).toBe('denied');
  });

  it('joining with an invite lists the family for the joiner, in the same write', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const bob = h.signedIn('bob');
    const code = await invite(alice, family);
    expect(await bob.update('/', membershipUpdate(family.id, user(bob), new Date(), code))).toBe(
      'allowed',
    );
    expect(await h.valueAt(`users/bob/families/${family.id}`)).toBe(true);
  });

  it('nobody can list a family they are not a member of, or write another parent’s list', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const mallory = h.signedIn('mallory');
    expect(await mallory.set(`users/mallory/families/${family.id}`, true)).toBe('denied');
    expect(await mallory.set(`users/alice/families/${newPushId()}`, true)).toBe('denied');
    expect(await alice.set(`users/alice/families/${family.id}`, 'yes')).toBe('denied');
    expect(await alice.set('users/alice/nickname', 'Al')).toBe('denied');
  });

  it('removing a member leaves their list to them: only they take the family off it', async () => {
    const petra = h.signedIn('petra');
    const family = await h.newFamily(petra);
    const otto = h.signedIn('otto');
    const code = await invite(petra, family);
    await otto.update('/', membershipUpdate(family.id, user(otto), new Date(), code));
    const removal = removalUpdate(family.id, 'otto', { invites: [], self: false });
    expect(removal).not.toHaveProperty(`users/otto/families/${family.id}`);
    expect(await petra.update('/', removal)).toBe('allowed');
    expect(await h.valueAt(`${family.path}/members`)).toEqual({ petra: 'parent' });
    expect(await petra.remove(`users/otto/families/${family.id}`)).toBe('denied');
    expect(await h.valueAt(`users/otto/families/${family.id}`)).toBe(true);
    expect(await otto.remove(`users/otto/families/${family.id}`)).toBe('allowed');
    expect(await h.valueAt('users/otto/families')).toBeNull();
    // A stranger cannot take a family off someone's list.
    expect(await h.signedIn('mallory').remove(`users/petra/families/${family.id}`)).toBe('denied');
  });
});
