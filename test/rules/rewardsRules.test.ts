/**
 * The rewards' rules (docs/design.md "Rewards" and "Limits"), against the real rules on the local
 * Firebase server: members keep the catalogue and the settled weeks; a kid's ledger takes new
 * entries only, never a change or a removal; nobody else reads or writes any of it. The shapes
 * the rules refuse are in the one table of attacks (`valueAttackTable.ts`), run by
 * `databaseRules.test.ts`.
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

const reward = () => ({ title: 'Screen time', cost: 5, needsYes: true, made: nowSeconds() });

/** Every type of entry, as a grown-up or kid mode makes it, answering `request`. */
function entries(uid: string | null, request: string, rewardId: string) {
  const at = nowSeconds();
  const made = { at, ...(uid !== null && { uid }) };
  return {
    request: {
      type: 'request',
      by: 'kid',
      ...made,
      reward: rewardId,
      title: 'Screen time',
      cost: 5,
      needsYes: true,
    },
    cancel: { type: 'cancel', by: 'kid', ...made, request },
    grant: { type: 'grant', by: 'grown-up', ...made, request },
    decline: { type: 'decline', by: 'grown-up', ...made, request },
    declineWithReason: {
      type: 'decline',
      by: 'grown-up',
      ...made,
      request,
      reason: 'Not on a school night',
    },
    given: { type: 'given', by: 'grown-up', ...made, request },
    bonus: { type: 'bonus', by: 'grown-up', ...made, stars: 3, reason: 'Helped with dinner' },
    takeBack: { type: 'takeBack', by: 'grown-up', ...made, stars: 2, reason: 'Counted twice' },
    reversal: { type: 'reversal', by: 'grown-up', ...made, entry: request, reason: 'By mistake' },
  };
}

/** A family of Alice's with one reward and one request of Ada's in her ledger. */
async function familyWithRewards() {
  const alice = h.signedIn(`alice-${newPushId()}`);
  const family = await h.newFamily(alice);
  const rewards = `${family.path}/rewards`;
  const rewardId = newPushId();
  expect(await alice.set(`${rewards}/catalogue/${rewardId}`, reward())).toBe('allowed');
  const requestId = newPushId();
  const { request } = entries(alice.uid, requestId, rewardId);
  const entry = `${rewards}/ledger/ada/${requestId}`;
  expect(await alice.set(entry, request)).toBe('allowed');
  expect(await alice.set(`${rewards}/settled/ada/2026-11-16`, 6)).toBe('allowed');
  return { alice, family, rewards, rewardId, requestId, entry, request };
}

describe('a member keeps the rewards', () => {
  it('adds a reward, changes it, archives it; the largest cost and title are allowed', async () => {
    const { alice, rewards, rewardId } = await familyWithRewards();
    const at = `${rewards}/catalogue/${rewardId}`;
    expect(await alice.update(at, { title: 'An hour of screen time', cost: 12 })).toBe('allowed');
    expect(await alice.set(`${at}/archived`, true)).toBe('allowed');
    expect(await alice.update(at, { picture: '📺', kids: 'ada,bo' })).toBe('allowed');
    const largest = { ...reward(), title: 'x'.repeat(1000), cost: 1000, needsYes: false };
    expect(await alice.set(`${rewards}/catalogue/${newPushId()}`, largest)).toBe('allowed');
    expect(await h.valueAt(`${at}/archived`)).toBe(true);
  });

  it('writes every type of entry the app makes, each at a new id', async () => {
    const { alice, rewards, requestId, rewardId } = await familyWithRewards();
    const made = entries(alice.uid, requestId, rewardId);
    for (const [type, value] of Object.entries(made)) {
      const pushed = await alice.push(`${rewards}/ledger/ada`, value);
      expect(pushed.outcome, type).toBe('allowed');
      expect(await h.valueAt(`${rewards}/ledger/ada/${pushed.key}`), type).toEqual(value);
    }
    // Without a uid (the embedded store has none), and at the largest amounts.
    const { bonus } = entries(null, requestId, rewardId);
    const largest = { ...bonus, stars: 1000, reason: 'r'.repeat(1000) };
    expect((await alice.push(`${rewards}/ledger/bo`, largest)).outcome).toBe('allowed');
  });

  it('an entry made offline a week ago is taken when it is sent; one two days ahead is not', async () => {
    const { alice, rewards, requestId, rewardId } = await familyWithRewards();
    const { grant } = entries(alice.uid, requestId, rewardId);
    const ledger = `${rewards}/ledger/ada`;
    expect(
      await alice.set(`${ledger}/${newPushId()}`, { ...grant, at: nowSeconds() - 7 * DAYS }),
    ).toBe('allowed');
    expect(
      await alice.set(`${ledger}/${newPushId()}`, { ...grant, at: nowSeconds() + 2 * DAYS }),
    ).toBe('denied');
  });

  it('writes a settled week again with another count, from 0 to 10,000 stars', async () => {
    const { alice, rewards } = await familyWithRewards();
    const week = `${rewards}/settled/ada/2026-11-16`;
    for (const count of [7, 0, 10_000]) {
      expect(await alice.set(week, count), String(count)).toBe('allowed');
      expect(await h.valueAt(week)).toBe(count);
    }
    expect(await alice.update(`${rewards}/settled/bo`, { '2026-11-09': 3, '2026-11-16': 4 })).toBe(
      'allowed',
    );
  });
});

