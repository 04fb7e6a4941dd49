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

describe('a backup file’s size', () => {
  it('is checked before the file is read: 49 MB is refused, 10 MB is read', () => {
    expect(backupSizeProblem(49 * 1024 * 1024)).toBe(
      'This file is 49.0 MB; a Kids To-Do backup can be at most 10.0 MB.',
    );
    expect(backupSizeProblem(10 * 1024 * 1024)).toBeNull();
  });
});
