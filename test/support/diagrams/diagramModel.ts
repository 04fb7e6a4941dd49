/**
 * A machine's state nodes and transitions, arranged the way a Mermaid `stateDiagram-v2` can
 * draw them safely: every state gets an id without dots, and an arrow only ever joins plain
 * boxes. A transition defined on a composite state (or on the machine itself) leaves from an
 * "any state" box inside it; one that enters a composite state goes to the box it starts in.
 * (Mermaid misplaces or fails to draw arrows that touch composite states inside parallel
 * regions.) Arrows between boxes in different composites are written at the top level,
 * where mentioning a box does not move it.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { describeEvent, describeGuard } from './transitionLabels';

export type DiagramNodeKind = 'document' | 'atomic' | 'final' | 'compound' | 'parallel' | 'any';

export interface DiagramNode {
  id: string;
  label: string;
  kind: DiagramNodeKind;
  /** The composite it is drawn in; `undefined` for the top level (the document itself). */
  parent: DiagramNode | undefined;
  children: DiagramNode[];
  /** The child `[*]` points to, for the document and compound states. */
  initial?: DiagramNode;
  /** Transitions without a target on an "any state" box drawn at the top level. */
  notes: string[];
}

export interface DiagramEdge {
  from: DiagramNode;
  to: DiagramNode;
  label: string;
  /** The composite (or the document) whose body the arrow is written in. */
  scope: DiagramNode;
}

export interface DiagramModel {
  document: DiagramNode;
  edges: DiagramEdge[];
  /** Every "any state" box, in the order they were made. */
  anyNodes: DiagramNode[];
  /** `state id: actor ids` for each state that invokes actors. */
  invocations: { state: string; actors: string[] }[];
}

const toMermaidId = (text: string) => text.replace(/[^A-Za-z0-9_]/g, '_').replace(/^(\d)/, '_$1');

/** Gives out unique ids, in a fixed order, so equal machines give equal diagrams. */
class IdAllocator {
  private readonly taken = new Set<string>();

  allocate(wanted: string): string {
    const base = toMermaidId(wanted) || 'state';
    let id = base;
    for (let n = 2; this.taken.has(id); n += 1) id = `${base}_${n}`;
    this.taken.add(id);
    return id;
  }
}

function kindOf(stateNode: AnyStateNode): DiagramNodeKind {
  if (stateNode.type === 'final') return 'final';
  if (stateNode.type === 'parallel') return 'parallel';
  if (stateNode.type === 'compound') return 'compound';
  return 'atomic';
}

const isContainer = (node: DiagramNode) => node.kind !== 'atomic' && node.kind !== 'final';

/** A forbidden transition (`on: { x: undefined }`) only swallows its event; nothing to draw. */
function isForbidden(transition: AnyTransitionDefinition): boolean {
  return !transition.target && transition.actions.length === 0 && !transition.reenter;
}

/** A state's own transitions in definition order: its events, then `always`. */
function ownTransitions(stateNode: AnyStateNode): AnyTransitionDefinition[] {
  return [...stateNode.transitions.values(), stateNode.always ?? []]
    .flat()
    .filter((transition) => !isForbidden(transition));
}

function allStateNodes(stateNode: AnyStateNode): AnyStateNode[] {
  return [stateNode, ...Object.values(stateNode.states).flatMap(allStateNodes)];
}

export function transitionLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition) {
  const guard = describeGuard(transition.guard);
  return `${describeEvent(machine, transition)}${guard ? ` [${guard}]` : ''}`;
}