describe('a member keeps the settled totals', () => {
  it('writes, moves on and removes a kid’s total, with the weeks in one update; a stranger none', async () => {
    const { alice, rewards } = await familyWithRewards();
    const place = `${rewards}/settledTotal/ada`;
    const total = { from: '2026-01-05', before: '2026-10-26', stars: 412 };
    expect(await alice.set(place, total)).toBe('allowed');
    // Settling writes the weeks and moves the total on in one update, as the app does.
    expect(
      await alice.update(rewards, {
        'settled/ada/2026-11-16': 6,
        'settledTotal/ada': { ...total, before: '2026-11-02', stars: 1_000_000_000 },
      }),
    ).toBe('allowed');
    expect(await h.valueAt(`${place}/stars`)).toBe(1_000_000_000);
    const mallory = h.signedIn(`mallory-${newPushId()}`);
    expect(await mallory.read(place)).toBe('denied');
    expect(await mallory.set(place, { ...total, stars: 5000 })).toBe('denied');
    expect(await mallory.remove(place)).toBe('denied');
    expect(await h.signedOut().set(place, total)).toBe('denied');
    // A correction clears the weeks and the total together.
    expect(
      await alice.update(rewards, { 'settled/ada/2026-11-16': null, 'settledTotal/ada': null }),
    ).toBe('allowed');
    expect(await h.valueAt(place)).toBeNull();
  });
});

