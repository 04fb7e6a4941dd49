/** A backup file is read as the store and the app check writes: anything off is refused whole. */
import { describe, expect, it } from 'vitest';
import {
  backupFileName,
  backupOf,
  backupSizeProblem,
  parseBackup,
} from '../../src/app/backup/backupFile';
import type { StoreSnapshot } from '../../src/store/port';

const family = {
  config: {
    name: 'The Riveras',
    kids: ['ada', 'ben'],
    order: 'ada,ben',
    names: { ada: 'Ada', ben: 'Ben' },
  },
  lists: {
    templates: { ada: { t1: { title: 'Brush teeth', order: 1 } } },
    library: { g1: { title: 'Bedtime', items: 0 } },
    '2026-11-21': { ada: { d1: { title: 'Read', completed: 1_795_000_000, order: 1 } } },
    '2026-11-22': { ben: { d2: { title: 'Feed the cat', completed: false, order: 1 } } },
  },
  members: { 'parent-1': 'parent' },
  invites: { code: { by: 'parent-1', expires: 1 } },
};
const file = (changes: object = {}) =>
  JSON.stringify({
    ...backupOf(JSON.parse(JSON.stringify(family)) as StoreSnapshot, new Date(2026, 10, 22)),
    ...changes,
  });

describe('a backup file', () => {
  it('holds the family without who may open it, and says what it holds', () => {
    const read = parseBackup(file());
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(Object.keys(read.backup.family).sort()).toEqual(['config', 'lists']);
    expect(read.summary).toEqual({
      name: 'The Riveras',
      kids: ['Ada', 'Ben'],
      days: 2,
      routineTasks: 1,
      libraryGroups: 1,
    });
  });

  it('is named after the family and the day', () => {
    expect(backupFileName('The Rivera-Smiths!', '2026-11-22')).toBe(
      'kids-todo-the-rivera-smiths-2026-11-22.json',
    );
  });

  it.each<[string, string, RegExp]>([
    ['not JSON', 'this is not a backup', /not JSON/],
    ['a wrong format', file({ format: 'someone-elses-app' }), /not a Kids To-Do backup/],
    ['a newer version', file({ version: 2 }), /newer Kids To-Do/],
    [
      'a title of 1,001 characters',
      file({
        family: {
          ...family,
          lists: { templates: { ada: { x: { title: 'x'.repeat(1001), order: 1 } } } },
        },
      }),
      /longer than 1,000 characters/,
    ],
    ['version 0', file({ version: 0 }), /version \(0\) is not one Kids To-Do has made/],
    [
      'version "1", as text',
      file({ version: '1' }),
      /version \("1"\) is not one Kids To-Do has made/,
    ],
    ['no version', file({ version: undefined }), /version \(none\) is not one/],
    [
      'values nested 5,000 levels deep',
      file({ family: { ...family, lists: 'DEEP' } }).replace(
        '"DEEP"',
        `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
      ),
      /nests values more than 32 levels deep/,
    ],
    [
      'an array nested 100,000 levels deep',
      `{"format":"kids-todo-backup","version":1,"family":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      /nests values more than 32 levels deep/,
    ],
    [
      'a missing value',
      file({ family: { ...family, config: { ...family.config, name: null } } }),
      /a value is missing/,
    ],
    [
      'a key with /',
      file({ family: { ...family, lists: { 'a/b': { ada: { x: { title: 'x', order: 1 } } } } } }),
      /can’t be saved/,
    ],
    ['no family', file({ family: 'nobody' }), /no family/],
    [
      '49 MB of text',
      `{"format":"kids-todo-backup","version":1,"family":{"config":{"name":"${'x'.repeat(49 * 1024 * 1024)}"}}}`,
      /This file is 49\.0 MB; a Kids To-Do backup can be at most 10\.0 MB/,
    ],
  ])('with %s is refused with a clear message', (_case, text, message) => {
    const read = parseBackup(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem).toMatch(message);
  });
});

describe('a backup of a family with rewards', () => {
  const rewarded = {
    ...family,
    rewards: {
      catalogue: {
        '-Reward0000000000000': {
          title: 'Screen time',
          cost: 5,
          needsYes: true,
          made: 1_795_000_000,
        },
      },
      ledger: {
        ada: {
          '-Entry00000000000001': {
            type: 'request',
            by: 'kid',
            uid: 'parent-1',
            at: 1_795_000_100,
            reward: '-Reward0000000000000',
            title: 'Screen time',
            cost: 5,
            needsYes: true,
          },
          '-Entry00000000000002': {
            type: 'grant',
            by: 'grown-up',
            at: 1_795_000_200,
            request: '-Entry00000000000001',
          },
        },
      },
      settled: { ada: { '2026-11-16': 6 } },
    },
  };
  const rewardedFile = (rewards: unknown = rewarded.rewards) =>
    JSON.stringify(
      backupOf(JSON.parse(JSON.stringify({ ...rewarded, rewards })) as StoreSnapshot, new Date()),
    );

  it('carries its catalogue, ledger and settled weeks, read back as they were', () => {
    const read = parseBackup(rewardedFile());
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(Object.keys(read.backup.family).sort()).toEqual(['config', 'lists', 'rewards']);
    expect(read.backup.family.rewards).toEqual(rewarded.rewards);
  });

  it('with a ledger entry changed by hand is refused, naming the entry', () => {
    const ledger = rewarded.rewards.ledger.ada;
    const tampered = {
      ...rewarded.rewards,
      ledger: {
        ada: {
          ...ledger,
          '-Entry00000000000002': { ...ledger['-Entry00000000000002'], by: 'kid' },
        },
      },
    };
    const read = parseBackup(rewardedFile(tampered));
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.problem).toBe(
        'This backup holds something Kids To-Do cannot keep: "kid" at rewards/ledger/ada/-Entry00000000000002/by cannot make a grant: kid mode only asks for a reward or cancels its own asking.',
      );
    }
  });

  it('with a bonus of 5,000 stars added by hand is refused, naming it', () => {
    const bonus = { type: 'bonus', by: 'grown-up', at: 1_795_000_300, stars: 5000, reason: 'Yes' };
    const ledger = { ada: { ...rewarded.rewards.ledger.ada, '-Entry00000000000003': bonus } };
    const read = parseBackup(rewardedFile({ ...rewarded.rewards, ledger }));
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.problem).toContain(
        '5000 at rewards/ledger/ada/-Entry00000000000003/stars is not a whole number of stars from 1 to 1,000.',
      );
    }
  });
});

describe('a backup file’s size', () => {
  it('is checked before the file is read: 49 MB is refused, 10 MB is read', () => {
    expect(backupSizeProblem(49 * 1024 * 1024)).toBe(
      'This file is 49.0 MB; a Kids To-Do backup can be at most 10.0 MB.',
    );
    expect(backupSizeProblem(10 * 1024 * 1024)).toBeNull();
  });
});
