// Which places a settled transaction touched: a listener of another place keeps what the server
// said of it (the server sends nothing more there), one of that place waits for the next word.
import { describe, expect, it } from 'vitest';
import type { OutboxDatabase } from '../../src/store/offline/outboxDatabase';
import { createTabOutbox, type Pending } from '../../src/store/offline/tabOutbox';
import { splitPath } from '../../src/store/paths';

const outbox = { remove: async () => undefined } as unknown as OutboxDatabase;

function seeding(day: string, id = day): Pending {
  return {
    id,
    made: 0,
    family: 'f1',
    what: 'A new day',
    op: {
      kind: 'intent',
      path: `families/f1/lists/${day}`,
      intent: { name: 'day.seed', args: {} },
    },
  };
}

const at = (path: string) => splitPath(path);

describe('a tab’s settled transactions', () => {
  it('touch their own place, the places above it and below it, and no other', async () => {
    const tab = createTabOutbox(outbox, null);
    const before = tab.intentsSettled;
    expect(tab.intentSettledAt(before, at('families/f1/lists/2026-11-28'))).toBe(false);
    await tab.settle([seeding('2026-11-28')]);

    expect(tab.intentSettledAt(before, at('families/f1/lists/2026-11-28'))).toBe(true);
    expect(tab.intentSettledAt(before, at('families/f1/lists/2026-11-28/ada'))).toBe(true);
    expect(tab.intentSettledAt(before, at('families/f1'))).toBe(true);
    expect(tab.intentSettledAt(before, at('families/f1/lists/2026-11-21'))).toBe(false);
    expect(tab.intentSettledAt(before, at('families/f1/config'))).toBe(false);
    expect(tab.intentSettledAt(before, at('families/f2'))).toBe(false);
    // Only what settled since counts.
    expect(tab.intentSettledAt(tab.intentsSettled, at('families/f1/lists/2026-11-28'))).toBe(false);
  });

  it('touch a range of days only when one of its days is theirs', async () => {
    const tab = createTabOutbox(outbox, null);
    const before = tab.intentsSettled;
    await tab.settle([seeding('2026-11-30')]);
    const lists = at('families/f1/lists');
    expect(tab.intentSettledAt(before, lists, { from: '2026-11-23', to: '2026-11-29' })).toBe(
      false,
    );
    expect(tab.intentSettledAt(before, lists, { from: '2026-11-30', to: '2026-12-06' })).toBe(true);
    expect(tab.intentSettledAt(before, lists)).toBe(true);
  });

  it('settled too long ago to tell, count as touching every place', async () => {
    const tab = createTabOutbox(outbox, null);
    const before = tab.intentsSettled;
    await tab.settle([seeding('2026-11-28')]);
    for (let index = 0; index < 150; index++)
      await tab.settle([seeding('2026-11-29', `s${index}`)]);
    expect(tab.intentSettledAt(before, at('families/f1/lists/2026-11-28'))).toBe(true);
    expect(tab.intentSettledAt(before, at('families/f1/config'))).toBe(true);
    // The last ones are still told apart.
    expect(tab.intentSettledAt(tab.intentsSettled - 100, at('families/f1/config'))).toBe(false);
  });

  it('plain writes settled do not count', async () => {
    const tab = createTabOutbox(outbox, null);
    const before = tab.intentsSettled;
    await tab.settle([
      {
        ...seeding('2026-11-28'),
        op: { kind: 'set', path: 'families/f1/lists/2026-11-28', value: null },
      },
    ]);
    expect(tab.intentSettledAt(before, at('families/f1/lists/2026-11-28'))).toBe(false);
  });
});
