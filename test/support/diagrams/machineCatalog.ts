/**
 * Every machine in `machines/`: each `*Machine.ts` file's exported `*Machine`, at any depth
 * values, with the sentence its config's `description` says of it, in a fixed order.
 */
import { readdir } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { MachinePage } from './machineDiagram';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const DIAGRAMS_DIR = 'docs/machines';

export interface CatalogEntry extends MachinePage {
  machine: AnyStateMachine;
}

const isStateMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'implementations' in value &&
  'config' in value;

/** The `description` in the machine's own config, which the Stately editor shows too. */
function describe(machine: AnyStateMachine, name: string): string {
  const own = machine.root.description;
  if (!own) throw new Error(`${name} needs a \`description\` in its config.`);
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
    const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (!name.endsWith('Machine') || !isStateMachine(value)) continue;
      const file = `machines/${fileName}`;
      entries.push({ name, file, machine: value, description: describe(value, name) });
    }
  }
  return entries;
}
