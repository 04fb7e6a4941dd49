// A kid's stars and requests, as docs/design.md "Rewards" states the ledger's rules, one per test.
import { describe, expect, it } from 'vitest';
import {
  canAnswer,
  canAsk,
  canGrant,
  rewardsOf,
  whatIsLeft,
  type KidRewards,
} from '../../machines/domain/rewardBalance';
import { moreStars } from '../../machines/domain/rewardHistory';
import {
  parseCatalogue,
  parseLedger,
  type LedgerEntry,
  type Reward,
} from '../../machines/domain/rewards';
import { seededRandom } from '../support/history';

const AT = 1_795_000_000;

const SCREEN_TIME: Reward = {
  id: 'r-screen',
  title: '30 minutes of screen time',
  picture: '📺',
  cost: 5,
  needsYes: true,
  archived: false,
  made: AT,
};
const ICE_CREAM: Reward = { ...SCREEN_TIME, id: 'r-ice', title: 'Ice cream', cost: 3 };
const CATALOGUE = [SCREEN_TIME, ICE_CREAM];

/** An entry as a test writes it: the ledger stamps its time, and its id unless it has one. */
type Unstamped<E> = E extends LedgerEntry ? Omit<E, 'id' | 'at'> & { id?: string } : never;

/**
 * Ada's ledger, written entry by entry. Ids are made in order, as push ids are, unless an entry
 * is given one (another device's clock).
 */
function adasLedger() {
  const entries: LedgerEntry[] = [];
  let count = 0;
  const add = (entry: Unstamped<LedgerEntry>): string => {
    const id = entry.id ?? `e${String(++count).padStart(3, '0')}`;
    entries.push({ ...entry, at: AT + count, id });
    return id;
  };
  return {
    entries,
    ask: (reward: Reward, options: { by?: 'kid' | 'grown-up'; id?: string } = {}) =>
      add({
        type: 'request',
        by: options.by ?? 'kid',
        reward: reward.id,
        title: reward.title,
        cost: reward.cost,
        needsYes: reward.needsYes,
        ...(options.id !== undefined && { id: options.id }),
      }),
    answer: (
      type: 'grant' | 'decline' | 'cancel' | 'given',
      request: string,
      options: { by?: 'kid' | 'grown-up'; id?: string } = {},
    ) =>
      add({
        type,
        by: options.by ?? (type === 'cancel' ? 'kid' : 'grown-up'),
        request,
        ...(options.id !== undefined && { id: options.id }),
      }),
    bonus: (stars: number, reason = 'Helped with the shopping') =>
      add({ type: 'bonus', by: 'grown-up', stars, reason }),
    takeBack: (stars: number, reason = 'Drew on the wall') =>
      add({ type: 'takeBack', by: 'grown-up', stars, reason }),
    reverse: (entry: string, by: 'kid' | 'grown-up' = 'grown-up') =>
      add({ type: 'reversal', by, entry, reason: 'Given by mistake' }),
  };
}

const rewards = (entries: readonly LedgerEntry[], earned: number): KidRewards =>
  rewardsOf('ada', { catalogue: CATALOGUE, ledger: entries, earned });

const stateOf = (derived: KidRewards, id: string) =>
  derived.requests.find((request) => request.id === id)?.state;

