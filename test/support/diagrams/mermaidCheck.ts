/**
 * A small checker for the `stateDiagram-v2` subset `machineDiagram.ts` writes (Mermaid itself
 * is not installed). Each line must be one of the statements below, written the way Mermaid's
 * state grammar reads it (ids end at `:`, `-`, `{` or a space; a label ends at `:` or `;`;
 * `#` may start a comment; `--` splits regions only inside a composite), plus the layout
 * rules that keep Mermaid from misplacing boxes: an arrow touches no composite state (bar
 * `[*]`, and arrows into a parallel state that is not itself inside one), and one written
 * inside a composite joins two of that composite's own children.
 */
const ID = '[A-Za-z_][A-Za-z0-9_]*';
const KEYWORDS = /^(state|note|class|classdef|direction|end|as|hide|scale|acctitle|accdescr)$/i;

const STATEMENTS = {
  label: new RegExp(`^state "([^"]+)" as (${ID})$`),
  composite: new RegExp(`^state (${ID}) \\{$`),
  close: /^\}$/,
  divider: /^--$/,
  bare: new RegExp(`^(${ID})$`),
  edge: new RegExp(`^(${ID}|\\[\\*\\]) --> (${ID}|\\[\\*\\])(?: : ([^:;#"\\n]+))?$`),
  noteStart: new RegExp(`^note right of (${ID})$`),
  noteEnd: /^end note$/,
  classDef: /^classDef (\w+) ([\w-]+:[^,;:\n]+(?:,[\w-]+:[^,;:\n]+)*)$/,
  classUse: new RegExp(`^class (${ID}(?:,${ID})*) (\\w+)$`),
};

interface Scope {
  id: string;
  children: Set<string>;
}

function badId(id: string): string | undefined {
  if (KEYWORDS.test(id)) return `the id "${id}" is a Mermaid keyword`;
  if (/^default/i.test(id)) return `the id "${id}" starts with "default", a Mermaid keyword`;
  return undefined;
}

/** Every problem found, as `line N: …`; an empty list when the diagram is sound. */
export function checkStateDiagram(source: string): string[] {
  const problems: string[] = [];
  const lines = source.split('\n');
  const top: Scope = { id: '', children: new Set() };
  const stack: Scope[] = [top];
  const parentOf = new Map<string, string>();
  const composites = new Set<string>();
  const parallels = new Set<string>();
  const edges: { line: number; scope: Scope; from: string; to: string }[] = [];
  const referenced: { line: number; id: string }[] = [];
  let inNote = false;

  const place = (lineNumber: number, id: string, scope: Scope) => {
    const problem = badId(id);
    if (problem) problems.push(`line ${lineNumber}: ${problem}`);
    const earlier = parentOf.get(id);
    if (earlier !== undefined && earlier !== scope.id) {
      problems.push(`line ${lineNumber}: "${id}" is declared in two composites`);
    }
    parentOf.set(id, scope.id);
    scope.children.add(id);
  };

  if (lines[0] !== 'stateDiagram-v2') problems.push('line 1: must be "stateDiagram-v2"');
  lines.slice(1).forEach((raw, index) => {
    const n = index + 2;
    const line = raw.trim();
    const scope = stack[stack.length - 1] ?? top;
    if (inNote) {
      if (STATEMENTS.noteEnd.test(line)) inNote = false;
      return;
    }
    if (/direction\s+(TB|BT|RL|LR)/i.test(line)) {
      problems.push(`line ${n}: Mermaid reads any line with "direction XY" as a direction`);
    }
    let match: RegExpExecArray | null;
    if ((match = STATEMENTS.label.exec(line))) {
      place(n, match[2] ?? '', scope);
    } else if ((match = STATEMENTS.composite.exec(line))) {
      const id = match[1] ?? '';
      place(n, id, scope);
      composites.add(id);
      stack.push({ id, children: new Set() });
    } else if (STATEMENTS.close.test(line)) {
      if (stack.length === 1) problems.push(`line ${n}: "}" closes nothing`);
      else stack.pop();
    } else if (STATEMENTS.divider.test(line)) {
      if (stack.length === 1) problems.push(`line ${n}: "--" is only allowed inside a composite`);
      else parallels.add(scope.id);
    } else if ((match = STATEMENTS.edge.exec(line))) {
      const [from = '', to = ''] = [match[1], match[2]];
      if (from === '[*]' && to === '[*]') problems.push(`line ${n}: [*] --> [*]`);
      if (match[3] !== undefined && match[3].trim() === '') {
        problems.push(`line ${n}: empty label`);
      }
      edges.push({ line: n, scope, from, to });
    } else if ((match = STATEMENTS.noteStart.exec(line))) {
      referenced.push({ line: n, id: match[1] ?? '' });
      if (stack.length > 1) problems.push(`line ${n}: notes only on top-level boxes`);
      inNote = true;
    } else if ((match = STATEMENTS.classUse.exec(line))) {
      for (const id of (match[1] ?? '').split(',')) referenced.push({ line: n, id });
    } else if (STATEMENTS.bare.test(line)) {
      place(n, line, scope);
    } else if (!STATEMENTS.classDef.test(line)) {
      problems.push(`line ${n}: not a statement of the subset: ${line}`);
    }
  });
  if (inNote) problems.push('a note is not closed with "end note"');
  // Parallel states (bodies split by `--`) outside any other: arrows may enter them.
  const insideParallel = (id: string): boolean => {
    const parent = parentOf.get(id);
    return (
      parent !== undefined && parent !== '' && (parallels.has(parent) || insideParallel(parent))
    );
  };
  const parallelTops = new Set([...parallels].filter((id) => !insideParallel(id)));
  if (stack.length > 1) problems.push(`"${stack[stack.length - 1]?.id}" is not closed`);

  for (const { line, scope, from, to } of edges) {
    for (const id of [from, to]) {
      if (id === '[*]') continue;
      if (!parentOf.has(id)) problems.push(`line ${line}: "${id}" is not declared`);
      const entersParallel = id === to && parallelTops.has(id);
      if (composites.has(id) && !(from === '[*]' && id === to) && !entersParallel) {
        problems.push(`line ${line}: an arrow touches the composite state "${id}"`);
      }
      if (scope !== top && !scope.children.has(id)) {
        problems.push(`line ${line}: "${id}" is not a child of "${scope.id}", where it is used`);
      }
    }
  }
  for (const { line, id } of referenced) {
    if (!parentOf.has(id)) problems.push(`line ${line}: "${id}" is not declared`);
  }
  return problems;
}
