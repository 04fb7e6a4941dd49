/**
 * Every machine in `machines/`: each `*Machine.ts` file's exported `*Machine`, at any depth
 * values, with a sentence saying what it does, in a fixed order.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { MachinePage } from './machineDiagram';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const DIAGRAMS_DIR = 'docs/machines';

export interface CatalogEntry extends MachinePage {
  machine: AnyStateMachine;
}

/**
 * Said here while a machine has no doc comment of its own (a `/** … *\/` just above its
 * `export const`, or a `description` in its config), which wins once written.
 */
const DESCRIPTIONS: Record<string, string> = {
  appMachine:
    'The app: reads the address, opens the family kept on this device or starts a new one, and runs the family’s listeners, day navigation and boards while a family is open.',
  authMachine:
    'Who is signed in: restores the session, signs in and out, and follows session changes reported by the provider.',
  dayBoardMachine:
    'One board (a day, or the routine): the entry box that adds tasks for the picked kids, ticking, reordering and deleting tasks, the "Undo" offered after a delete (a second tap while the rows settle deletes nothing), and "Add to today as well?" for a routine task for today.',
  dayNavigationMachine:
    'The day in view: previous, next and today, placed as past, today or future, with the address to navigate to.',
  familySettingsMachine:
    'The Family view: renaming the family, adding, renaming, recolouring, reordering and removing kids, one write at a time.',
  libraryMachine:
    'The Library view: task groups and their items, renaming and deleting groups, and copying a group into a kid’s day or routine.',
  listenersMachine:
    'The family’s listeners: armed, live, re-armed every hour or when the page comes back, retried after failures; the day check that reloads the page when the date changes (waiting while something is typed); and seeding a day from the routine once.',
  taskEditorMachine:
    'One row’s title editor: viewing, editing, saving; an emptied title asks for the task to be deleted, and a failed save keeps what was typed.',
  transactionMachine:
    'One store transaction: read, attempt, retry on conflict (at most 25 attempts), and end committed, aborted or failed.',
};

const isStateMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'implementations' in value &&
  'config' in value;

/** The `/** … *\/` comment right above `export const <name>`, as one line. */
export function docCommentOf(source: string, name: string): string | undefined {
  const match = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export const ${name}\\b`).exec(
    source,
  );
  if (!match?.[1]) return undefined;
  const text = match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter((line) => line !== '')
    .join(' ');
  return text || undefined;
}

function describe(machine: AnyStateMachine, name: string, source: string): string {
  const own = machine.root.description ?? docCommentOf(source, name) ?? DESCRIPTIONS[name];
  if (!own) throw new Error(`${name} needs a doc comment (or a line in machineCatalog.ts).`);
  return own;
}

export async function loadMachineCatalog(root = PROJECT_ROOT): Promise<CatalogEntry[]> {
  const files = (await readdir(join(root, 'machines'), { recursive: true }))
    .filter((file) => file.endsWith('Machine.ts'))
    .map((file) => file.split(sep).join('/'))
    .sort();
  const entries: CatalogEntry[] = [];
  for (const fileName of files) {
    const path = join(root, 'machines', fileName);
    const [module, source] = await Promise.all([
      import(pathToFileURL(path).href) as Promise<Record<string, unknown>>,
      readFile(path, 'utf8'),
    ]);
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (!name.endsWith('Machine') || !isStateMachine(value)) continue;
      const file = `machines/${fileName}`;
      entries.push({ name, file, machine: value, description: describe(value, name, source) });
    }
  }
  return entries;
}
