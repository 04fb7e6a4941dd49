import { useState, type Dispatch, type DragEvent, type SetStateAction } from 'react';
import { useLatestCallback } from './useLatestCallback';

/** What one item spreads onto its element: the handlers, and whether it is the drop target. */
export interface DragItemProps {
  draggable: true;
  onDragStart: (event: DragEvent) => void;
  onDragEnter: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDragLeave: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
  'data-drop-target': 'true' | undefined;
}

interface DragState {
  /** The index being dragged, from dragstart until drop or dragend. */
  dragged: number | null;
  setOver: Dispatch<SetStateAction<number | null>>;
  move: (from: number, to: number) => void;
}

function dragItemProps(state: DragState, index: number, isOver: boolean): DragItemProps {
  /** The pointer is over this item while something of the list is being dragged. */
  const dragIsOver = (event: DragEvent) => {
    if (state.dragged === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    state.setOver(index);
  };
  return {
    draggable: true,
    onDragStart: (event) => {
      state.dragged = index;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index));
    },
    // The browser tells of a new element under the pointer with dragenter, and sends the next
    // dragover only at the pointer's next move: the item lights up at once on either.
    onDragEnter: dragIsOver,
    onDragOver: dragIsOver,
    // Moving from one part of the item to another is not leaving it: the highlight would go
    // out until the next move (and a pointer held still keeps it out).
    onDragLeave: (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      state.setOver((current) => (current === index ? null : current));
    },
    onDrop: (event) => {
      event.preventDefault();
      const from = state.dragged;
      state.dragged = null;
      state.setOver(null);
      if (from !== null && from !== index) state.move(from, index);
    },
    onDragEnd: () => {
      state.dragged = null;
      state.setOver(null);
    },
    'data-drop-target': isOver ? 'true' : undefined,
  };
}

/**
 * Each item's props, made once per index and drop-target state: an item gets the same object on
 * every render, so a memoized row is not re-rendered by its list.
 */
function createItemPropsCache(state: DragState) {
  const made = new Map<string, DragItemProps>();
  return (index: number, isOver: boolean): DragItemProps => {
    const key = `${index}/${isOver}`;
    let props = made.get(key);
    if (props === undefined) {
      props = dragItemProps(state, index, isOver);
      made.set(key, props);
    }
    return props;
  };
}

/**
 * Drag-to-reorder for a list, with the browser's own drag and drop: the pointer way. The other
 * ways are Alt and the up or down arrow on a focused row, and "Move up" / "Move down" in a task
 * row's panel (beside a library item).
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const [over, setOver] = useState<number | null>(null);
  const move = useLatestCallback(onMove);
  const [propsFor] = useState(() => createItemPropsCache({ dragged: null, setOver, move }));
  const itemProps = (index: number) => propsFor(index, over === index);
  return { itemProps };
}