describe('a member keeps the ledger checkpoints', () => {
  it('writes, replaces and removes a kid’s checkpoint; a stranger none of it', async () => {
    const { alice, rewards, requestId, rewardId } = await familyWithRewards();
    const place = `${rewards}/checkpoint/ada`;
    const checkpoint = {
      boundary: requestId,
      bonuses: 3,
      takenBack: 1,
      spent: 5,
      earnedFrom: 8,
      earnedBelow: 1_000_000_000,
      rewards: rewardId,
    };
    expect(await alice.set(place, checkpoint)).toBe('allowed');
    expect(await alice.update(`${rewards}/checkpoint`, { ada: { ...checkpoint, spent: 0 } })).toBe(
      'allowed',
    );
    expect(await h.valueAt(`${place}/spent`)).toBe(0);
    const mallory = h.signedIn(`mallory-${newPushId()}`);
    expect(await mallory.read(place)).toBe('denied');
    expect(await mallory.set(place, { ...checkpoint, bonuses: 1000 })).toBe('denied');
    expect(await mallory.remove(place)).toBe('denied');
    expect(await h.signedOut().set(place, checkpoint)).toBe('denied');
    expect(await alice.remove(place)).toBe('allowed');
    expect(await h.valueAt(place)).toBeNull();
  });

  it('carries up to 200 open requests, each shaped as an ask; a stranger none', async () => {
    const { alice, rewards, requestId, rewardId } = await familyWithRewards();
    const place = `${rewards}/checkpoint/ada`;
    const open = {
      id: requestId,
      reward: rewardId,
      title: 'Cinema',
      cost: 5,
      needsYes: true,
      by: 'kid',
      at: 1_700_000_000,
      state: 'granted',
      grant: { id: newPushId(), at: 1_700_000_100, uid: 'alice' },
    };
    const slots = (count: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, at) => [`o${String(at).padStart(3, '0')}`, open]),
      );
    const checkpoint = {
      boundary: requestId,
      bonuses: 0,
      takenBack: 0,
      spent: 5,
      earnedFrom: 5,
      rewards: rewardId,
      open: slots(200),
    };
    expect(await alice.set(place, checkpoint)).toBe('allowed');
    expect(Object.keys((await h.valueAt(`${place}/open`)) as object)).toHaveLength(200);
    expect(await alice.set(place, { ...checkpoint, open: slots(201) })).toBe('denied');
    expect(await alice.set(`${place}/open/o200`, open)).toBe('denied');
    const { grant: _, ...asked } = open;
    expect(await alice.set(`${place}/open/o000`, { ...asked, state: 'requested' })).toBe('allowed');
    for (const wrong of [
      { ...open, state: 'given' },
      { ...open, state: 'requested' },
      { ...open, cost: 1001 },
      { ...open, by: 'mallory' },
      { ...open, title: '' },
      { ...open, grant: { at: 1_700_000_100 } },
      { ...open, note: 'trust me' },
      asked.title,
    ]) {
      expect(await alice.set(`${place}/open/o001`, wrong), JSON.stringify(wrong)).toBe('denied');
    }
    const mallory = h.signedIn(`mallory-${newPushId()}`);
    expect(await mallory.read(`${place}/open`)).toBe('denied');
    expect(await mallory.set(`${place}/open/o002`, open)).toBe('denied');
    expect(await mallory.remove(`${place}/open`)).toBe('denied');
  });

  it('carries open requests packed as one text each, in the shape the app packs them', async () => {
    const { alice, rewards, requestId, rewardId } = await familyWithRewards();
    const place = `${rewards}/checkpoint/ada`;
    const yes = newPushId();
    const packed = `${requestId}|${rewardId}|5|y|k|1700000000|granted|${yes}|1700000100||alice|Cinema | popcorn`;
    const checkpoint = {
      boundary: requestId,
      bonuses: 0,
      takenBack: 0,
      spent: 5,
      earnedFrom: 5,
      rewards: rewardId,
      open: {
        o000: packed,
        o001: `${requestId}|${rewardId}|5|n|g|1700000000|requested||||bob|Cinema`,
      },
    };
    expect(await alice.set(place, checkpoint)).toBe('allowed');
    expect(await h.valueAt(`${place}/open/o000`)).toBe(packed);
    for (const wrong of [
      packed.replace('|granted|', '|given|'),
      packed.replace('|5|', '|0|'),
      packed.replace('|5|', '|1001|'),
      packed.replace('|y|k|', '|y|mallory|'),
      packed.replace(`|granted|${yes}|`, `|requested|${yes}|`),
      packed.replace('|1700000000|', '|soon|'),
      packed.replace(`${requestId}|`, 'letmein|'),
      packed.split('|').slice(0, 9).join('|'),
      `${packed}${'x'.repeat(1400)}`,
      5,
    ]) {
      expect(await alice.set(`${place}/open/o001`, wrong), JSON.stringify(wrong)).toBe('denied');
    }
    const mallory = h.signedIn(`mallory-${newPushId()}`);
    expect(await mallory.set(`${place}/open/o002`, packed)).toBe('denied');
  });

  it('carries the open requests as one text, a ~ between two, as the app packs them', async () => {
    const { alice, rewards, requestId, rewardId } = await familyWithRewards();
    const place = `${rewards}/checkpoint/ada`;
    const yes = newPushId();
    // A title's own ~ is doubled.
    const granted = `${requestId}|${rewardId}|5|y|k|1700000000|granted|${yes}|1700000100||alice|Cinema~~popcorn`;
    const asked = `${requestId}|${rewardId}|5|n|g|1700000000|requested||||bob|Cinema`;
    const checkpoint = {
      boundary: requestId,
      bonuses: 0,
      takenBack: 0,
      spent: 5,
      earnedFrom: 5,
      rewards: rewardId,
      open: `${granted}~${asked}`,
    };
    expect(await alice.set(place, checkpoint)).toBe('allowed');
    expect(await h.valueAt(`${place}/open`)).toBe(`${granted}~${asked}`);
    for (const wrong of [
      `${granted}~${asked.replace('|requested|', '|given|')}`,
      `${granted}~`,
      `${granted}~Cinema`,
      `${granted}~${asked.replace('||bob|', '|a~b|bob|')}`,
      `${granted}${'x'.repeat(480_200)}`,
      '',
    ]) {
      expect(await alice.set(`${place}/open`, wrong), JSON.stringify(wrong)).toBe('denied');
    }
    const mallory = h.signedIn(`mallory-${newPushId()}`);
    expect(await mallory.set(`${place}/open`, asked)).toBe('denied');
  });
});

