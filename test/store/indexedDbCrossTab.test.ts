// Two tabs of the embedded store: a write reaches the other tab with its values, so the other
// tab shows it without reading the day again, and still ends on what is stored when a write
// fails or messages are missed or arrive out of order.
import { IDBTransaction } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Store, StoreObject, StoreSnapshot } from '../../src/store/port';
import { countLeaves } from '../support/history';
import { equalTo, nextValue, readValue, recordValues, settle, WAIT_MS } from './contract/support';
import {
  countIndexedDbReads,
  freshDatabase,
  holdReadWriteTransaction,
  request,
  transactionsFinished,
  type ReadCounter,
} from './indexedDbSupport';

const DAY = 'families/fam/lists/2026-11-22';
const KIDS = ['ada', 'ben', 'cy'];

/** Three kids with twenty tasks each: `{ ada: { 'ada-1': { title, completed, order } … } … }`. */
function dayOfTasks(): StoreObject {
  const day: StoreObject = { _seeded: 1_795_000_000 };
  for (const kid of KIDS) {
    day[kid] = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [
        `${kid}-${index + 1}`,
        { title: `${kid} task ${index + 1}`, completed: false, order: index + 1 },
      ]),
    );
  }
  return day;
}

const opened: Store[] = [];
let counter: ReadCounter | null = null;
afterEach(() => {
  counter?.stop();
  counter = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const store of opened.splice(0)) store.close();
});

/** Store instances over one fresh database, like tabs of one browser. */
function openTabs() {
  const database = freshDatabase('kids-todo-cross-tab');
  return {
    ...database,
    open(): Store {
      const store = database.open();
      opened.push(store);
      return store;
    },
    idle: () => transactionsFinished(database.factory, database.databaseName),
  };
}

/** Subscribes and keeps every value, noting how many records had been read when each came. */
function watch(store: Store, path: string) {
  const seen: { value: StoreSnapshot; recordsRead: number }[] = [];
  store.subscribe(path, (value) => seen.push({ value, recordsRead: counter?.records ?? 0 }));
  return {
    values: () => seen.map(({ value }) => value),
    last: () => seen.at(-1),
    waitForCount: (count: number) =>
      vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(count), { timeout: WAIT_MS }),
  };
}

async function dayInBothTabs() {
  const tabs = openTabs();
  const [writer, reader] = [tabs.open(), tabs.open()];
  await writer.set(DAY, dayOfTasks());
  const day = watch(reader, DAY);
  await day.waitForCount(1);
  await tabs.idle();
  counter = countIndexedDbReads();
  return { tabs, writer, reader, day };
}

describe('a write in one tab, seen in another', () => {
  it('a tick is shown at once, without reading the day again', async () => {
    const { tabs, writer, day } = await dayInBothTabs();
    const ticked = `${DAY}/ben/ben-7/completed`;

    await writer.set(ticked, 1_795_000_100);
    await day.waitForCount(2);
    await tabs.idle();

    expect(day.last()?.value).toMatchObject({ ben: { 'ben-7': { completed: 1_795_000_100 } } });
    expect(day.last()?.recordsRead, 'records read before it was shown').toBe(0);
    // The changed value is read back (as the write starts and once it is saved), never the day.
    expect(counter?.records).toBeLessThanOrEqual(2);
    expect(countLeaves(dayOfTasks()), 'records in the day').toBe(181);
    expect(await readValue(tabs.open(), ticked)).toBe(1_795_000_100);
  });

  it('a multi-path update arrives as one change', async () => {
    const { tabs, writer, day } = await dayInBothTabs();

    await writer.update(DAY, {
      'ada/ada-1/completed': 1_795_000_100,
      'ben/ben-2': null,
      'cy/cy-21': { title: 'Water the plants', order: 21 },
    });
    await day.waitForCount(2);
    await settle(writer);
    await tabs.idle();

    expect(day.values()).toHaveLength(2);
    const shown = day.values()[1] as Record<string, StoreObject>;
    expect(shown).toMatchObject({
      ada: { 'ada-1': { completed: 1_795_000_100 } },
      cy: { 'cy-21': { title: 'Water the plants', order: 21 } },
    });
    expect(Object.keys(shown.ben ?? {})).toHaveLength(19);
    expect(shown.ben).not.toHaveProperty('ben-2');
    expect(day.last()?.recordsRead).toBe(0);
  });

  it('removing a subtree empties the listeners inside it and changes the ones above it', async () => {
    const { writer, reader, day } = await dayInBothTabs();
    const task = watch(reader, `${DAY}/ada/ada-3`);
    await task.waitForCount(1);
    const readBefore = counter?.records;

    await writer.remove(`${DAY}/ada`);
    await Promise.all([day.waitForCount(2), task.waitForCount(2)]);

    expect(task.last()?.value).toBeNull();
    expect(day.last()?.recordsRead, 'records read before it was shown').toBe(readBefore);
    expect(Object.keys(day.last()?.value as StoreObject).sort()).toEqual(['_seeded', 'ben', 'cy']);

    await writer.remove('families/fam/lists');
    await day.waitForCount(3);
    expect(day.last()?.value).toBeNull();
  });

  it('a transaction’s value is shown without reading the day again', async () => {
    const { writer, day } = await dayInBothTabs();

    const result = await writer.transaction(`${DAY}/cy/cy-2/title`, (title) => `${String(title)}!`);
    await day.waitForCount(2);

    expect(result).toMatchObject({ committed: true, value: 'cy task 2!' });
    expect(day.last()?.value).toMatchObject({ cy: { 'cy-2': { title: 'cy task 2!' } } });
    // Only the writing tab's transaction read the title (once to start, once to check).
    expect(day.last()?.recordsRead).toBeLessThanOrEqual(2);
  });

  it('a write that fails is shown at once, then taken back', async () => {
    const { writer, day } = await dayInBothTabs();
    const ticked = `${DAY}/ada/ada-2/completed`;
    // The failure is logged; it is on purpose here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // IndexedDB aborts the write instead of committing it (a full disk, say).
    const commit = vi.spyOn(IDBTransaction.prototype, 'commit').mockImplementation(function (
      this: IDBTransaction,
    ) {
      this.abort();
    });

    await expect(writer.set(ticked, 1_795_000_100)).rejects.toThrow();
    commit.mockRestore();
    await day.waitForCount(3);

    expect(day.values()[1]).toMatchObject({ ada: { 'ada-2': { completed: 1_795_000_100 } } });
    expect(day.last()?.value).toMatchObject({ ada: { 'ada-2': { completed: false } } });
  });
});

