/** A backup carries the family's day start, and a restore reads it as it was. */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../machines/domain/family';
import { backupOf, parseBackup } from '../../src/app/backup/backupFile';
import type { StoreSnapshot } from '../../src/store/port';

const familyStartingAt = (dayStart: number) => ({
  config: {
    name: 'The Riveras',
    kids: ['ada'],
    order: 'ada',
    names: { ada: 'Ada' },
    dayStart,
  },
  lists: { templates: { ada: { t1: { title: 'Brush teeth', order: 1 } } } },
  members: { 'parent-1': 'parent' },
});
const fileOf = (dayStart: number) =>
  JSON.stringify(
    backupOf(familyStartingAt(dayStart) as unknown as StoreSnapshot, new Date(2027, 0, 4)),
  );

describe('a backup of a family whose day starts at 03:00', () => {
  it('carries the day start, read back as it was', () => {
    const read = parseBackup(fileOf(3));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.backup.family.config.dayStart).toBe(3);
    expect(parseConfig(read.backup.family.config).dayStart).toBe(3);
  });

  it('with the day start changed by hand to 07:00 is refused, naming it', () => {
    const read = parseBackup(fileOf(7));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problem).toMatch(/dayStart/);
  });
});
