// The widget's state over the core: the task model (mutable, versioned), its history, the
// collapsed groups, the unit and the layout and axis derived from them. A new `tasks` array from
// the host starts over (its history too); edits made here are applied at once and reported to
// the host through onChange, which saves them.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Unit } from './core/constants';
import { wallOf } from './core/dates';
import { History, type Edit } from './core/edits';
import { buildLayout, type Layout, layoutSpan } from './core/layout';
import { buildModel, type GanttModel, type GanttTask } from './core/model';
import { makeScale, type Scale } from './core/scale';

export interface GanttState {
  model: GanttModel | null;
  /** the host's tasks could not be made into a tree (a milestone holding children) */
  error: unknown;
  layout: Layout;
  scale: Scale;
  unit: Unit;
  setUnit: (unit: Unit) => void;
  collapsed: ReadonlySet<string>;
  toggle: (key: string) => void;
  /** applies an edit, records it for undo and tells the host */
  perform: (edit: Edit) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

const EMPTY_MODEL: GanttModel = { nodes: new Map(), roots: [], version: 0 };

export function useGantt(tasks: readonly GanttTask[], initialUnit: Unit, onChange?: (edit: Edit) => void): GanttState {
  const built = useMemo(() => {
    try {
      return { model: buildModel(tasks), error: null };
    } catch (error) {
      return { model: null, error };
    }
  }, [tasks]);
  const history = useMemo(() => {
    void built;
    return new History();
  }, [built]);
  // re-render after the mutable model changed
  const [version, setVersion] = useState(0);
  const [unit, setUnit] = useState(initialUnit);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const model = built.model;

  const layout = useMemo(() => {
    void version;
    return buildLayout(model ?? EMPTY_MODEL, collapsed);
  }, [model, collapsed, version]);

  // the axis spans every dated node (collapsed ones too: collapsing does not move the range)
  const span = useMemo(() => {
    void version;
    return layoutSpan(layout);
  }, [layout, version]);
  const scale = useMemo(() => makeScale(unit, span[0], span[1], wallOf(new Date())), [unit, span]);

  const toggle = useCallback((key: string) => {
    setCollapsed((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);

  const report = useCallback((edit: Edit | null) => {
    if (!edit) return;
    setVersion((v) => v + 1);
    onChangeRef.current?.(edit);
  }, []);

  const perform = useCallback((edit: Edit) => model && report(history.perform(model, edit)), [model, history, report]);
  const undo = useCallback(() => model && report(history.undo(model)), [model, history, report]);
  const redo = useCallback(() => model && report(history.redo(model)), [model, history, report]);

  return { model, error: built.error, layout, scale, unit, setUnit, collapsed, toggle, perform, undo, redo, canUndo: history.canUndo, canRedo: history.canRedo };
}
