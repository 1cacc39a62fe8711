// The designer's state: the design with its undo/redo history, the selected node (or grid column
// / tab pane) and a node cut for moving by keyboard. Every change goes through tree.ts.
import { useCallback, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataType } from '../../../../schemas/fieldTypes';
import type { FormDesign } from '../../../../schemas/forms/types';
import { canRedo, canUndo, historyOf, historyReducer } from './history';
import { idsOf, insertNode, locate, moveNode, nodeOf, type PaletteItem, type Place, placeForSelection, removeNode, shiftNode, updateNode } from './tree';

export interface Designer {
  design: FormDesign;
  selected: string | null;
  select: (id: string | null) => void;
  /** adds a palette item at a place, or at the selection (placeForSelection); selects the new node */
  add: (item: PaletteItem, place?: Place) => void;
  move: (id: string, place: Place) => void;
  remove: (id: string) => void;
  shift: (id: string, by: -1 | 1) => void;
  /** `merge`: consecutive changes with the same key are one undo step (typing) */
  update: <T extends object>(id: string, patch: Partial<T>, merge?: string) => void;
  /** replaces the whole design as one undoable step (grid columns, tab panes) */
  apply: (design: FormDesign) => void;
  cut: string | null;
  setCut: (id: string | null) => void;
  /** moves the cut node to the selection */
  paste: () => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** a loaded or imported design: fresh history, nothing selected */
  reset: (design: FormDesign) => void;
}

export function useDesigner(initial: FormDesign, attrCodes: ReadonlySet<string>): Designer {
  const { t } = useTranslation();
  const [history, dispatch] = useReducer(historyReducer, initial, historyOf);
  const [selected, setSelected] = useState<string | null>(null);
  const [cut, setCut] = useState<string | null>(null);
  const design = history.present;
  const texts = useMemo(
    () => ({ tab: (n: number) => t('designer.tab', { n }), card: t('designer.card'), typeName: (type: DataType) => t(`designer.types.${type}`) }),
    [t],
  );
  const apply = useCallback((next: FormDesign, merge?: string) => dispatch({ type: 'apply', design: next, merge }), []);

  const add = useCallback(
    (item: PaletteItem, place?: Place) => {
      const node = nodeOf(design, item, texts, attrCodes);
      apply(insertNode(design, node, place ?? placeForSelection(design, selected)));
      setSelected(node.id);
    },
    [design, texts, attrCodes, apply, selected],
  );

  const paste = useCallback(() => {
    if (!cut || !locate(design, cut)) return setCut(null);
    const next = moveNode(design, cut, placeForSelection(design, selected === cut ? null : selected));
    apply(next);
    setSelected(cut);
    setCut(null);
  }, [cut, design, selected, apply]);

  return {
    design,
    selected,
    select: setSelected,
    add,
    move: useCallback((id: string, place: Place) => apply(moveNode(design, id, place)), [design, apply]),
    remove: useCallback(
      (id: string) => {
        apply(removeNode(design, id));
        setSelected(null);
      },
      [design, apply],
    ),
    shift: useCallback((id: string, by: -1 | 1) => apply(shiftNode(design, id, by)), [design, apply]),
    update: useCallback(<T extends object>(id: string, patch: Partial<T>, merge?: string) => apply(updateNode<T>(design, id, patch), merge), [design, apply]),
    apply: useCallback((next: FormDesign) => apply(next), [apply]),
    cut,
    setCut,
    paste,
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    reset: useCallback((next: FormDesign) => {
      dispatch({ type: 'reset', design: next });
      setSelected(null);
      setCut(null);
    }, []),
  };
}

/** Whether an id still names something in the design (a selection after undo may not). */
export const exists = (design: FormDesign, id: string | null) => !!id && idsOf(design).has(id);
