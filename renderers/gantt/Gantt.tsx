// The Gantt widget: the task tree (250 px) and optional table at the left, the canvas
// timeline (bars, and arrows for the tasks' dependsOn) at the right with its unit selector 时/天/周/月
// and 今天. The host gives tasks and saves what onChange reports; the widget applies each edit itself and keeps its undo history. Keyboard:
// arrows move the selection, Delete asks 确定删除“{name}”？, Ctrl+Z undoes, Ctrl+Y / Ctrl+Shift+Z
// redo; ctrl+wheel zooms between units. Rules live in the core (./core), tested in Node.
import { Alert, App, message as staticMessage, Modal } from 'antd';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { currentLanguage } from '../../src/i18n';
import type { GanttCalendar } from './core/calendar';
import { HEADER_HEIGHT, MIN_CHART_HEIGHT, ROW_HEIGHT, type Unit } from './core/constants';
import { wallOf } from './core/dates';
import type { Edit } from './core/edits';
import { deleteConfirm, deleteNode, moveBar, moveNode, resizeBar, type DragDelta, type DropPosition } from './core/interactions';
import { barRect } from './core/layout';
import type { GanttTask } from './core/model';
import type { Scene } from './core/paint';
import { xOf, zoomUnit } from './core/scale';
import { scrollToShow, todayInRange, todayScrollLeft } from './core/scroll';
import { exportPng } from './exportPng';
import { GanttCanvas, type CanvasHandle } from './GanttCanvas';
import { GanttToolbar } from './GanttToolbar';
import { GanttTree, type GanttColumn } from './GanttTree';
import { errorText, useTexts } from './texts';
import { useGantt } from './useGantt';

export type { GanttColumn } from './GanttTree';
export type { GanttTask } from './core/model';
export type { Edit as GanttEdit } from './core/edits';
export type { GanttCalendar } from './core/calendar';

export interface GanttProps {
  tasks: readonly GanttTask[];
  columns?: readonly GanttColumn[];
  unit?: Unit;
  /** workday data by year (holidays, worked weekend days); weekends only without it */
  calendar?: GanttCalendar;
  /** every edit, undo and redo, for the host to save */
  onChange?: (edit: Edit) => void;
  readOnly?: boolean;
  /** the chart's height in px (header included), at least 300 */
  height?: number;
  /**
   * how long a task may overlap a task it depends on before its arrow turns red (default 0: it
   * starts at or after the predecessor's end; a plan in whole days that lets a task start on the
   * day its predecessor ends gives one day)
   */
  dependencyOverlapMs?: number;
}

const NO_COLUMNS: readonly GanttColumn[] = [];