describe('a kid’s stars', () => {
  it('asking holds the reward’s stars: not spendable, not spent', () => {
    const ledger = adasLedger();
    const asked = ledger.ask(SCREEN_TIME);
    const ada = rewards(ledger.entries, 5);
    expect(ada).toMatchObject({ spendable: 0, held: 5, spent: 0, earned: 5 });
    expect(stateOf(ada, asked)).toBe('requested');
  });

  it('a grant spends them', () => {
    const ledger = adasLedger();
    const asked = ledger.ask(SCREEN_TIME);
    ledger.answer('grant', asked);
    const ada = rewards(ledger.entries, 7);
    expect(ada).toMatchObject({ spendable: 2, held: 0, spent: 5 });
    expect(stateOf(ada, asked)).toBe('granted');
    expect(ada.requests[0]?.answeredBy).toMatchObject({ by: 'grown-up' });
  });

  it('a turn-down gives them back', () => {
    const ledger = adasLedger();
    const asked = ledger.ask(SCREEN_TIME);
    ledger.answer('decline', asked);
    const ada = rewards(ledger.entries, 5);
    expect(ada).toMatchObject({ spendable: 5, held: 0, spent: 0 });
    expect(stateOf(ada, asked)).toBe('declined');
  });

  it('a cancel by the kid gives them back; a cancel by a grown-up is ignored', () => {
    const byKid = adasLedger();
    byKid.answer('cancel', byKid.ask(SCREEN_TIME));
    expect(rewards(byKid.entries, 5)).toMatchObject({ spendable: 5, held: 0 });

    const byGrownUp = adasLedger();
    const asked = byGrownUp.ask(SCREEN_TIME);
    byGrownUp.answer('cancel', asked, { by: 'grown-up' });
    const ada = rewards(byGrownUp.entries, 5);
    expect(ada).toMatchObject({ spendable: 0, held: 5 });
    expect(stateOf(ada, asked)).toBe('requested');
    expect(ada.history.map((item) => item.entry.type)).toEqual(['request']);
  });

  it('a reversal of a grant gives them back and keeps both entries', () => {
    const ledger = adasLedger();
    const asked = ledger.ask(SCREEN_TIME);
    const yes = ledger.answer('grant', asked);
    ledger.answer('given', asked);
    ledger.reverse(yes);
    const ada = rewards(ledger.entries, 5);
    expect(ada).toMatchObject({ spendable: 5, held: 0, spent: 0 });
    expect(stateOf(ada, asked)).toBe('reversed');
    expect(ada.history.map(({ entry, reversed }) => [entry.type, reversed])).toEqual([
      ['reversal', false],
      ['given', false],
      ['grant', true],
      ['request', false],
    ]);
  });

  it('two asks beyond the balance: the later one needs a grown-up, and spendable is never below 0', () => {
    // Two devices offline: each asked with 5 stars to spend.
    const ledger = adasLedger();
    const first = ledger.ask(SCREEN_TIME);
    const second = ledger.ask(ICE_CREAM);
    const ada = rewards(ledger.entries, 5);
    expect(stateOf(ada, first)).toBe('requested');
    expect(stateOf(ada, second)).toBe('needsGrownUp');
    expect(ada).toMatchObject({ spendable: 0, held: 5 });
    const waiting = ada.requests.find((request) => request.id === second);
    if (waiting === undefined) throw new Error('no second request');
    // The app refuses a yes that does not fit; once it fits, it is taken.
    expect(canGrant(waiting, ada)).toBe(false);
    ledger.answer('decline', first);
    ledger.answer('grant', second);
    const after = rewards(ledger.entries, 5);
    expect(stateOf(after, second)).toBe('granted');
    expect(after).toMatchObject({ spendable: 2, held: 0, spent: 3 });
  });

  it('a yes stands when the balance later shrinks: only an ask holding its stars needs a grown-up again', () => {
    const ledger = adasLedger();
    const bonus = ledger.bonus(2);
    const granted = ledger.ask(SCREEN_TIME);
    ledger.answer('grant', granted);
    const given = ledger.ask(ICE_CREAM);
    ledger.answer('grant', given);
    ledger.answer('given', given);
    const held = ledger.ask({ ...ICE_CREAM, id: 'r-ice-2' });
    expect(rewards(ledger.entries, 9)).toMatchObject({ spent: 8, held: 3, spendable: 0 });
    // A task unticked (9 earned, then 8) and the bonus reversed: 2 fewer stars again.
    ledger.reverse(bonus);
    const ada = rewards(ledger.entries, 8);
    expect(stateOf(ada, granted)).toBe('granted');
    expect(stateOf(ada, given)).toBe('given');
    expect(stateOf(ada, held)).toBe('needsGrownUp');
    // 8 earned, 8 spent: nothing to spend, and nothing held any more.
    expect(ada).toMatchObject({ spent: 8, held: 0, spendable: 0 });
    // Owing is shown as 0, and earned back before anything is spendable again.
    expect(rewards(ledger.entries, 6)).toMatchObject({ spent: 8, spendable: 0 });
    expect(rewards(ledger.entries, 7).spendable).toBe(0);
    expect(rewards(ledger.entries, 9).spendable).toBe(1);
  });

  it('an entry delivered twice counts once', () => {
    const ledger = adasLedger();
    ledger.bonus(2);
    const asked = ledger.ask(ICE_CREAM);
    const twice = [...ledger.entries, ...ledger.entries.map((entry) => ({ ...entry }))];
    const ada = rewards(twice, 5);
    expect(ada).toMatchObject({ bonuses: 2, held: 3, spendable: 4 });
    expect(ada.requests.map((request) => request.id)).toEqual([asked]);
    expect(ada.history).toHaveLength(2);
  });

  it('a take-back never takes the balance below 0: it takes what there is at its point', () => {
    const ledger = adasLedger();
    ledger.ask(ICE_CREAM);
    ledger.takeBack(10);
    ledger.bonus(4);
    const ada = rewards(ledger.entries, 5);
    // 5 earned, 3 held, so 2 were there to take; the bonus came after.
    expect(ada).toMatchObject({ takenBack: 2, held: 3, bonuses: 4, spendable: 4 });
    expect(ada.history[1]?.line).toBe(
      '2 of 10 stars taken back (all there were): Drew on the wall',
    );
  });

  it('a grant made in kid mode is ignored', () => {
    const ledger = adasLedger();
    const asked = ledger.ask(SCREEN_TIME);
    ledger.answer('grant', asked, { by: 'kid' });
    ledger.answer('given', asked, { by: 'kid' });
    const ada = rewards(ledger.entries, 5);
    expect(stateOf(ada, asked)).toBe('requested');
    expect(ada).toMatchObject({ held: 5, spent: 0 });
    expect(ada.history).toHaveLength(1);
  });
});

