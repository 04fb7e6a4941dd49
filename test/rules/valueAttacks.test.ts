/**
 * Attacks on the size and shape of what a family holds, against the real rules: writes no form of
 * the app makes, each trying to get around one bound (docs/design.md "Limits": known keys, 1–1,000
 * characters, at most 20 kids, real dates, sane times and orders). Each must be denied with nothing
 * changed; the largest value each bound still admits is allowed beside it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFamilyConfig } from '../../src/app/effects/familyEffects';
import { membershipUpdate } from '../../src/app/effects/membershipEffects';
import { newPushId } from '../../src/store/pushId';
import { DAYS, nowSeconds, startRulesHarness, type RulesHarness } from './support';

let h: RulesHarness;

beforeAll(async () => {
  h = await startRulesHarness();
});

afterAll(async () => {
  await h?.close();
});

const kidIds = (count: number) => Array.from({ length: count }, (_, index) => `kid-${index}`);

/** A config for `count` kids, every field as the app writes it. */
function configFor(count: number) {
  const config = newFamilyConfig({ name: 'The Testers', kidNames: ['Ada'] });
  const ids = kidIds(count);
  const each = <T>(value: T) => Object.fromEntries(ids.map((id) => [id, value]));
  return {
    ...config,
    kids: ids,
    order: ids.join(','),
    names: each('A kid'),
    colors: each('#e4572e'),
    emojis: each('🦊'),
  };
}

/** The update that creates a family of `uid`'s with `config`. */
function creating(uid: string, config: object) {
  const id = newPushId();
  const user = { uid, email: `${uid}@example.com`, token: null };
  return {
    id,
    update: { [`families/${id}/config`]: config, ...membershipUpdate(id, user, new Date()) },
  };
}

describe('a new family cannot be made without bound', () => {
  it('a family of 20 kids can be created; one of 21 cannot', async () => {
    const alice = h.signedIn('alice');
    const twenty = creating('alice', configFor(20));
    expect(await alice.update('/', twenty.update)).toBe('allowed');
    const twentyOne = creating('alice', configFor(21));
    expect(await alice.update('/', twentyOne.update)).toBe('denied');
    expect(await h.valueAt(`families/${twentyOne.id}`)).toBeNull();
  });

  it('a family of 20,000 kids is denied', { timeout: 30_000 }, async () => {
    const alice = h.signedIn('alice');
    const ids = kidIds(20_000);
    const attack = creating('alice', { ...configFor(1), kids: ids, order: ids.join(',') });
    expect(await alice.update('/', attack.update)).toBe('denied');
    expect(await h.valueAt(`families/${attack.id}`)).toBeNull();
  });

  it('a config holding 5,000 names of 1,000 characters is denied', async () => {
    const alice = h.signedIn('alice');
    const config = newFamilyConfig({ name: 'The Testers', kidNames: ['Ada'] });
    const names = Object.fromEntries(kidIds(5000).map((id) => [id, 'n'.repeat(1000)]));
    const attack = creating('alice', { ...config, names: { ...config.names, ...names } });
    expect(await alice.update('/', attack.update)).toBe('denied');
    expect(await h.valueAt(`families/${attack.id}`)).toBeNull();
  });
});

describe('config bounds for a member', () => {
  // The denied writes are in the one table of attacks (valueAttackTable.ts), run by
  // databaseRules.test.ts and fed to the restore.
  it('a kid name of 1,000 characters is allowed', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    expect(await alice.set(`${family.path}/config/names/ada`, 'n'.repeat(1000))).toBe('allowed');
  });
});

