/**
 * Attacks on who belongs to a family, against the real rules: each tries to get around one
 * rule of membership, invites or a parent's own list of families, and must be denied with
 * nothing changed. The cases a family needs (joining, leaving, revoking) are allowed beside them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipUpdate, removalUpdate } from '../../src/app/effects/membershipEffects';
import { newPushId } from '../../src/store/pushId';
import {
  emailOf,
  invite,
  joining,
  nowSeconds,
  startRulesHarness,
  type Client,
  type CreatedFamily,
  type RulesHarness,
} from './support';

let h: RulesHarness;

beforeAll(async () => {
  h = await startRulesHarness();
});

afterAll(async () => {
  await h?.close();
});

const user = (client: Client) => ({ uid: client.uid ?? '', email: client.email, token: null });

/** A family of alice's that bob joined with an invite alice made. */
async function aliceAndBob(): Promise<{ alice: Client; bob: Client; family: CreatedFamily }> {
  const alice = h.signedIn(`alice-${newPushId()}`);
  const family = await h.newFamily(alice);
  const bob = h.signedIn(`bob-${newPushId()}`);
  const code = await invite(alice, family);
  expect(await bob.update(family.path, joining(bob, code))).toBe('allowed');
  return { alice, bob, family };
}

/** Runs `attack`, which must be denied, and checks that the family did not change. */
async function expectDenied(family: CreatedFamily, attack: () => Promise<string>) {
  const before = await h.valueAt(family.path);
  expect(await attack()).toBe('denied');
  expect(await h.valueAt(family.path)).toEqual(before);
}

describe('an invite admits one person, once', () => {
  it('joining consumes the invite: it is gone from the family afterwards', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const code = await invite(alice, family);
    const bob = h.signedIn('bob');
    expect(await bob.update('/', membershipUpdate(family.id, user(bob), new Date(), code))).toBe(
      'allowed',
    );
    expect(await h.valueAt(`${family.path}/invites/${code}`)).toBeNull();
  });

  it('one invite used by three people admits only the first', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const code = await invite(alice, family);
    const [bob, carol, dave] = ['bob', 'carol', 'dave'].map((uid) => h.signedIn(uid));
    expect(await bob!.update(family.path, joining(bob!, code))).toBe('allowed');
    await expectDenied(family, () => carol!.update(family.path, joining(carol!, code)));
    await expectDenied(family, () => dave!.update(family.path, joining(dave!, code)));
  });

  it('joining without using up the invite is denied', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const code = await invite(alice, family);
    const bob = h.signedIn('bob');
    const { [`invites/${code}`]: _consumed, ...keepingTheInvite } = joining(bob, code);
    await expectDenied(family, () => bob.update(family.path, keepingTheInvite));
  });

  it('joining while deleting another invite instead of one’s own is denied', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const code = await invite(alice, family);
    const other = await invite(alice, family);
    const bob = h.signedIn('bob');
    const { [`invites/${code}`]: _consumed, ...keepingTheInvite } = joining(bob, code);
    await expectDenied(family, () =>
      bob.update(family.path, { ...keepingTheInvite, [`invites/${other}`]: null }),
    );
  });

  it('a removed parent cannot rejoin with the invite they used', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const code = await invite(alice, family);
    const bob = h.signedIn('bob');
    expect(await bob.update(family.path, joining(bob, code))).toBe('allowed');
    const removal = removalUpdate(family.id, 'bob', { invites: [], self: false });
    expect(await alice.update('/', removal)).toBe('allowed');
    await expectDenied(family, () => bob.update(family.path, joining(bob, code)));
  });

  it('a removed parent cannot rejoin with an invite they made while a member', async () => {
    const { alice, bob, family } = await aliceAndBob();
    const own = await invite(bob, family);
    // Even when the removal leaves their invite behind, it admits nobody once they are out.
    const removal = removalUpdate(family.id, bob.uid ?? '', { invites: [], self: false });
    expect(await alice.update('/', removal)).toBe('allowed');
    expect(await h.valueAt(`${family.path}/invites/${own}`)).not.toBeNull();
    await expectDenied(family, () => bob.update(family.path, joining(bob, own)));
    const carol = h.signedIn(`carol-${newPushId()}`);
    await expectDenied(family, () => carol.update(family.path, joining(carol, own)));
  });

  it('removing a parent with the app’s update deletes the invites they made', async () => {
    const { alice, bob, family } = await aliceAndBob();
    const own = await invite(bob, family);
    const removal = removalUpdate(family.id, bob.uid ?? '', { invites: [own], self: false });
    expect(await alice.update('/', removal)).toBe('allowed');
    expect(await h.valueAt(`${family.path}/invites/${own}`)).toBeNull();
  });

  it('any member may revoke an invite; a stranger may not', async () => {
    const { alice, bob, family } = await aliceAndBob();
    const code = await invite(alice, family);
    await expectDenied(family, () =>
      h.signedIn('mallory').remove(`${family.path}/invites/${code}`),
    );
    expect(await bob.remove(`${family.path}/invites/${code}`)).toBe('allowed');
  });
});

