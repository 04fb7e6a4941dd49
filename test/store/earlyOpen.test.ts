// The page opens the family's database while its script loads (index.html): the same database,
// version and store the embedded store opens, so the store can adopt it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EARLY_DATABASE, OBJECT_STORE, SCHEMA_VERSION } from '../../src/store/indexedDb/records';

describe('the early open in index.html', () => {
  it('opens the database, version and store the embedded store uses', async () => {
    const html = await readFile(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
    const open = /indexedDB\.open\('([^']+)', (\d+)\)/.exec(html);
    expect(open?.[1]).toBe(EARLY_DATABASE);
    expect(Number(open?.[2])).toBe(SCHEMA_VERSION);
    expect(html).toContain(`createObjectStore('${OBJECT_STORE}', { keyPath: 'path' })`);
    expect(html).toContain(`objectStoreNames.contains('${OBJECT_STORE}')`);
    // And it runs before the app's script, which adopts what it opened.
    expect(html.indexOf('__kidsTodoOpening')).toBeLessThan(html.indexOf('src/main.tsx'));
  });
});
