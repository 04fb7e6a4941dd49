// @vitest-environment jsdom
// Restoring a backup on the start page: what the rules would refuse is refused on screen, naming
// the value and where it is, and a file too large is refused before it is read.
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { BACKUP_FORMAT, BACKUP_VERSION } from '../../src/app/backup/backupFile';
import { createTestStore, renderApp, type RenderedApp } from './support/renderApp';

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

const config = { name: 'The Riveras', kids: ['ada'], order: 'ada', names: { ada: 'Ada' } };
const backup = (lists: object) =>
  new File(
    [
      JSON.stringify({
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        exported: '',
        family: { config, lists },
      }),
    ],
    'kids-todo-the-riveras.json',
    { type: 'application/json' },
  );

it('a backup with a picture of letters is refused, naming the value and its place', async () => {
  app = renderApp('/', { store: createTestStore() });
  const input = await screen.findByLabelText('Choose a backup file…');
  const task = { title: 'Brush teeth', completed: false, order: 1, picture: 'привет' };
  await app.user.upload(input, backup({ '2026-11-22': { ada: { t1: task } } }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '"привет" at lists/2026-11-22/ada/t1/picture is not an emoji. Nothing was changed.',
  );
});

it('a backup for a kid who is not in the family is refused', async () => {
  app = renderApp('/', { store: createTestStore() });
  const input = await screen.findByLabelText('Choose a backup file…');
  const routine = { ghost: { t1: { title: 'Piano', order: 1 } } };
  await app.user.upload(input, backup({ templates: routine }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '"ghost" at lists/templates/ghost is not a kid of the family.',
  );
});

it('a 49 MB file is refused by its size, without being read', async () => {
  app = renderApp('/', { store: createTestStore() });
  const input = await screen.findByLabelText('Choose a backup file…');
  const file = backup({});
  Object.defineProperty(file, 'size', { value: 49 * 1024 * 1024 });
  const read = vi.spyOn(file, 'text');
  await app.user.upload(input, file);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This file is 49.0 MB; a Kids To-Do backup can be at most 10.0 MB. Nothing was changed.',
  );
  expect(read).not.toHaveBeenCalled();
});
