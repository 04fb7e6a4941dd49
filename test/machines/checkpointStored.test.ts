// A ledger checkpoint as stored (docs/design.md "Rewards"): the open requests packed as one
// text, a `~` between two, read back as they were; the older forms still read; and the shape both
// backends' rules check the same as the app's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkpointValue,
  MAX_PACKED_OPEN_LENGTH,
  MAX_PACKED_OPENS_LENGTH,
  packOpen,
  packOpens,
  PACKED_OPEN_START,
  PACKED_OPENS,
  parseCheckpoint,
} from '../../machines/domain/checkpointStored';
import type { LedgerCheckpoint } from '../../machines/domain/ledgerCheckpoint';
import { MAX_TEXT_LENGTH } from '../../machines/domain/limits';
import { checkFamily } from '../../machines/domain/familyValues';
import type { OpenRequest } from '../../machines/domain/foldStart';
import { newFamilyConfig } from '../../src/app/effects/familyEffects';

const ASK = '-NaskAda000000000001';
const YES = '-NyesAda000000000002';
const CINEMA = '-NrewardCinema000003';

const granted: OpenRequest = {
  entry: {
    id: ASK,
    type: 'request',
    by: 'kid',
    at: 1_795_000_000,
    reward: CINEMA,
    title: 'Cinema | popcorn\nand a drink',
    cost: 25,
    needsYes: true,
  },
  state: 'granted',
  grant: { id: YES, at: 1_795_000_600, uid: 'google-uid-alice' },
};
const asked: OpenRequest = {
  entry: {
    id: '-NaskAda000000000000',
    type: 'request',
    by: 'grown-up',
    uid: 'google-uid-bob',
    at: 1_794_000_000,
    reward: CINEMA,
    title: 'Cinema',
    cost: 1000,
    needsYes: false,
  },
  state: 'needsGrownUp',
};

const checkpoint: LedgerCheckpoint = {
  boundary: YES,
  bonuses: 3,
  takenBack: 0,
  spent: 25,
  earned: { from: 30, below: null },
  rewards: [CINEMA],
  open: [asked, granted],
};

/** What is stored, as a store hands it back. */
const stored = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