/** A BroadcastChannel whose messages the test drops or holds back: lost or late messages. */
function stubChannel() {
  const control = { dropping: 0, holding: false, held: [] as Array<() => void> };
  class TestChannel extends BroadcastChannel {
    override postMessage(message: unknown): void {
      if (control.dropping > 0) {
        control.dropping -= 1;
      } else if (control.holding) {
        control.held.push(() => super.postMessage(message));
      } else {
        super.postMessage(message);
      }
    }
  }
  vi.stubGlobal('BroadcastChannel', TestChannel);
  return control;
}

/** Resolves once the next message on the store's channel has been delivered. */
function heardOnChannel(databaseName: string): Promise<void> {
  const listener = new BroadcastChannel(`kids-todo-store/${databaseName}`);
  return new Promise((resolve) => {
    listener.onmessage = () => {
      listener.close();
      // The store's own channel hears it in the same turn; let that turn finish.
      setImmediate(resolve);
    };
  });
}

describe('when writes and messages cross', () => {
  it('a tab that missed a message reads again what it listens to at the next one', async () => {
    const tabs = openTabs();
    const channel = stubChannel();
    const writer = tabs.open();
    vi.unstubAllGlobals();
    const reader = tabs.open();
    await writer.set(DAY, dayOfTasks());
    await nextValue(reader, DAY, (value) => value !== null);
    const ada = recordValues(reader, `${DAY}/ada/ada-1/title`);
    const ben = recordValues(reader, `${DAY}/ben/ben-1/title`);
    await Promise.all([ada.waitForCount(1), ben.waitForCount(1)]);

    // Both messages of this write are lost: the one as it starts and the one once it is saved.
    channel.dropping = 2;
    await writer.set(`${DAY}/ada/ada-1/title`, 'Brush teeth');
    await writer.set(`${DAY}/ben/ben-1/title`, 'Feed the cat');

    await Promise.all([ada.waitForCount(2), ben.waitForCount(2)]);
    expect(ada.values.at(-1)).toBe('Brush teeth');
    expect(ben.values.at(-1)).toBe('Feed the cat');
  });

  it('messages that arrive in another order than their writes were saved end on what is stored', async () => {
    const tabs = openTabs();
    const channel = stubChannel();
    const late = tabs.open();
    vi.unstubAllGlobals();
    const [reader, other] = [tabs.open(), tabs.open()];
    const path = `${DAY}/ada/ada-1/title`;
    const title = recordValues(reader, path);
    await title.waitForCount(1);

    channel.holding = true;
    await late.set(path, 'saved first');
    await other.set(path, 'saved second');
    await title.waitForCount(2);
    expect(title.values.at(-1)).toBe('saved second');
    const heard = heardOnChannel(tabs.databaseName);
    channel.held.forEach((post) => post());
    await heard;
    await tabs.idle();

    expect(title.values.at(-1)).toBe('saved second');
    expect(await readValue(tabs.open(), path)).toBe('saved second');
  });

  it('two quick writes in one tab never show the first again in the other', async () => {
    const tabs = openTabs();
    const [writer, reader] = [tabs.open(), tabs.open()];
    const path = `${DAY}/ada/ada-1/completed`;
    const ticks = recordValues(reader, path);
    await ticks.waitForCount(1);

    // The first write waits behind another connection, so the other tab's read-back of it
    // runs before the second write is saved.
    const blocker = await request(tabs.factory.open(tabs.databaseName));
    const release = holdReadWriteTransaction(blocker);
    const first = writer.set(path, 1_795_000_100);
    await ticks.waitForCount(2);
    const second = writer.set(path, false);
    await ticks.waitForCount(3);
    release();
    await Promise.all([first, second]);
    blocker.close();
    await settle(writer);
    await tabs.idle();

    expect(ticks.values).toEqual([null, 1_795_000_100, false]);
  });

  it('a write this tab has not saved yet stays shown over an earlier one from another tab', async () => {
    const tabs = openTabs();
    const channel = stubChannel();
    const other = tabs.open();
    vi.unstubAllGlobals();
    const here = tabs.open();
    const path = `${DAY}/ada/ada-1/title`;
    const title = recordValues(here, path);
    await title.waitForCount(1);

    channel.holding = true;
    await other.set(path, 'theirs');
    const blocker = await request(tabs.factory.open(tabs.databaseName));
    const release = holdReadWriteTransaction(blocker);
    const saving = here.set(path, 'mine');
    await title.waitForCount(2);
    const heard = heardOnChannel(tabs.databaseName);
    channel.held.forEach((post) => post());
    await heard;
    release();
    await saving;
    blocker.close();
    await tabs.idle();

    expect(title.values).toEqual([null, 'mine']);
    expect(await nextValue(tabs.open(), path, equalTo('mine'))).toBe('mine');
  });
});