describe('the ledger’s other rules', () => {
  it('an ask for a reward that needs no yes is granted at once, and may be reversed', () => {
    const ledger = adasLedger();
    const asked = ledger.ask({ ...ICE_CREAM, needsYes: false });
    const ada = rewards(ledger.entries, 5);
    expect(stateOf(ada, asked)).toBe('granted');
    expect(ada).toMatchObject({ spent: 3, held: 0, spendable: 2 });
    expect(ada.history[0]).toMatchObject({ line: 'Got “Ice cream” for 3 stars', reversible: true });
    ledger.reverse(asked);
    expect(rewards(ledger.entries, 5)).toMatchObject({ spent: 0, spendable: 5 });
  });

  it('an ask for a reward that needs no yes, beyond the balance, still needs a grown-up', () => {
    const ledger = adasLedger();
    const asked = ledger.ask({ ...SCREEN_TIME, needsYes: false });
    expect(stateOf(rewards(ledger.entries, 4), asked)).toBe('needsGrownUp');
  });

  it('a reversed bonus counts as never made, and is reversed once', () => {
    const ledger = adasLedger();
    const bonus = ledger.bonus(5);
    const asked = ledger.ask(SCREEN_TIME);
    ledger.reverse(bonus);
    ledger.reverse(bonus);
    const ada = rewards(ledger.entries, 0);
    expect(ada).toMatchObject({ bonuses: 0, spendable: 0, held: 0 });
    // Without the bonus there were no stars to hold when Ada asked.
    expect(stateOf(ada, asked)).toBe('needsGrownUp');
    expect(ada.history.filter((item) => item.entry.type === 'reversal')).toHaveLength(1);
    expect(ada.history.at(-1)).toMatchObject({ reversed: true, reversible: false });
  });

  it('a reversed take-back gives its stars back', () => {
    const ledger = adasLedger();
    const taken = ledger.takeBack(3);
    ledger.reverse(taken);
    expect(rewards(ledger.entries, 5)).toMatchObject({ takenBack: 0, spendable: 5 });
  });

  it('answers that name no known or fitting entry are ignored', () => {
    const ledger = adasLedger();
    const asked = ledger.ask(ICE_CREAM);
    ledger.answer('given', asked); // never granted
    ledger.answer('grant', 'e999'); // no such request
    ledger.reverse(asked); // not granted
    const bonus = ledger.bonus(1);
    ledger.reverse(bonus, 'kid'); // only a grown-up reverses
    const ada = rewards(ledger.entries, 5);
    expect(stateOf(ada, asked)).toBe('requested');
    expect(ada).toMatchObject({ held: 3, bonuses: 1, spendable: 3 });
    expect(ada.history.map((item) => item.entry.type)).toEqual(['bonus', 'request']);
  });

  it('a yes made on a device whose clock was behind still answers the ask', () => {
    const ledger = adasLedger();
    const asked = ledger.ask(SCREEN_TIME, { id: 'e500' });
    ledger.answer('grant', asked, { id: 'e400' });
    const ada = rewards(ledger.entries, 5);
    expect(stateOf(ada, asked)).toBe('granted');
    expect(ada.spent).toBe(5);
  });

  it('a kid cancels only an ask still holding its stars; the first answer wins', () => {
    const ledger = adasLedger();
    const asked = ledger.ask(SCREEN_TIME);
    ledger.answer('grant', asked);
    ledger.answer('cancel', asked);
    expect(stateOf(rewards(ledger.entries, 5), asked)).toBe('granted');
  });
});

