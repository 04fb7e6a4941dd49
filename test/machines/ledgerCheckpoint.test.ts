// The ledger checkpoint (docs/design.md "Rewards"): a property test over random ledgers that a
// checkpoint and the entries after it give what a fold of the whole ledger from scratch gives,
// for every boundary the app would choose, whatever is earned, and once it is moved on.
import { describe, expect, it } from 'vitest';
import {
  checkpointCutOff,
  checkpointOf,
  entriesToFold,
  isCheckpointUsable,
  type LedgerCheckpoint,
} from '../../machines/domain/ledgerCheckpoint';
import { checkpointValue, parseCheckpoint } from '../../machines/domain/checkpointStored';
import { MAX_CHECKPOINT_OPEN } from '../../machines/domain/limits';
import { rewardsOf, type KidRewards } from '../../machines/domain/rewardBalance';
import type { LedgerEntry, Reward } from '../../machines/domain/rewards';
import { seededRandom } from '../support/history';

const DAY = 86_400;
/** 2026-11-25, the day the ledgers are read. */
const TODAY = '2026-11-25';
const START = Date.parse('2026-01-01T00:00:00Z') / 1000;

const CATALOGUE: Reward[] = [2, 5, 8, 15, 40].map((cost, index) => ({
  id: `r${index}`,
  title: `Reward ${index}`,
  cost,
  needsYes: index % 2 === 1,
  archived: false,
  made: START,
}));

/**
 * A random ledger over `days` days from `from`: asks (now and then one beyond the balance, or
 * made in kid mode), answers by either maker (some before what they name, as a device whose
 * clock was behind writes them), bonuses and take-backs, and reversals of anything.
 */
function randomLedger(
  random: () => number,
  {
    from,
    days,
    ids,
    earlier = [],
  }: { from: number; days: number; ids: () => string; earlier?: LedgerEntry[] },
): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  const pick = <T>(items: readonly T[]): T | undefined =>
    items[Math.floor(random() * items.length)];
  const maker = () => (random() < 0.85 ? 'grown-up' : 'kid') as 'grown-up' | 'kid';
  for (let day = 0; day < days; day++) {
    const at = from + day * DAY + 3600;
    const count = random() < 0.5 ? 0 : Math.floor(random() * 4);
    for (let n = 0; n < count; n++) {
      const all = [...earlier, ...entries];
      const requests = all.filter((entry) => entry.type === 'request');
      const roll = random();
      const id = ids();
      if (roll < 0.35) {
        const reward = pick(CATALOGUE) as Reward;
        entries.push({
          id,
          type: 'request',
          by: random() < 0.9 ? 'kid' : 'grown-up',
          at,
          reward: reward.id,
          title: reward.title,
          cost: reward.cost,
          needsYes: reward.needsYes,
        });
        // Most asks are answered the same day: a yes and "given" (now and then a yes is never
        // marked given), a no, or the kid's cancel.
        const outcome = random();
        const answer = (type: 'grant' | 'given' | 'decline' | 'cancel') =>
          entries.push({
            id: ids(),
            type,
            by: type === 'cancel' ? 'kid' : 'grown-up',
            at,
            request: id,
          });
        if (outcome < 0.75) {
          if (reward.needsYes) answer('grant');
          if (random() < 0.9) answer('given');
        } else if (outcome < 0.87) answer('decline');
        else if (outcome < 0.97) answer('cancel');
      } else if (roll < 0.45 && requests.length > 0) {
        // Mostly the latest asks; sometimes an old one.
        const request =
          random() < 0.8
            ? requests.at(-1 - Math.floor(random() * Math.min(3, requests.length)))
            : pick(requests);
        const type = pick(['grant', 'given', 'decline', 'cancel'] as const) ?? 'grant';
        entries.push({
          id,
          type,
          by: type === 'cancel' ? 'kid' : maker(),
          at,
          request: (request ?? requests[0])!.id,
        });
      } else if (roll < 0.9) {
        const type = random() < 0.6 ? 'bonus' : 'takeBack';
        const stars = 1 + Math.floor(random() * (type === 'bonus' ? 10 : 30));
        entries.push({ id, type, by: maker(), at, stars, reason: 'Because' });
      } else if (all.length > 0) {
        const target =
          random() < 0.7 ? all.at(-1 - Math.floor(random() * Math.min(5, all.length))) : pick(all);
        entries.push({ id, type: 'reversal', by: maker(), at, entry: target!.id, reason: 'Oops' });
      }
    }
  }
  // A device whose clock was behind: now and then an answer sorts before what it names.
  for (const entry of entries) {
    if (entry.type !== 'request' && 'request' in entry && random() < 0.05) {
      entry.id = `${entry.request.slice(0, -1)}!`;
    }
  }
  return entries;
}

/** Ids that sort in the order they are made, as push ids do. */
function idMaker(prefix: string) {
  let next = 0;
  return () => `${prefix}${String(next++).padStart(6, '0')}`;
}