describe('list bounds for a member', () => {
  const task = { title: 'Brush teeth', completed: false, order: 1 };

  async function writeTask(day: string, value: object, kid = 'ada') {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const before = await h.valueAt(family.path);
    const outcome = await alice.set(`${family.path}/lists/${day}/${kid}/${newPushId()}`, value);
    if (outcome === 'denied') expect(await h.valueAt(family.path)).toEqual(before);
    return outcome;
  }

  it.each([
    ['2026-02-31', 'denied'],
    ['2026-04-31', 'denied'],
    ['2026-02-29', 'denied'],
    ['2100-02-29', 'denied'],
    ['2026-00-10', 'denied'],
    ['2028-02-29', 'allowed'],
    ['2000-02-29', 'allowed'],
    ['2026-12-31', 'allowed'],
    ['2026-02-28', 'allowed'],
    // Only the dates the app keeps (docs/design.md "Dates"): 2000-01-01 to 2099-12-31.
    ['0000-01-01', 'denied'],
    ['1999-12-31', 'denied'],
    ['2100-01-01', 'denied'],
    ['9999-12-31', 'denied'],
    ['2000-01-01', 'allowed'],
    ['2099-12-31', 'allowed'],
    ['2096-02-29', 'allowed'],
  ])('a task on day %s is %s', async (day, expected) => {
    expect(await writeTask(day, task)).toBe(expected);
  });

  it.each<[string, 'allowed' | 'denied', unknown]>([
    ['1e300', 'denied', 1e300],
    ['two days from now', 'denied', nowSeconds() + 2 * DAYS],
    ['a negative time', 'denied', -5],
    ['now', 'allowed', nowSeconds()],
    ['an hour from now (a clock a little ahead)', 'allowed', nowSeconds() + 3600],
  ])('completed: %s is %s', async (_name, expected, completed) => {
    expect(await writeTask('2026-11-22', { ...task, completed })).toBe(expected);
  });

  it.each<[string, 'allowed' | 'denied', number]>([
    ['-9e15', 'denied', -9e15],
    ['1e9 + 1', 'denied', 1e9 + 1],
    ['-1e9 - 1', 'denied', -1e9 - 1],
    ['1e9', 'allowed', 1e9],
    ['-1e9', 'allowed', -1e9],
  ])('order %s is %s', async (_name, expected, order) => {
    expect(await writeTask('2026-11-22', { ...task, order })).toBe(expected);
  });

  it('a kid key of 101 characters in a day is denied', async () => {
    expect(await writeTask('2026-11-22', task, 'k'.repeat(101))).toBe('denied');
  });

  it('a library item ticked at 1e300, or ordered at -9e15, is denied', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const group = `${family.path}/lists/library/${newPushId()}`;
    const item = { title: 'Pyjamas', order: 1 };
    expect(await alice.set(group, { title: 'Bedtime', items: { a: item } })).toBe('allowed');
    expect(await alice.set(`${group}/items/b`, { ...item, completed: 1e300 })).toBe('denied');
    expect(await alice.set(`${group}/items/b`, { ...item, order: -9e15 })).toBe('denied');
  });

  it('a routine task ordered at 1e300, or a _seeded of 1e300, is denied', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const routine = `${family.path}/lists/templates/ada/${newPushId()}`;
    expect(await alice.set(routine, { title: 'Brush teeth', order: 1e300 })).toBe('denied');
    expect(await alice.set(`${family.path}/lists/2026-11-22/_seeded`, 1e300)).toBe('denied');
  });

  it('a routine task is for weekdays 1–7, in order, at least one: anything else is denied', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const routine = `${family.path}/lists/templates/ada/${newPushId()}`;
    const task = { title: 'Piano', order: 1 };
    for (const days of ['2', '135', '12345', '67', '123456']) {
      expect(await alice.set(routine, { ...task, days }), days).toBe('allowed');
    }
    // Out of the week, out of order, repeated, empty, "every day" spelt out, not a string.
    for (const days of ['8', '0', '31', '11', '', '1234567', 'Tue', 135, true]) {
      expect(await alice.set(routine, { ...task, days }), String(days)).toBe('denied');
    }
    // A day's task carries no schedule.
    const today = `${family.path}/lists/2026-11-22/ada/${newPushId()}`;
    expect(await alice.set(today, { ...task, completed: false, days: '2' })).toBe('denied');
  });

  it('a task belongs to the morning, the afternoon or the evening, or to no part at all', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const routine = `${family.path}/lists/templates/ada/${newPushId()}`;
    const today = `${family.path}/lists/2026-11-22/ada/${newPushId()}`;
    const group = `${family.path}/lists/library/${newPushId()}`;
    const task = { title: 'Brush teeth', order: 1 };
    for (const part of ['morning', 'afternoon', 'evening']) {
      expect(await alice.set(routine, { ...task, part }), part).toBe('allowed');
      expect(await alice.set(today, { ...task, completed: false, part }), part).toBe('allowed');
      expect(await alice.set(group, { title: 'Bedtime', items: 0, part }), part).toBe('allowed');
    }
    for (const part of ['night', 'Morning', '', 1, true]) {
      expect(await alice.set(routine, { ...task, part }), String(part)).toBe('denied');
      expect(await alice.set(today, { ...task, completed: false, part }), String(part)).toBe(
        'denied',
      );
      expect(await alice.set(group, { title: 'Bedtime', items: 0, part }), String(part)).toBe(
        'denied',
      );
    }
  });

  it('the parts of the day start at whole minutes, the afternoon before the evening', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const starts = `${family.path}/config/partStarts`;
    expect(await alice.set(starts, { afternoon: 720, evening: 1080 })).toBe('allowed');
    expect(await alice.set(starts, { afternoon: 1, evening: 1439 })).toBe('allowed');
    for (const bad of [
      { afternoon: 1080, evening: 720 },
      { afternoon: 720, evening: 720 },
      { afternoon: 0, evening: 1080 },
      { afternoon: 720, evening: 1440 },
      { afternoon: 720.5, evening: 1080 },
      { afternoon: '12:00', evening: 1080 },
      { afternoon: 720 },
      { afternoon: 720, evening: 1080, night: 1300 },
    ]) {
      expect(await alice.set(starts, bad), JSON.stringify(bad)).toBe('denied');
    }
  });

  it('the family’s day starts at a whole hour from midnight to 05:00', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const dayStart = `${family.path}/config/dayStart`;
    for (const hour of [0, 1, 2, 3, 4, 5]) {
      expect(await alice.set(dayStart, hour), String(hour)).toBe('allowed');
    }
    for (const bad of [6, 24, -1, 2.5, '3', true, { hour: 3 }]) {
      expect(await alice.set(dayStart, bad), JSON.stringify(bad)).toBe('denied');
    }
    expect(await h.valueAt(dayStart)).toBe(5);
  });

  it('a task’s picture is one short emoji: text, markup or a long string is denied', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const routine = `${family.path}/lists/templates/ada/${newPushId()}`;
    const today = `${family.path}/lists/2026-11-22/ada/${newPushId()}`;
    const task = { title: 'Brush teeth', order: 1 };
    for (const picture of ['🪥', '🛏️', '👨‍👩‍👧']) {
      expect(await alice.set(routine, { ...task, picture }), picture).toBe('allowed');
      expect(await alice.set(today, { ...task, completed: false, picture }), picture).toBe(
        'allowed',
      );
    }
    for (const picture of ['', 'Brush', '<img src=x>', '🪥'.repeat(9), '1', ' ', 7, true]) {
      expect(await alice.set(routine, { ...task, picture }), String(picture)).toBe('denied');
      expect(await alice.set(today, { ...task, completed: false, picture }), String(picture)).toBe(
        'denied',
      );
    }
  });

  it('the PIN is kept only as a salt and a hash: its digits, or anything more, are denied', async () => {
    const alice = h.signedIn('alice');
    const family = await h.newFamily(alice);
    const pin = `${family.path}/config/pin`;
    const record = {
      salt: 'c2FsdHNhbHRzYWx0c2FsdA==',
      hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=',
    };
    expect(await alice.set(pin, record)).toBe('allowed');
    expect(await alice.remove(pin)).toBe('allowed');
    for (const bad of [
      '4071',
      4071,
      { salt: record.salt },
      { ...record, pin: '4071' },
      { salt: '4071', hash: record.hash },
      { salt: record.salt, hash: 'not base64 at all!' },
      { salt: record.salt, hash: 'A'.repeat(200) },
    ]) {
      expect(await alice.set(pin, bad), JSON.stringify(bad)).toBe('denied');
    }
  });
});