describe('the history', () => {
  it('says each entry in plain words, newest first', () => {
    const ledger = adasLedger();
    ledger.bonus(2, 'Tidied the garage');
    const asked = ledger.ask(SCREEN_TIME);
    ledger.answer('grant', asked);
    ledger.answer('given', asked);
    const declined = ledger.ask(ICE_CREAM);
    ledger.entries.push({
      id: 'e900',
      type: 'decline',
      by: 'grown-up',
      at: AT,
      request: declined,
      reason: 'Not before dinner',
    });
    expect(rewards(ledger.entries, 6).history.map((item) => item.line)).toEqual([
      'Turned down “Ice cream”, 3 stars back: Not before dinner',
      'Asked for “Ice cream”: 3 stars held',
      '“30 minutes of screen time” was given',
      'A grown-up said yes to “30 minutes of screen time”: 5 stars spent',
      'Asked for “30 minutes of screen time”: 5 stars held',
      'Bonus of 2 stars: Tidied the garage',
    ]);
  });

  it('offers the reversal on the last step of a granted request only', () => {
    const ledger = adasLedger();
    const asked = ledger.ask(SCREEN_TIME);
    ledger.answer('grant', asked);
    const given = ledger.answer('given', asked);
    const reversible = rewards(ledger.entries, 5)
      .history.filter((item) => item.reversible)
      .map((item) => item.entry.id);
    expect(reversible).toEqual([given]);
  });
});

describe('what a kid sees and may do', () => {
  it('how many more stars a reward needs: "3 more stars"', () => {
    expect(whatIsLeft(SCREEN_TIME, 2)).toBe(3);
    expect(whatIsLeft(SCREEN_TIME, 9)).toBe(0);
    expect([moreStars(3), moreStars(1), moreStars(0)]).toEqual(['3 more stars', '1 more star', '']);
  });

  it('may ask for a reward for them, not archived, that fits, and not already asked for', () => {
    const ledger = adasLedger();
    const none = rewards(ledger.entries, 5);
    expect(canAsk('ada', SCREEN_TIME, none)).toBe(true);
    expect(canAsk('ada', { ...SCREEN_TIME, archived: true }, none)).toBe(false);
    expect(canAsk('ada', { ...SCREEN_TIME, kids: ['ben'] }, none)).toBe(false);
    expect(canAsk('ada', { ...SCREEN_TIME, kids: ['ben', 'ada'] }, none)).toBe(true);
    expect(canAsk('ada', SCREEN_TIME, rewards(ledger.entries, 4))).toBe(false);
    ledger.ask(ICE_CREAM);
    expect(canAsk('ada', ICE_CREAM, rewards(ledger.entries, 10))).toBe(false);
  });

  it('is offered the catalogue’s rewards for them, each with the stars still needed', () => {
    const forBen = { ...ICE_CREAM, id: 'r-ben', kids: ['ben'] };
    const archived = { ...ICE_CREAM, id: 'r-old', archived: true };
    const ada = rewardsOf('ada', {
      catalogue: [SCREEN_TIME, forBen, archived, ICE_CREAM],
      ledger: [],
      earned: 4,
    });
    expect(
      ada.offered.map(({ reward, starsLeft, canAsk }) => [reward.id, starsLeft, canAsk]),
    ).toEqual([
      ['r-screen', 1, false],
      ['r-ice', 0, true],
    ]);
  });

  it('a kid may cancel an ask holding its stars; only a grown-up answers the rest', () => {
    const ledger = adasLedger();
    ledger.ask(SCREEN_TIME);
    const ada = rewards(ledger.entries, 5);
    const [asked] = ada.requests;
    if (asked === undefined) throw new Error('no request');
    expect(canAnswer(asked, 'cancel', 'kid', ada)).toBe(true);
    expect(canAnswer(asked, 'grant', 'kid', ada)).toBe(false);
    expect(canAnswer(asked, 'grant', 'grown-up', ada)).toBe(true);
    expect(canAnswer(asked, 'given', 'grown-up', ada)).toBe(false);
  });
});