/**
 * What the app reads of a kid's rewards: the totals, the offered rewards, the requests after the
 * boundary or open at it (their states, who answered), and the history of the entries after it
 * (each line, whether it was reversed, and whether a grown-up may reverse it).
 */
function shown(rewards: KidRewards, checkpoint: LedgerCheckpoint) {
  const { spendable, held, spent, earned, bonuses, takenBack, offered } = rewards;
  const carried = new Set(checkpoint.open.map((request) => request.entry.id));
  return {
    spendable,
    held,
    spent,
    earned,
    bonuses,
    takenBack,
    offered,
    requests: rewards.requests.filter(
      (request) => request.id > checkpoint.boundary || carried.has(request.id),
    ),
    history: rewards.history.filter((item) => item.entry.id > checkpoint.boundary),
  };
}

/** How often an entry after a boundary named an open request the checkpoint carries. */
const carriedNamed = { count: 0 };

/** A checkpoint and the entries after it give what the whole ledger gives from scratch. */
function expectSame(ledger: LedgerEntry[], checkpoint: LedgerCheckpoint, earned: number) {
  const tail = ledger.filter((entry) => entry.id > checkpoint.boundary);
  const whole = rewardsOf('ada', { catalogue: CATALOGUE, ledger, earned });
  const fromCheckpoint = rewardsOf('ada', {
    catalogue: CATALOGUE,
    ledger: tail,
    earned,
    checkpoint,
  });
  expect(shown(fromCheckpoint, checkpoint)).toEqual(shown(whole, checkpoint));
  // Every request a grown-up or the kid may still answer is after the boundary, or carried.
  const carried = new Set(checkpoint.open.map((request) => request.entry.id));
  expect(carried.size).toBeLessThanOrEqual(MAX_CHECKPOINT_OPEN);
  for (const request of whole.requests) {
    if (['requested', 'needsGrownUp', 'granted'].includes(request.state)) {
      expect(request.id > checkpoint.boundary || carried.has(request.id)).toBe(true);
    }
  }
  // Exactly the requests open at the boundary are carried, as a fold up to it leaves them.
  const upTo = rewardsOf('ada', {
    catalogue: CATALOGUE,
    ledger: ledger.filter((entry) => entry.id <= checkpoint.boundary),
    earned,
  });
  expect(
    upTo.requests
      .filter((request) => ['requested', 'needsGrownUp', 'granted'].includes(request.state))
      .map((request) => request.id)
      .sort(),
  ).toEqual([...carried]);
  const names = new Set(
    checkpoint.open.flatMap(({ entry, grant }) => [entry.id, ...(grant ? [grant.id] : [])]),
  );
  for (const entry of tail) {
    const target =
      entry.type === 'reversal' ? entry.entry : 'request' in entry ? entry.request : '';
    if (names.has(target)) carriedNamed.count++;
  }
  // No reward a request names is deleted: the checkpoint names those before it.
  for (const entry of ledger) {
    if (entry.type === 'request' && entry.id <= checkpoint.boundary) {
      expect(checkpoint.rewards).toContain(entry.reward);
    }
  }
}

