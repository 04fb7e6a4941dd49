/**
 * The away machine's effects over the embedded store (docs/design.md "Away days"): a mark is one
 * new entry at an id made on the device, with when it was made; ending early sets the last day
 * to yesterday, or removes an entry not begun before today; Remove deletes it; the listener hears
 * every change until it is stopped; and a refused write or read is a StoreError naming where.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { awayMachine, selectAwayList, type AwayWrite } from '../../machines/away';
import type { CalendarDate } from '../../machines/calendar';
import { parseAway, type AwayEntry } from '../../machines/domain/away';
import { createAwayImplementations } from '../../src/app/away/awayEffects';
import { isStoreError, StoreError } from '../../src/store/errors';
import { withFamilyRules } from '../../src/store/familyRules';
import type { Store } from '../../src/store/port';
import { newPushId } from '../../src/store/pushId';
import { readOnce } from '../../src/store/readOnce';
import { freshDatabase } from '../store/indexedDbSupport';

const date = (text: string) => text as CalendarDate;
/** Tuesday 24 November 2026, 09:00 on the device. */
const NOW = new Date(2026, 10, 24, 9, 0);
const TODAY = date('2026-11-24');
const AWAY = 'families/fam/away';
const MADE = 1_790_000_000;
/** Ids as the app makes them. */
const SICK = newPushId();
const TRIP = newPushId();
const OTHER = newPushId();

const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  vi.restoreAllMocks();
});

function openStore(): Store {
  const store = withFamilyRules(freshDatabase('away-effects').open());
  stores.push(store);
  return store;
}

/** Makes one write as the away machine's write actor does, and waits for it. */
async function write(store: Store, asked: AwayWrite): Promise<void> {
  const { actors } = createAwayImplementations({ store, now: () => NOW });
  const actor = createActor(actors.writeAway as AnyActorLogic, {
    input: { familyId: 'fam', write: asked },
  });
  const settled = new Promise<void>((resolve, reject) =>
    actor.subscribe({ complete: () => resolve(), error: reject }),
  );
  actor.start();
  await settled;
}

/** An entry stored at `id`, as the machine hears it. */
async function stored(store: Store, id: string, value: object): Promise<AwayEntry> {
  await store.set(`${AWAY}/${id}`, { made: MADE, ...value });
  const entry = parseAway(await readOnce(store, AWAY)).find((one) => one.id === id);
  if (!entry) throw new Error(`${id} was not stored`);
  return entry;
}

describe('marking away', () => {
  it('writes one entry at a new id, with the reason trimmed and when it was made', async () => {
    const store = openStore();
    const mark = { kid: 'ada', from: date('2026-11-17'), to: date('2026-11-19'), reason: ' Sick ' };
    await write(store, { kind: 'mark', mark });
    const entries = (await readOnce(store, AWAY)) as Record<string, unknown>;
    const ids = Object.keys(entries);
    expect(ids).toHaveLength(1);
    expect(ids[0]).toMatch(/^[-0-9A-Za-z_]{20}$/);
    expect(entries[ids[0] ?? '']).toEqual({
      kid: 'ada',
      from: '2026-11-17',
      to: '2026-11-19',
      reason: 'Sick',
      made: Math.floor(NOW.getTime() / 1000),
    });
  });

  it('marks the whole family with no kid, and no reason when none is typed', async () => {
    const store = openStore();
    const mark = { kid: null, from: date('2026-12-24'), to: date('2027-01-01'), reason: '  ' };
    await write(store, { kind: 'mark', mark });
    await write(store, { kind: 'mark', mark });
    const entries = Object.values((await readOnce(store, AWAY)) as Record<string, unknown>);
    // Two marks are two entries: two grown-ups marking at once keep both.
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toEqual({ from: '2026-12-24', to: '2027-01-01', made: expect.any(Number) });
    }
  });
});

