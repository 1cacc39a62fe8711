// Drag and drop of the designer on the browser's own API (HTML5 drag events): a palette item to
// add, or a node of the canvas to move. Every drag has a click/keyboard twin (palette click adds
// at the selection; cut and move-to-selection move a node).
import type { DragEvent } from 'react';
import type { PaletteItem } from './tree';

export const DRAG_TYPE = 'application/x-plantform-design';

export type DragPayload = { palette: PaletteItem } | { move: string };

export function startDrag(e: DragEvent, payload: DragPayload): void {
  e.stopPropagation();
  e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(payload));
  e.dataTransfer.effectAllowed = 'copyMove';
}

/** Whether the drag carries a designer payload (readable only on drop; the type is known on over). */
export const isDesignDrag = (e: DragEvent) => e.dataTransfer.types.includes(DRAG_TYPE);

export function readDrag(e: DragEvent): DragPayload | null {
  try {
    const raw = e.dataTransfer.getData(DRAG_TYPE);
    return raw ? (JSON.parse(raw) as DragPayload) : null;
  } catch {
    return null;
  }
}