describe('a kid’s ledger takes new entries only', () => {
  it('an entry cannot be changed, field by field or whole, and nothing changes', async () => {
    const { alice, family, entry, request } = await familyWithRewards();
    const before = await h.valueAt(family.path);
    expect(await alice.set(`${entry}/cost`, 1)).toBe('denied');
    expect(await alice.set(`${entry}/by`, 'grown-up')).toBe('denied');
    expect(await alice.update(entry, { title: 'A pony' })).toBe('denied');
    expect(await alice.set(`${entry}/uid`, null)).toBe('denied');
    expect(await alice.set(entry, { ...request, cost: 1 })).toBe('denied');
    expect(await h.valueAt(family.path)).toEqual(before);
  });

  it('an entry cannot be overwritten with a different one', async () => {
    const { alice, family, entry, requestId, rewardId } = await familyWithRewards();
    const before = await h.valueAt(family.path);
    const { bonus, grant } = entries(alice.uid, requestId, rewardId);
    expect(await alice.set(entry, bonus)).toBe('denied');
    expect(await alice.set(entry, grant)).toBe('denied');
    expect(await h.valueAt(family.path)).toEqual(before);
  });

  it('an entry, a kid’s ledger, the whole ledger or all the rewards cannot be removed', async () => {
    const { alice, family, rewards, entry } = await familyWithRewards();
    const before = await h.valueAt(family.path);
    expect(await alice.remove(entry)).toBe('denied');
    expect(await alice.remove(`${rewards}/ledger/ada`)).toBe('denied');
    expect(await alice.remove(`${rewards}/ledger`)).toBe('denied');
    expect(await alice.remove(rewards)).toBe('denied');
    expect(
      await alice.update(`${rewards}/ledger/ada`, { [entry.split('/').pop() ?? '']: null }),
    ).toBe('denied');
    expect(await h.valueAt(family.path)).toEqual(before);
  });

  it('a kid’s ledger cannot be written whole, even with its entries as they are', async () => {
    const { alice, family, rewards, requestId, request, rewardId } = await familyWithRewards();
    const before = await h.valueAt(family.path);
    const { bonus } = entries(alice.uid, requestId, rewardId);
    const ledger = `${rewards}/ledger/ada`;
    expect(await alice.set(ledger, { [requestId]: request, [newPushId()]: bonus })).toBe('denied');
    expect(await alice.set(`${rewards}/ledger`, { bo: { [newPushId()]: bonus } })).toBe('denied');
    expect(await h.valueAt(family.path)).toEqual(before);
  });

  it('an entry sent again exactly as it is (its first sending was not heard back) is taken, and changes nothing', async () => {
    const { alice, family, entry, request } = await familyWithRewards();
    const before = await h.valueAt(family.path);
    expect(await alice.set(entry, request)).toBe('allowed');
    expect(await h.valueAt(family.path)).toEqual(before);
  });
});

