/**
 * Away days' rules (docs/design.md "Away days"), against the real rules on the local Firebase
 * server: a member marks a kid or the whole family away, ends it early and removes it; nobody
 * else reads or writes any of it; a restored family carries its away days. The shapes the rules
 * refuse are in the one table of attacks (`valueAttackTable.ts`), run by `databaseRules.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipUpdate, removalUpdate } from '../../src/app/effects/membershipEffects';
import { newFamilyConfig } from '../../src/app/effects/familyEffects';
import { newPushId } from '../../src/store/pushId';
import {
  DAYS,
  invite,
  joining,
  nowSeconds,
  startRulesHarness,
  type Client,
  type RulesHarness,
} from './support';

let h: RulesHarness;

beforeAll(async () => {
  h = await startRulesHarness();
});

afterAll(async () => {
  await h?.close();
});

const adaAway = () => ({
  kid: 'ada',
  from: '2026-11-24',
  to: '2026-11-26',
  reason: 'At grandma’s',
  made: nowSeconds(),
});

/** A family of Alice's with Ada away Tuesday to Thursday. */
async function familyWithAway() {
  const alice = h.signedIn(`alice-${newPushId()}`);
  const family = await h.newFamily(alice);
  const away = `${family.path}/away`;
  const id = newPushId();
  expect(await alice.set(`${away}/${id}`, adaAway())).toBe('allowed');
  return { alice, family, away, entry: `${away}/${id}` };
}

describe('a member keeps the away days', () => {
  it('marks a kid, or the whole family, away; the longest reason is allowed', async () => {
    const { alice, away } = await familyWithAway();
    const whole = { from: '2026-12-24', to: '2026-12-24', made: nowSeconds() };
    expect(await alice.set(`${away}/${newPushId()}`, whole)).toBe('allowed');
    const long = { ...adaAway(), reason: 'x'.repeat(80) };
    expect(await alice.set(`${away}/${newPushId()}`, long)).toBe('allowed');
  });

  it('ends them early (the last day moves back) and removes them', async () => {
    const { alice, entry } = await familyWithAway();
    expect(await alice.set(`${entry}/to`, '2026-11-24')).toBe('allowed');
    expect(await h.valueAt(`${entry}/to`)).toBe('2026-11-24');
    // Not before the first day.
    expect(await alice.set(`${entry}/to`, '2026-11-23')).toBe('denied');
    expect(await alice.remove(entry)).toBe('allowed');
    expect(await h.valueAt(entry)).toBeNull();
  });

  it('made offline a month ago, they are taken when sent; made two days ahead, not', async () => {
    const { alice, away } = await familyWithAway();
    const monthAgo = { ...adaAway(), made: nowSeconds() - 30 * DAYS };
    expect(await alice.set(`${away}/${newPushId()}`, monthAgo)).toBe('allowed');
    const ahead = { ...adaAway(), made: nowSeconds() + 2 * DAYS };
    expect(await alice.set(`${away}/${newPushId()}`, ahead)).toBe('denied');
  });

  it('a removed kid’s away days stay, and can still be removed', async () => {
    const { alice, away } = await familyWithAway();
    const gone = `${away}/${newPushId()}`;
    expect(await alice.set(gone, { ...adaAway(), kid: 'zed-k3x9' })).toBe('allowed');
    expect(await alice.remove(gone)).toBe('allowed');
  });
});

describe('nobody else reads or writes the away days', () => {
  async function writesOf(stranger: Client, away: string, entry: string) {
    return [
      await stranger.set(`${away}/${newPushId()}`, adaAway()),
      await stranger.set(`${entry}/to`, '2026-11-30'),
      await stranger.remove(entry),
      await stranger.remove(away),
    ];
  }

  it.each([
    ['a signed-in stranger', () => h.signedIn(`mallory-${newPushId()}`)],
    ['a signed-out visitor', () => h.signedOut()],
  ])('%s can read none of them and write none of them', async (_who, who) => {
    const { family, away, entry } = await familyWithAway();
    const before = await h.valueAt(family.path);
    const stranger = who();
    expect(await stranger.read(away)).toBe('denied');
    expect(await writesOf(stranger, away, entry)).toEqual(['denied', 'denied', 'denied', 'denied']);
    expect(await h.valueAt(family.path)).toEqual(before);
  });

  it('a removed member can read and write none of them', async () => {
    const { alice, family, away, entry } = await familyWithAway();
    const bob = h.signedIn(`bob-${newPushId()}`);
    expect(await bob.update(family.path, joining(bob, await invite(alice, family)))).toBe(
      'allowed',
    );
    expect(await bob.read(away)).toBe('allowed');
    const removal = removalUpdate(family.id, bob.uid ?? '', { invites: [], self: false });
    expect(await alice.update('/', removal)).toBe('allowed');
    const before = await h.valueAt(family.path);
    expect(await bob.read(away)).toBe('denied');
    expect(await writesOf(bob, away, entry)).toEqual(['denied', 'denied', 'denied', 'denied']);
    expect(await h.valueAt(family.path)).toEqual(before);
  });
});

describe('a family restored as a new family carries its away days', () => {
  function restoring(parent: Client, id: string, away: object) {
    const path = `families/${id}`;
    const user = { uid: parent.uid ?? '', email: parent.email, token: null };
    return {
      [`${path}/config`]: newFamilyConfig({ name: 'The Testers', kidNames: ['Ada', 'Bo'] }),
      [`${path}/away`]: away,
      ...membershipUpdate(id, user, new Date()),
    };
  }

  it('made long ago, as the backup holds them', async () => {
    const carol = h.signedIn(`carol-${newPushId()}`);
    const away = {
      [newPushId()]: { ...adaAway(), made: nowSeconds() - 365 * DAYS },
      [newPushId()]: { from: '2025-08-01', to: '2025-08-14', reason: 'Holiday', made: 1 },
    };
    const id = newPushId();
    expect(await carol.update('/', restoring(carol, id, away))).toBe('allowed');
    expect(await h.valueAt(`families/${id}/away`)).toEqual(away);
  });

  it('but not over an existing family, by a stranger “creating” it again', async () => {
    const { family } = await familyWithAway();
    const before = await h.valueAt(family.path);
    const mallory = h.signedIn(`mallory-${newPushId()}`);
    const away = { [newPushId()]: { from: '2026-11-24', to: '2026-11-24', made: 1 } };
    expect(await mallory.update('/', restoring(mallory, family.id, away))).toBe('denied');
    expect(await h.valueAt(family.path)).toEqual(before);
  });
});
