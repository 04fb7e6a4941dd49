// Which places a transaction the server made touched: a listener of another place keeps what the
// server said of it (nothing more comes there), one of that place waits for the server's next word.
import { describe, expect, it } from 'vitest';
import type { OutboxDatabase } from '../../src/store/offline/outboxDatabase';
import { createTabOutbox } from '../../src/store/offline/tabOutbox';
import { splitPath } from '../../src/store/paths';

const outbox = {} as OutboxDatabase;
const day = (date: string) => `families/f1/lists/${date}`;
const at = (path: string) => splitPath(path);

describe('a tab’s transactions made by the server', () => {
  it('touch their own place, the places above it and below it, and no other', () => {
    const tab = createTabOutbox(outbox, null);
    const before = tab.intentsMade;
    expect(tab.intentMadeAt(before, at(day('2026-11-28')))).toBe(false);
    tab.intentMade(day('2026-11-28'));

    expect(tab.intentMadeAt(before, at(day('2026-11-28')))).toBe(true);
    expect(tab.intentMadeAt(before, at(`${day('2026-11-28')}/ada`))).toBe(true);
    expect(tab.intentMadeAt(before, at('families/f1'))).toBe(true);
    expect(tab.intentMadeAt(before, at(day('2026-11-21')))).toBe(false);
    expect(tab.intentMadeAt(before, at('families/f1/config'))).toBe(false);
    expect(tab.intentMadeAt(before, at('families/f2'))).toBe(false);
    // Only what was made since counts.
    expect(tab.intentMadeAt(tab.intentsMade, at(day('2026-11-28')))).toBe(false);
  });

  it('touch a range of days only when one of its days is theirs', () => {
    const tab = createTabOutbox(outbox, null);
    const before = tab.intentsMade;
    tab.intentMade(day('2026-11-30'));
    const lists = at('families/f1/lists');
    expect(tab.intentMadeAt(before, lists, { from: '2026-11-23', to: '2026-11-29' })).toBe(false);
    expect(tab.intentMadeAt(before, lists, { from: '2026-11-30', to: '2026-12-06' })).toBe(true);
    expect(tab.intentMadeAt(before, lists)).toBe(true);
  });

  it('made too long ago to tell apart, count as touching every place', () => {
    const tab = createTabOutbox(outbox, null);
    const before = tab.intentsMade;
    tab.intentMade(day('2026-11-28'));
    for (let index = 0; index < 150; index++) tab.intentMade(day('2026-11-29'));
    expect(tab.intentMadeAt(before, at(day('2026-11-28')))).toBe(true);
    expect(tab.intentMadeAt(before, at('families/f1/config'))).toBe(true);
    // The last ones are still told apart.
    expect(tab.intentMadeAt(tab.intentsMade - 100, at('families/f1/config'))).toBe(false);
  });
});