describe('ending early', () => {
  it('ends an entry begun before today yesterday: the kid is back today', async () => {
    const store = openStore();
    const entry = await stored(store, SICK, { kid: 'ada', from: '2026-11-17', to: '2026-11-26' });
    await write(store, { kind: 'endEarly', entry, today: TODAY });
    expect(await readOnce(store, `${AWAY}/${SICK}`)).toEqual({
      kid: 'ada',
      from: '2026-11-17',
      to: '2026-11-23',
      made: MADE,
    });
  });

  it('removes an entry that has not begun before today', async () => {
    const store = openStore();
    const entry = await stored(store, TRIP, { from: '2026-11-24', to: '2026-11-30' });
    await stored(store, OTHER, { kid: 'ben', from: '2026-11-20', to: '2026-11-21' });
    await write(store, { kind: 'endEarly', entry, today: TODAY });
    expect(Object.keys((await readOnce(store, AWAY)) as object)).toEqual([OTHER]);
  });
});

describe('removing', () => {
  it('deletes the entry and only it', async () => {
    const store = openStore();
    const entry = await stored(store, SICK, { kid: 'ada', from: '2026-11-17', to: '2026-11-26' });
    await stored(store, OTHER, { kid: 'ben', from: '2026-11-20', to: '2026-11-21' });
    await write(store, { kind: 'remove', entry });
    expect(Object.keys((await readOnce(store, AWAY)) as object)).toEqual([OTHER]);
  });
});

describe('a refused write', () => {
  it('is a StoreError naming the entry written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = openStore();
    // Over 366 days: the store's check of stored values refuses it.
    const mark = { kid: 'ada', from: date('2026-01-01'), to: date('2027-06-01'), reason: '' };
    const refused = await write(store, { kind: 'mark', mark }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isStoreError(refused)).toBe(true);
    expect((refused as StoreError).path).toMatch(/^families\/fam\/away\/[-0-9A-Za-z_]{20}$/);
    expect(await readOnce(store, AWAY)).toBeNull();
  });
});

describe('the away machine over the store', () => {
  it('hears every change to the family’s away days, and stops listening once stopped', async () => {
    const store = openStore();
    const listen = store.subscribe.bind(store);
    let stopped = 0;
    const subscribe = vi.spyOn(store, 'subscribe').mockImplementation((...args) => {
      const stop = listen(...args);
      return () => {
        stopped += 1;
        stop();
      };
    });
    const actor = createActor(
      awayMachine.provide(createAwayImplementations({ store, now: () => NOW })),
      { input: { familyId: 'fam' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.context.away !== null);
    expect(selectAwayList(actor.getSnapshot())).toEqual([]);
    expect(subscribe.mock.calls.map(([path]) => path)).toEqual([AWAY]);

    await store.set(`${AWAY}/${SICK}`, {
      kid: 'ada',
      from: '2026-11-17',
      to: '2026-11-26',
      made: 1,
    });
    await waitFor(actor, (snapshot) => selectAwayList(snapshot).length === 1);
    // A mark sent to the machine is written, and heard back.
    actor.send({
      type: 'away.mark',
      mark: { kid: null, from: date('2026-12-24'), to: date('2027-01-01'), reason: '' },
      done: 'The whole family marked away.',
    });
    await waitFor(actor, (snapshot) => selectAwayList(snapshot).length === 2);
    await waitFor(actor, (snapshot) => snapshot.context.notice === 'The whole family marked away.');

    expect(stopped).toBe(0);
    actor.stop();
    expect(stopped).toBe(1);
  });

  it('passes on a read the store refuses as a StoreError naming `away`', async () => {
    const refusing = {
      subscribe: (_path: string, _onValue: unknown, onError?: (error: Error) => void) => {
        onError?.(Object.assign(new Error('Permission denied'), { code: 'permission_denied' }));
        return () => undefined;
      },
    } as unknown as Store;
    const actor = createActor(
      awayMachine.provide(createAwayImplementations({ store: refusing, now: () => NOW })),
      { input: { familyId: 'fam' } },
    ).start();
    expect(actor.getSnapshot().context.readError).toEqual({
      code: 'PERMISSION_DENIED',
      message: 'Permission denied',
    });
    expect(actor.getSnapshot().context.away).toBeNull();
  });
});
