/**
 * What a production build leaves out of the machines (vite.config.ts,
 * `machineDescriptionsLeftOut`): each machine's `description`, for the inspector and editor only,
 * and nothing else.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { machineDescriptionsLeftOut } from '../../vite.config';

const MACHINES = join(import.meta.dirname, '..', '..', 'machines');

async function machineFiles(): Promise<string[]> {
  const entries = await readdir(MACHINES, { recursive: true });
  return entries
    .filter((entry) => entry.endsWith('Machine.ts'))
    .map((entry) => join(MACHINES, entry));
}

function leftOut(code: string, id: string): string {
  const result = machineDescriptionsLeftOut().transform(code, id);
  return result === null ? code : result.code;
}

describe('a production build of the machines', () => {
  it('leaves out every machine’s description, and only that', async () => {
    const files = await machineFiles();
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const code = await readFile(file, 'utf8');
      const built = leftOut(code, file);
      // One `description: '…',` taken out of the config, the rest of the file as it was.
      const removed = /\n\s*description:\s*(?:'(?:[^'\\]|\\.)*'|`[^`]*`|"(?:[^"\\]|\\.)*"),/.exec(
        code,
      );
      expect(removed, file).not.toBeNull();
      const index = removed?.index ?? 0;
      const [whole = ''] = removed ?? [];
      const newline = whole.indexOf('description');
      expect(built, file).toBe(code.slice(0, index + newline) + code.slice(index + whole.length));
      expect(() => parseAst(built, { lang: 'ts' }, file)).not.toThrow();
    }
  });

  it('keeps a description anywhere but a machine’s config, and files outside machines/', () => {
    const inside = join(MACHINES, 'example', 'exampleMachine.ts');
    const code = [
      "const states = { idle: { description: 'a state' } };",
      "export const m = setup({}).createMachine({ id: 'm', states, description: 'the machine' });",
      "export const other = make({ description: 'not a machine' });",
    ].join('\n');
    expect(leftOut(code, inside)).toBe(
      [
        "const states = { idle: { description: 'a state' } };",
        "export const m = setup({}).createMachine({ id: 'm', states,  });",
        "export const other = make({ description: 'not a machine' });",
      ].join('\n'),
    );
    expect(leftOut(code, join(import.meta.dirname, 'elsewhere.ts'))).toBe(code);
  });
});
