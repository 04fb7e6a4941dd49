// A backup file as the Family view writes it, and choosing one on the page.
import type { Page } from '@playwright/test';

/** A family with two kids, a routine, a library group and three days of tasks and ticks. */
export const family = {
  config: {
    name: 'The Backups',
    kids: { 0: 'ada', 1: 'ben' },
    order: 'ada,ben',
    names: { ada: 'Ada', ben: 'Ben' },
    colors: { ada: '#e4572e', ben: '#2e86ab' },
    emojis: { ada: '🦊', ben: '🐢' },
  },
  lists: {
    templates: {
      ada: { r1: { title: 'Brush teeth', order: 1 } },
      ben: { r2: { title: 'Make the bed', order: 1 } },
    },
    library: {
      g1: { title: 'Bedtime', items: { i1: { title: 'Pyjamas', order: 1 } } },
    },
    '2026-11-20': {
      _seeded: 1_795_000_000,
      ada: { a1: { title: 'Read', completed: 1_795_100_000, order: 1 } },
    },
    '2026-11-21': {
      ada: { a2: { title: 'Piano', completed: false, order: 1 } },
      ben: { b1: { title: 'Swim', completed: 1_795_200_000, order: 1 } },
    },
    '2026-11-22': {
      ben: { b2: { title: 'Feed the cat', completed: false, order: 1 } },
    },
  },
};
export const backupText = (changes: object = {}) =>
  JSON.stringify({
    format: 'kids-todo-backup',
    version: 1,
    exported: '2026-11-22T09:30:00.000Z',
    family,
    ...changes,
  });

export async function chooseBackup(page: Page, name: string, text: string) {
  await page
    .getByLabel('Choose a backup file…')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}