describe('reading the rewards from storage', () => {
  it('reads the catalogue, skipping a reward with no title or a cost out of bounds', () => {
    expect(
      parseCatalogue({
        b: { title: '  Ice cream ', cost: 3, kids: 'ada, ben,,ada', made: AT },
        a: { title: 'Screen time', picture: '📺', cost: 5, needsYes: false, archived: true },
        c: { title: '   ', cost: 3 },
        d: { title: 'Pony', cost: 1001 },
        e: { title: 'Half', cost: 2.5 },
        f: 'odd',
      }),
    ).toEqual([
      {
        id: 'a',
        title: 'Screen time',
        picture: '📺',
        cost: 5,
        needsYes: false,
        archived: true,
        made: 0,
      },
      {
        id: 'b',
        title: 'Ice cream',
        cost: 3,
        kids: ['ada', 'ben'],
        needsYes: true,
        archived: false,
        made: AT,
      },
    ]);
    expect(parseCatalogue(null)).toEqual([]);
  });

  it('reads a ledger in the order it was made, skipping entries it cannot count exactly', () => {
    const request = { type: 'request', by: 'kid', at: AT, reward: 'r', title: 'Ice', cost: 3 };
    expect(
      parseLedger({
        e3: { type: 'grant', by: 'grown-up', at: AT, request: 'e1', uid: 'mum' },
        e1: { ...request, needsYes: true },
        e2: { ...request, needsYes: 'yes' }, // needsYes is required
        e4: { type: 'bonus', by: 'grown-up', at: AT, stars: 0, reason: 'Nothing' },
        e5: { type: 'takeBack', by: 'grown-up', at: AT, stars: 2 }, // no reason
        e6: { type: 'grant', by: 'someone', at: AT, request: 'e1' },
        e7: { type: 'party', by: 'grown-up', at: AT },
        e8: { type: 'reversal', by: 'grown-up', at: AT, entry: 'e3', reason: ' Oops ' },
      }),
    ).toEqual([
      { id: 'e1', ...request, needsYes: true },
      { id: 'e3', type: 'grant', by: 'grown-up', uid: 'mum', at: AT, request: 'e1' },
      { id: 'e8', type: 'reversal', by: 'grown-up', at: AT, entry: 'e3', reason: 'Oops' },
    ]);
  });
});

describe('any ledger', () => {
  /** Random entries, some odd (answers by the wrong maker, names of nothing), in random order. */
  function randomLedger(seed: number): { entries: LedgerEntry[]; earned: number } {
    const random = seededRandom(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const entries: LedgerEntry[] = [];
    const ids = () => entries.map((entry) => entry.id);
    for (let index = 0; index < 60; index++) {
      const id = `e${String(Math.floor(random() * 1000)).padStart(3, '0')}${index}`;
      const by = pick(['kid', 'grown-up'] as const);
      const base = { id, by, at: AT };
      const named = random() < 0.9 && entries.length > 0 ? pick(ids()) : 'e-none';
      const type = pick([
        'request',
        'request',
        'cancel',
        'grant',
        'decline',
        'given',
        'bonus',
      ] as const);
      const stars = 1 + Math.floor(random() * 6);
      if (type === 'request') {
        const reward = pick(CATALOGUE);
        entries.push({
          ...base,
          type,
          reward: reward.id,
          title: reward.title,
          cost: reward.cost,
          needsYes: random() < 0.7,
        });
      } else if (type === 'bonus') {
        entries.push({ ...base, type: pick(['bonus', 'takeBack'] as const), stars, reason: 'Why' });
      } else if (random() < 0.2) {
        entries.push({ ...base, type: 'reversal', entry: named, reason: 'Why' });
      } else entries.push({ ...base, type, request: named });
    }
    return { entries, earned: Math.floor(random() * 20) };
  }

  it.each(Array.from({ length: 30 }, (_, index) => index + 1))(
    'never shows spendable below 0, and holds and spends exactly what its requests do (ledger %i)',
    (seed) => {
      const { entries, earned } = randomLedger(seed);
      const ada = rewards(entries, earned);
      // A yes written stands, even one another device wrote beyond the balance: owing shows as 0.
      const balance = ada.earned + ada.bonuses - ada.takenBack - ada.spent - ada.held;
      expect(ada.spendable).toBe(Math.max(0, balance));
      // Only a yes can leave it owing: asks beyond the balance hold nothing.
      if (balance < 0) expect(entries.some((entry) => entry.type === 'grant')).toBe(true);
      const costOf = (states: string[]) =>
        ada.requests
          .filter((request) => states.includes(request.state))
          .reduce((sum, request) => sum + request.cost, 0);
      expect(ada.held).toBe(costOf(['requested']));
      expect(ada.spent).toBe(costOf(['granted', 'given']));
      // The same entries in another order, or delivered twice, read the same.
      expect(rewards([...entries].reverse().concat(entries), earned)).toEqual(ada);
    },
  );
});