describe('nobody else reads or writes the rewards', () => {
  const places = (rewards: string) => [
    `${rewards}/catalogue`,
    `${rewards}/ledger`,
    `${rewards}/ledger/ada`,
    `${rewards}/settled`,
    `${rewards}/settled/ada`,
    `${rewards}/settledTotal`,
  ];

  async function writesOf(stranger: Client, rewards: string, requestId: string, rewardId: string) {
    const { bonus } = entries(stranger.uid, requestId, rewardId);
    return [
      await stranger.set(`${rewards}/catalogue/${newPushId()}`, reward()),
      await stranger.set(`${rewards}/catalogue/${rewardId}/cost`, 1),
      await stranger.set(`${rewards}/ledger/ada/${newPushId()}`, bonus),
      await stranger.set(`${rewards}/settled/ada/2026-11-16`, 1000),
      await stranger.remove(`${rewards}/settled`),
      await stranger.set(`${rewards}/settledTotal/ada`, {
        from: '2026-01-05',
        before: '2026-10-26',
        stars: 1,
      }),
    ];
  }

  it.each([
    ['a signed-in stranger', () => h.signedIn(`mallory-${newPushId()}`)],
    ['a signed-out visitor', () => h.signedOut()],
  ])('%s can read none of them and write none of them', async (_who, who) => {
    const { family, rewards, requestId, rewardId } = await familyWithRewards();
    const before = await h.valueAt(family.path);
    const stranger = who();
    for (const place of places(rewards)) expect(await stranger.read(place), place).toBe('denied');
    expect(await writesOf(stranger, rewards, requestId, rewardId)).toEqual(
      Array.from({ length: 6 }, () => 'denied'),
    );
    expect(await h.valueAt(family.path)).toEqual(before);
  });

  it('a removed member can read and write none of them', async () => {
    const { alice, family, rewards, requestId, rewardId } = await familyWithRewards();
    const bob = h.signedIn(`bob-${newPushId()}`);
    expect(await bob.update(family.path, joining(bob, await invite(alice, family)))).toBe(
      'allowed',
    );
    expect(await bob.read(`${rewards}/ledger`)).toBe('allowed');
    const removal = removalUpdate(family.id, bob.uid ?? '', { invites: [], self: false });
    expect(await alice.update('/', removal)).toBe('allowed');
    const before = await h.valueAt(family.path);
    for (const place of places(rewards)) expect(await bob.read(place), place).toBe('denied');
    expect(await writesOf(bob, rewards, requestId, rewardId)).toEqual(
      Array.from({ length: 6 }, () => 'denied'),
    );
    expect(await h.valueAt(family.path)).toEqual(before);
  });

  it('an entry must carry its own maker’s uid, not another grown-up’s', async () => {
    const { alice, family, rewards, requestId, rewardId } = await familyWithRewards();
    const bob = h.signedIn(`bob-${newPushId()}`);
    expect(await bob.update(family.path, joining(bob, await invite(alice, family)))).toBe(
      'allowed',
    );
    const { grant } = entries(alice.uid, requestId, rewardId);
    expect(await bob.set(`${rewards}/ledger/ada/${newPushId()}`, grant)).toBe('denied');
    expect(await bob.set(`${rewards}/ledger/ada/${newPushId()}`, { ...grant, uid: bob.uid })).toBe(
      'allowed',
    );
  });
});

describe('a family restored as a new family carries its rewards', () => {
  /** A restore's one update, as `restoreAsNewFamily` makes it. */
  function restoring(parent: Client, id: string, rewards: object) {
    const path = `families/${id}`;
    const user = { uid: parent.uid ?? '', email: parent.email, token: null };
    return {
      [`${path}/config`]: newFamilyConfig({ name: 'The Testers', kidNames: ['Ada', 'Bo'] }),
      [`${path}/rewards`]: rewards,
      ...membershipUpdate(id, user, new Date()),
    };
  }

  it('with entries made long ago by other grown-ups, as the backup holds them', async () => {
    const carol = h.signedIn(`carol-${newPushId()}`);
    const [requestId, rewardId] = [newPushId(), newPushId()];
    const made = entries('a-grown-up-of-before', requestId, rewardId);
    const yearAgo = nowSeconds() - 365 * DAYS;
    const rewards = {
      catalogue: { [rewardId]: { ...reward(), made: yearAgo } },
      ledger: {
        ada: { [requestId]: { ...made.request, at: yearAgo }, [newPushId()]: made.grant },
      },
      settled: { ada: { '2025-11-17': 12 } },
    };
    const id = newPushId();
    expect(await carol.update('/', restoring(carol, id, rewards))).toBe('allowed');
    expect(await h.valueAt(`families/${id}/rewards`)).toEqual(rewards);
  });

  it('but not over an existing family, by a stranger “creating” it again', async () => {
    const { family } = await familyWithRewards();
    const before = await h.valueAt(family.path);
    const mallory = h.signedIn(`mallory-${newPushId()}`);
    const rewards = { settled: { ada: { '2026-11-16': 10_000 } } };
    expect(await mallory.update('/', restoring(mallory, family.id, rewards))).toBe('denied');
    expect(await h.valueAt(family.path)).toEqual(before);
  });
});