describe('a ledger checkpoint', () => {
  it('and the entries after it give what the whole ledger gives, for random ledgers', () => {
    let usedAfterMore = 0;
    let movedOn = 0;
    let carrying = 0;
    let read = 0;
    let all = 0;
    carriedNamed.count = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const random = seededRandom(seed);
      const ids = idMaker(`k${String(seed).padStart(3, '0')}-`);
      const ledger = randomLedger(random, {
        from: START,
        days: 300 + Math.floor(random() * 30),
        ids,
      });
      const earned = Math.floor(random() * 150);
      const checkpoint = checkpointOf(ledger, earned, TODAY);
      if (checkpoint === null) continue;
      const tail = ledger.filter((entry) => entry.id > checkpoint.boundary);
      if (checkpoint.open.length > 0) carrying++;
      read += tail.length;
      all += ledger.length;
      // The boundary the app chooses is usable at once, and stays 4 weeks behind today.
      expect(isCheckpointUsable(checkpoint, tail, earned)).toBe(true);
      const boundaryEntry = ledger.find((entry) => entry.id === checkpoint.boundary);
      expect(boundaryEntry!.at).toBeLessThan(checkpointCutOff(TODAY));
      expectSame(ledger, checkpoint, earned);
      // Whatever is earned later: wherever it is usable, it gives the same.
      for (let other = 0; other <= 160; other += 10) {
        if (isCheckpointUsable(checkpoint, tail, other)) expectSame(ledger, checkpoint, other);
      }
      // Entries made later, some naming entries before the boundary: usable or read whole.
      const more = randomLedger(random, {
        from: START + 330 * DAY,
        days: 60,
        ids: idMaker(`k${String(seed).padStart(3, '0')}-z`),
        earlier: ledger,
      });
      const later = [...ledger, ...more];
      const laterTail = later.filter((entry) => entry.id > checkpoint.boundary);
      const laterEarned = earned + Math.floor(random() * 40) - 10;
      if (!isCheckpointUsable(checkpoint, laterTail, Math.max(0, laterEarned))) continue;
      usedAfterMore++;
      expectSame(later, checkpoint, Math.max(0, laterEarned));
      // Moved on from the tail alone, as a device reading only the tail does.
      const next = checkpointOf(laterTail, Math.max(0, laterEarned), '2027-03-01', checkpoint);
      expect(next).not.toBeNull();
      if (next === null || next.boundary === checkpoint.boundary) continue;
      movedOn++;
      const nextTail = later.filter((entry) => entry.id > next.boundary);
      expect(isCheckpointUsable(next, nextTail, Math.max(0, laterEarned))).toBe(true);
      expectSame(later, next, Math.max(0, laterEarned));
      expect(entriesToFold(laterTail, next)).toBe(laterTail.length - nextTail.length);
    }
    // The property is not vacuous: many ledgers stay readable from their checkpoint (the later
    // entries name old asks and old entries at random, far more often than families do).
    expect(usedAfterMore).toBeGreaterThan(40);
    expect(movedOn).toBeGreaterThan(2);
    // Open requests are carried, and answered or reversed after the boundary, and a yes never
    // marked given no longer keeps the boundary near the start: far fewer entries are read.
    expect(carrying).toBeGreaterThan(50);
    expect(carriedNamed.count).toBeGreaterThan(10);
    expect(read / all).toBeLessThan(0.6);
  });

  it('is the same from the whole ledger on any device, and reads back as written', () => {
    const random = seededRandom(7);
    const ledger = randomLedger(random, { from: START, days: 250, ids: idMaker('k-') });
    const checkpoint = checkpointOf(ledger, 60, TODAY);
    expect(checkpoint).not.toBeNull();
    const shuffled = [...ledger].reverse();
    expect(checkpointOf([...shuffled, ...ledger.slice(0, 10)], 60, TODAY)).toEqual(checkpoint);
    expect(parseCheckpoint(JSON.parse(JSON.stringify(checkpointValue(checkpoint!))))).toEqual(
      checkpoint,
    );
  });

  it('carries an ask still waiting past its boundary, and is not made from the last 4 weeks', () => {
    const ask: LedgerEntry = {
      id: 'a1',
      type: 'request',
      by: 'kid',
      at: START,
      reward: 'r1',
      title: 'Reward 1',
      cost: 5,
      needsYes: true,
    };
    const bonus: LedgerEntry = {
      id: 'a2',
      type: 'bonus',
      by: 'grown-up',
      at: START,
      stars: 3,
      reason: 'Kind',
    };
    const carrying = checkpointOf([ask, bonus], 10, TODAY);
    expect(carrying).toMatchObject({ boundary: 'a2', bonuses: 3, open: [{ state: 'requested' }] });
    // The yes after the boundary answers it: 5 stars spent, 8 spendable, as from scratch.
    const yes: LedgerEntry = { id: 'a3', type: 'grant', by: 'grown-up', at: START, request: 'a1' };
    expect(isCheckpointUsable(carrying!, [yes], 10)).toBe(true);
    const from = rewardsOf('ada', {
      catalogue: CATALOGUE,
      ledger: [yes],
      earned: 10,
      checkpoint: carrying!,
    });
    expect(from).toMatchObject({ spendable: 8, spent: 5, held: 0 });
    expect(from.requests).toEqual(
      rewardsOf('ada', { catalogue: CATALOGUE, ledger: [ask, bonus, yes], earned: 10 }).requests,
    );
    const recent = { ...bonus, id: 'a0', at: checkpointCutOff(TODAY) };
    expect(checkpointOf([recent], 10, TODAY)).toBeNull();
    expect(checkpointOf([{ ...bonus, id: 'a0' }, ask, bonus], 10, TODAY)).toMatchObject({
      boundary: 'a2',
      bonuses: 6,
      open: [{ entry: ask, state: 'requested' }],
    });
  });

  it('is not used when a later entry names one before its boundary, or outside its stars', () => {
    const bonus: LedgerEntry = {
      id: 'a1',
      type: 'bonus',
      by: 'grown-up',
      at: START,
      stars: 3,
      reason: 'Kind',
    };
    const checkpoint = checkpointOf([bonus], 10, TODAY)!;
    const reversal: LedgerEntry = {
      id: 'b1',
      type: 'reversal',
      by: 'grown-up',
      at: START,
      entry: 'a1',
      reason: 'No',
    };
    expect(isCheckpointUsable(checkpoint, [reversal], 10)).toBe(false);
    const takeBack: LedgerEntry = {
      id: 'a0',
      type: 'takeBack',
      by: 'grown-up',
      at: START,
      stars: 5,
      reason: 'Rude',
    };
    // 2 of 5 taken back with 2 earned: only for 2 earned.
    const partial = checkpointOf([takeBack], 2, TODAY)!;
    expect(partial.earned).toEqual({ from: 2, below: 3 });
    expect(isCheckpointUsable(partial, [], 3)).toBe(false);
  });
});
