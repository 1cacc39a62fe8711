// What every box of the canvas reads: the designer, field labels, the selection with what holds
// it, and the drop handler.
import { createContext, type DragEvent, useContext } from 'react';
import type { Place } from './tree';
import type { Designer } from './useDesigner';

export interface CanvasContextValue {
  designer: Designer;
  /** the label shown for a field node (its own, else its attribute's name) */
  labelOf: (code: string, label?: string) => string;
  /** the selection and what holds it (a tab set shows the pane holding the selection) */
  around: Set<string>;
  drop: (e: DragEvent, place: Place) => void;
}
export const CanvasContext = createContext<CanvasContextValue | null>(null);
export const useCanvas = () => useContext(CanvasContext)!;

export const selectedStyle = { outline: '2px solid #1677ff', outlineOffset: 1 } as const;