describe('a checkpoint as stored', () => {
  it('keeps the open requests as one text, a ~ between two, and reads them back as they were', () => {
    const value = stored(checkpointValue(checkpoint));
    expect(value.open).toBe(
      `-NaskAda000000000000|${CINEMA}|1000|n|g|1794000000|needsGrownUp|||google-uid-bob||Cinema~` +
        `${ASK}|${CINEMA}|25|y|k|1795000000|granted|${YES}|1795000600||google-uid-alice|Cinema | popcorn\nand a drink`,
    );
    expect(value.open).toMatch(PACKED_OPENS);
    expect(parseCheckpoint(value)).toEqual(checkpoint);
  });

  it('reads back any title: bars, a ~ (doubled as it is kept) or several, at either end', () => {
    for (const title of ['~', '~~', '~~~', 'a~b', '~a', 'a~', '| ~ |', '~|~', `~${ASK}|`]) {
      const request = { ...granted, entry: { ...granted.entry, title } };
      const text = packOpens([asked, request, asked]);
      expect(text, JSON.stringify(title)).toMatch(PACKED_OPENS);
      // The same request twice never comes from the app; read back, all are in id order.
      const read = parseCheckpoint(stored({ ...checkpointValue(checkpoint), open: text }));
      expect(read?.open).toEqual([asked, asked, request]);
    }
  });

  it('still reads requests kept one text each at o000–o199, as the last version wrote them', () => {
    const older = stored({
      ...checkpointValue(checkpoint),
      open: { o000: packOpen(asked), o001: packOpen(granted) },
    });
    expect(parseCheckpoint(older)).toEqual(checkpoint);
  });

  it('still reads a request kept as a group of values, as an older version wrote it', () => {
    const older = stored({
      ...checkpointValue(checkpoint),
      open: {
        o000: { ...asked.entry, type: undefined, state: asked.state },
        o001: { ...granted.entry, type: undefined, state: 'granted', grant: granted.grant },
      },
    });
    expect(parseCheckpoint(older)).toEqual(checkpoint);
  });

  it('is not read when a packed request is cut short or names a state that is over', () => {
    const value = stored(checkpointValue(checkpoint));
    const [first = '', second = ''] = (value.open as string).split('~');
    const broken = (line: string) => parseCheckpoint({ ...value, open: `${first}~${line}` });
    expect(broken(second.split('|').slice(0, 8).join('|'))).toBeUndefined();
    expect(broken(second.replace('|granted|', '|given|'))).toBeUndefined();
    expect(broken(second.replace('|25|', '|0|'))).toBeUndefined();
    expect(broken(second.replace('|y|k|', '|yes|k|'))).toBeUndefined();
    expect(broken(`${second}${'x'.repeat(2 * MAX_PACKED_OPEN_LENGTH)}`)).toBeUndefined();
    // Nothing after a ~, a single ~ before what is not a request, and 201 requests.
    expect(broken('')).toBeUndefined();
    expect(broken(`${second}~Cinema`)).toBeUndefined();
    expect(parseCheckpoint({ ...value, open: Array(201).fill(first).join('~') })).toBeUndefined();
    expect(parseCheckpoint({ ...value, open: 7 })).toBeUndefined();
  });

  it('leaves out a uid that holds a separator: only "who" is lost, never the request', () => {
    for (const uid of ['a|b', 'a~b']) {
      const odd = { ...granted, grant: { id: YES, at: 1_795_000_600, uid } };
      const packed = packOpens([odd]);
      expect(packed).toMatch(PACKED_OPENS);
      const read = parseCheckpoint(stored({ ...checkpointValue(checkpoint), open: packed }));
      expect(read?.open).toEqual([{ ...granted, grant: { id: YES, at: 1_795_000_600 } }]);
    }
  });

  it('packs what the app writes in the shape the rules check, up to 200 of the longest', () => {
    const longest = { ...granted, entry: { ...granted.entry, title: 'é'.repeat(MAX_TEXT_LENGTH) } };
    for (const request of [granted, asked, longest]) {
      const packed = packOpen(request);
      expect(packed).toMatch(PACKED_OPEN_START);
      expect(packed.length).toBeLessThanOrEqual(MAX_PACKED_OPEN_LENGTH);
    }
    // A title of nothing but ~ doubles as it is kept.
    const escapes = {
      ...granted,
      entry: { ...granted.entry, title: '~'.repeat(MAX_TEXT_LENGTH) },
    };
    const most = packOpens(Array.from({ length: 200 }, () => escapes));
    expect(most).toMatch(PACKED_OPENS);
    expect(most.length).toBeLessThanOrEqual(MAX_PACKED_OPENS_LENGTH);
  });

  it('as the app writes it is a value a family may hold (the embedded store and a backup)', () => {
    const config = newFamilyConfig({ name: 'The Testers', kidNames: ['Ada'] });
    const [ada = ''] = config.order.split(',');
    const family = (value: unknown) => ({ config, rewards: { checkpoint: { [ada]: value } } });
    const now = 1_795_001_000;
    expect(checkFamily(family(checkpointValue(checkpoint)), now)).toBeNull();
    const broken = {
      ...checkpointValue(checkpoint),
      open: packOpens([asked]).replace('|g|', '|x|'),
    };
    expect(checkFamily(family(broken), now)?.message).toContain('is not open requests packed as');
    const olderBroken = {
      ...checkpointValue(checkpoint),
      open: { o000: packOpen(asked).replace('|g|', '|x|') },
    };
    expect(checkFamily(family(olderBroken), now)?.message).toContain(
      'is not an open request packed as',
    );
  });

  it('is checked by the Firebase rules with the same expression and length', () => {
    const rules = readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');
    const validations: string[] = [];
    JSON.parse(rules, (key, value: unknown) => {
      if (key === '.validate' && typeof value === 'string') validations.push(value);
      return value;
    });
    const slot = validations.filter((rule) => rule.includes(PACKED_OPEN_START.source));
    expect(slot).toHaveLength(1);
    expect(slot[0]).toContain(`.matches(/${PACKED_OPEN_START.source}/)`);
    expect(slot[0]).toContain(`newData.val().length <= ${MAX_PACKED_OPEN_LENGTH}`);
    const text = validations.filter((rule) => rule.includes(PACKED_OPENS.source));
    expect(text).toHaveLength(1);
    expect(text[0]).toContain(`.matches(/${PACKED_OPENS.source}/)`);
    expect(text[0]).toContain(`newData.val().length <= ${MAX_PACKED_OPENS_LENGTH}`);
  });
});
