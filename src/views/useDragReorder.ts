import { useRef, useState, type DragEvent } from 'react';

/**
 * Drag-to-reorder for a list, with the browser's own drag and drop. The keyboard way is
 * "Move up" / "Move down" buttons beside each item; this is the pointer way.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const dragged = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const itemProps = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      dragged.current = index;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index));
    },
    onDragOver: (event: DragEvent) => {
      if (dragged.current === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(index);
    },
    onDragLeave: () => setOver((current) => (current === index ? null : current)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const from = dragged.current;
      dragged.current = null;
      setOver(null);
      if (from !== null && from !== index) onMove(from, index);
    },
    onDragEnd: () => {
      dragged.current = null;
      setOver(null);
    },
    'data-drop-target': over === index ? 'true' : undefined,
  });

  return { itemProps };
}