describe('who a joiner says they are', () => {
  it.each<[string, 'verified' | 'unverified' | 'none', (uid: string) => object]>([
    ['a joiner whose token has no email', 'none', () => ({ joined: nowSeconds() })],
    [
      'a joiner whose email is not verified',
      'unverified',
      (uid) => ({ email: emailOf(uid), joined: nowSeconds() }),
    ],
    [
      'a joiner claiming to have joined long ago',
      'verified',
      (uid) => ({ email: emailOf(uid), joined: -1e18 }),
    ],
    [
      'a joiner claiming to join an hour from now',
      'verified',
      (uid) => ({ email: emailOf(uid), joined: nowSeconds() + 3600 }),
    ],
    ['a joiner with no join time', 'verified', (uid) => ({ email: emailOf(uid) })],
  ])('%s is denied', async (_case, tokenEmail, person) => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const code = await invite(alice, family);
    const joiner = h.signedIn(`joiner-${newPushId()}`, tokenEmail);
    const uid = joiner.uid ?? '';
    await expectDenied(family, () =>
      joiner.update(family.path, {
        ...joining(joiner, code),
        [`people/${uid}`]: { ...person(uid), invite: code },
      }),
    );
  });
});

describe('a family always keeps a member', () => {
  it('the last member cannot leave', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const leaving = removalUpdate(family.id, 'alice', { invites: [], self: true });
    await expectDenied(family, () => alice.update('/', leaving));
    await expectDenied(family, () => alice.remove(`${family.path}/members/alice`));
  });

  it('a co-parent cannot remove every member, themselves included, in one update', async () => {
    const { alice, bob, family } = await aliceAndBob();
    const [a, b] = [alice.uid ?? '', bob.uid ?? ''];
    await expectDenied(family, () =>
      bob.update(family.path, {
        [`members/${a}`]: null,
        [`people/${a}`]: null,
        [`members/${b}`]: null,
        [`people/${b}`]: null,
      }),
    );
    await expectDenied(family, () => bob.remove(`${family.path}/members`));
  });

  it('a parent can leave while another member remains', async () => {
    const { alice, bob, family } = await aliceAndBob();
    const leaving = removalUpdate(family.id, bob.uid ?? '', { invites: [], self: true });
    expect(await bob.update('/', leaving)).toBe('allowed');
    expect(await h.valueAt(`${family.path}/members`)).toEqual({ [alice.uid ?? '']: 'parent' });
    expect(await h.valueAt(`users/${bob.uid}/families/${family.id}`)).toBeNull();
  });

  it('a member cannot delete another member’s record while they stay a member', async () => {
    const { alice, bob, family } = await aliceAndBob();
    await expectDenied(family, () => bob.remove(`${family.path}/people/${alice.uid}`));
  });
});

describe('each parent’s list of families is theirs alone', () => {
  it('a co-parent cannot take the family off another parent’s list, or add to it', async () => {
    const { alice, bob, family } = await aliceAndBob();
    const listed = `users/${alice.uid}/families/${family.id}`;
    expect(await bob.remove(listed)).toBe('denied');
    expect(await bob.set(`users/${alice.uid}/families/${newPushId()}`, true)).toBe('denied');
    expect(await bob.update('/', { [listed]: null })).toBe('denied');
    expect(await h.valueAt(listed)).toBe(true);
  });

  it('a parent cannot list a family they are not a member of, even with a valid invite code', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    await invite(alice, family);
    const mallory = h.signedIn('mallory');
    expect(await mallory.set(`users/mallory/families/${family.id}`, true)).toBe('denied');
  });
});
