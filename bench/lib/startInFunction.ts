/**
 * A build plugin for measuring Firebase mode while its production build cannot start: the page's
 * entry (`src/main.tsx`) awaits the backend at its top level, and in Firebase mode that backend
 * is a chunk which imports from the entry's own chunk. A module cannot finish loading before the
 * module it imports has, and the entry waits for it: the page never gets past its first await.
 * Here the entry's statements after its imports run in an async function instead, so the entry
 * finishes loading at once; nothing else about the build changes.
 */
import ts from 'typescript';
import type { Plugin } from 'vite';

const ENTRY = '/src/main.tsx';

export function startInFunction(): Plugin {
  return {
    name: 'bench-start-in-function',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(ENTRY)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const imports = source.statements.filter(ts.isImportDeclaration);
      const end = imports.at(-1)?.end ?? 0;
      return {
        code: `${code.slice(0, end)}\nvoid (async () => {${code.slice(end)}\n})();\n`,
        map: null,
      };
    },
  };
}
