/**
 * `npm run diagrams`: writes `docs/machines/<machine>.md` for every machine in `machines/`,
 * and the index `docs/machines/README.md`; removes pages of machines that are gone.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { diagramPages, GENERATED_MARK } from './diagramPages';
import { DIAGRAMS_DIR, loadMachineCatalog, PROJECT_ROOT } from './machineCatalog';

async function main() {
  const directory = join(PROJECT_ROOT, DIAGRAMS_DIR);
  const pages = diagramPages(await loadMachineCatalog());
  await mkdir(directory, { recursive: true });
  for (const existing of await readdir(directory)) {
    if (!existing.endsWith('.md') || pages.has(existing)) continue;
    const text = await readFile(join(directory, existing), 'utf8');
    if (!text.includes(GENERATED_MARK)) continue;
    await rm(join(directory, existing));
    console.log(`removed ${DIAGRAMS_DIR}/${existing}`);
  }
  for (const [fileName, text] of pages) {
    const path = join(directory, fileName);
    const before = await readFile(path, 'utf8').catch(() => undefined);
    if (before === text) continue;
    await writeFile(path, text);
    console.log(`wrote ${DIAGRAMS_DIR}/${fileName}`);
  }
  console.log(`${pages.size} pages in ${DIAGRAMS_DIR} are up to date.`);
}

await main();