export default function Gantt({ tasks, columns = NO_COLUMNS, unit: initialUnit = 'day', calendar, onChange, readOnly = false, height = 500, dependencyOverlapMs = 0 }: GanttProps) {
  const say = useTexts();
  const app = App.useApp();
  // outside antd's <App> the context holds empty objects: fall back to the static functions
  const message = (app.message as Partial<typeof app.message>).error ? app.message : staticMessage;
  const confirm = (app.modal as Partial<typeof app.modal>).confirm ?? Modal.confirm;
  const state = useGantt(tasks, initialUnit, onChange);
  const { model, layout, scale } = state;
  const [picked, setSelected] = useState<string | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const canvas = useRef<CanvasHandle | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const chartHeight = Math.max(MIN_CHART_HEIGHT, height);
  const bodyHeight = chartHeight - HEADER_HEIGHT;
  // the now line moves by the minute (a value that changes on every render would repaint for nothing)
  // a deleted (or undone) task is no longer selected
  const selected = picked !== null && model?.nodes.has(picked) ? picked : null;
  const now = Math.floor(wallOf(new Date()) / 60_000) * 60_000;
  const language = currentLanguage();

  const scene: Omit<Scene, 'drag'> | null = useMemo(
    () => (model ? { model, layout, scale, calendar, now, selected, dependencyOverlapMs, labels: { name: (k: string) => model.nodes.get(k)?.task.name ?? '' } } : null),
    [model, layout, scale, calendar, now, selected, dependencyOverlapMs],
  );

  // a year the workday data lacks is said once per year (the chart shades its weekends only)
  const warnedYears = useRef(new Set<number>());
  useEffect(() => {
    if (!calendar) return;
    for (let t = scale.start; t < scale.end; t += 86_400_000 * 28) {
      const year = new Date(t).getUTCFullYear();
      if (!calendar[year] && !warnedYears.current.has(year)) {
        warnedYears.current.add(year);
        void message.warning(say('workdayYearMissing', { year }));
      }
    }
  }, [calendar, scale, message, say]);

  // keep the time under the cursor in place when ctrl+wheel changes the unit
  const zoomAnchor = useRef<{ time: number; cursorX: number } | null>(null);
  useEffect(() => {
    const anchor = zoomAnchor.current;
    if (!anchor) return;
    zoomAnchor.current = null;
    canvas.current?.scrollTo(Math.max(0, xOf(scale, anchor.time) - anchor.cursorX), canvas.current.view().top, true);
  }, [scale]);

  if (!model || !scene) return <Alert type="error" showIcon message={errorText(state.error)} />;

  const run = (make: () => Edit | null) => {
    try {
      const edit = make();
      if (edit) state.perform(edit);
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  const select = (key: string | null) => {
    setSelected(key);
    if (key === null) return;
    const row = layout.rowOf.get(key);
    const v = layout.rolled.get(key);
    const type = model.nodes.get(key)?.type;
    if (row === undefined || !type || !canvas.current) return;
    const view = canvas.current.view();
    const rect = v && !Number.isNaN(v.start) ? barRect(scale, type, row, v.start, v.end) : { x: view.left, y: row * ROW_HEIGHT, width: 0, height: ROW_HEIGHT };
    const target = scrollToShow(rect, view);
    if (target.left !== view.left || target.top !== view.top) canvas.current.scrollTo(target.left, target.top);
  };

  const askDelete = (key: string) => {
    const { title, content } = deleteConfirm(model, key, language);
    confirm({ title, content, okText: say('ok'), cancelText: say('cancel'), onOk: () => run(() => deleteNode(model, key)) });
  };

  const moveSelection = (key: string) => {
    const rowKey = selected === null ? null : (layout.rows[layout.rowOf.get(selected) ?? -1]?.key ?? null);
    const r = rowKey === null ? -1 : layout.rowOf.get(rowKey)!;
    if (key === 'ArrowUp' || key === 'ArrowDown') {
      const next = r < 0 ? 0 : Math.max(0, Math.min(layout.rows.length - 1, r + (key === 'ArrowUp' ? -1 : 1)));
      if (layout.rows[next]) select(layout.rows[next].key);
      return;
    }
    if (r < 0 || selected === null) return;
    // left / right: the bar before or after in the same row (a machine row's jobs, by start)
    const from = layout.rowStart[r];
    const to = layout.rowStart[r + 1];
    let at = from;
    while (at < to && layout.keys[at] !== selected) at++;
    const next = at >= to ? from : at + (key === 'ArrowLeft' ? -1 : 1);
    if (next >= from && next < to) select(layout.keys[next]);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const ctrl = e.ctrlKey || e.metaKey;
    const k = e.key.toLowerCase();
    if (e.key.startsWith('Arrow')) moveSelection(e.key);
    else if ((e.key === 'Delete' || e.key === 'Backspace') && selected !== null && !readOnly) askDelete(selected);
    else if (ctrl && k === 'z' && !e.shiftKey && !readOnly) state.undo();
    else if (ctrl && (k === 'y' || (k === 'z' && e.shiftKey)) && !readOnly) state.redo();
    else return;
    e.preventDefault();
  };

  const showToday = todayInRange(scale, now);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the chart is one keyboard widget: focusable, named, and it takes its own keys (arrows select and move, ctrl+z undoes)
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart is one keyboard widget: focusable, named, and it takes its own keys (arrows select and move, ctrl+z undoes)
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the chart is one keyboard widget: focusable, named, and it takes its own keys (arrows select and move, ctrl+z undoes)
    <div ref={rootRef} tabIndex={0} onKeyDown={onKeyDown} data-testid="gantt" style={{ outline: 'none' }} aria-label={say('chart')}>
      <GanttToolbar
        unit={state.unit}
        onUnit={state.setUnit}
        showToday={showToday}
        onToday={() => canvas.current?.scrollTo(todayScrollLeft(scale, now), canvas.current.view().top)}
        readOnly={readOnly}
        canUndo={state.canUndo}
        canRedo={state.canRedo}
        onUndo={state.undo}
        onRedo={state.redo}
        onExport={() => void exportPng({ ...scene })}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a press anywhere in the chart gives the keys to the chart, which a keyboard reaches with Tab */}
      <div style={{ display: 'flex', height: chartHeight, border: '1px solid #f0f0f0', boxSizing: 'content-box' }} onMouseDown={() => rootRef.current?.focus({ preventScroll: true })}>
        <GanttTree
          model={model}
          layout={layout}
          columns={columns}
          collapsed={state.collapsed}
          scrollTop={scrollTop}
          height={bodyHeight}
          selected={selected}
          readOnly={readOnly}
          onSelect={select}
          onToggle={state.toggle}
          onDrop={(key: string, target: string, position: DropPosition) => !readOnly && run(() => moveNode(model, key, target, position))}
          onWheel={(dx, dy) => {
            const view = canvas.current?.view();
            if (view) canvas.current!.scrollTo(view.left + dx, Math.max(0, view.top + dy), true);
          }}
        />
        <GanttCanvas
          scene={scene}
          height={chartHeight}
          readOnly={readOnly}
          language={language}
          label={say('chart')}
          handle={canvas}
          onScroll={(_, top) => setScrollTop(top)}
          onSelect={(key) => setSelected(key)}
          onMove={(key: string, delta: DragDelta) => run(() => moveBar(model, layout, scale, key, delta))}
          onResize={(key, dx) => run(() => resizeBar(model, scale, key, dx))}
          onZoom={(direction, time, cursorX) => {
            const next = zoomUnit(state.unit, direction);
            if (next === state.unit) return;
            zoomAnchor.current = { time, cursorX };
            state.setUnit(next);
          }}
        />
      </div>
    </div>
  );
}
