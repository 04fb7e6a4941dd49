/**
 * A removed parent is cut off at once: their open listeners end with PERMISSION_DENIED, as real
 * Firebase ends them, and nothing the family does afterwards reaches them.
 */
import { endAt, onValue, orderByKey, query, ref, startAt, type Query } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removalUpdate } from '../../src/app/effects/membershipEffects';
import { newPushId } from '../../src/store/pushId';
import { invite, joining, startRulesHarness, type Client, type RulesHarness } from './support';

let h: RulesHarness;

beforeAll(async () => {
  h = await startRulesHarness();
});

afterAll(async () => {
  await h?.close();
});

/** An open listener: every value it heard, and how it ended, if it did. */
function listen(client: Client, path: string, range?: { from: string; to: string }) {
  const heard: unknown[] = [];
  const at: Query = range
    ? query(ref(client.db, path), orderByKey(), startAt(range.from), endAt(range.to))
    : ref(client.db, path);
  let cancelled: (Error & { code?: string }) | null = null;
  let settleFirst: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (settleFirst = resolve));
  const stop = onValue(
    at,
    (snapshot) => {
      heard.push(snapshot.val());
      settleFirst();
    },
    (error) => {
      cancelled = error;
    },
  );
  return { heard, first, stop, cancelled: () => cancelled };
}

/** Waits, without a fixed sleep, until `check` holds: the server answers within a few turns. */
async function eventually(check: () => boolean) {
  await expect.poll(check, { timeout: 5000 }).toBe(true);
}

describe('a removed parent is cut off at once', () => {
  it('their open listener is cancelled with PERMISSION_DENIED and hears no later change', async () => {
    const alice = h.signedIn(`alice-${newPushId()}`);
    const family = await h.newFamily(alice);
    const bob = h.signedIn(`bob-${newPushId()}`);
    expect(await bob.update(family.path, joining(bob, await invite(alice, family)))).toBe(
      'allowed',
    );
    const bobsConfig = listen(bob, `${family.path}/config/name`);
    const alicesConfig = listen(alice, `${family.path}/config/name`);
    await Promise.all([bobsConfig.first, alicesConfig.first]);

    const removal = removalUpdate(family.id, bob.uid ?? '', { invites: [], self: false });
    expect(await alice.update('/', removal)).toBe('allowed');
    await eventually(() => bobsConfig.cancelled()?.code === 'PERMISSION_DENIED');

    expect(await alice.set(`${family.path}/config/name`, 'After Bob')).toBe('allowed');
    await eventually(() => alicesConfig.heard.includes('After Bob'));
    expect(bobsConfig.heard).not.toContain('After Bob');
    expect(alicesConfig.cancelled()).toBeNull();
    bobsConfig.stop();
    alicesConfig.stop();
  });

  // The week and the streaks listen to a range of days, as a query: the revocation must name it
  // as the SDK expects (a list of query objects), or the SDK throws "query.map is not a function".
  it('their listeners of a range of days are cancelled too, two ranges of one path each', async () => {
    const alice = h.signedIn(`alice-${newPushId()}`);
    const family = await h.newFamily(alice);
    const bob = h.signedIn(`bob-${newPushId()}`);
    expect(await bob.update(family.path, joining(bob, await invite(alice, family)))).toBe(
      'allowed',
    );
    const lists = `${family.path}/lists`;
    const week = listen(bob, lists, { from: '2026-11-16', to: '2026-11-22' });
    const streak = listen(bob, lists, { from: '2026-09-23', to: '2026-11-22' });
    const today = listen(bob, `${lists}/2026-11-22`);
    await Promise.all([week.first, streak.first, today.first]);

    const removal = removalUpdate(family.id, bob.uid ?? '', { invites: [], self: false });
    expect(await alice.update('/', removal)).toBe('allowed');
    await eventually(() =>
      [week, streak, today].every((each) => each.cancelled()?.code === 'PERMISSION_DENIED'),
    );
    const task = { title: 'After Bob', completed: false, order: 1 };
    expect(await alice.set(`${lists}/2026-11-20/ada/t1`, task)).toBe('allowed');
    for (const each of [week, streak, today])
      expect(JSON.stringify(each.heard)).not.toContain('After Bob');
  });

  it('a stranger’s listener is refused from the start and never hears the family', async () => {
    const alice = h.signedIn(`alice-${newPushId()}`);
    const family = await h.newFamily(alice);
    const mallory = listen(h.signedIn(`mallory-${newPushId()}`), `${family.path}/config`);
    await eventually(() => mallory.cancelled()?.code === 'PERMISSION_DENIED');
    expect(await alice.set(`${family.path}/config/name`, 'Secret')).toBe('allowed');
    expect(mallory.heard).toEqual([]);
  });
});