export function buildDiagramModel(machine: AnyStateMachine): DiagramModel {
  const ids = new IdAllocator();
  const document: DiagramNode = {
    id: '',
    label: machine.id,
    kind: 'document',
    parent: undefined,
    children: [],
    notes: [],
  };
  const nodeOf = new Map<AnyStateNode, DiagramNode>();
  const makeNode = (label: string, kind: DiagramNodeKind, parent: DiagramNode, id: string) => {
    const node: DiagramNode = { id, label, kind, parent, children: [], notes: [] };
    parent.children.push(node);
    return node;
  };

  const addChildren = (stateNode: AnyStateNode, container: DiagramNode) => {
    for (const child of Object.values(stateNode.states)) {
      const node = makeNode(
        child.key,
        kindOf(child),
        container,
        ids.allocate(child.path.join('_')),
      );
      nodeOf.set(child, node);
      addChildren(child, node);
    }
  };

  const { root } = machine;
  if (root.type === 'parallel') {
    const wrapper = makeNode(machine.id, 'parallel', document, ids.allocate(machine.id));
    nodeOf.set(root, wrapper);
    addChildren(root, wrapper);
  } else {
    nodeOf.set(root, document);
    addChildren(root, document);
  }
  const node = (stateNode: AnyStateNode): DiagramNode => {
    const found = nodeOf.get(stateNode);
    if (!found) throw new Error(`No diagram node for ${stateNode.id}`);
    return found;
  };

  for (const stateNode of allStateNodes(root)) {
    const initial = stateNode.type === 'compound' ? stateNode.initial?.target[0] : undefined;
    if (initial) node(stateNode).initial = node(initial);
  }

  // Transitions of a composite leave from an "any state" box: inside a compound state, beside
  // a parallel one (a parallel state's body holds only its regions).
  const anyNodes: DiagramNode[] = [];
  const anyNodeOf = new Map<DiagramNode, DiagramNode>();
  const anyNodeFor = (owner: DiagramNode): DiagramNode => {
    const existing = anyNodeOf.get(owner);
    if (existing) return existing;
    const isRoot = owner === document || owner === nodeOf.get(root);
    const home = owner.kind === 'parallel' ? (owner.parent ?? document) : owner;
    const label = isRoot || owner.kind !== 'parallel' ? 'any state' : `any state of ${owner.label}`;
    const id = ids.allocate(isRoot ? 'anyState' : `${owner.id}_any`);
    const anyNode = makeNode(label, 'any', home, id);
    anyNodeOf.set(owner, anyNode);
    anyNodes.push(anyNode);
    return anyNode;
  };

  const insideParallel = (diagramNode: DiagramNode): boolean =>
    diagramNode.parent !== undefined &&
    (diagramNode.parent.kind === 'parallel' || insideParallel(diagramNode.parent));

  /**
   * The boxes a transition into `stateNode` arrives at: the plain box it starts in; a
   * parallel state itself (as Mermaid draws concurrency), or, inside another parallel
   * state, where each of its regions starts.
   */
  const entriesOf = (stateNode: AnyStateNode): DiagramNode[] => {
    if (stateNode.type === 'parallel') {
      const parallel = node(stateNode);
      if (!insideParallel(parallel) && parallel !== document) return [parallel];
      return Object.values(stateNode.states).flatMap(entriesOf);
    }
    const initial = stateNode.type === 'compound' ? stateNode.initial?.target[0] : undefined;
    return initial ? entriesOf(initial) : [node(stateNode)];
  };

  const edges: DiagramEdge[] = [];
  const addEdge = (from: DiagramNode, to: DiagramNode, label: string) => {
    const fromScope = from.parent ?? document;
    const toScope = to.parent ?? document;
    // A parallel state's body holds only its regions, separated by `--`.
    const shared = fromScope === toScope && fromScope.kind !== 'parallel';
    edges.push({ from, to, label, scope: shared ? fromScope : document });
  };

  for (const stateNode of allStateNodes(root)) {
    for (const transition of ownTransitions(stateNode)) {
      const own = node(stateNode);
      const from = isContainer(own) ? anyNodeFor(own) : own;
      const label = transitionLabel(machine, transition);
      const targets = transition.target ?? [];
      if (targets.length > 0) {
        for (const to of targets.flatMap(entriesOf)) addEdge(from, to, label);
      } else if (from.kind === 'any' && from.parent === document) {
        // Mermaid notes are safe on top-level boxes only.
        from.notes.push(label);
      } else {
        addEdge(from, from, label);
      }
    }
  }

  const invocations = allStateNodes(root)
    .filter((stateNode) => stateNode.invoke.length > 0)
    .map((stateNode) => ({
      state: stateNode === root ? machine.id : stateNode.path.join('.'),
      actors: stateNode.invoke.map((invoke) => invoke.id),
    }));

  return { document, edges, anyNodes, invocations };
}
