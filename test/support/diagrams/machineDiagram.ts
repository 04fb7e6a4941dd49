/**
 * A machine as a Markdown page holding a Mermaid `stateDiagram-v2`, drawn from the machine's
 * own definition (`machine.root`): pure, and the same machine always gives the same text.
 */
import type { AnyStateMachine } from 'xstate';
import { buildDiagramModel, type DiagramModel, type DiagramNode } from './diagramModel';

export interface MachinePage {
  /** The exported name, e.g. `appMachine`. */
  name: string;
  /** Where it is defined, from the project root, e.g. `machines/appMachine.ts`. */
  file: string;
  /** What the machine does, in a sentence or two. */
  description: string;
}

const INDENT = '    ';
const ANY_STATE_CLASS = 'anyStateBox';

/** `state "label" as id` when the box should not show its id; otherwise just the id. */
function declaration(node: DiagramNode): string {
  return node.label === node.id ? node.id : `state "${node.label}" as ${node.id}`;
}

function renderBody(model: DiagramModel, container: DiagramNode, depth: number): string[] {
  const pad = INDENT.repeat(depth);
  const lines: string[] = [];
  container.children.forEach((child, index) => {
    if (container.kind === 'parallel' && index > 0) lines.push(`${pad}--`);
    if (child.kind === 'compound' || child.kind === 'parallel') {
      if (child.label !== child.id) lines.push(`${pad}${declaration(child)}`);
      lines.push(`${pad}state ${child.id} {`, ...renderBody(model, child, depth + 1), `${pad}}`);
    } else {
      lines.push(`${pad}${declaration(child)}`);
    }
    if (child.notes.length > 0) {
      const notePad = pad + INDENT;
      lines.push(
        `${pad}note right of ${child.id}`,
        `${notePad}In any state, staying in it:`,
        ...child.notes.map((note) => `${notePad}${note}`),
        `${pad}end note`,
      );
    }
  });
  if (container.initial) lines.push(`${pad}[*] --> ${container.initial.id}`);
  for (const edge of model.edges) {
    if (edge.scope !== container) continue;
    lines.push(`${pad}${edge.from.id} --> ${edge.to.id} : ${edge.label}`);
  }
  for (const child of container.children) {
    if (child.kind === 'final') lines.push(`${pad}${child.id} --> [*]`);
  }
  return lines;
}

/** The Mermaid source alone (what goes between the fences). */
export function machineToMermaid(machine: AnyStateMachine): string {
  const model = buildDiagramModel(machine);
  const lines = ['stateDiagram-v2', ...renderBody(model, model.document, 1)];
  if (model.anyNodes.length > 0) {
    lines.push(
      `${INDENT}classDef ${ANY_STATE_CLASS} fill:none,stroke-dasharray:5 5`,
      `${INDENT}class ${model.anyNodes.map((node) => node.id).join(',')} ${ANY_STATE_CLASS}`,
    );
  }
  return lines.join('\n');
}

const HOW_TO_READ = [
  'How to read it: an arrow is labelled with its event, then its guard in brackets',
  '(`task.toggle [isDraftBlank]`); `always` is an eventless transition, `done x` and',
  '`error x` are the end of the invoked actor `x`, `after d` is a delay. A dashed "any state"',
  'box stands for every state of the composite around it (of the whole machine at the top level):',
  'its arrows, and the note beside it, apply whichever state inside is active. An arrow into',
  'a compound state is drawn to the state it starts in. Parallel regions are separated by',
  'dashed lines.',
].join(' ');

/** The whole page for `docs/machines/<name>.md`. */
export function machineToMarkdown(machine: AnyStateMachine, page: MachinePage): string {
  const { invocations } = buildDiagramModel(machine);
  const invoked = invocations.map(
    ({ state, actors }) => `- \`${state}\`: ${actors.map((actor) => `\`${actor}\``).join(', ')}`,
  );
  return [
    `# ${page.name}`,
    '',
    page.description,
    '',
    `Generated from \`${page.file}\` by \`npm run diagrams\`; do not edit.`,
    '',
    '```mermaid',
    machineToMermaid(machine),
    '```',
    '',
    HOW_TO_READ,
    ...(invoked.length > 0
      ? ['', 'Actors each state invokes (the machine’s own under its id):', '', ...invoked]
      : []),
    '',
  ].join('\n');
}
