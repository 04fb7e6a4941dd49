/** The files `npm run diagrams` writes to `docs/machines/`, by name, with their text. */
import { machineToMarkdown } from './machineDiagram';
import type { CatalogEntry } from './machineCatalog';

/** Marks a file as written by `npm run diagrams` (so a machine's removal removes it too). */
export const GENERATED_MARK = 'by `npm run diagrams`; do not edit.';

export function indexPage(entries: CatalogEntry[]): string {
  return [
    '# Pictures of the machines',
    '',
    'Every state machine in `machines/`, drawn as a Mermaid state diagram from its own definition.',
    '',
    `Generated ${GENERATED_MARK}`,
    '',
    ...entries.map(({ name, description }) => `- [${name}](${name}.md): ${description}`),
    '',
  ].join('\n');
}

/** `fileName → text` for every page, the index (`README.md`) included. */
export function diagramPages(entries: CatalogEntry[]): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of entries)
    pages.set(`${entry.name}.md`, machineToMarkdown(entry.machine, entry));
  pages.set('README.md', indexPage(entries));
  return pages;
}
