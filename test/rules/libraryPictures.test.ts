/**
 * A library item may carry its own picture (docs/design.md "Kid mode", Pictures), under the same
 * bound as a task's: one short emoji. The app's own writes are allowed; text, markup or a long
 * string is denied, by Firebase's rules and by the embedded store's check alike.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkWrite } from '../../machines/domain/familyValues';
import { newFamilyConfig } from '../../src/app/effects/familyEffects';
import { newPushId } from '../../src/store/pushId';
import { startRulesHarness, type RulesHarness } from './support';

let h: RulesHarness;

beforeAll(async () => {
  h = await startRulesHarness();
});

afterAll(async () => {
  await h?.close();
});

it('a library item’s picture is one short emoji, set with the item or on its own, and taken off', async () => {
  const alice = h.signedIn('alice');
  const family = await h.newFamily(alice);
  const group = `${family.path}/lists/library/${newPushId()}`;
  const item = { title: 'Pyjamas', order: 1 };
  expect(await alice.set(group, { title: 'Bedtime', items: { a: item } })).toBe('allowed');
  for (const picture of ['😴', '🛏️', '👨‍👩‍👧']) {
    expect(await alice.set(`${group}/items/b`, { ...item, picture }), picture).toBe('allowed');
    expect(await alice.set(`${group}/items/a/picture`, picture), picture).toBe('allowed');
  }
  expect(await alice.remove(`${group}/items/a/picture`)).toBe('allowed');
  for (const picture of ['', 'Sleep', '<img src=x>', '😴'.repeat(9), '1', ' ', 7, true]) {
    expect(await alice.set(`${group}/items/c`, { ...item, picture }), String(picture)).toBe(
      'denied',
    );
    expect(await alice.set(`${group}/items/a/picture`, picture), String(picture)).toBe('denied');
  }
});

it('the embedded store’s check keeps the same rule for a library item’s picture', () => {
  const config = newFamilyConfig({ name: 'The Testers', kidNames: ['Ada'] });
  const write = (picture: unknown) => {
    const item = { title: 'Pyjamas', order: 1, picture };
    const tree = { lists: { library: { g1: { title: 'Bedtime', items: { a: item } } } } };
    const at = (path: readonly string[]) =>
      path.reduce<unknown>(
        (node, key) => (typeof node === 'object' && node !== null ? (node as never)[key] : null),
        tree,
      ) ?? null;
    return checkWrite(['lists', 'library', 'g1', 'items', 'a'], item, at, { now: 0, config });
  };
  for (const picture of ['😴', '🛏️', '👨‍👩‍👧']) expect(write(picture), picture).toBeNull();
  for (const picture of ['', 'Sleep', '<img src=x>', '😴'.repeat(9), '1', 7]) {
    expect(write(picture), String(picture)).not.toBeNull();
  }
});
